// Regenerates packages/sdk/src/generated/openapi.ts from the OpenAPI document a freshly built standalone
// server serves (`npm run sdk:generate`). The SDK tests fail when the checked-in file differs.
import { writeFileSync } from 'node:fs';
import { startStandalone } from '../test/support/standalone';
import { renderSdkTypes, SDK_TYPES_FILE } from './sdk-types';

async function main(): Promise<void> {
  const server = await startStandalone();
  try {
    const document = await server.api.withToken(undefined).get('/openapi.json');
    if (document.status !== 200) throw new Error(`GET /api/openapi.json answered ${document.status}`);
    writeFileSync(SDK_TYPES_FILE, await renderSdkTypes(document.body as object));
    console.log(`Wrote ${SDK_TYPES_FILE}`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
