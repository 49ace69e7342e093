import { DnsTestServer } from '@mailroom/testing';
import fc from 'fast-check';
import { verifiedSendingDomain } from './dns-records';
import { createKey, createTeam, TestTeam } from './factories';
import { anyNumber, anyText as baseText } from './hostile-values';
import { ApiClient, encodeSegment } from './http-client';

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema; example?: unknown }> };
};
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

interface GeneratedRequest {
  // Picks among the ids that earlier answers held, when there are any, for each path parameter.
  pathValues: { known: number; other: string; useKnown: boolean }[];
  query: [string, string][];
  headers: Record<string, string>;
  body: unknown;
}

const anyText = fc.oneof(
  baseText,
  fc.constantFrom('', ' ', '0', '-1', '1e400', 'null', 'true', '__proto__', 'constructor', '../..', '%00'),
);
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  anyText,
  anyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(anyText, { maxLength: 3 }),
  fc.dictionary(anyText, anyText, { maxKeys: 3 }),
);
// What a query string or a header can carry as text.
const headerText = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 30 }),
  fc.uuid(),
);

// The value of a field as its schema describes it most of the time, anything JSON can hold otherwise: the
// generated requests reach past the first check of a route and into its use-case.
function valueFor(document: Document, schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyJson;
  if (schema.$ref) return valueFor(document, resolve(document, schema.$ref), depth);
  const described = describedValue(document, schema, depth);
  return fc.oneof({ arbitrary: described, weight: 4 }, { arbitrary: anyJson, weight: 1 });
}

function describedValue(document: Document, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const alternatives = schema.oneOf ?? schema.anyOf ?? schema.allOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => valueFor(document, s, depth + 1)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return fc.oneof(...types.map((type) => valueOfType(document, schema, type, depth)));
}

function valueOfType(
  document: Document,
  schema: Schema,
  type: string | undefined,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'object':
      if (!schema.properties) return fc.dictionary(anyText, anyJson, { maxKeys: 3 });
      return fc.record(
        Object.fromEntries(
          Object.entries(schema.properties).map(([name, s]) => [name, valueFor(document, s, depth + 1)]),
        ),
        { requiredKeys: [] },
      );
    case 'array':
      return fc.array(valueFor(document, schema.items, depth + 1), { maxLength: 3 });
    case 'integer':
      return fc.oneof(fc.integer({ min: -2, max: 100 }), anyNumber);
    case 'number':
      return anyNumber;
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      if (schema.format === 'email') return fc.oneof(fc.emailAddress(), anyText);
      if (schema.format === 'date-time')
        return fc.oneof(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          fc.constantFrom('2026-01-01', '2100-01-01T00:00:00Z', 'yesterday'),
          anyText,
        );
      return anyText;
    default:
      return anyJson;
  }
}

function resolve(document: Document, ref: string): Schema | undefined {
  return document.components?.schemas?.[ref.replace('#/components/schemas/', '')];
}

// One field of a body changed or removed, picked among all its fields (nested ones included) by `at`.
interface Mutation {
  kind: 'as-documented' | 'replace' | 'remove';
  at: number;
  value: unknown;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('as-documented', 'replace', 'replace', 'remove'),
  at: fc.nat(),
  value: anyJson,
});

function mutated(example: unknown, change: Mutation): unknown {
  const copy = structuredClone(example);
  if (change.kind === 'as-documented' || typeof copy !== 'object' || copy === null) return copy;
  const fields: { holder: Record<string, unknown>; key: string }[] = [];
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    for (const key of Object.keys(node)) {
      fields.push({ holder: node as Record<string, unknown>, key });
      walk((node as Record<string, unknown>)[key]);
    }
  };
  walk(copy);
  if (fields.length === 0) return copy;
  const { holder, key } = fields[change.at % fields.length];
  if (change.kind === 'remove') delete holder[key];
  else holder[key] = change.value;
  return copy;
}

