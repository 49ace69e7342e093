// ts-jest, plus what TypeScript does not do when it turns the ES modules NestJS 12 ships into CommonJS:
// `import.meta.url` has no CommonJS meaning, so it becomes the file URL of the module, and an ES module's own
// `const require = createRequire(import.meta.url)` would redeclare CommonJS's `require`, so it goes.
const { TsJestTransformer } = require('ts-jest');

const OWN_REQUIRE = /^\s*(?:const|let|var)\s+require\s*=\s*createRequire\(import\.meta\.url\);?\s*$/gm;
const IMPORT_META_URL = /\bimport\.meta\.url\b/g;
const FILE_URL = "require('node:url').pathToFileURL(__filename).href";

class Transformer extends TsJestTransformer {
  process(source, path, options) {
    return super.process(rewrite(source, path), path, options);
  }

  getCacheKey(source, path, options) {
    return super.getCacheKey(rewrite(source, path), path, options);
  }
}

function rewrite(source, path) {
  if (!path.includes('/node_modules/')) return source;
  return source.replace(OWN_REQUIRE, '').replace(IMPORT_META_URL, FILE_URL);
}

module.exports = { createTransformer: (config) => new Transformer(config) };
