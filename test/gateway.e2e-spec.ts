import fc from 'fast-check';
import { isUtf8 } from 'node:buffer';
import { connect, Socket } from 'node:net';
import { createKey, createTeam, TestTeam } from './support/factories';
import { ApiClient, uniqueClientAddress } from './support/http-client';
import { startStandalone, Standalone } from './support/standalone';

describe('gateway (standalone, over HTTP)', () => {
  let app: Standalone;

  beforeAll(async () => {
    // Tests below fail authentication on purpose: each does it as its own client behind a trusted proxy.
    // Every body over 1 MiB is read alone (see "large request bodies").
    app = await startStandalone({
      TRUST_PROXY: '127.0.0.1',
      REQUEST_BODIES_IN_FLIGHT_BYTES: String(1024 * 1024),
      REQUEST_BODY_WAIT_SECONDS: '1',
      REQUEST_BODY_ARRIVAL_SECONDS: '8',
    });
  });

  afterAll(async () => {
    await app?.stop();
  });

  describe('GET /health', () => {
    it('answers without authentication, with a request id', async () => {
      const response = await app.api.withToken(undefined).get('/health');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        message: expect.any(String),
        data: { status: 'ok', timestamp: expect.any(String) },
      });
      expect(new Date(response.body.data.timestamp).toISOString()).toBe(response.body.data.timestamp);
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('echoes a well-formed incoming request id', async () => {
      const response = await app.api.get('/health', { 'x-request-id': 'trace-123.abc' });
      expect(response.headers.get('x-request-id')).toBe('trace-123.abc');
    });
  });

  describe('GET /auth/check', () => {
    it('returns the team of the first-start key', async () => {
      const response = await app.api.get('/auth/check');
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ team_id: expect.any(Number), timestamp: expect.any(String) });
    });

    it('answers 401 unauthorized without a key, with a malformed header and with an unknown key', async () => {
      const anonymous = app.api.withToken(undefined).asClient(uniqueClientAddress());
      const attempts: Record<string, string>[] = [
        {},
        { authorization: 'Basic abc' },
        { authorization: 'Bearer mr_' + 'x'.repeat(43) },
      ];
      for (const headers of attempts) {
        const response = await anonymous.get('/auth/check', headers);
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ message: expect.any(String), error_code: 'unauthorized' });
        expect(response.headers.get('x-request-id')).toBeTruthy();
      }
    });

    it('returns the team id of a team created with the admin API', async () => {
      const team = await createTeam(app.admin);
      const response = await team.api.get('/auth/check');
      expect(response.status).toBe(200);
      expect(response.body.data.team_id).toBe(team.id);
    });
  });

  it('answers unknown routes with a JSON 404 not_found', async () => {
    for (const path of ['/nope', '/emails/unknown/thing']) {
      const response = await app.api.get(path);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: expect.any(String), error_code: 'not_found' });
    }
  });

  // Node's HTTP parser refuses a head over 16 KiB before any route is chosen; the answer is still SPEC's
  // error body, as for a body over BODY_LIMIT_BYTES, and the connection is closed.
  it('answers request headers over the size limit with a JSON 422 validation_error naming headers', async () => {
    const socket = connect(Number(new URL(app.baseUrl).port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => undefined);
    socket.write(
      `GET /api/auth/check HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${app.firstKey}\r\n` +
        `X-Padding: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    );
    await ended;

    const [head, body] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 422 Unprocessable Entity');
    expect(head).toMatch(/^content-type: application\/json; charset=utf-8$/im);
    expect(head).toMatch(/^connection: close$/im);
    expect(Number(/^content-length: (\d+)$/im.exec(head)?.[1])).toBe(Buffer.byteLength(body));
    expect(JSON.parse(body)).toEqual({
      message: 'The request headers are too large.',
      error_code: 'validation_error',
      errors: { headers: [expect.stringMatching(/16 KiB/)] },
    });
  });

  it('answers a request that is not HTTP with a JSON 422 validation_error', async () => {
    const socket = connect(Number(new URL(app.baseUrl).port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => undefined);
    socket.write('GET /api/health HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n');
    await ended;

    const [head, body] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 422 Unprocessable Entity');
    expect(JSON.parse(body)).toEqual({
      message: 'The request is not valid HTTP/1.1.',
      error_code: 'validation_error',
      errors: { request: [expect.any(String)] },
    });
  });

  describe('OpenAPI', () => {
    it('serves an OpenAPI 3 document of version 1.0.0 covering the routes', async () => {
      const response = await app.api.withToken(undefined).get('/openapi.json');
      expect(response.status).toBe(200);
      expect(response.body.openapi).toMatch(/^3\./);
      expect(response.body.info.version).toBe('1.0.0');
      for (const path of [
        '/api/health',
        '/api/auth/check',
        '/api/domains',
        '/api/domains/{domain}/verify',
        '/api/api-keys',
      ]) {
        expect(Object.keys(response.body.paths)).toContain(path);
      }
    });

    it('serves a docs page', async () => {
      const response = await fetch(`${app.baseUrl}/api/docs`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('swagger');
    });
  });

  describe('validation', () => {
    it('answers 422 validation_error with errors per field, for unknown fields too', async () => {
      const response = await app.admin.post('/admin/teams', {
        name: '',
        owner_email: 'not-an-email',
        extra: 1,
      });
      expect(response.status).toBe(422);
      expect(response.body.error_code).toBe('validation_error');
      expect(Object.keys(response.body.errors).sort()).toEqual(['extra', 'name', 'owner_email']);
      for (const messages of Object.values(response.body.errors))
        expect(messages).toEqual([expect.any(String)]);
    });

    it('refuses a query parameter or body field that a route does not read, after the key checks', async () => {
      const team = await createTeam(app.admin);
      for (const path of [
        '/api-keys?bogus=1',
        '/auth/check?bogus=1',
        '/domains?per_page=10',
        '/usage?x=',
        '/usage?__proto__=x',
      ]) {
        const response = await team.api.get(path);
        const name = new URLSearchParams(path.split('?')[1]).keys().next().value!;
        expect({ path, status: response.status, body: response.body }).toEqual({
          path,
          status: 422,
          body: {
            message: expect.any(String),
            error_code: 'validation_error',
            errors: { [name]: [`The ${name} field is not allowed.`] },
          },
        });
      }
      const created = await team.api.post('/api-keys', {
        name: 'Unknown fields',
        permission: 'read_only',
        type: 'live',
      });
      const keyPath = `/api-keys/${created.body.data.id}`;
      const refused = await team.api.delete(keyPath, { bogus: 1, force: true });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({
        bogus: ['The bogus field is not allowed.'],
        force: ['The force field is not allowed.'],
      });
      expect((await team.api.delete(keyPath, [1])).body.errors).toEqual({
        body: ['The request body must be a JSON object.'],
      });
      expect((await team.api.get('/api-keys')).body.data.api_keys).toContainEqual(
        expect.objectContaining({ id: created.body.data.id }),
      );
      expect((await team.api.delete(keyPath, {})).status).toBe(200);
      expect((await team.api.withToken(undefined).get('/api-keys?bogus=1')).status).toBe(401);
      const readOnly = team.api.withToken(
        await createKey(app.admin, team.id, { permission: 'read_only', type: 'live' }),
      );
      expect((await readOnly.delete(keyPath, { bogus: 1 })).status).toBe(403);
      // Public routes take what clients and scanners append.
      expect((await app.api.withToken(undefined).get('/health?utm_source=x')).status).toBe(200);
    });

    it('answers malformed JSON with 422 validation_error', async () => {
      const response = await app.admin.post('/admin/teams', '{"name": ');
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: 'The request body is not valid JSON.',
        error_code: 'validation_error',
        errors: { body: [expect.any(String)] },
      });
    });

    it('refuses a JSON body holding bytes that are not UTF-8, wherever they are', async () => {
      const team = await createTeam(app.admin);
      const byte = (min: number, max: number) => fc.integer({ min, max });
      const continuation = byte(0x80, 0xbf);
      // Each is no UTF-8 whatever follows it: a stray continuation byte, a byte UTF-8 never uses, a lead byte
      // cut short by the closing quote, an overlong form, an encoded surrogate.
      const invalid = fc.oneof(
        fc.tuple(continuation),
        fc.tuple(fc.constantFrom(0xc0, 0xc1, 0xf5, 0xf8, 0xfe, 0xff)),
        fc.tuple(byte(0xc2, 0xdf)),
        fc.tuple(byte(0xe1, 0xef), continuation),
        fc.tuple(byte(0xf1, 0xf3), continuation, continuation),
        fc.tuple(fc.constant(0xe0), byte(0x80, 0x9f), continuation),
        fc.tuple(fc.constant(0xed), byte(0xa0, 0xbf), continuation),
      );
      const text = fc.string({ maxLength: 20 }).map((value) => JSON.stringify(value).slice(1, -1));
      const field = fc.constantFrom('subject', 'text', 'from');
      await fc.assert(
        fc.asyncProperty(field, text, invalid, text, async (name, before, bytes, after) => {
          const send = { from: 'a@x.example', to: ['u@example.net'], subject: 's', text: 't' };
          const [head, tail] = JSON.stringify({ ...send, [name]: '\u0000' }).split('\\u0000');
          const body = Buffer.concat([
            Buffer.from(head + before),
            Buffer.from(bytes),
            Buffer.from(after + tail),
          ]);
          expect(isUtf8(body)).toBe(false);
          const response = await team.api.post('/emails', body);
          expect(response.status).toBe(422);
          expect(response.body).toEqual({
            message: 'The request body is not valid UTF-8.',
            error_code: 'validation_error',
            errors: { body: [expect.stringContaining('UTF-8')] },
          });
        }),
        { numRuns: 30 },
      );
      const latin1 = Buffer.from('{"name":"caf\u00e9"}', 'latin1');
      for (const path of ['/templates', '/api-keys']) {
        expect((await team.api.post(path, latin1)).body.errors).toEqual({ body: [expect.any(String)] });
      }
      expect((await team.api.withToken(undefined).post('/templates', latin1)).status).toBe(401);
      expect((await team.api.get('/templates')).body.data.templates).toEqual([]);
    });

    it('takes JSON declared as UTF-8 and refuses JSON declared in any other charset', async () => {
      const team = await createTeam(app.admin);
      const template = { name: 'Caf\u00e9', html: '<p>caf\u00e9</p>' };
      for (const [index, charset] of ['utf-8', 'UTF-8', '"utf-8"', 'utf8'].entries()) {
        const response = await team.api.post(
          '/templates',
          { ...template, slug: `t-${index}` },
          {
            'content-type': `application/json; charset=${charset}`,
          },
        );
        expect([response.status, response.body.data?.name]).toEqual([201, 'Caf\u00e9']);
      }
      for (const charset of ['iso-8859-1', 'utf-16', 'us-ascii']) {
        const response = await team.api.post(
          '/templates',
          { name: 'ascii' },
          {
            'content-type': `application/json; charset=${charset}`,
          },
        );
        expect(response.status).toBe(422);
        expect(response.body.error_code).toBe('validation_error');
        expect(response.body.errors).toEqual({ body: [expect.stringContaining('UTF-8')] });
      }
    });

    it('answers a malformed body only to a caller that may use the route: 401 and 403 come first', async () => {
      const team = await createTeam(app.admin);
      const malformed = '{"name": ';
      expect((await team.api.withToken(undefined).post('/webhooks', malformed)).status).toBe(401);
      const sandbox = team.api.withToken(
        await createKey(app.admin, team.id, { permission: 'full_access', type: 'sandbox' }),
      );
      const restricted = await sandbox.post('/webhooks', malformed);
      expect(restricted.status).toBe(403);
      expect(restricted.body.error_code).toBe('sandbox_restricted');
      expect(restricted.headers.get('x-sandbox-ratelimit-minute-remaining')).toBe('9');
      const readOnly = team.api.withToken(
        await createKey(app.admin, team.id, { permission: 'read_only', type: 'live' }),
      );
      expect((await readOnly.post('/webhooks', malformed)).body.error_code).toBe('insufficient_scope');
      const nested = `${'['.repeat(100)}${']'.repeat(100)}`;
      for (const body of [malformed, nested]) {
        const answered = await team.api.post('/webhooks', body);
        expect(answered.status).toBe(422);
        expect(answered.body.error_code).toBe('validation_error');
      }
    });
  });

  describe('admin API', () => {
    it('refuses a wrong admin token with 401, and an API key is not an admin token', async () => {
      expect(
        (await app.admin.withToken('wrong-token').asClient(uniqueClientAddress()).get('/admin/teams/1'))
          .status,
      ).toBe(401);
      const response = await app.api
        .asClient(uniqueClientAddress())
        .post('/admin/teams', { name: 'x', owner_email: 'x@example.test' });
      expect(response.status).toBe(401);
      expect(response.body.error_code).toBe('unauthorized');
    });

    it('creates, reads and updates a team', async () => {
      const created = await app.admin.post('/admin/teams', { name: 'Acme', owner_email: 'boss@acme.test' });
      expect(created.status).toBe(201);
      expect(created.body.data).toEqual({
        id: expect.any(Number),
        name: 'Acme',
        plan: 'free',
        monthly_limit: 3000,
        default_project_id: expect.any(Number),
        owner: { id: expect.any(Number), email: 'boss@acme.test' },
        created_at: expect.any(String),
      });
      const id = created.body.data.id;
      const updated = await app.admin.patch(`/admin/teams/${id}`, {
        plan: 'enterprise',
        monthly_limit: 5_000_000,
      });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({ plan: 'enterprise', monthly_limit: 5_000_000 });
      const read = await app.admin.get(`/admin/teams/${id}`);
      expect(read.body.data).toMatchObject({
        id,
        name: 'Acme',
        plan: 'enterprise',
        monthly_limit: 5_000_000,
      });
      expect((await app.admin.get('/admin/teams/999999')).status).toBe(404);
      expect((await app.admin.get('/admin/teams/abc')).body.error_code).toBe('not_found');
    });

    it('refuses a null or blank team name with 422 errors.name, and changes nothing', async () => {
      const team = await createTeam(app.admin);
      const before = (await app.admin.get(`/admin/teams/${team.id}`)).body.data;
      for (const name of [null, '', '   ', '\t\n']) {
        const patched = await app.admin.patch(`/admin/teams/${team.id}`, { name, plan: 'pro_50k' });
        expect(patched.status).toBe(422);
        expect(patched.body).toEqual({
          message: expect.any(String),
          error_code: 'validation_error',
          errors: { name: [expect.any(String)] },
        });
      }
      expect((await app.admin.get(`/admin/teams/${team.id}`)).body.data).toEqual(before);
      const blank = await app.admin.patch(`/admin/teams/${team.id}`, { name: '   ' });
      expect(blank.body.errors).toEqual({ name: ['The name may not be blank.'] });
      for (const name of [null, '   ']) {
        const created = await app.admin.post('/admin/teams', { name, owner_email: 'blank@acme.test' });
        expect(created.status).toBe(422);
        expect(Object.keys(created.body.errors)).toEqual(['name']);
      }
      const renamed = await app.admin.patch(`/admin/teams/${team.id}`, { name: ' Acme 2 ' });
      expect(renamed.body.data.name).toBe(' Acme 2 ');
    });

    it('lower-cases the domain of account emails, as the mailbox rule does everywhere', async () => {
      const created = await app.admin.post('/admin/teams', {
        name: 'Case',
        owner_email: 'J.Doe@ACME.Example',
      });
      expect(created.status).toBe(201);
      expect(created.body.data.owner.email).toBe('J.Doe@acme.example');
      const id = created.body.data.id;
      expect((await app.admin.get(`/admin/teams/${id}`)).body.data.owner.email).toBe('J.Doe@acme.example');
      const user = await app.admin.post(`/admin/teams/${id}/users`, { email: '<Dev@Acme.EXAMPLE>' });
      expect(user.status).toBe(201);
      expect(user.body.data.email).toBe('Dev@acme.example');
    });

    it('requires a monthly limit for enterprise plans only', async () => {
      const missing = await app.admin.post('/admin/teams', {
        name: 'E',
        owner_email: 'e@e.test',
        plan: 'enterprise',
      });
      expect(missing.status).toBe(422);
      expect(missing.body.errors.monthly_limit).toBeDefined();
      const misplaced = await app.admin.post('/admin/teams', {
        name: 'F',
        owner_email: 'f@f.test',
        monthly_limit: 10,
      });
      expect(misplaced.status).toBe(422);
      expect(misplaced.body.errors.monthly_limit).toBeDefined();
    });

    it('adds users and makes keys whose creator is that user', async () => {
      const team = await createTeam(app.admin);
      const user = await app.admin.post(`/admin/teams/${team.id}/users`, { email: 'dev@example.test' });
      expect(user.status).toBe(201);
      expect(user.body.data).toEqual({ id: expect.any(Number), email: 'dev@example.test' });
      const duplicate = await app.admin.post(`/admin/teams/${team.id}/users`, { email: 'DEV@example.test' });
      expect(duplicate.status).toBe(422);
      // The same address added 16 times at once: one is added, the others told it already belongs.
      const racing = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          app.admin.post(`/admin/teams/${team.id}/users`, {
            email: i % 2 ? 'racer@example.test' : 'Racer@example.test',
          }),
        ),
      );
      expect(racing.map((answer) => answer.status).sort()).toEqual([201, ...Array(15).fill(422)]);
      for (const answer of racing.filter(({ status }) => status === 422)) {
        expect(answer.body).toEqual({
          message: expect.any(String),
          error_code: 'validation_error',
          errors: { email: ['A user with this email already belongs to the team.'] },
        });
      }
      const key = await app.admin.post(`/admin/teams/${team.id}/api-keys`, {
        name: 'ci',
        permission: 'sending_access',
        type: 'live',
        user_id: user.body.data.id,
      });
      expect(key.status).toBe(201);
      expect(key.body.data).toMatchObject({
        created_by: user.body.data.id,
        permission: 'sending_access',
        type: 'live',
      });
      const foreignUser = await app.admin.post(`/admin/teams/${team.id}/api-keys`, {
        name: 'ci',
        permission: 'full_access',
        type: 'live',
        user_id: 1,
      });
      expect(foreignUser.status).toBe(422);
    });
  });

  describe('/api-keys', () => {
    it('creates a key shown once, lists keys without secrets, and deletes one', async () => {
      const team = await createTeam(app.admin);
      const created = await team.api.post('/api-keys', {
        name: 'deploy',
        permission: 'sending_access',
        type: 'live',
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toEqual({
        id: expect.any(String),
        name: 'deploy',
        permission: 'sending_access',
        type: 'live',
        key: expect.stringMatching(/^mr_[0-9A-Za-z]{43}$/),
        prefix: expect.any(String),
        created_at: expect.any(String),
        created_by: expect.any(Number),
      });
      expect(created.body.data.key.slice(3, 11)).toBe(created.body.data.prefix);
      const sandbox = await team.api.post('/api-keys', {
        name: 'tests',
        permission: 'full_access',
        type: 'sandbox',
      });
      expect(sandbox.body.data.key).toMatch(/^mr_sandbox_[0-9A-Za-z]{43}$/);

      const listed = await team.api.get('/api-keys');
      expect(listed.status).toBe(200);
      expect(listed.body.data.api_keys).toHaveLength(3);
      expect(JSON.stringify(listed.body)).not.toContain(created.body.data.key);

      const newKey = team.api.withToken(created.body.data.key).asClient(uniqueClientAddress());
      expect((await newKey.get('/auth/check')).status).toBe(200);
      const deleted = await team.api.delete(`/api-keys/${created.body.data.id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ message: expect.any(String) });
      expect((await newKey.get('/auth/check')).status).toBe(401);
      expect((await team.api.delete(`/api-keys/${created.body.data.id}`)).status).toBe(404);
    });

    it("answers another team's key as not found", async () => {
      const [a, b] = [await createTeam(app.admin), await createTeam(app.admin)];
      const key = await a.api.post('/api-keys', { name: 'k', permission: 'read_only', type: 'live' });
      const response = await b.api.delete(`/api-keys/${key.body.data.id}`);
      expect(response.status).toBe(404);
      expect(response.body.error_code).toBe('not_found');
    });

    it('validates the body', async () => {
      const response = await app.api.post('/api-keys', { name: 'k', permission: 'root', type: 'prod' });
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors).sort()).toEqual(['permission', 'type']);
    });

    it('refuses a blank key name with 422, on the team and the admin routes', async () => {
      const team = await createTeam(app.admin);
      for (const [client, path] of [
        [team.api, '/api-keys'],
        [app.admin, `/admin/teams/${team.id}/api-keys`],
      ] as const) {
        const response = await client.post(path, { name: '   ', permission: 'read_only', type: 'live' });
        expect(response.status).toBe(422);
        expect(response.body.errors).toEqual({ name: ['The name may not be blank.'] });
      }
      expect((await team.api.get('/api-keys')).body.data.api_keys).toHaveLength(1);
    });
  });

  describe('scopes', () => {
    it('gives 403 insufficient_scope when the permission level lacks the scope', async () => {
      const team = await createTeam(app.admin);
      const readOnly = team.api.withToken(
        await createKey(app.admin, team.id, { permission: 'read_only', type: 'live' }),
      );
      const sending = team.api.withToken(
        await createKey(app.admin, team.id, { permission: 'sending_access', type: 'live' }),
      );

      const expectScopeError = (response: { status: number; body: any }): void => {
        expect(response.status).toBe(403);
        expect(response.body.error_code).toBe('insufficient_scope');
      };
      expectScopeError(await readOnly.post('/domains', { domain: 'scopes.example.test' }));
      expectScopeError(
        await readOnly.post('/api-keys', { name: 'x', permission: 'full_access', type: 'live' }),
      );
      expectScopeError(await sending.post('/domains', { domain: 'scopes.example.test' }));
      expectScopeError(await sending.get('/api-keys'));
      expect((await readOnly.get('/domains')).status).toBe(200);
      expect((await readOnly.get('/api-keys')).status).toBe(200);
      expect((await sending.get('/domains')).status).toBe(200);
    });
  });

  describe('sandbox keys', () => {
    let team: TestTeam;
    // Sandbox keys may make 10 requests a minute: each test takes a fresh one.
    const freshSandboxKey = async (): Promise<ApiClient> =>
      team.api.withToken(await createKey(app.admin, team.id, { permission: 'full_access', type: 'sandbox' }));

    beforeAll(async () => {
      team = await createTeam(app.admin);
    });

    // SPEC's sandbox list names these though no route serves them.
    const unserved: [string, string][] = [
      ['PUT', '/templates'],
      ['DELETE', '/templates'],
      ['POST', '/templates/welcome'],
      ['PUT', '/webhooks'],
      ['DELETE', '/webhooks'],
      ['POST', '/webhooks/1'],
    ];
    const blocked: [string, string][] = [
      ['POST', '/templates'],
      ['PUT', '/templates/welcome'],
      ['DELETE', '/templates/welcome'],
      ['POST', '/domains'],
      ['POST', '/domains/example.com/verify'],
      ['DELETE', '/domains/example.com'],
      ['POST', '/webhooks'],
      ['PUT', '/webhooks/1'],
      ['PATCH', '/webhooks/1'],
      ['DELETE', '/webhooks/1'],
      ['POST', '/sms'],
      ['POST', '/whatsapp'],
      ...unserved,
      ['POST', '/api-keys'],
      ['GET', '/api-keys'],
    ];

    it.each(blocked)(
      '%s %s answers 403 sandbox_restricted, with the sandbox rate headers',
      async (method, path) => {
        const sandbox = await freshSandboxKey();
        const response = await sandbox.request<any>(
          method,
          path,
          method === 'GET' || method === 'DELETE' ? undefined : {},
        );
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ message: expect.any(String), error_code: 'sandbox_restricted' });
        expect(response.headers.get('x-sandbox-ratelimit-minute-limit')).toBe('10');
        expect(response.headers.get('x-sandbox-ratelimit-day-limit')).toBe('100');
      },
    );

    it("answers any other key the unknown route's 404 on the blocked pairs no route serves, whatever the body", async () => {
      for (const [method, path] of unserved) {
        const response = await team.api.request<any>(method, path, {
          name: 'x',
          url: 'https://hooks.example.com',
        });
        expect([method, path, response.status, response.body]).toEqual([
          method,
          path,
          404,
          { message: 'The requested resource was not found.', error_code: 'not_found' },
        ]);
      }
    });

    it('may use the allowed read endpoints, with the sandbox rate headers', async () => {
      const sandbox = await freshSandboxKey();
      const check = await sandbox.get('/auth/check');
      expect(check.status).toBe(200);
      expect(check.headers.get('x-sandbox-ratelimit-minute-remaining')).toMatch(/^\d+$/);
      expect(check.headers.get('x-sandbox-ratelimit-day-remaining')).toMatch(/^\d+$/);
      expect((await sandbox.get('/domains')).status).toBe(200);
    });

    it('an unknown route answers a sandbox key 404 with the sandbox rate headers, spending nothing', async () => {
      const sandbox = await freshSandboxKey();
      const before = await sandbox.get('/auth/check');
      const remaining = Number(before.headers.get('x-sandbox-ratelimit-minute-remaining'));

      // GETs land in the console's catch-all (when the console is built), other methods in Fastify's 404.
      const unknown: [string, string][] = [
        ['GET', '/nope'],
        ['GET', '/emails/unknown/thing'],
        ['POST', '/nope'],
      ];
      for (const [method, path] of unknown) {
        const response = await sandbox.request<any>(method, path, method === 'POST' ? {} : undefined);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: expect.any(String), error_code: 'not_found' });
        expect(response.headers.get('x-sandbox-ratelimit-minute-limit')).toBe('10');
        expect(response.headers.get('x-sandbox-ratelimit-day-limit')).toBe('100');
        expect(response.headers.get('x-sandbox-ratelimit-minute-remaining')).toBe(String(remaining));
        expect(response.headers.get('x-sandbox-ratelimit-day-remaining')).toBe(
          before.headers.get('x-sandbox-ratelimit-day-remaining'),
        );
      }
      // Not spent by the 404s: the next request is the second one counted.
      const after = await sandbox.get('/auth/check');
      expect(after.headers.get('x-sandbox-ratelimit-minute-remaining')).toBe(String(remaining - 1));
    });

    it('an unknown route answers a live key, an unknown key or no key 404 without sandbox headers', async () => {
      const anonymous = app.api.withToken(undefined).asClient(uniqueClientAddress());
      const callers = [
        team.api,
        anonymous,
        anonymous.withToken('mr_sandbox_' + 'x'.repeat(43)),
        anonymous.withToken('not-a-key'),
      ];
      for (const caller of callers) {
        for (const method of ['GET', 'POST']) {
          const response = await caller.request<any>(method, '/nope', method === 'POST' ? {} : undefined);
          expect(response.status).toBe(404);
          expect(response.body).toEqual({ message: expect.any(String), error_code: 'not_found' });
          expect(response.headers.get('x-sandbox-ratelimit-minute-limit')).toBeNull();
        }
      }
    });

    it('counts an unknown sandbox key on an unknown route as a failed authentication', async () => {
      const guesser = app.api.asClient(uniqueClientAddress());
      for (let attempt = 0; attempt < 5; attempt++) {
        const guess = guesser.withToken(`mr_sandbox_${String(attempt).repeat(43)}`);
        expect((await guess.get('/nope')).status).toBe(404);
      }
      // Blocked like a client that guessed keys on a real route: even its own key is refused for now.
      const blocked = await guesser.withToken(app.firstKey).get('/auth/check');
      expect(blocked.status).toBe(429);
      expect(blocked.body.error_code).toBe('auth_blocked');
    });

    it('live keys carry no sandbox headers', async () => {
      const response = await team.api.get('/auth/check');
      expect(response.headers.get('x-sandbox-ratelimit-minute-limit')).toBeNull();
    });
  });

  describe('large request bodies', () => {
    const LARGE = 3 * 1024 * 1024;
    // A send whose attachment makes its body about `bytes` long; its sending domain is not the team's, so
    // once read it is answered 400 unconfigured_domain.
    const largeSend = (bytes: number): string =>
      JSON.stringify({
        from: 'a@unverified.example',
        to: ['b@example.net'],
        subject: 's',
        text: 't',
        attachments: [{ name: 'a.bin', type: 'application/octet-stream', data: 'A'.repeat(bytes & ~3) }],
      });

    // A client that sends the head of a large body and holds the rest back.
    const startLargeBody = (
      token: string | undefined,
      path = '/api/emails',
      client = uniqueClientAddress(),
      declaredLength?: number,
    ) => {
      const body = largeSend(LARGE);
      const socket = connect(Number(new URL(app.baseUrl).port), '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      // A connection the service closes with the body unread may be reset: its answer has come by then.
      socket.on('error', () => undefined);
      const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          (token === undefined ? '' : `Authorization: Bearer ${token}\r\n`) +
          `X-Forwarded-For: ${client}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${declaredLength ?? body.length}\r\n` +
          'Connection: close\r\n\r\n',
      );
      socket.write(body.slice(0, 64 * 1024));
      const statusLine = () => answer.split('\r\n')[0];
      const answerBody = () => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;
      return { body, socket, ended, statusLine, answerBody };
    };
    const holdLargeBody = async (): Promise<{ socket: Socket; finish: () => Promise<string> }> => {
      const { body, socket, ended, statusLine } = startLargeBody(app.firstKey);
      // Admitted (and so counted) before the test goes on.
      await waitForMetric('mailroom_http_request_body_bytes_admitted', body.length);
      return {
        socket,
        finish: async () => {
          socket.write(body.slice(64 * 1024));
          await ended;
          return statusLine();
        },
      };
    };

    const metric = async (name: string): Promise<number | undefined> => {
      const text = await (await fetch(`${app.opsUrl}/metrics`)).text();
      const value = new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1];
      return value === undefined ? undefined : Number(value);
    };
    const waitForMetric = async (name: string, value: number): Promise<void> => {
      const deadline = Date.now() + 10_000;
      while ((await metric(name)) !== value) {
        if (Date.now() > deadline) throw new Error(`${name} did not reach ${value}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };

    it('reads one at a time beyond REQUEST_BODIES_IN_FLIGHT_BYTES, answers 503 after REQUEST_BODY_WAIT_SECONDS, and never holds back an ordinary request', async () => {
      const held = await holdLargeBody();

      const waited = await app.api.post('/emails', JSON.parse(largeSend(2 * 1024 * 1024)));
      expect(waited.status).toBe(503);
      expect(waited.body).toEqual({ message: expect.any(String), error_code: 'service_unavailable' });
      expect(waited.headers.get('retry-after')).toBe('2');

      const ordinary = await app.api.post('/emails', JSON.parse(largeSend(1024)));
      expect(ordinary.body.error_code).toBe('unconfigured_domain');

      // One waits its turn, and is read once the held body has arrived and been answered.
      const next = app.api.post('/emails', JSON.parse(largeSend(2 * 1024 * 1024)));
      await waitForMetric('mailroom_http_request_bodies_waiting', 1);
      expect(await held.finish()).toBe('HTTP/1.1 400 Bad Request');
      expect((await next).body.error_code).toBe('unconfigured_domain');
      await waitForMetric('mailroom_http_request_body_bytes_admitted', 0);
    });

    it('answers a large body without valid credentials 401 before reading it, and gives it no room', async () => {
      const unknown = startLargeBody(`mr_${'x'.repeat(43)}`);
      // Answered while most of the body is still held back by the client.
      await unknown.ended;
      expect(unknown.statusLine()).toBe('HTTP/1.1 401 Unauthorized');
      expect(unknown.answerBody()).toEqual({ message: expect.any(String), error_code: 'unauthorized' });
      expect(await metric('mailroom_http_request_body_bytes_admitted')).toBe(0);
    });

    it("answers a body over BODY_LIMIT_BYTES after the key's checks, without reading it", async () => {
      const team = await createTeam(app.admin);
      // The head of a body that says it is 21 MiB; the rest never comes.
      const overLimit = async (token: string | undefined, client = uniqueClientAddress()) => {
        const sent = startLargeBody(token, '/api/domains', client, 21 * 1024 * 1024);
        await sent.ended;
        return { status: sent.statusLine(), body: sent.answerBody() as Record<string, unknown> };
      };
      const guesser = uniqueClientAddress();
      for (let attempt = 0; attempt < 5; attempt++) {
        expect(await overLimit(undefined, guesser)).toEqual({
          status: 'HTTP/1.1 401 Unauthorized',
          body: { message: expect.any(String), error_code: 'unauthorized' },
        });
      }
      expect((await app.api.asClient(guesser).get('/auth/check')).body.error_code).toBe('auth_blocked');
      const readOnly = await createKey(app.admin, team.id, { permission: 'read_only', type: 'live' });
      expect((await overLimit(readOnly)).body.error_code).toBe('insufficient_scope');
      const sandbox = await createKey(app.admin, team.id, { permission: 'full_access', type: 'sandbox' });
      expect((await overLimit(sandbox)).body.error_code).toBe('sandbox_restricted');
      expect(await overLimit(team.key)).toEqual({
        status: 'HTTP/1.1 422 Unprocessable Entity',
        body: {
          message: 'The request body is too large.',
          error_code: 'validation_error',
          errors: { body: [expect.any(String)] },
        },
      });
      expect(await metric('mailroom_http_request_body_bytes_admitted')).toBe(0);
    });

    it('answers a large body to a route that takes no key, or to no route, without asking for one or counting a failure', async () => {
      const client = uniqueClientAddress();
      for (let i = 0; i < 6; i += 1) {
        const link = startLargeBody(undefined, `/api/t/u/${'a'.repeat(40)}`, client);
        await link.ended;
        expect(link.statusLine()).toBe('HTTP/1.1 422 Unprocessable Entity');
        expect(link.answerBody()).toEqual({
          message: 'The request body is too large.',
          error_code: 'validation_error',
          errors: { body: ['A form may be at most 64 KiB.'] },
        });
        const nowhere = startLargeBody(undefined, '/api/nowhere', client);
        await nowhere.ended;
        expect(nowhere.statusLine()).toBe('HTTP/1.1 404 Not Found');
      }
      const checked = await fetch(`${app.baseUrl}/api/auth/check`, {
        headers: { authorization: `Bearer ${app.firstKey}`, 'x-forwarded-for': client },
      });
      expect(checked.status).toBe(200);
      expect(await metric('mailroom_http_request_body_bytes_admitted')).toBe(0);
    });

    it('closes the connection of a body that has not arrived after REQUEST_BODY_ARRIVAL_SECONDS, and gives its room back', async () => {
      const started = Date.now();
      const held = await holdLargeBody();
      const closed = await new Promise<number>((resolve) =>
        held.socket.once('close', () => resolve(Date.now())),
      );
      expect(closed - started).toBeGreaterThanOrEqual(8_000);
      await waitForMetric('mailroom_http_request_body_bytes_admitted', 0);
      expect((await app.api.post('/emails', JSON.parse(largeSend(2 * 1024 * 1024)))).body.error_code).toBe(
        'unconfigured_domain',
      );
    });
  });
});