// Three shapes of request, so that some reach the use-case behind the validation: the document's own
// example, that example with one field changed or removed, and one generated whole from the schemas.
function requestFor(document: Document, path: string, operation: Operation): fc.Arbitrary<GeneratedRequest> {
  const parameters = operation.parameters ?? [];
  const pathCount = (path.match(/\{/g) ?? []).length;
  const pathValue = fc.record({
    known: fc.nat(),
    other: fc.oneof(fc.uuid(), anyText, fc.nat({ max: 1000 }).map(String)),
    useKnown: fc.boolean(),
  });
  const queryValue = (p: Parameter) =>
    fc.oneof(
      valueFor(document, p.schema).map((v): [string, string] => [
        p.name,
        typeof v === 'string' ? v : JSON.stringify(v),
      ]),
      headerText.map((v): [string, string] => [p.name, v]),
    );
  const queried = parameters.filter((p) => p.in === 'query');
  const allQueried = fc
    .tuple(...queried.map((p) => fc.option(queryValue(p), { nil: undefined, freq: 2 })))
    .map((pairs) => pairs.filter((pair): pair is [string, string] => pair !== undefined));
  const query =
    queried.length === 0
      ? fc.constant<[string, string][]>([])
      : fc.oneof(
          fc.constant<[string, string][]>([]),
          fc.constantFrom(...queried).chain((p) => queryValue(p).map((pair) => [pair])),
          allQueried,
          // A parameter given twice or more: the query parser makes an array of it.
          fc.constantFrom(...queried).chain((p) => fc.array(queryValue(p), { minLength: 2, maxLength: 3 })),
        );
  const headers = fc
    .tuple(
      ...parameters
        .filter((p) => p.in === 'header')
        .map((p) =>
          fc.option(
            headerText.map((v) => [p.name, v] as const),
            { nil: undefined },
          ),
        ),
    )
    .map((pairs) => Object.fromEntries(pairs.filter((pair) => pair !== undefined)));
  const json = operation.requestBody?.content?.['application/json'];
  const documented = json?.example ?? {};
  const body = !operation.requestBody
    ? fc.constant(undefined)
    : fc.oneof(
        { arbitrary: mutation.map((change) => mutated(documented, change)), weight: 3 },
        { arbitrary: valueFor(document, json?.schema), weight: 2 },
        { arbitrary: anyJson, weight: 1 },
      );
  return fc.record({
    pathValues: fc.array(pathValue, { minLength: pathCount, maxLength: pathCount }),
    query,
    headers,
    body,
  });
}

// The ids and slugs of every answer, for later requests to name existing things.
function collectIds(value: unknown, into: Set<string>, depth = 0): void {
  if (depth > 6 || typeof value !== 'object' || value === null) return;
  for (const [key, child] of Object.entries(value)) {
    if (
      (key === 'id' || key === 'slug' || key.endsWith('_id')) &&
      ['string', 'number'].includes(typeof child)
    )
      into.add(String(child));
    else collectIds(child, into, depth + 1);
  }
}

// The service under test, started with the loopback DNS server it resolves through.
export interface FuzzTarget {
  admin: ApiClient;
  stop(): Promise<void>;
}

// Every operation of the document the gateway serves, given generated path ids, query parameters, headers
// and bodies: each answer is a status and a body the document declares for that operation (the API client
// holds every answer to it), never a 5xx, and the service keeps answering.
// `share` scales the number of generated requests per operation (at least one each): the distributed suite,
// whose requests cross the bus to the same use-cases the standalone suite reaches at full count, runs a share.
export function describeGeneratedRequests(
  mode: string,
  start: (dns: DnsTestServer) => Promise<FuzzTarget>,
  share = 1,
) {
  describe(`generated requests to every documented operation (${mode})`, () => {
    const runs = (full: number): number => Math.max(1, Math.round(full * share));
    let app: FuzzTarget;
    let dns: DnsTestServer;
    let team: TestTeam;
    let victimTeamId: number;
    let document: Document;
    // The domain of the document's examples: with it verified, they can be sent as they are.
    const domain = 'mail.example.com';

    beforeAll(async () => {
      dns = new DnsTestServer();
      await dns.start();
      app = await start(dns);
      team = await createTeam(app.admin, { plan: 'pro_1m' });
      victimTeamId = (await createTeam(app.admin)).id;
      await verifiedSendingDomain(team.api, dns, domain);
      document = (await team.api.get('/openapi.json')).body as Document;
    }, 180_000);

    afterAll(async () => {
      await app?.stop();
      await dns?.stop();
    });

    it('accepts the example of every JSON request body the document shows', async () => {
      const list = await team.api.post('/audience/lists', { name: 'Examples' });
      // The lists deleted in bulk: the one above holds the example segment.
      const spare = await team.api.post('/audience/lists', { name: 'Spare' });
      // The document's placeholder ids stand for the team's own; a date to come stands for a fixed one.
      const placeholderListId = '3f2b6c1e-8a4d-4c3b-9f51-0d6f1a2b3c4d';
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
      const created = new Map<string, { id?: string | number; slug?: string }>();
      const withExamples = Object.entries(document.paths)
        .flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method, path, op })))
        .filter(({ op }) => op.requestBody?.content?.['application/json']?.example !== undefined);
      expect(withExamples.length).toBeGreaterThan(25);
      const problems: string[] = [];
      for (const { method, path, op } of withExamples) {
        const body = JSON.parse(
          JSON.stringify(op.requestBody!.content!['application/json'].example)
            .replaceAll(placeholderListId, path.endsWith('/bulk') ? spare.body.data.id : list.body.data.id)
            .replace(/"scheduled_at":"[^"]*"/, `"scheduled_at":"${tomorrow}"`),
        );
        const collection = path.split('/{')[0];
        const parent = created.get(collection);
        const url = path
          .replace(/^\/api/, '')
          .replace(/\{([^}]+)\}/, (_, name: string) =>
            String(
              (name === 'slug' ? parent?.slug : parent?.id) ??
                (name === 'domain' ? 'reputation.example.net' : 'x'),
            ),
          );
        const client = path.startsWith('/api/admin') ? app.admin : team.api;
        const response = await client.request<any>(method.toUpperCase(), url, body);
        if (response.status < 300 && !path.includes('{')) created.set(path, response.body.data ?? {});
        const answer = `${method.toUpperCase()} ${path} answered ${response.status} ${JSON.stringify(response.body)}`;
        // The domain the examples send from is registered already; a path naming a thing no example made
        // answers that it is missing (or in another state), but never that the example is invalid.
        if (method === 'post' && path === '/api/domains') {
          if (response.body.error_code !== 'domain_exists') problems.push(answer);
        } else if (path.includes('{') && !parent) {
          if ([400, 422].includes(response.status) || response.status >= 500) problems.push(answer);
        } else if (response.status >= 300) problems.push(answer);
      }
      expect(problems).toEqual([]);
    });

    it('answers each as documented, never with a 5xx', async () => {
      const known = new Set<string>([domain]);
      // What later requests need is left alone: the admin API's own team, and the sending domain, which a
      // DELETE /domains/{domain} would take from every send after it.
      const leftAlone = (method: string, value: string) =>
        value === String(team.id) || (method === 'DELETE' && value === domain);
      const operations = Object.entries(document.paths).flatMap(([path, item]) =>
        Object.entries(item).map(([method, operation]) => ({
          method: method.toUpperCase(),
          path,
          operation,
        })),
      );
      expect(operations.length).toBeGreaterThan(80);
      const failures: string[] = [];
      // Most requests with a full access key; a few with each lesser key, which may be refused (403) first.
      const keyKinds = [
        { permission: 'full_access', type: 'live', runs: 30 },
        { permission: 'read_only', type: 'live', runs: 4 },
        { permission: 'sending_access', type: 'live', runs: 4 },
        { permission: 'full_access', type: 'sandbox', runs: 4 },
      ] as const;
      for (const { method, path, operation } of operations) {
        const isAdmin = path.startsWith('/api/admin');
        for (const kind of isAdmin ? keyKinds.slice(0, 1) : keyKinds) {
          const recorded = failures.length;
          // A key of its own each time: one that revokes its key, or spends its rate, stops only itself.
          const client: ApiClient = isAdmin
            ? app.admin
            : team.api.withToken(
                await createKey(app.admin, team.id, { permission: kind.permission, type: kind.type }),
              );
          await fc
            .assert(
              fc.asyncProperty(requestFor(document, path, operation), async (request) => {
                const ids = [...known].filter((id) => !leftAlone(method, id));
                let at = 0;
                const target = path.replace(/^\/api/, '').replace(/\{[^}]+\}/g, () => {
                  const value = request.pathValues[at++];
                  if (isAdmin && /^\/api\/admin\/teams\/\{[^}]+\}/.test(path) && at === 1)
                    return String(victimTeamId);
                  return encodeSegment(
                    value.useKnown && ids.length > 0 ? ids[value.known % ids.length] : value.other,
                  );
                });
                const query = request.query
                  .map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`)
                  .join('&');
                const url = query ? `${target}?${query}` : target;
                const what = `${method} ${url} ${JSON.stringify(request.body)} (${kind.permission} ${kind.type})`;
                let status: number;
                try {
                  const response = await client.request(method, url, request.body, request.headers);
                  status = response.status;
                  if (status < 300) collectIds(response.body, known);
                } catch (error) {
                  failures.push(`${what}: ${(error as Error).message}`);
                  return false;
                }
                if (status >= 500) failures.push(`${what} answered ${status}`);
                return status < 500;
              }),
              { numRuns: runs(kind.runs), endOnFailure: true },
            )
            // A failed request is already in `failures`; anything else that stopped the property is added.
            .catch((error: Error) => {
              if (failures.length === recorded) failures.push(`${method} ${path}: ${error.message}`);
            });
        }
      }
      expect(failures).toEqual([]);
      expect((await team.api.get('/health')).status).toBe(200);
    }, 600_000);

    it('answers a body of any bytes under any content type as documented, never with a 5xx', async () => {
      const contentType = fc.constantFrom(
        'application/json',
        'application/json; charset=utf-16',
        'text/plain',
        'text/csv',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'multipart/form-data',
        'application/octet-stream',
        'application/json, text/csv',
        '',
      );
      const bytes = fc.oneof(
        fc.uint8Array({ maxLength: 200 }),
        fc.string({ maxLength: 200 }).map((text) => new TextEncoder().encode(text)),
        fc
          .constantFrom(
            '{',
            '[',
            '{"a":',
            'a=1&a=2&b',
            '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
            'email\n"',
          )
          .map((text) => new TextEncoder().encode(text)),
      );
      const withBodies = Object.entries(document.paths).flatMap(([path, item]) =>
        Object.entries(item)
          .filter(([, operation]) => operation.requestBody)
          .map(([method]) => ({ method: method.toUpperCase(), path })),
      );
      const failures: string[] = [];
      for (const { method, path } of withBodies) {
        const client = path.startsWith('/api/admin') ? app.admin : team.api;
        const url = path.replace(/^\/api/, '').replace(/\{[^}]+\}/g, 'x');
        await fc.assert(
          fc.asyncProperty(contentType, bytes, async (type, body) => {
            try {
              const response = await client.request(method, url, body, type ? { 'content-type': type } : {});
              if (response.status >= 500)
                failures.push(`${method} ${url} (${type}) answered ${response.status}`);
            } catch (error) {
              failures.push(
                `${method} ${url} (${type}) ${Buffer.from(body).toString('hex').slice(0, 80)}: ${(error as Error).message}`,
              );
            }
          }),
          { numRuns: runs(20) },
        );
      }
      expect(failures).toEqual([]);
    }, 300_000);
  });
}
