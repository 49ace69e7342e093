import { MAX_TEMPLATE_PART_LENGTH } from '@mailroom/contracts';
import fc from 'fast-check';
import Handlebars from 'handlebars';
import { RenderLimitError, TemplateSyntaxError } from './rendering-errors';
import { checkTemplateSyntax } from './template-syntax';
import { MAX_RENDERED_PART_LENGTH, TemplateRenderer } from './template-renderer';

describe('TemplateRenderer', () => {
  let renderer: TemplateRenderer;

  beforeEach(() => {
    renderer = new TemplateRenderer();
  });

  describe('merge tags', () => {
    it('fills plain, nested and repeated tags in subject, html and text', () => {
      const rendered = renderer.render(
        {
          subject: 'Order {{order.id}} for {{name}}',
          html: '<p>{{name}}, {{name}}: {{order.total}} {{order.currency.code}}</p>',
          text: '{{name}} owes {{order.total}}',
        },
        { name: 'Ada', order: { id: 'A-1', total: 42.5, currency: { code: 'EUR' } } },
      );

      expect(rendered).toEqual({
        subject: 'Order A-1 for Ada',
        html: '<p>Ada, Ada: 42.5 EUR</p>',
        text: 'Ada owes 42.5',
      });
    });

    it('renders a missing value, at any depth, as nothing', () => {
      const rendered = renderer.render(
        { text: '[{{missing}}][{{order.missing}}][{{gone.deeper.still}}]' },
        { order: {} },
      );

      expect(rendered.text).toBe('[][][]');
    });

    it('renders numbers and booleans as strings, null and undefined as nothing, objects as Handlebars does', () => {
      const data = {
        zero: 0,
        n: 12.5,
        yes: true,
        no: false,
        nil: null,
        undef: undefined,
        obj: { a: 1 },
        list: [1, '<b>'],
      };
      const template = '{{zero}}|{{n}}|{{yes}}|{{no}}|{{nil}}|{{undef}}|{{obj}}|{{list}}';

      const rendered = renderer.render({ html: template, text: template }, data);

      expect(rendered.text).toBe('0|12.5|true|false|||[object Object]|1,<b>');
      expect(rendered.html).toBe('0|12.5|true|false|||[object Object]|1,&lt;b&gt;');
    });

    it('renders data that would make Handlebars throw or run code as plain values', () => {
      const called = jest.fn(() => 'ran');
      const data = {
        ownToString: JSON.parse('{"toString": "x", "valueOf": 1}'),
        bare: Object.assign(Object.create(null) as object, { a: 1 }),
        list: [JSON.parse('{"toString": "x"}')],
        fn: called,
        sym: Symbol('s'),
        when: new Date(0),
      };
      const template =
        '{{ownToString}}|{{ownToString.toString}}|{{bare}}|{{bare.a}}|{{list}}|{{fn}}|{{sym}}|{{when}}';

      const rendered = renderer.render({ html: template, text: template }, data);

      const expected = `[object Object]|x|[object Object]|1|[object Object]|||${new Date(0).toString()}`;
      expect(rendered.text).toBe(expected);
      expect(rendered.html).toBe(expected);
      expect(called).not.toHaveBeenCalled();
    });

    it('renders data nested deeper than any template reaches without overflowing the stack', () => {
      const deep = JSON.parse(`${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`);

      expect(renderer.render({ text: '{{a.a.a}}|{{b}}' }, { ...deep, b: 'ok' }).text).toBe(
        '[object Object]|ok',
      );
    });

    it('keeps null and absent parts null, and renders an empty part as empty', () => {
      expect(renderer.render({ subject: null, html: '' }, {})).toEqual({
        subject: null,
        html: '',
        text: null,
      });
    });

    it('runs the four block helpers, with ../ reaching the enclosing context through #if', () => {
      const html =
        '{{#each items as |item i|}}{{i}}:{{item.name}}{{#if item.gift}}+{{../wrap}}{{/if}};{{else}}none{{/each}}' +
        '{{#with order}}#{{id}}{{/with}}{{#unless paid}} unpaid{{/unless}}' +
        '{{#if count includeZero=true}} count={{count}}{{/if}}{{#each tags}} {{@key}}={{this}}{{/each}}';

      const rendered = renderer.render(
        { html },
        {
          items: [{ name: 'a' }, { name: 'b', gift: true }],
          wrap: 'ribbon',
          order: { id: 7 },
          paid: false,
          count: 0,
          tags: { x: 1 },
        },
      );

      expect(rendered.html).toBe('0:a;1:b+ribbon;#7 unpaid count=0 x=1');
    });
  });

  describe('escaping', () => {
    it('escapes substituted values in html and leaves them raw in subject and text', () => {
      const data = { name: '<script>alert("x")</script>', title: `" onmouseover="steal()` };

      const rendered = renderer.render(
        { subject: 'Hi {{name}}', html: '<p title="{{title}}">{{name}}</p>', text: 'Hi {{name}}' },
        data,
      );

      expect(rendered.html).toBe(
        '<p title="&quot; onmouseover&#x3D;&quot;steal()">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>',
      );
      expect(rendered.subject).toBe('Hi <script>alert("x")</script>');
      expect(rendered.text).toBe('Hi <script>alert("x")</script>');
    });

    // Triple-stash is allowed in html: it is the template author's explicit choice to insert a value as
    // markup (a prepared table, a signature), the same author who can already put any markup in the
    // template or send raw html without one; double braces, the default, always escape.
    it('does not escape triple-stash or {{& }} in html', () => {
      const rendered = renderer.render(
        { html: '{{{snippet}}}|{{& snippet}}|{{snippet}}' },
        { snippet: '<b>hi</b>' },
      );

      expect(rendered.html).toBe('<b>hi</b>|<b>hi</b>|&lt;b&gt;hi&lt;/b&gt;');
    });

    it('escapes substitution data that looks like a SafeString', () => {
      const rendered = renderer.render({ html: '{{value}}' }, { value: { toHTML: '<b>x</b>' } });

      expect(rendered.html).toBe('[object Object]');
    });
  });

  describe('helpers', () => {
    it.each([
      ['lookup', '{{lookup items 0}}'],
      ['log', '{{log "hi"}}'],
      ['a helper call', '{{foo bar}}'],
      ['an unknown block', '{{#foo}}x{{/foo}}'],
      ['a partial', '{{> footer}}'],
      ['a sub-expression', '{{#if (lookup a "b")}}x{{/if}}'],
    ])('refuses %s at render time with the message checkTemplateSyntax gives', (_case, html) => {
      const [expected] = checkTemplateSyntax({ html }).html ?? [];

      expect(() => renderer.render({ html }, { items: ['x'], a: { b: 1 }, foo: 'f', bar: 'b' })).toThrow(
        new TemplateSyntaxError('html', expected ?? ''),
      );
    });

    it('ignores helpers registered on the global Handlebars and leaves its own helpers in place', () => {
      Handlebars.registerHelper('shout', (value: string) => value.toUpperCase());
      try {
        expect(() => renderer.render({ text: '{{shout name}}' }, { name: 'a' })).toThrow(TemplateSyntaxError);
        expect(Handlebars.helpers).toHaveProperty('lookup');
        expect(Handlebars.helpers).toHaveProperty('log');
        expect(Handlebars.compile('{{lookup a "b"}}')({ a: { b: 'global' } })).toBe('global');
      } finally {
        Handlebars.unregisterHelper('shout');
      }
    });

    it('treats a value named like a helper as a value', () => {
      expect(
        renderer.render({ text: '{{#with lookup}}{{log}}{{/with}}' }, { lookup: { log: 'v' } }).text,
      ).toBe('v');
    });
  });

  describe('prototype access', () => {
    const attempts = [
      '{{constructor}}',
      '{{constructor.constructor}}',
      '{{constructor.name}}',
      '{{__proto__}}',
      '{{__proto__.constructor}}',
      '{{#with __proto__}}{{polluted}}{{constructor}}{{/with}}',
      '{{toString}}',
      '{{valueOf}}',
      '{{hasOwnProperty}}',
      '{{__defineGetter__}}',
      '{{name.constructor}}',
      '{{name.constructor.constructor}}',
      '{{items.constructor}}',
      '{{#with "s"}}{{constructor.constructor}}{{/with}}',
      '{{#each items}}{{constructor}}{{__proto__}}{{/each}}',
      '{{#with constructor}}{{name}}{{prototype}}{{/with}}',
      '{{#each constructor}}x{{/each}}',
    ];

    it.each(attempts)('renders %s as nothing', (template) => {
      const rendered = renderer.render(
        { html: template, text: template },
        { name: 'Ada', items: [{ a: 1 }] },
      );

      expect(rendered).toEqual({ subject: null, html: '', text: '' });
    });

    it('keeps an own __proto__ key from JSON as plain data, without polluting Object.prototype', () => {
      const data = JSON.parse('{"__proto__": {"polluted": "yes", "isAdmin": true}, "name": "Ada"}');
      const template =
        '{{#each this}}{{@key}};{{/each}}|{{__proto__.polluted}}|{{#with __proto__}}{{polluted}}{{/with}}|{{name}}';

      const rendered = renderer.render({ html: template }, data);

      expect(rendered.html).toBe('__proto__;name;|yes|yes|Ada');
      expect(({} as any).polluted).toBeUndefined();
      expect(({} as any).isAdmin).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
    });

    it('writes nothing to the console when it denies access', () => {
      const spies = (['error', 'warn', 'log', 'info', 'debug'] as const).map((method) =>
        jest.spyOn(console, method).mockImplementation(() => undefined),
      );
      // Handlebars logs each denied property once per process: forget the ones the tests above touched.
      (Handlebars as unknown as { resetLoggedPropertyAccesses(): void }).resetLoggedPropertyAccesses();
      try {
        // What the default options would do: log through the logger every Handlebars environment shares.
        Handlebars.create().compile('{{propertyIsEnumerable}}')({});
        expect(console.error).toHaveBeenCalledTimes(1);
        (console.error as jest.Mock).mockClear();

        renderer.render({ html: attempts.join(''), text: attempts.join('') }, { name: 'Ada', items: [{}] });

        for (const spy of spies) expect(spy).not.toHaveBeenCalled();
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
    });
  });

  describe('cache', () => {
    it('compiles a part once and reuses it for the same content', () => {
      const content = { subject: 'Hi {{name}}', html: '<p>{{name}}</p>' };

      renderer.render(content, { name: 'a' });
      const second = renderer.render(content, { name: 'b' });

      expect(second).toEqual({ subject: 'Hi b', html: '<p>b</p>', text: null });
      expect(renderer.cacheStats()).toEqual({ size: 2, hits: 2, misses: 2 });
    });

    it('keys by mode as well as source, so html and text never share an escaping choice', () => {
      const rendered = renderer.render({ subject: '{{v}}', html: '{{v}}', text: '{{v}}' }, { v: '<i>' });

      expect(rendered).toEqual({ subject: '<i>', html: '&lt;i&gt;', text: '<i>' });
      expect(renderer.cacheStats()).toEqual({ size: 2, hits: 1, misses: 2 });
    });

    it('stays within cacheSize, dropping the least recently used template', () => {
      const small = new TemplateRenderer({ cacheSize: 2 });
      for (const text of ['{{a}}', '{{b}}', '{{a}}', '{{c}}', '{{a}}', '{{b}}']) small.render({ text }, {});

      // a, b miss; a hits; c misses and evicts b; a hits; b misses again.
      expect(small.cacheStats()).toEqual({ size: 2, hits: 2, misses: 4 });
    });

    it('passes a part without a mustache through unchanged, without compiling it', () => {
      const content = { subject: 'Plain & <simple>', html: '<p>a \\ b { c }</p>', text: 'x }} y' };

      expect(renderer.render(content, { c: 'never' })).toEqual(content);
      expect(renderer.cacheStats()).toEqual({ size: 0, hits: 0, misses: 0 });
      expect(() => new TemplateRenderer({ maxOutputLength: 3 }).render({ text: 'four' }, {})).toThrow(
        new RenderLimitError('text', 'The rendered text is longer than 3 characters.'),
      );
    });

    it('does not cache a template that fails to parse', () => {
      expect(() => renderer.render({ text: '{{#if a}}' }, {})).toThrow(TemplateSyntaxError);
      expect(renderer.cacheStats()).toEqual({ size: 0, hits: 0, misses: 1 });
    });
  });

  describe('output bound', () => {
    it('lowers the block runs of a part with many tags, so that runs times tags stays bounded', () => {
      const rows = Array.from({ length: 2_000 }, (_, i) => i);
      const html = `{{#each rows}}${'{{v}}'.repeat(249)}{{/each}}`;

      // 251 tags: at most 100,000 / 251 = 398 runs; one more tag, 396.
      expect(renderer.render({ html }, { rows: rows.slice(0, 398), v: '' }).html).toBe('');
      expect(() => renderer.render({ html: `${html}{{v}}` }, { rows, v: '' })).toThrow(
        new RenderLimitError('html', 'The html runs its blocks more than 396 times.'),
      );
    });

    it('stops escaping substituted values once the part is over its bound, whatever the tags', () => {
      const error = catchError(() =>
        renderer.render({ html: '{{v}}'.repeat(500) }, { v: '<'.repeat(100_000) }),
      );
      expect(error).toBeInstanceOf(RenderLimitError);
      expect(error).toMatchObject({ part: 'html' });
    });

    it('renders metered values as strings: escaped, raw, their length, their truthiness', () => {
      const data = { v: 'a&b', e: '', list: ['x<', 'y'] };
      expect(
        renderer.render(
          {
            html: '{{v}}|{{{v}}}|{{v.length}}|{{#if v}}t{{/if}}{{#if e}}f{{/if}}|{{#each list}}{{this}}{{/each}}|{{#each v}}c{{else}}none{{/each}}',
          },
          data,
        ).html,
      ).toBe('a&amp;b|a&b|3|t|x&lt;y|none');
      expect(renderer.render({ text: '{{v}} {{#with v}}{{this}}{{/with}}' }, data).text).toBe('a&b a&b');
    });

    it('bounds a rendered subject at 998 characters, counted as characters', () => {
      expect(renderer.render({ subject: '{{v}}' }, { v: '😀'.repeat(998) }).subject).toHaveLength(1996);
      expect(() => renderer.render({ subject: 'L {{v}}' }, { v: 'y'.repeat(997) })).toThrow(
        new RenderLimitError('subject', 'The rendered subject is longer than 998 characters.'),
      );
    });

    it('refuses a rendered subject holding any control character, naming it, and leaves html and text alone', () => {
      const control = fc.constantFrom(
        ...Array.from({ length: 0x20 }, (_, code) => code),
        ...Array.from({ length: 0x21 }, (_, code) => 0x7f + code),
        0x2028,
        0x2029,
      );
      fc.assert(
        fc.property(
          fc.string({ maxLength: 20 }),
          control,
          fc.string({ maxLength: 20 }),
          (before, code, after) => {
            const value =
              before.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '') +
              String.fromCharCode(code) +
              after;
            const hex = code.toString(16).toUpperCase().padStart(4, '0');
            expect(() => renderer.render({ subject: 'Hello {{v}}' }, { v: value })).toThrow(
              new RenderLimitError(
                'subject',
                `The rendered subject contains a control character (U+${hex}); a subject may not hold line breaks or other control characters.`,
              ),
            );
            expect(renderer.render({ html: '{{v}}', text: '{{v}}' }, { v: value }).text).toBe(value);
          },
        ),
      );
    });

    it('defaults to MAX_RENDERED_PART_LENGTH and accepts output exactly at the bound', () => {
      expect(MAX_RENDERED_PART_LENGTH).toBe(5_000_000);
      const bounded = new TemplateRenderer({ maxOutputLength: 10 });

      expect(bounded.render({ text: '{{v}}' }, { v: 'x'.repeat(10) }).text).toHaveLength(10);
    });

    it('refuses a substituted value that makes a part longer than the bound', () => {
      const bounded = new TemplateRenderer({ maxOutputLength: 10 });

      expect(() => bounded.render({ subject: 'ok', text: '{{v}}' }, { v: 'x'.repeat(11) })).toThrow(
        new RenderLimitError('text', 'The rendered text is longer than 10 characters.'),
      );
    });

    it('refuses a small #each that multiplies into a part longer than the bound', () => {
      const bounded = new TemplateRenderer({ maxOutputLength: 100 });
      const items = Array.from({ length: 1000 }, () => ({ name: 'item' }));

      const error = catchError(() =>
        bounded.render({ html: '{{#each items}}<li>{{name}}</li>{{/each}}' }, { items }),
      );

      expect(error).toBeInstanceOf(RenderLimitError);
      expect(error).toMatchObject({ part: 'html' });
    });

    it('stops a nested #each while it renders, long before the output would exist', () => {
      const rows = Array.from({ length: 10_000 }, (_, i) => i);
      const template = '{{#each rows}}{{#each @root.rows}}{{@root.big}}{{/each}}{{/each}}';

      // 10,000 x 10,000 x 1 KB: 100 GB if it were built before being measured.
      expect(() => renderer.render({ text: template }, { rows, big: 'x'.repeat(1024) })).toThrow(
        RenderLimitError,
      );
    });

    it('stops nested blocks that output nothing but run too many times', () => {
      const rows = Array.from({ length: 2_000 }, (_, i) => i);

      expect(() =>
        renderer.render({ text: '{{#each rows}}{{#each @root.rows}}{{/each}}{{/each}}' }, { rows }),
      ).toThrow(new RenderLimitError('text', 'The text runs its blocks more than 25000 times.'));
    });

    it('refuses a template longer than the template bound', () => {
      expect(() => renderer.render({ html: 'x'.repeat(MAX_TEMPLATE_PART_LENGTH + 1) }, {})).toThrow(
        TemplateSyntaxError,
      );
    });

    it.each([{ cacheSize: 0 }, { maxOutputLength: 0 }, { maxOutputLength: 1.5 }])(
      'refuses options %p',
      (options) => {
        expect(() => new TemplateRenderer(options)).toThrow(RangeError);
      },
    );
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
