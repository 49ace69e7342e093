// Lets `node -r ./bench/register.js bench/<name>.ts` run the benchmarks from source: each .ts file is
// transpiled to CommonJS on require (no type check: `npm run typecheck` and `npm run lint` cover bench/), and
// `@mailroom/<lib>` resolves to libs/<lib>/src as tsconfig.base.json's paths say. Sources stay where they
// are, so test/support helpers find the built apps under dist/ as they do in the tests. `@mailroom/sdk` is
// packages/sdk/src, whose ES module sources import their siblings as './x.js' (the './x.ts' sources here).
'use strict';

const Module = require('node:module');
const { readFileSync } = require('node:fs');
const { join, sep } = require('node:path');
const ts = require('typescript');

const ROOT = join(__dirname, '..');
const LIB_ALIAS = /^@mailroom\/([a-z-]+)$/;
const SDK_SOURCES = join(ROOT, 'packages', 'sdk', 'src');
const RELATIVE_JS = /^\.{1,2}\/.*\.js$/;

const compilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  esModuleInterop: true,
  experimentalDecorators: true,
  useDefineForClassFields: false,
  inlineSourceMap: true,
};

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  return resolveFilename.call(this, target(request, parent), parent, ...rest);
};

function target(request, parent) {
  if (request === '@mailroom/sdk') return SDK_SOURCES;
  const alias = LIB_ALIAS.exec(request);
  if (alias) return join(ROOT, 'libs', alias[1], 'src');
  const fromSdk = parent?.filename?.startsWith(SDK_SOURCES + sep) && RELATIVE_JS.test(request);
  return fromSdk ? request.replace(/\.js$/, '.ts') : request;
}

Module._extensions['.ts'] = function (module, filename) {
  const source = readFileSync(filename, 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions, fileName: filename });
  module._compile(outputText, filename);
};
