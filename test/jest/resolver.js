// The SDK (packages/sdk) is an ES module package: its TypeScript sources import their siblings as './x.js',
// which under jest are the './x.ts' sources. Every other import resolves as jest's default resolver says.
const { join, sep } = require('node:path');

const SDK_SOURCES = join(__dirname, '..', '..', 'packages', 'sdk', 'src') + sep;
const RELATIVE_JS = /^\.{1,2}\/.*\.js$/;

module.exports = (request, options) => {
  const fromSdk = (options.basedir + sep).startsWith(SDK_SOURCES) && RELATIVE_JS.test(request);
  return options.defaultResolver(fromSdk ? request.replace(/\.js$/, '.ts') : request, options);
};
