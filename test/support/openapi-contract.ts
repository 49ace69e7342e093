import Ajv2020, { ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;
type Document = { paths: Record<string, unknown>; components?: { schemas?: Record<string, unknown> } };

interface ResponseObject {
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: Json }>;
}

export interface Contract {
  // A description of the drift, or undefined when the answer is one the document allows.
  check(
    method: string,
    path: string,
    status: number,
    body: unknown,
    headers?: { has(name: string): boolean },
  ): string | undefined;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

// Holds answers to the OpenAPI document: the status is documented for the operation, the JSON body matches
// the schema (so an error_code is one the operation lists for that status), and the documented response
// headers the answer carries are listed for it. Paths are relative to /api, as the API client sends them.
export async function contractValidator(document: Document): Promise<Contract> {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi.json', $defs: rewriteRefs(document.components?.schemas ?? {}) });
  const knownHeaders = new Set(
    Object.keys((document.components as { headers?: Json } | undefined)?.headers ?? {}).map((h) =>
      h.toLowerCase(),
    ),
  );
  const routes = Object.entries(document.paths)
    .map(([template, item]) => ({
      template,
      params: (template.match(/\{/g) ?? []).length,
      pattern: new RegExp(
        `^${template
          .replace(/^\/api/, '')
          .split(/\{[^}]+\}/)
          .map(escapeRegExp)
          .join('[^/]+')}$`,
      ),
      operations: item as Record<string, { responses?: Record<string, ResponseObject> }>,
    }))
    // A literal segment wins over a parameter: /emails/events before /emails/{requestId}.
    .sort((a, b) => a.params - b.params);
  const compiled = new Map<string, ValidateFunction>();
  const validatorFor = (key: string, schema: Json): ValidateFunction => {
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(rewriteRefs(schema) as Json);
      compiled.set(key, validate);
    }
    return validate;
  };

  return {
    check(method, path, status, body, headers) {
      const bare = path.split('?')[0];
      const verb = method.toLowerCase();
      const route = routes.find((r) => r.pattern.test(bare) && METHODS.has(verb) && r.operations[verb]);
      const what = `${method.toUpperCase()} ${bare} answered ${status}`;
      if (!route) {
        // An unknown route (or one SPEC names but no context offers): only an error body may come back.
        if (status < 400 || status >= 500) return `${what}: the route is not in the OpenAPI document`;
        const errorBody = validatorFor('ErrorBody', { $ref: '#/components/schemas/ErrorBody' });
        return errorBody(body) ? undefined : `${what}: not an error body: ${JSON.stringify(body)}`;
      }
      const responses = route.operations[verb].responses ?? {};
      const response = responses[String(status)] ?? responses.default;
      const where = `${method.toUpperCase()} ${route.template}`;
      if (!response) {
        return `${what}, a status ${where} does not document (it documents ${Object.keys(responses).join(', ')}): ${JSON.stringify(body)}`;
      }
      if (headers) {
        const listed = new Set(Object.keys(response.headers ?? {}).map((h) => h.toLowerCase()));
        const undocumented = [...knownHeaders].filter((h) => headers.has(h) && !listed.has(h));
        if (undocumented.length > 0)
          return `${what} with headers ${where} does not list: ${undocumented.join(', ')}`;
      }
      const json = response.content?.['application/json']?.schema;
      if (!json) {
        if (response.content && Object.keys(response.content).length > 0) return undefined;
        return body === undefined || body === ''
          ? undefined
          : `${what} with a body where ${where} documents none: ${JSON.stringify(body)}`;
      }
      const validate = validatorFor(`${where} ${status}`, json);
      if (validate(body)) return undefined;
      const errors = (validate.errors ?? [])
        .map(
          (e) =>
            `${e.instancePath || '(body)'} ${e.message ?? ''} ${e.params ? JSON.stringify(e.params) : ''}`,
        )
        .slice(0, 8)
        .join('; ');
      const code = (body as { error_code?: unknown } | undefined)?.error_code;
      const codeNote = code !== undefined ? ` (error_code ${JSON.stringify(code)})` : '';
      return `${what}${codeNote}, a body that does not match the schema of ${where} ${status}: ${errors}; body: ${JSON.stringify(body).slice(0, 600)}`;
    },
  };
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === '$ref' && typeof child === 'string'
        ? child.replace('#/components/schemas/', 'openapi.json#/$defs/')
        : rewriteRefs(child),
    ]),
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const contracts = new Map<string, Promise<Contract>>();

// The document the running gateway serves, loaded once per gateway address.
export function servedContract(apiBaseUrl: string): Promise<Contract> {
  let contract = contracts.get(apiBaseUrl);
  if (!contract) {
    contract = fetch(`${apiBaseUrl}/openapi.json`)
      .then(async (response) => {
        if (response.status !== 200)
          throw new Error(`GET ${apiBaseUrl}/openapi.json answered ${response.status}`);
        return contractValidator((await response.json()) as Document);
      })
      .catch((error: unknown) => {
        contracts.delete(apiBaseUrl);
        throw error;
      });
    contracts.set(apiBaseUrl, contract);
  }
  return contract;
}
