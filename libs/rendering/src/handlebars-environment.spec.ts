import Handlebars from 'handlebars';
import { compileOptions, createTemplateEnvironment, RUNTIME_OPTIONS } from './handlebars-environment';

// The second line behind the template rules: what the environment itself does when handed a template
// the rules would have refused.
describe('createTemplateEnvironment with compileOptions', () => {
  const render = (source: string, data: object = {}) =>
    createTemplateEnvironment().compile(source, compileOptions('html'))(data, RUNTIME_OPTIONS);

  it.each(['{{lookup a "b"}}', '{{log "x"}}', '{{foo bar}}', '{{helperMissing a}}'])(
    'does not compile %s',
    (source) => {
      expect(() => render(source, { a: { b: 1 } })).toThrow(/knownHelpersOnly/);
    },
  );

  it('fails rather than rendering a section, which needs the blockHelperMissing hook', () => {
    expect(() => render('{{#items}}x{{/items}}', { items: [1] })).toThrow(TypeError);
  });

  it('still runs the four block helpers', () => {
    expect(
      render('{{#each a}}{{#if this}}{{#with this}}{{v}}{{/with}}{{/if}}{{/each}}{{#unless b}}!{{/unless}}', {
        a: [{ v: 1 }],
      }),
    ).toBe('1!');
  });

  it('leaves the global Handlebars helpers in place', () => {
    createTemplateEnvironment();

    expect(Object.keys(Handlebars.helpers)).toEqual(
      expect.arrayContaining(['lookup', 'log', 'helperMissing']),
    );
  });
});
