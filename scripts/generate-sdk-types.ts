// Regenerates packages/sdk/src/generated/openapi.ts (`npm run sdk:generate`) from the OpenAPI document a
// freshly built standalone server serves. With two arguments, renders the types of a document file into
// another file instead: the SDK tests compare that with the checked-in types.
import { readFileSync, writeFileSync } from 'node:fs';
import { startStandalone } from '../test/support/standalone';
import { renderSdkTypes, SDK_TYPES_FILE } from './sdk-types';

async function servedDocument(): Promise<object> {
  const server = await startStandalone();
  try {
    const document = await server.api.withToken(undefined).get('/openapi.json');
    if (document.status !== 200) throw new Error(`GET /api/openapi.json answered ${document.status}`);
    return document.body as object;
  } finally {
    await server.stop();
  }
}

async function main([documentFile, outFile]: string[]): Promise<void> {
  const document = documentFile
    ? (JSON.parse(readFileSync(documentFile, 'utf8')) as object)
    : await servedDocument();
  const target = outFile ?? SDK_TYPES_FILE;
  writeFileSync(target, await renderSdkTypes(document));
  console.log(`Wrote ${target}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
