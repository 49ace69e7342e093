import Handlebars from 'handlebars';

export const BLOCK_HELPERS = ['if', 'unless', 'each', 'with'] as const;
export type BlockHelper = (typeof BLOCK_HELPERS)[number];

// html escapes substituted values; subject and text are not HTML, so they take values as they are.
export type TemplateMode = 'html' | 'text';

// Handlebars' compiler merges these over its own list, in which log, lookup and the *Missing hooks are
// known helpers: naming only the four block helpers would leave `{{lookup}}` and `{{log}}` compilable.
const KNOWN_HELPERS = {
  if: true,
  unless: true,
  each: true,
  with: true,
  log: false,
  lookup: false,
  helperMissing: false,
  blockHelperMissing: false,
};

export function compileOptions(mode: TemplateMode): CompileOptions {
  return {
    knownHelpers: KNOWN_HELPERS,
    knownHelpersOnly: true,
    noEscape: mode === 'text',
    strict: false,
    assumeObjects: false,
    compat: false,
  };
}

// An explicit `false`, not the default `undefined`: Handlebars then denies prototype access without
// writing "Access has been denied" through its logger, which is one object shared by every Handlebars
// environment in the process (internal/proto-access.js), so nothing global has to be silenced or patched.
export const RUNTIME_OPTIONS = {
  allowProtoPropertiesByDefault: false,
  allowProtoMethodsByDefault: false,
  allowCallsToHelperMissing: false,
} as const satisfies Handlebars.RuntimeOptions;

export function isBlockHelper(name: string): name is BlockHelper {
  return (BLOCK_HELPERS as readonly string[]).includes(name);
}

// A private environment: helpers and decorators registered elsewhere on the global Handlebars never reach
// our templates, and removing helpers here does not affect anyone else in the process. knownHelpersOnly
// never compiles a call to the *Missing hooks; without them, anything that did would fail instead of run.
export function createTemplateEnvironment(): typeof Handlebars {
  const env = Handlebars.create();
  for (const helper of ['log', 'lookup', 'helperMissing', 'blockHelperMissing']) {
    env.unregisterHelper(helper);
  }
  env.unregisterDecorator('inline');
  return env;
}
