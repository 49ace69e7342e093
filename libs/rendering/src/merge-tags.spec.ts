import { extractMergeTags } from './merge-tags';
import { TemplateSyntaxError } from './rendering-errors';

describe('extractMergeTags', () => {
  it('reports plain and nested paths', () => {
    expect(extractMergeTags({ html: '<p>Hello {{first_name}}, you owe {{order.total}}</p>' })).toEqual([
      'first_name',
      'order.total',
    ]);
  });

  it('dedupes repeated tags in order of first appearance across subject, then html, then text', () => {
    const tags = extractMergeTags({
      text: '{{d}} {{c}} {{order.id}}',
      html: '{{b}} {{c}} {{a}} {{order.id}}',
      subject: '{{a}} {{order.id}} {{b}} {{a}}',
    });

    expect(tags).toEqual(['a', 'order.id', 'b', 'c', 'd']);
  });

  it('ignores null and missing parts', () => {
    expect(extractMergeTags({ subject: null, html: '{{x}}' })).toEqual(['x']);
    expect(extractMergeTags({})).toEqual([]);
  });

  it('reports the value of #if and #unless, whose bodies keep the outer context', () => {
    const tags = extractMergeTags({
      html: '{{#if vip}}{{discount}}{{else if trial}}{{days}}{{else}}{{price}}{{/if}}{{#unless paid}}{{due}}{{/unless}}',
    });

    expect(tags).toEqual(['vip', 'discount', 'trial', 'days', 'price', 'paid', 'due']);
  });

  it('reports paths inside #each and #with under the path of their value', () => {
    const tags = extractMergeTags({
      html: '{{#each items}}{{name}} {{price.amount}}{{/each}}{{#with order}}{{total}}{{/with}}',
    });

    expect(tags).toEqual(['items', 'items.name', 'items.price.amount', 'order', 'order.total']);
  });

  it('nests block paths and resolves ../ to the enclosing context, which #if does not change', () => {
    const tags = extractMergeTags({
      html: '{{#each orders}}{{#each lines}}{{sku}}{{../id}}{{#if gift}}{{../../currency}}{{/if}}{{/each}}{{/each}}',
    });

    expect(tags).toEqual([
      'orders',
      'orders.lines',
      'orders.lines.sku',
      'orders.id',
      'orders.lines.gift',
      'currency',
    ]);
  });

  it('renders {{else}} of #each in the outer context', () => {
    expect(extractMergeTags({ html: '{{#each items}}{{name}}{{else}}{{empty_message}}{{/each}}' })).toEqual([
      'items',
      'items.name',
      'empty_message',
    ]);
  });

  it('maps block parameters to the block value and skips the index', () => {
    const tags = extractMergeTags({
      html: '{{#each items as |item i|}}{{i}}{{item.name}}{{#with item.price as |p|}}{{p.amount}}{{/with}}{{/each}}',
    });

    expect(tags).toEqual(['items', 'items.name', 'items.price', 'items.price.amount']);
  });

  it('skips this, data variables and literals, and resolves @root', () => {
    const tags = extractMergeTags({
      html: '{{this}}{{#each items}}{{@index}}{{@key}}{{@first}}{{this}}{{this.sku}}{{@root.shop}}{{/each}}{{#if true}}x{{/if}}',
    });

    expect(tags).toEqual(['items', 'items.sku', 'shop']);
  });

  it('skips ../ above the root, which renders nothing', () => {
    expect(extractMergeTags({ html: '{{../secret}}{{#if a}}{{../b}}{{/if}}' })).toEqual(['a']);
  });

  it('reports triple-stash and whitespace-controlled tags', () => {
    expect(extractMergeTags({ html: '{{{body_html}}} {{~name~}} {{& footer}}' })).toEqual([
      'body_html',
      'name',
      'footer',
    ]);
  });

  it('reads the AST, so comments, escaped mustaches and raw text are not tags', () => {
    const tags = extractMergeTags({
      html: '{{!-- {{secret}} --}}{{! {{other}} }}\\{{literal}} {x} {{ spaced }} {{[first name]}}',
    });

    expect(tags).toEqual(['spaced', 'first name']);
  });

  it('throws a TemplateSyntaxError naming the part when a part does not parse', () => {
    const error = catchError(() => extractMergeTags({ subject: '{{ok}}', text: 'Hi {{#if a}}unclosed' }));

    expect(error).toBeInstanceOf(TemplateSyntaxError);
    expect(error).toMatchObject({ part: 'text', message: expect.stringContaining('Parse error on line 1') });
  });

  it('throws a TemplateSyntaxError when a part uses a helper that is not allowed', () => {
    const error = catchError(() => extractMergeTags({ html: '{{lookup items 0}}' }));

    expect(error).toBeInstanceOf(TemplateSyntaxError);
    expect(error).toMatchObject({
      part: 'html',
      message: expect.stringContaining('Unknown helper "lookup"'),
    });
  });
});

function catchError(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}
