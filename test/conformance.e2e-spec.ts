import { randomUUID } from 'node:crypto';
import { createKey, createTeam, TestTeam } from './support/factories';
import { ApiClient, uniqueClientAddress } from './support/http-client';
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
      read_only: team.api.withToken(await createKey(app.admin, team.id, { permission: 'read_only', type: 'live' })),
    };
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
  });

  // Every route of the three contexts, with the scope it needs. Ids are well-formed but unknown, and bodies
  // empty, so an allowed call ends in 404 or 422 and changes nothing.
  const routes: Array<[method: string, path: string, kind: 'read' | 'write']> = [
    ['GET', '/webhooks', 'read'],
    ['POST', '/webhooks', 'write'],
    ['GET', `/webhooks/${missing}`, 'read'],
    ['PATCH', `/webhooks/${missing}`, 'write'],
    ['PUT', `/webhooks/${missing}`, 'write'],
    ['DELETE', `/webhooks/${missing}`, 'write'],
    ['GET', `/webhooks/${missing}/deliveries`, 'read'],
    ['POST', `/webhooks/${missing}/deliveries/${missing}/retry`, 'write'],
    ['POST', `/webhooks/${missing}/test`, 'write'],
    ['POST', '/audience/contacts', 'write'],
    ['GET', '/audience/contacts', 'read'],
    ['GET', `/audience/contacts/${missing}`, 'read'],
    ['PATCH', `/audience/contacts/${missing}`, 'write'],
    ['DELETE', `/audience/contacts/${missing}`, 'write'],
    ['POST', `/audience/contacts/${missing}/lists/${missing}`, 'write'],
    ['DELETE', `/audience/contacts/${missing}/lists/${missing}`, 'write'],
    ['POST', `/audience/contacts/${missing}/topics/${missing}`, 'write'],
    ['DELETE', `/audience/contacts/${missing}/topics/${missing}`, 'write'],
    ['POST', '/audience/contacts/import', 'write'],
    ['GET', `/audience/imports/${missing}`, 'read'],
    ['POST', '/audience/lists', 'write'],
    ['GET', '/audience/lists', 'read'],
    ['DELETE', '/audience/lists/bulk', 'write'],
    ['GET', `/audience/lists/${missing}`, 'read'],
    ['PATCH', `/audience/lists/${missing}`, 'write'],
    ['DELETE', `/audience/lists/${missing}`, 'write'],
    ['POST', '/audience/topics', 'write'],
    ['GET', '/audience/topics', 'read'],
    ['GET', `/audience/topics/${missing}`, 'read'],
    ['PATCH', `/audience/topics/${missing}`, 'write'],
    ['DELETE', `/audience/topics/${missing}`, 'write'],
    ['POST', '/audience/properties', 'write'],
    ['GET', '/audience/properties', 'read'],
    ['DELETE', '/audience/properties/nokey', 'write'],
    ['POST', '/audience/segments', 'write'],
    ['GET', '/audience/segments', 'read'],
    ['GET', `/audience/segments/${missing}`, 'read'],
    ['PATCH', `/audience/segments/${missing}`, 'write'],
    ['DELETE', `/audience/segments/${missing}`, 'write'],
    ['POST', '/campaigns', 'write'],
    ['GET', '/campaigns', 'read'],
    ['GET', `/campaigns/${missing}`, 'read'],
    ['PATCH', `/campaigns/${missing}`, 'write'],
    ['DELETE', `/campaigns/${missing}`, 'write'],
    ['POST', `/campaigns/${missing}/schedule`, 'write'],
    ['POST', `/campaigns/${missing}/send`, 'write'],
    ['POST', `/campaigns/${missing}/cancel`, 'write'],
    ['GET', `/campaigns/${missing}/events`, 'read'],
  ];

  describe('scopes per permission level', () => {
    it.each(routes)('%s %s', async (method, path, kind) => {
      const body = method === 'GET' ? undefined : {};
      const seen: Record<string, [number, string | undefined]> = {};
      for (const [level, api] of Object.entries(keys)) {
        const response = await api.request<any>(method, path, body);
        seen[level] = [response.status, response.body?.error_code];
      }
      const refused: [number, string] = [403, 'insufficient_scope'];
      expect(seen.sending_access).toEqual(refused);
      if (kind === 'read') expect(seen.read_only).not.toEqual(refused);
      else expect(seen.read_only).toEqual(refused);
      expect(seen.full_access[0]).not.toBe(403);
      expect(seen.full_access[0]).toBeLessThan(500);
    });
  });

  describe('sandbox keys', () => {
    it('read webhooks and are refused every webhook change with sandbox_restricted', async () => {
      const sandbox = await sandboxKey();
      const list = await sandbox.get('/webhooks');
      expect(list.status).toBe(200);
      expect(Array.isArray(list.body.data.webhooks)).toBe(true);
      expect((await sandbox.get(`/webhooks/${missing}`)).body.error_code).toBe('not_found');
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const path = method === 'POST' ? '/webhooks' : `/webhooks/${missing}`;
        const response = await sandbox.request<any>(method, path, {});
        expect([method, response.status, response.body.error_code]).toEqual([method, 403, 'sandbox_restricted']);
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
      }
      // A sending_access sandbox key lacks webhooks:write too: the sandbox restriction is answered first.
      const sending = await sandboxKey('sending_access');
      const refused = await sending.post('/webhooks', {});
      expect([refused.status, refused.body.error_code]).toEqual([403, 'sandbox_restricted']);
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
            .replace(/^\/campaigns\/[0-9a-f-]{36}/, '/campaigns/{campaignId}');
          return `${method} /api${templated}`;
        }),
      ];
      expect(expected.filter((route) => !described.has(route))).toEqual([]);
    });
  });
});
