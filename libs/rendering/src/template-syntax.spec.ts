import { MAX_TEMPLATE_PART_LENGTH } from '@mailroom/contracts';
import { extractMergeTags } from './merge-tags';
import { TemplateSyntaxError } from './rendering-errors';
import { checkTemplateSyntax } from './template-syntax';

describe('checkTemplateSyntax', () => {
  it('returns an empty object when every part parses', () => {
    const errors = checkTemplateSyntax({
      subject: 'Hi {{first_name}}',
      html: '{{#each items as |item i|}}{{i}} {{item.name}}{{else}}none{{/each}}{{#if n includeZero=true}}{{n}}{{/if}}',
      text: '{{#with order}}{{~total~}}{{/with}}{{#unless a}}{{{raw}}}{{/unless}}{{! a comment }}',
    });

    expect(errors).toEqual({});
  });

  it('keys problems by part, leaving out the parts that parse and the parts that are absent', () => {
    const errors = checkTemplateSyntax({
      subject: 'Hi {{name}}',
      html: '<p>{{#if vip}}gold</p>',
      text: null,
    });

    expect(Object.keys(errors)).toEqual(['html']);
    expect(errors.html).toEqual([
      `Parse error on line 1: Expecting 'OPEN_INVERSE_CHAIN', 'INVERSE', 'OPEN_ENDBLOCK', got 'EOF' (near "...>{{#if vip}}gold</p>")`,
    ]);
  });

  it('reports every part that fails, with the position of the problem', () => {
    const errors = checkTemplateSyntax({
      subject: '{{name',
      html: 'line one\n  {{#if a}}x{{/each}}',
      text: 'ok {{foo bar}}',
    });

    expect(errors).toEqual({
      subject: [
        `Parse error on line 1: Expecting 'ID', 'STRING', 'NUMBER', 'BOOLEAN', 'UNDEFINED', 'NULL', 'DATA', got 'INVALID' (near "{{name")`,
      ],
      html: ["if doesn't match each (line 2, column 6)"],
      text: [
        'Unknown helper "foo": only the blocks #if, #unless, #each and #with are available (line 1, column 4)',
      ],
    });
  });

  it('lists every rule a part breaks, once each', () => {
    const errors = checkTemplateSyntax({ html: '{{log a}} {{log a}} {{> footer}}' });

    expect(errors.html).toEqual([
      'Unknown helper "log": only the blocks #if, #unless, #each and #with are available (line 1, column 1)',
      'Unknown helper "log": only the blocks #if, #unless, #each and #with are available (line 1, column 11)',
      'Partials are not supported (line 1, column 21)',
    ]);
  });

  it.each([
    ['a helper call', '{{foo bar}}', 'Unknown helper "foo"'],
    ['a helper with only options', '{{format date=true}}', 'Unknown helper "format"'],
    ['lookup', '{{lookup items 0}}', 'Unknown helper "lookup"'],
    ['log', '{{log "hi"}}', 'Unknown helper "log"'],
    ['an unknown block', '{{#foo}}x{{/foo}}', 'Unknown block helper "foo"'],
    ['a section on a path', '{{#order.items}}x{{/order.items}}', 'Unknown block helper "order.items"'],
    ['a raw block', '{{{{raw}}}}{{x}}{{{{/raw}}}}', 'Unknown block helper "raw"'],
    ['a partial', '{{> footer}}', 'Partials are not supported'],
    ['a partial block', '{{#> layout}}x{{/layout}}', 'Partials are not supported'],
    ['an inline partial', '{{#*inline "x"}}y{{/inline}}', 'Decorators are not supported'],
    ['a block helper used inline', '{{if a}}', '"if" must be used as a block'],
    ['a bare block helper name', '{{each}}', '"each" must be used as a block'],
    ['a sub-expression', '{{#if (eq a b)}}x{{/if}}', 'Sub-expressions are not supported'],
    ['a block without a value', '{{#with}}x{{/with}}', '#with takes exactly one value'],
    ['a block with two values', '{{#if a b}}x{{/if}}', '#if takes exactly one value'],
    [
      'an option other than includeZero',
      '{{#each items limit=3}}x{{/each}}',
      '#each does not take the option "limit"',
    ],
    ['block parameters on #if', '{{#if a as |b|}}x{{/if}}', '#if does not take block parameters'],
    [
      'three block parameters on #each',
      '{{#each a as |x y z|}}x{{/each}}',
      '#each takes at most two block parameters',
    ],
  ])('refuses %s', (_case, html, expected) => {
    const errors = checkTemplateSyntax({ html });

    expect(errors.html?.[0]).toContain(expected);
  });

  it('refuses the known Handlebars code-execution payload before anything runs', () => {
    const payload = [
      '{{#with "s" as |string|}}{{#with "e"}}{{#with split as |conslist|}}',
      '{{this.pop}}{{this.push (lookup string.sub "constructor")}}{{this.pop}}',
      '{{#with string.split as |codelist|}}{{this.pop}}{{this.push "return process.exit(1);"}}{{this.pop}}',
      '{{#each conslist}}{{#with (string.sub.apply 0 codelist)}}{{this}}{{/with}}{{/each}}',
      '{{/with}}{{/with}}{{/with}}{{/with}}',
    ].join('');

    expect(checkTemplateSyntax({ html: payload }).html).toEqual(
      expect.arrayContaining([expect.stringContaining('Unknown helper "this.push"')]),
    );
  });

  it('refuses a part longer than the template bound without parsing it', () => {
    const errors = checkTemplateSyntax({ text: 'x'.repeat(MAX_TEMPLATE_PART_LENGTH + 1) });

    expect(errors).toEqual({
      text: [`The text may not be greater than ${MAX_TEMPLATE_PART_LENGTH} characters.`],
    });
  });

  it('agrees with extractMergeTags, which throws the first problem of the first failing part', () => {
    const content = { subject: 'fine', html: '{{#foo}}x{{/foo}} {{> p}}', text: '{{#if}}' };
    const errors = checkTemplateSyntax(content);

    expect(() => extractMergeTags(content)).toThrow(new TemplateSyntaxError('html', errors.html?.[0] ?? ''));
  });
});
