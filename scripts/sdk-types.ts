import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { join } from 'node:path';

export const SDK_TYPES_FILE = join(__dirname, '..', 'packages', 'sdk', 'src', 'generated', 'openapi.ts');

const HEADER = '// Generated from the served OpenAPI document by `npm run sdk:generate`; do not edit.\n';

// The SDK's types for an OpenAPI document, formatted as the repository's other sources.
export async function renderSdkTypes(document: object): Promise<string> {
  const source =
    HEADER +
    astToString(
      await openapiTS(document as Parameters<typeof openapiTS>[0], {
        // Request bodies: a field with a default may be left out. Free-form objects hold anything.
        defaultNonNullable: false,
        emptyObjectsUnknown: true,
      }),
    );
  const options = await resolveConfig(SDK_TYPES_FILE);
  return format(source, { ...options, filepath: SDK_TYPES_FILE });
}
