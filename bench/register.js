// Lets `node -r ./bench/register.js bench/<name>.ts` run the benchmarks from source: each .ts file is
// transpiled to CommonJS on require (no type check: `npm run typecheck` and `npm run lint` cover bench/), and
// `@mailroom/<lib>` resolves to libs/<lib>/src as tsconfig.base.json's paths say. Sources stay where they
// are, so test/support helpers find the built apps under dist/ as they do in the tests.
'use strict';

const Module = require('node:module');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const ts = require('typescript');

const ROOT = join(__dirname, '..');
const LIB_ALIAS = /^@mailroom\/([a-z-]+)$/;

const compilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  esModuleInterop: true,
  experimentalDecorators: true,
  useDefineForClassFields: false,
  inlineSourceMap: true,
};

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const alias = LIB_ALIAS.exec(request);
  const target = alias ? join(ROOT, 'libs', alias[1], 'src') : request;
  return resolveFilename.call(this, target, ...rest);
};

Module._extensions['.ts'] = function (module, filename) {
  const source = readFileSync(filename, 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions, fileName: filename });
  module._compile(outputText, filename);
};
