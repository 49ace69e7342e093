import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { createKey, createTeam, TestTeam } from './support/factories';
import { ApiClient, uniqueClientAddress } from './support/http-client';
import { waitFor } from './support/processes';
import { startStandalone, Standalone } from './support/standalone';

// The webhooks, audience and campaigns routes as a black-box client reads SPEC and API.md: paths, methods,
// status codes, envelopes, field names, error codes, scopes per permission level, sandbox restrictions, the
// system routes and the OpenAPI document.
describe('conformance of webhooks, audience, campaigns and system (standalone)', () => {
  let app: Standalone;
  let team: TestTeam;
  let keys: Record<'full_access' | 'sending_access' | 'read_only', ApiClient>;

  const missing = '00000000-0000-4000-8000-000000000000';
  const email = (name: string): string => `${name}-${randomUUID().slice(0, 8)}@example.net`;
  const statusAndBody = async (response: Promise<{ status: number; body: unknown }>) => {
    const { status, body } = await response;
    return [status, body];
  };
  const sandboxKey = async (permission = 'full_access'): Promise<ApiClient> =>
    team.api.withToken(await createKey(app.admin, team.id, { permission, type: 'sandbox' }));

  beforeAll(async () => {
    app = await startStandalone({ TRUST_PROXY: '127.0.0.1', WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
    team = await createTeam(app.admin);
    keys = {
      full_access: team.api,
      sending_access: team.api.withToken(
        await createKey(app.admin, team.id, { permission: 'sending_access', type: 'live' }),
      ),
      read_only: team.api.withToken(
        await createKey(app.admin, team.id, { permission: 'read_only', type: 'live' }),
      ),
    };
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
  });

  // Every route of the three contexts and of API keys, and SPEC's routes of the other contexts, with the scope
  // API.md gives them. Ids are well-formed but unknown, and bodies empty, so an allowed call ends in 404 or
  // 422 and changes nothing.
  const routes: Array<[method: string, path: string, scope: string]> = [
    ['POST', '/emails', 'emails:send'],
    ['GET', '/emails', 'emails:read'],
    ['GET', '/emails/events', 'emails:read'],
    ['GET', '/emails/nope', 'emails:read'],
    ['POST', '/emails/scheduled', 'emails:send'],
    ['GET', '/emails/scheduled', 'emails:read'],
    ['GET', '/emails/scheduled/sch_nope', 'emails:read'],
    ['DELETE', '/emails/scheduled/sch_nope', 'emails:send'],
    ['POST', '/domains', 'domains:write'],
    ['GET', '/domains', 'domains:read'],
    ['GET', '/domains/nope.example', 'domains:read'],
    ['POST', '/domains/nope.example/verify', 'domains:write'],
    ['DELETE', '/domains/nope.example', 'domains:write'],
    ['POST', '/templates', 'templates:write'],
    ['GET', '/templates', 'templates:read'],
    ['GET', '/templates/nope', 'templates:read'],
    ['PUT', '/templates/nope', 'templates:write'],
    ['DELETE', '/templates/nope', 'templates:write'],
    ['GET', '/templates/nope/merge-tags', 'templates:read'],
    ['POST', '/templates/nope/render', 'templates:read'],
    ['POST', '/api-keys', 'api_keys:write'],
    ['GET', '/api-keys', 'api_keys:read'],
    ['DELETE', `/api-keys/${missing}`, 'api_keys:write'],
    ['GET', '/webhooks', 'webhooks:read'],
    ['POST', '/webhooks', 'webhooks:write'],
    ['GET', `/webhooks/${missing}`, 'webhooks:read'],
    ['PATCH', `/webhooks/${missing}`, 'webhooks:write'],
    ['PUT', `/webhooks/${missing}`, 'webhooks:write'],
    ['DELETE', `/webhooks/${missing}`, 'webhooks:write'],
    ['GET', `/webhooks/${missing}/deliveries`, 'webhooks:read'],
    ['POST', `/webhooks/${missing}/deliveries/${missing}/retry`, 'webhooks:write'],
    ['POST', `/webhooks/${missing}/test`, 'webhooks:write'],
    ['POST', '/audience/contacts', 'audience:write'],
    ['GET', '/audience/contacts', 'audience:read'],
    ['GET', `/audience/contacts/${missing}`, 'audience:read'],
    ['PATCH', `/audience/contacts/${missing}`, 'audience:write'],
    ['DELETE', `/audience/contacts/${missing}`, 'audience:write'],
    ['POST', `/audience/contacts/${missing}/lists/${missing}`, 'audience:write'],
    ['DELETE', `/audience/contacts/${missing}/lists/${missing}`, 'audience:write'],
    ['POST', `/audience/contacts/${missing}/topics/${missing}`, 'audience:write'],
    ['DELETE', `/audience/contacts/${missing}/topics/${missing}`, 'audience:write'],
    ['POST', '/audience/contacts/import', 'audience:write'],
    ['GET', `/audience/imports/${missing}`, 'audience:read'],
    ['POST', '/audience/lists', 'audience:write'],
    ['GET', '/audience/lists', 'audience:read'],
    ['DELETE', '/audience/lists/bulk', 'audience:write'],
    ['GET', `/audience/lists/${missing}`, 'audience:read'],
    ['PATCH', `/audience/lists/${missing}`, 'audience:write'],
    ['DELETE', `/audience/lists/${missing}`, 'audience:write'],
    ['POST', '/audience/topics', 'audience:write'],
    ['GET', '/audience/topics', 'audience:read'],
    ['GET', `/audience/topics/${missing}`, 'audience:read'],
    ['PATCH', `/audience/topics/${missing}`, 'audience:write'],
    ['DELETE', `/audience/topics/${missing}`, 'audience:write'],
    ['POST', '/audience/properties', 'audience:write'],
    ['GET', '/audience/properties', 'audience:read'],
    ['DELETE', '/audience/properties/nokey', 'audience:write'],
    ['POST', '/audience/segments', 'audience:write'],
    ['GET', '/audience/segments', 'audience:read'],
    ['GET', `/audience/segments/${missing}`, 'audience:read'],
    ['PATCH', `/audience/segments/${missing}`, 'audience:write'],
    ['DELETE', `/audience/segments/${missing}`, 'audience:write'],
    ['POST', '/campaigns', 'campaigns:write'],
    ['GET', '/campaigns', 'campaigns:read'],
    ['GET', `/campaigns/${missing}`, 'campaigns:read'],
    ['PATCH', `/campaigns/${missing}`, 'campaigns:write'],
    ['DELETE', `/campaigns/${missing}`, 'campaigns:write'],
    ['POST', `/campaigns/${missing}/schedule`, 'campaigns:write'],
    ['POST', `/campaigns/${missing}/send`, 'campaigns:write'],
    ['POST', `/campaigns/${missing}/cancel`, 'campaigns:write'],
    ['GET', `/campaigns/${missing}/events`, 'campaigns:read'],
    ['GET', '/suppressions', 'emails:read'],
    ['GET', '/suppressions/nobody@example.net', 'emails:read'],
    ['POST', '/suppressions', 'emails:send'],
    ['DELETE', '/suppressions/nobody@example.net', 'emails:send'],
  ];

  describe('scopes per permission level', () => {
    const granted: Record<keyof typeof keys, (scope: string) => boolean> = {
      full_access: () => true,
      sending_access: (scope) =>
        ['emails:send', 'emails:read', 'templates:read', 'domains:read'].includes(scope),
      read_only: (scope) => scope.endsWith(':read'),
    };

    it.each(routes)('%s %s needs %s', async (method, path, scope) => {
      const body = method === 'GET' ? undefined : {};
      for (const [level, api] of Object.entries(keys) as [keyof typeof keys, ApiClient][]) {
        const response = await api.request<any>(method, path, body);
        const seen = [level, response.status, response.body?.error_code];
        if (granted[level](scope)) {
          expect(seen).not.toEqual([level, 403, 'insufficient_scope']);
          expect(response.status).toBeLessThan(500);
        } else {
          expect(seen).toEqual([level, 403, 'insufficient_scope']);
        }
      }
    });
  });

  describe('sandbox keys', () => {
    it('read webhooks and are refused every webhook change with sandbox_restricted', async () => {
      const sandbox = await sandboxKey();
      const check = await sandbox.get('/auth/check');
      expect([check.status, check.body.data.team_id]).toEqual([200, team.id]);
      expect(check.headers.get('x-sandbox-ratelimit-minute-limit')).toBe('10');
      const list = await sandbox.get('/webhooks');
      expect(list.status).toBe(200);
      expect(Array.isArray(list.body.data.webhooks)).toBe(true);
      expect((await sandbox.get(`/webhooks/${missing}`)).body.error_code).toBe('not_found');
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const path = method === 'POST' ? '/webhooks' : `/webhooks/${missing}`;
        const response = await sandbox.request<any>(method, path, {});
        expect([method, response.status, response.body.error_code]).toEqual([
          method,
          403,
          'sandbox_restricted',
        ]);
      }
    });

    it('are refused audience and campaign writes with sandbox_restricted, before any scope check', async () => {
      const sandbox = await sandboxKey();
      for (const [method, path] of [
        ['POST', '/audience/contacts'],
        ['DELETE', '/audience/lists/bulk'],
        ['POST', `/audience/contacts/${missing}/topics/${missing}`],
        ['POST', '/campaigns'],
        ['POST', `/campaigns/${missing}/send`],
      ]) {
        const response = await sandbox.request<any>(method, path, {});
        expect([path, response.status, response.body.error_code]).toEqual([path, 403, 'sandbox_restricted']);
        expect(response.headers.get('x-sandbox-ratelimit-day-remaining')).toMatch(/^\d+$/);
      }
      // A sending_access sandbox key lacks webhooks:write too: the sandbox restriction is answered first.
      const sending = await sandboxKey('sending_access');
      const refused = await sending.post('/webhooks', {});
      expect([refused.status, refused.body.error_code]).toEqual([403, 'sandbox_restricted']);
    });
  });

  describe('webhooks', () => {
    it('creates, reads, updates and deletes an endpoint with the documented statuses and records', async () => {
      const created = await team.api.post('/webhooks', {
        name: 'Orders',
        url: 'http://127.0.0.1:9/hook',
        auth_type: 'none',
        events_mode: 'selected',
        events: ['message.delivery', 'message.bounce'],
      });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        message: expect.any(String),
        data: expect.objectContaining({
          id: expect.any(String),
          name: 'Orders',
          url: 'http://127.0.0.1:9/hook',
          enabled: true,
          auth_type: 'none',
          events_mode: 'selected',
          events: ['message.delivery', 'message.bounce'],
          signing_secret: expect.any(String),
          created_at: expect.any(String),
        }),
      });
      const id = created.body.data.id as string;
      const read = await keys.read_only.get(`/webhooks/${id}`);
      expect(read.status).toBe(200);
      expect(read.body.data).not.toHaveProperty('signing_secret');
      for (const method of ['PATCH', 'PUT']) {
        const updated = await team.api.request<any>(method, `/webhooks/${id}`, { name: method });
        expect([updated.status, updated.body.data.name]).toEqual([200, method]);
      }
      for (const [body, fields] of [
        [{ auth_type: 'x' }, ['name', 'url', 'auth_type']],
        [{ name: 'Bad', url: 'nope' }, ['url']],
      ] as const) {
        const invalid = await team.api.post('/webhooks', body);
        expect([invalid.status, invalid.body.error_code]).toEqual([422, 'validation_error']);
        expect(Object.keys(invalid.body.errors).sort()).toEqual([...fields].sort());
      }

      expect((await team.api.post(`/webhooks/${id}/test`)).status).toBe(202);
      const deliveries = await team.api.get(`/webhooks/${id}/deliveries`);
      expect(deliveries.status).toBe(200);
      expect(deliveries.body.data.pagination).toEqual({ next_cursor: null, per_page: 25 });
      expect(Object.keys(deliveries.body.data.deliveries[0])).toEqual(
        expect.arrayContaining([
          'id',
          'event_id',
          'event_type',
          'attempt',
          'status',
          'response_status',
          'error',
          'duration_ms',
          'created_at',
          'next_attempt_at',
        ]),
      );

      const deleted = await team.api.delete(`/webhooks/${id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ message: expect.any(String) });
      const gone = await team.api.get(`/webhooks/${id}`);
      expect([gone.status, gone.body.error_code]).toEqual([404, 'not_found']);
    });

    it('deletes endpoints whose deliveries are being attempted at that moment', async () => {
      const busy = await createTeam(app.admin);
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++) {
        const created = await busy.api.post('/webhooks', { name: 'Busy', url: 'http://127.0.0.1:9/hook' });
        const id = created.body.data.id as string;
        await busy.api.post(`/webhooks/${id}/test`);
        if (i % 2) await busy.api.get(`/webhooks/${id}/deliveries`);
        statuses.push((await busy.api.delete(`/webhooks/${id}`)).status);
      }
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    });
  });

  describe('audience', () => {
    const paginated = (total: number, perPage = 25) => ({
      total,
      per_page: perPage,
      current_page: 1,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    });

    it('answers contacts, lists, topics and segments in the documented records and statuses', async () => {
      const api = (await createTeam(app.admin)).api;
      expect((await api.post('/audience/properties', { key: 'plan', type: 'string' })).status).toBe(201);
      const list = await api.post('/audience/lists', { name: 'Newsletter' });
      expect(list.status).toBe(201);
      const topic = await api.post('/audience/topics', { name: 'Product' });
      expect(topic.status).toBe(201);
      const address = email('ada');
      const created = await api.post('/audience/contacts', {
        email: address,
        properties: { plan: 'pro' },
        list_ids: [list.body.data.id],
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toEqual(
        expect.objectContaining({
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          email: address,
          status: 'subscribed',
          properties: { plan: 'pro' },
          created_at: expect.any(String),
          paused_until: null,
          lists: [{ id: list.body.data.id, name: 'Newsletter' }],
          topics: [],
        }),
      );
      const contact = created.body.data.id as string;
      const unnamed = await api.post('/audience/contacts', {});
      expect(unnamed.body.errors).toEqual({ email: ['The email field is required.'] });
      const duplicate = await api.post('/audience/contacts', { email: address.toUpperCase() });
      expect([duplicate.status, duplicate.body.error_code]).toEqual([409, 'contact_exists']);

      const unchanged = await api.patch(`/audience/contacts/${contact}`, {});
      expect([unchanged.status, unchanged.body.data]).toEqual([200, created.body.data]);
      const unknown = await api.patch(`/audience/contacts/${contact}`, {
        properties: { plan: 'x', nope: 1 },
      });
      expect([unknown.status, unknown.body.error_code]).toEqual([422, 'validation_error']);
      expect(Object.keys(unknown.body.errors)).toEqual(['properties.nope']);
      expect((await api.get(`/audience/contacts/${contact}`)).body.data.properties).toEqual({ plan: 'pro' });

      const subscribe = `/audience/contacts/${contact}/topics/${topic.body.data.id}`;
      expect(await statusAndBody(api.post(subscribe))).toEqual([201, { message: expect.any(String) }]);
      expect(await statusAndBody(api.post(subscribe))).toEqual([200, { message: expect.any(String) }]);
      const membership = `/audience/contacts/${contact}/lists/${list.body.data.id}`;
      expect((await api.delete(membership)).status).toBe(204);
      expect((await api.delete(membership)).status).toBe(204);

      const listed = await api.get('/audience/contacts?per_page=1');
      expect(listed.status).toBe(200);
      expect(listed.body.data.pagination).toEqual(paginated(1, 1));

      const segment = await api.post('/audience/segments', {
        name: 'Pro',
        list_id: list.body.data.id,
        condition_groups: [{ conditions: [{ field: 'properties.plan', operator: 'equals', value: 'pro' }] }],
      });
      expect(segment.status).toBe(201);
      const record = {
        id: segment.body.data.id,
        name: 'Pro',
        list_id: list.body.data.id,
        list_name: 'Newsletter',
        condition_groups: [{ conditions: [{ field: 'properties.plan', operator: 'equals', value: 'pro' }] }],
        cached_contacts_count: 0,
        created_at: expect.any(String),
      };
      expect(segment.body.data).toEqual(expect.objectContaining(record));
      const segments = await api.get('/audience/segments');
      expect(segments.status).toBe(200);
      expect(segments.body.data.segments).toEqual([expect.objectContaining(record)]);
      expect(segments.body.data.pagination).toEqual(paginated(1));
      expect((await api.get(`/audience/segments/${record.id}`)).body.data).toEqual(
        expect.objectContaining(record),
      );

      const inUse = await api.delete('/audience/lists/bulk', { list_ids: [list.body.data.id] });
      expect([inUse.status, inUse.body.error_code]).toEqual([409, 'list_in_use']);
      expect((await api.get(`/audience/lists/${list.body.data.id}`)).status).toBe(200);
      const spare = await api.post('/audience/lists', { name: 'Spare' });
      const foreign = await api.delete('/audience/lists/bulk', { list_ids: [spare.body.data.id, missing] });
      expect([foreign.status, foreign.body.error_code]).toEqual([404, 'not_found']);
      expect((await api.get(`/audience/lists/${spare.body.data.id}`)).status).toBe(200);
      const tooMany = await api.delete('/audience/lists/bulk', { list_ids: Array(51).fill(missing) });
      expect([tooMany.status, tooMany.body.error_code]).toEqual([422, 'validation_error']);
      expect(tooMany.body.errors.list_ids).toBeDefined();
      expect((await api.delete(`/audience/segments/${record.id}`)).status).toBe(200);
      const bulk = await api.delete('/audience/lists/bulk', {
        list_ids: [list.body.data.id, spare.body.data.id, spare.body.data.id],
      });
      expect([bulk.status, bulk.body.data]).toEqual([200, { deleted: 2 }]);

      const gone = await api.get(`/audience/contacts/${missing}`);
      expect([gone.status, gone.body.error_code]).toEqual([404, 'not_found']);
      expect(await statusAndBody(api.delete(`/audience/contacts/${contact}`))).toEqual([
        200,
        { message: expect.any(String) },
      ]);
    });
    it('imports a CSV as a job and reports its rows', async () => {
      const api = (await createTeam(app.admin)).api;
      const good = email('imported');
      const queued = await api.request<any>(
        'POST',
        '/audience/contacts/import',
        `email\n${good}\nnot-an-address\n`,
        {
          'content-type': 'text/csv',
        },
      );
      expect(queued.status).toBe(202);
      expect(queued.body.data).toEqual({ id: expect.any(String), status: 'queued' });
      const done = await waitFor('the import to complete', async () => {
        const report = await api.get(`/audience/imports/${queued.body.data.id}`);
        return report.body.data?.status === 'completed' ? report : undefined;
      });
      expect(done.body.data).toEqual(
        expect.objectContaining({
          id: queued.body.data.id,
          status: 'completed',
          rows_total: 2,
          rows_imported: 1,
          rows_updated: 0,
          rows_failed: 1,
          errors: [{ row: 3, email: 'not-an-address', error: expect.any(String) }],
        }),
      );
      const found = await api.get(
        `/audience/contacts?email=${encodeURIComponent(good.toUpperCase())}&status=subscribed`,
      );
      expect(found.body.data.contacts.map((contact: { email: string }) => contact.email)).toEqual([good]);
    });
  });

  describe('campaigns', () => {
    it('answers campaigns and their events in the documented records and statuses', async () => {
      const api = (await createTeam(app.admin)).api;
      const list = await api.post('/audience/lists', { name: 'Readers' });
      const body = { name: 'Launch', subject: 'News', from_email: 'news@example.net', html: '<p>Hi</p>' };
      const created = await api.post('/campaigns', { ...body, list_id: list.body.data.id });
      expect(created.status).toBe(201);
      const record = {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Launch',
        status: 'draft',
        sent_count: 0,
        created_at: expect.any(String),
        stats: {
          injections: 0,
          deliveries: 0,
          bounces: 0,
          spam_complaints: 0,
          opens: 0,
          unique_opens: 0,
          clicks: 0,
          unique_clicks: 0,
          unsubscribes: 0,
        },
        subject: 'News',
        from_email: 'news@example.net',
        from_name: null,
        reply_to: null,
        scheduled_at: null,
        total_recipients: 0,
        sent_at: null,
      };
      expect(created.body.data).toEqual(expect.objectContaining(record));
      const id = created.body.data.id as string;

      const campaigns = await api.get('/campaigns?status=draft&per_page=10');
      expect(campaigns.status).toBe(200);
      expect(campaigns.body.data.campaigns).toEqual([expect.objectContaining(record)]);
      expect(campaigns.body.data.pagination).toEqual({
        total: 1,
        per_page: 10,
        current_page: 1,
        last_page: 1,
      });
      const notANumber = await api.get('/campaigns?page=abc');
      expect(notANumber.body.errors).toEqual({ page: ['The page must be an integer.'] });
      const outOfRange = await api.get('/campaigns?page=10001&per_page=101&status=nope');
      expect([outOfRange.status, outOfRange.body.error_code]).toEqual([422, 'validation_error']);
      expect(Object.keys(outOfRange.body.errors).sort()).toEqual(['page', 'per_page', 'status']);

      const events = await api.get(`/campaigns/${id}/events?event_type=open&per_page=5`);
      expect([events.status, events.body.data]).toEqual([200, { events: [], next_cursor: null }]);
      const badCursor = await api.get(`/campaigns/${id}/events?cursor=nope`);
      expect([badCursor.status, badCursor.body.error_code]).toEqual([422, 'validation_error']);

      expect((await api.get(`/campaigns/${id}`)).body.data.name).toBe('Launch');
      expect((await api.get('/campaigns')).body.data.pagination.total).toBe(1);

      expect(await statusAndBody(api.delete(`/campaigns/${id}`))).toEqual([
        200,
        { message: expect.any(String) },
      ]);
      const gone = await api.get(`/campaigns/${id}`);
      expect([gone.status, gone.body.error_code]).toEqual([404, 'not_found']);
    });
  });

  describe('API keys', () => {
    it('creates keys of each permission level and type, lists and revokes them', async () => {
      const owner = await createTeam(app.admin);
      const made = await owner.api.post('/api-keys', { name: 'CI', permission: 'read_only', type: 'live' });
      expect(made.status).toBe(201);
      expect(made.body.data).toEqual(
        expect.objectContaining({
          id: expect.anything(),
          name: 'CI',
          permission: 'read_only',
          type: 'live',
          key: expect.stringMatching(/^mr_(?!sandbox_)[0-9A-Za-z_-]{43,}$/),
          prefix: expect.any(String),
          created_at: expect.any(String),
          created_by: expect.anything(),
        }),
      );
      expect(made.body.data.key.slice(3, 11)).toBe(made.body.data.prefix);
      const readOnly = owner.api.withToken(made.body.data.key);
      expect((await readOnly.get('/api-keys')).status).toBe(200);
      const refused = await readOnly.post('/api-keys', {
        name: 'x',
        permission: 'full_access',
        type: 'live',
      });
      expect([refused.status, refused.body.error_code]).toEqual([403, 'insufficient_scope']);

      const sandbox = await owner.api.post('/api-keys', {
        name: 'Test',
        permission: 'full_access',
        type: 'sandbox',
      });
      expect(sandbox.body.data.key).toMatch(/^mr_sandbox_[0-9A-Za-z_-]{43,}$/);
      const invalid = await owner.api.post('/api-keys', { name: 'x', permission: 'admin', type: 'other' });
      expect([invalid.status, invalid.body.error_code]).toEqual([422, 'validation_error']);
      expect(Object.keys(invalid.body.errors).sort()).toEqual(['permission', 'type']);

      const listed = await owner.api.get('/api-keys');
      expect(listed.status).toBe(200);
      expect(JSON.stringify(listed.body)).not.toContain(made.body.data.key);

      expect(await statusAndBody(owner.api.delete(`/api-keys/${made.body.data.id}`))).toEqual([
        200,
        { message: expect.any(String) },
      ]);
      const revoked = await readOnly.asClient(uniqueClientAddress()).get('/auth/check');
      expect([revoked.status, revoked.body.error_code]).toEqual([401, 'unauthorized']);
    });
  });

  describe('system', () => {
    it('answers the health check without a key and the key check with the team id', async () => {
      const health = await app.api.withToken(undefined).get('/health');
      expect(health.status).toBe(200);
      expect(typeof health.body.message).toBe('string');
      expect(typeof health.body.data.status).toBe('string');
      expect(new Date(health.body.data.timestamp).toISOString()).toBe(health.body.data.timestamp);

      const check = await team.api.get('/auth/check');
      expect(check.status).toBe(200);
      expect(typeof check.body.message).toBe('string');
      expect(check.body.data.team_id).toBe(team.id);
      expect(Number.isInteger(check.body.data.team_id)).toBe(true);
      expect(new Date(check.body.data.timestamp).toISOString()).toBe(check.body.data.timestamp);

      const anonymous = await app.api.withToken(undefined).asClient(uniqueClientAddress()).get('/auth/check');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: expect.any(String), error_code: 'unauthorized' });
    });

    it('documents as integer every query parameter it refuses a fraction for', async () => {
      const document = await app.api.withToken(undefined).get('/openapi.json');
      type Parameter = { in: string; name: string; schema?: { type?: string } };
      const numeric = Object.entries(document.body.paths as Record<string, Record<string, unknown>>)
        .filter(([path]) => !path.includes('{') && !path.startsWith('/api/admin/'))
        .flatMap(([path, operations]) =>
          ((operations.get as { parameters?: Parameter[] } | undefined)?.parameters ?? [])
            .filter((p) => p.in === 'query' && ['number', 'integer'].includes(p.schema?.type ?? ''))
            .map((p) => [path.replace(/^\/api/, ''), p.name, p.schema?.type] as const),
        );
      expect(numeric.map(([path, name]) => `${path}?${name}`)).toEqual(
        expect.arrayContaining(['/emails/events?per_page', '/campaigns?page', '/audience/segments?per_page']),
      );
      for (const [path, name, type] of numeric) {
        const response = await team.api.get(`${path}?${name}=1.5`);
        expect([path, name, response.status, Object.keys(response.body.errors ?? {}), type]).toEqual([
          path,
          name,
          422,
          [name],
          'integer',
        ]);
      }
    });

    it('refuses a page written other than in decimal digits on every numbered list', async () => {
      const api = (await createTeam(app.admin)).api;
      const lists = [
        '/campaigns',
        '/audience/contacts',
        '/audience/lists',
        '/audience/segments',
        '/templates',
      ];
      // Each form reads as a whole page to Number(), which would have answered another page than the one written.
      const notDecimal = fc
        .integer({ min: 1, max: 99 })
        .chain((n) =>
          fc.constantFrom(`0x${n.toString(16)}`, `${n}e0`, `${n}.0`, `+${n}`, ` ${n}`, `0b${n.toString(2)}`),
        );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...lists), notDecimal, async (list, page) => {
          const response = await api.get(`${list}?page=${encodeURIComponent(page)}`);
          expect([list, page, response.status, Object.keys(response.body.errors ?? {})]).toEqual([
            list,
            page,
            422,
            ['page'],
          ]);
        }),
        { numRuns: 40 },
      );
    });

    it('describes every route of the three contexts in the OpenAPI document', async () => {
      const document = await app.api.withToken(undefined).get('/openapi.json');
      expect(document.status).toBe(200);
      const paths = document.body.paths as Record<string, Record<string, unknown>>;
      const described = new Set(
        Object.entries(paths).flatMap(([path, operations]) =>
          Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
        ),
      );
      const expected = [
        'GET /api/health',
        'GET /api/auth/check',
        ...routes.map(([method, path]) => {
          const templated = path
            .replace(/^\/emails\/scheduled\/sch_nope/, '/emails/scheduled/{transmissionId}')
            .replace(/^\/emails\/nope/, '/emails/{requestId}')
            .replace(/^\/domains\/nope\.example/, '/domains/{domain}')
            .replace(/^\/templates\/nope/, '/templates/{slug}')
            .replace(/^\/api-keys\/[0-9a-f-]{36}/, '/api-keys/{id}')
            .replace(/^\/webhooks\/[^/]+\/deliveries\/[^/]+/, '/webhooks/{webhook}/deliveries/{deliveryId}')
            .replace(/^\/webhooks\/[0-9a-f-]{36}/, '/webhooks/{webhook}')
            .replace(/^\/audience\/contacts\/[0-9a-f-]{36}/, '/audience/contacts/{contactId}')
            .replace(/\/lists\/[0-9a-f-]{36}$/, '/lists/{listId}')
            .replace(/\/topics\/[0-9a-f-]{36}$/, '/topics/{topicId}')
            .replace(/^\/audience\/imports\/[0-9a-f-]{36}/, '/audience/imports/{importId}')
            .replace(/^\/audience\/lists\/[0-9a-f-]{36}/, '/audience/lists/{listId}')
            .replace(/^\/audience\/topics\/[0-9a-f-]{36}/, '/audience/topics/{topicId}')
            .replace(/^\/audience\/properties\/nokey/, '/audience/properties/{key}')
            .replace(/^\/audience\/segments\/[0-9a-f-]{36}/, '/audience/segments/{segmentId}')
            .replace(/^\/campaigns\/[0-9a-f-]{36}/, '/campaigns/{campaignId}')
            .replace(/^\/suppressions\/.+/, '/suppressions/{email}');
          return `${method} /api${templated}`;
        }),
      ];
      expect(expected.filter((route) => !described.has(route))).toEqual([]);
    });
  });
});
