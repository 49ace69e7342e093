import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The web console: built into dist/console, served by the gateway at `/`. No React plugin: Vite's own
// transform turns JSX into React's automatic runtime.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  // The SDK from its source, compiled into the console's bundle.
  resolve: {
    alias: { '@mailroom/sdk': fileURLToPath(new URL('../../packages/sdk/src/index.ts', import.meta.url)) },
  },
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: fileURLToPath(new URL('../../dist/console', import.meta.url)),
    emptyOutDir: true,
    // No inline scripts or styles: the console's Content-Security-Policy allows its own files only.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    sourcemap: false,
  },
  server: {
    // `npx vite apps/console` during development, the API of `npm start` behind it.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
