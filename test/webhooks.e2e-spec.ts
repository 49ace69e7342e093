import { DnsTestServer, SmtpSink } from '@mailroom/testing';
import { verifiedSendingDomain } from './support/dns-records';
import { listEvents } from './support/events';
import { createKey, createTeam, TestTeam } from './support/factories';
import { ApiClient } from './support/http-client';
import { waitFor } from './support/processes';
import { startStandalone, Standalone } from './support/standalone';
import { WebhookReceiver } from './support/webhook-receiver';

// Webhooks end to end in one standalone process: real sends through a relay to a loopback SMTP sink, events
// pushed to an HTTP receiver on loopback (WEBHOOK_ALLOW_PRIVATE_NETWORKS lets them reach it), signatures
// verified with the standardwebhooks package.
describe('webhooks (standalone)', () => {
  let app: Standalone;
  let dns: DnsTestServer;
  let team: TestTeam;
  const sink = new SmtpSink();
  const receiver = new WebhookReceiver();
  // Another origin (another port on loopback): where a key that may only write webhooks would move an endpoint.
  const elsewhere = new WebhookReceiver();
  const domain = 'hooks.example.test';

  const createWebhook = async (
    api: ApiClient,
    body: Record<string, unknown>,
  ): Promise<{ id: string; signing_secret: string }> => {
    const response = await api.post('/webhooks', {
      name: 'Hook',
      events_mode: 'all',
      auth_type: 'none',
      ...body,
    });
    if (response.status !== 201)
      throw new Error(`create: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  };

  const send = async (to: string): Promise<string> => {
    const response = await team.api.post('/emails', {
      from: `news@${domain}`,
      to: [to],
      subject: 'Hi',
      text: 'Hello',
    });
    if (response.status !== 200) throw new Error(`send: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data.request_id as string;
  };

  const deliveriesOf = async (api: ApiClient, id: string, query = ''): Promise<any[]> => {
    const response = await api.get(`/webhooks/${id}/deliveries${query}`);
    if (response.status !== 200)
      throw new Error(`deliveries: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data.deliveries;
  };

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    const relayPort = await sink.start();
    await receiver.start();
    await elsewhere.start();
    app = await startStandalone({
      DNS_SERVERS: dns.address,
      DELIVERY_MODE: 'relay',
      RELAY_URL: `smtp://127.0.0.1:${relayPort}`,
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    });
    team = await createTeam(app.admin);
    await verifiedSendingDomain(team.api, dns, domain);
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
    await receiver.stop();
    await elsewhere.stop();
    await sink.stop();
    await dns?.stop();
  });

  describe('endpoints', () => {
    it('creates an endpoint, shows its signing secret once, reads, lists, updates and deletes it', async () => {
      const created = await team.api.post('/webhooks', {
        name: 'Orders',
        url: receiver.url('/crud'),
        auth_type: 'basic',
        auth_username: 'hook',
        auth_password: 's3cret',
        events_mode: 'selected',
        events: ['message.delivery', 'message.bounce'],
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Orders',
        url: receiver.url('/crud'),
        enabled: true,
        auth_type: 'basic',
        auth_username: 'hook',
        oauth2: null,
        events_mode: 'selected',
        events: ['message.delivery', 'message.bounce'],
        signing_secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      const id = created.body.data.id as string;

      const read = await team.api.get(`/webhooks/${id}`);
      expect(read.status).toBe(200);
      expect(read.body.data).not.toHaveProperty('signing_secret');
      expect(JSON.stringify(read.body)).not.toContain('s3cret');
      expect((await team.api.get('/webhooks')).body.data.webhooks.map((w: { id: string }) => w.id)).toContain(
        id,
      );

      const patched = await team.api.patch(`/webhooks/${id}`, { name: 'Orders v2', enabled: false });
      expect(patched.status).toBe(200);
      expect(patched.body.data).toMatchObject({ name: 'Orders v2', enabled: false, auth_type: 'basic' });
      const put = await team.api.put(`/webhooks/${id}`, { auth_type: 'none', events_mode: 'all' });
      expect(put.body.data).toMatchObject({
        auth_type: 'none',
        auth_username: null,
        events_mode: 'all',
        events: [],
      });

      expect((await team.api.delete(`/webhooks/${id}`)).status).toBe(200);
      expect((await team.api.get(`/webhooks/${id}`)).status).toBe(404);
      expect((await team.api.delete(`/webhooks/${id}`)).status).toBe(404);
    });

    it("answers another team's endpoint, and a malformed id, like a missing one", async () => {
      const other = await createTeam(app.admin);
      const { id } = await createWebhook(other.api, { url: receiver.url('/other') });
      for (const path of [`/webhooks/${id}`, `/webhooks/${id}/deliveries`, '/webhooks/not-a-uuid']) {
        const response = await team.api.get(path);
        expect(response.status).toBe(404);
        expect(response.body.error_code).toBe('not_found');
      }
      expect((await team.api.patch(`/webhooks/${id}`, { name: 'x' })).status).toBe(404);
      expect((await team.api.delete(`/webhooks/${id}`)).status).toBe(404);
      expect((await team.api.post(`/webhooks/${id}/test`)).status).toBe(404);
      expect((await other.api.get(`/webhooks/${id}`)).status).toBe(200);
    });

    it('refuses bad settings with errors per field and stores nothing', async () => {
      const before = (await team.api.get('/webhooks')).body.data.webhooks.length;
      const cases: [Record<string, unknown>, string[]][] = [
        [{ url: 'not a url' }, ['url']],
        [{ url: 'ftp://127.0.0.1/x' }, ['url']],
        [{ url: 'http://user:pw@127.0.0.1/x' }, ['url']],
        [{ url: receiver.url('/v'), auth_type: 'basic', auth_username: 'a' }, ['auth_password']],
        [
          { url: receiver.url('/v'), auth_type: 'basic', auth_username: 'a:b', auth_password: 'p' },
          ['auth_username'],
        ],
        [{ url: receiver.url('/v'), auth_type: 'none', auth_password: 'p' }, ['auth_password']],
        [{ url: receiver.url('/v'), auth_type: 'oauth2' }, ['oauth2']],
        [
          {
            url: receiver.url('/v'),
            auth_type: 'oauth2',
            oauth2: { token_url: receiver.url('/t'), client_id: 'c' },
          },
          ['oauth2.client_secret'],
        ],
        [{ url: receiver.url('/v'), auth_type: 'digest' }, ['auth_type']],
        [{ url: receiver.url('/v'), events_mode: 'selected' }, ['events']],
        [
          { url: receiver.url('/v'), events_mode: 'selected', events: ['message.delivery', 'message.nope'] },
          ['events.1'],
        ],
        [{ url: receiver.url('/v'), events_mode: 'some' }, ['events_mode']],
        [{ url: receiver.url('/v'), events_mode: 'all', events: ['message.open'] }, ['events']],
        [{ url: receiver.url('/v'), enabled: 'yes' }, ['enabled']],
        [{ url: receiver.url('/v'), extra: 1 }, ['extra']],
        [{ url: receiver.url('/v'), name: '' }, ['name']],
      ];
      for (const [body, fields] of cases) {
        const response = await team.api.post('/webhooks', { name: 'Bad', ...body });
        expect({ body, status: response.status, code: response.body.error_code }).toEqual({
          body,
          status: 422,
          code: 'validation_error',
        });
        expect(Object.keys(response.body.errors).sort()).toEqual(fields);
      }
      expect((await team.api.get('/webhooks')).body.data.webhooks.length).toBe(before);
    });

    // WEBHOOK_ALLOW_PRIVATE_NETWORKS=true here: private addresses pass, cloud metadata never does, whatever
    // IPv6 address carries it.
    it('refuses a cloud metadata address also inside a 6to4 or Teredo address, and stores nothing', async () => {
      const before = (await team.api.get('/webhooks')).body.data.webhooks.length;
      for (const address of [
        '2002:a9fe:a9fe::',
        '2002:6464:64c8:1::1',
        '2001:0:ce49:7601:0:dfff:5601:5601',
        '2001:0:a9fe:a9fe:8000:dfff:62c3:fffe',
      ]) {
        const url = `https://[${address}]/hook`;
        const response = await team.api.post('/webhooks', { name: 'Metadata', url });
        expect({ url, status: response.status, errors: response.body.errors }).toEqual({
          url,
          status: 422,
          errors: { url: [expect.stringContaining(`${address}, a cloud metadata address`)] },
        });
        const token = await team.api.post('/webhooks', {
          name: 'Metadata',
          url: receiver.url('/metadata'),
          auth_type: 'oauth2',
          oauth2: { token_url: url, client_id: 'c', client_secret: 's' },
        });
        expect({ url, status: token.status, fields: Object.keys(token.body.errors ?? {}) }).toEqual({
          url,
          status: 422,
          fields: ['oauth2.token_url'],
        });
      }
      expect((await team.api.get('/webhooks')).body.data.webhooks.length).toBe(before);
    });

    it('refuses null, an empty password and surrounding white space in an update, and changes nothing', async () => {
      const { id } = await createWebhook(team.api, {
        name: 'Guarded',
        url: receiver.url('/guarded'),
        auth_type: 'oauth2',
        oauth2: { token_url: receiver.url('/token'), client_id: 'c', client_secret: 's' },
      });
      const before = (await team.api.get(`/webhooks/${id}`)).body.data;
      const cases: [Record<string, unknown>, string][] = [
        [{ oauth2: null }, 'oauth2'],
        [{ name: null }, 'name'],
        [{ url: null }, 'url'],
        [{ enabled: null }, 'enabled'],
        [{ events: null }, 'events'],
        [{ events_mode: null }, 'events_mode'],
        [{ auth_type: null }, 'auth_type'],
        [{ oauth2: { token_url: receiver.url('/token'), client_id: 'c', scope: null } }, 'oauth2.scope'],
        [{ auth_type: 'basic', auth_username: 'u', auth_password: '' }, 'auth_password'],
        [{ name: ' Guarded' }, 'name'],
        [{ url: `${receiver.url('/guarded')} ` }, 'url'],
      ];
      for (const [body, field] of cases) {
        const response = await team.api.patch(`/webhooks/${id}`, body);
        expect({ body, status: response.status, code: response.body.error_code }).toEqual({
          body,
          status: 422,
          code: 'validation_error',
        });
        expect(Object.keys(response.body.errors)).toEqual([field]);
      }
      expect((await team.api.get(`/webhooks/${id}`)).body.data).toEqual(before);
      // The client secret left out is kept: the update is taken.
      const kept = await team.api.patch(`/webhooks/${id}`, {
        oauth2: { token_url: receiver.url('/token2'), client_id: 'c2' },
      });
      expect(kept.status).toBe(200);
      expect(kept.body.data.oauth2).toEqual({
        token_url: receiver.url('/token2'),
        client_id: 'c2',
        scope: null,
      });
      await team.api.delete(`/webhooks/${id}`);
    });

    it('takes a list of events without a mode as events_mode selected', async () => {
      const created = await team.api.post('/webhooks', {
        name: 'Implicit',
        url: receiver.url('/implicit'),
        events: ['message.open', 'message.open', 'campaign.sent'],
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        auth_type: 'none',
        events_mode: 'selected',
        events: ['message.open', 'campaign.sent'],
      });
      await team.api.delete(`/webhooks/${created.body.data.id}`);
    });

    it('holds webhook routes to their scopes and to the sandbox rules', async () => {
      const { id } = await createWebhook(team.api, { url: receiver.url('/scopes') });
      const readOnly = team.api.withToken(
        await createKey(app.admin, team.id, { permission: 'read_only', type: 'live' }),
      );
      expect((await readOnly.get('/webhooks')).status).toBe(200);
      expect((await readOnly.get(`/webhooks/${id}/deliveries`)).status).toBe(200);
      const refused = await readOnly.post('/webhooks', { name: 'x', url: receiver.url('/x') });
      expect([refused.status, refused.body.error_code]).toEqual([403, 'insufficient_scope']);
      expect((await readOnly.delete(`/webhooks/${id}`)).status).toBe(403);

      const sending = team.api.withToken(
        await createKey(app.admin, team.id, { permission: 'sending_access', type: 'live' }),
      );
      expect((await sending.get('/webhooks')).body.error_code).toBe('insufficient_scope');

      const sandbox = team.api.withToken(
        await createKey(app.admin, team.id, { permission: 'full_access', type: 'sandbox' }),
      );
      expect((await sandbox.get('/webhooks')).status).toBe(200);
      expect((await sandbox.get(`/webhooks/${id}`)).status).toBe(200);
      for (const response of [
        await sandbox.get(`/webhooks/${id}/deliveries`),
        await sandbox.post('/webhooks', { name: 'x', url: receiver.url('/x') }),
        await sandbox.put(`/webhooks/${id}`, { name: 'x' }),
        await sandbox.patch(`/webhooks/${id}`, { name: 'x' }),
        await sandbox.delete(`/webhooks/${id}`),
      ]) {
        expect([response.status, response.body.error_code]).toEqual([403, 'sandbox_restricted']);
      }
      await team.api.delete(`/webhooks/${id}`);
    });
  });

  describe('deliveries', () => {
    it('pushes the events of a real send, signed, with data exactly as GET /emails/events shows it', async () => {
      const { id, signing_secret } = await createWebhook(team.api, { url: receiver.url('/all') });
      const requestId = await send('reader@example.net');
      const received = await receiver.webhooks('/all', signing_secret, 2);
      const types = received.map((r) => r.payload.type).sort();
      expect(types).toEqual(['message.delivery', 'message.injection']);

      const listed = await listEvents(team.api, `?transmissions=${requestId}`);
      for (const webhook of received) {
        expect(webhook.headers['content-type']).toBe('application/json');
        expect(webhook.id).toMatch(/^msg_[0-9a-f]{32}$/);
        const record = listed.data.find((event) => event.event_id === webhook.payload.id);
        expect(webhook.payload).toEqual({
          id: record!.event_id,
          type: `message.${record!.type}`,
          created_at: record!.timestamp,
          data: record,
        });
      }
      // Recorded a moment after the receiver answered.
      const attempts = await waitFor('both deliveries to be recorded', async () => {
        const list = await deliveriesOf(team.api, id);
        return list.length === 2 && list.every((a) => a.status === 'succeeded') ? list : undefined;
      });
      expect(attempts[0]).toEqual({
        id: expect.any(String),
        event_id: expect.any(String),
        event_type: expect.stringMatching(/^message\.(injection|delivery)$/),
        attempt: 1,
        status: 'succeeded',
        response_status: 200,
        error: null,
        response_body: 'ok',
        duration_ms: expect.any(Number),
        created_at: expect.any(String),
        next_attempt_at: null,
      });
      await team.api.delete(`/webhooks/${id}`);
    });

    it('sends only the selected events', async () => {
      const { id, signing_secret } = await createWebhook(team.api, {
        url: receiver.url('/selected'),
        events_mode: 'selected',
        events: ['message.delivery'],
      });
      const all = await createWebhook(team.api, { url: receiver.url('/selected-all') });
      await send('selected@example.net');
      // Once the endpoint taking everything has both events, the selective one has had its chance at both.
      await receiver.webhooks('/selected-all', all.signing_secret, 2);
      const received = await receiver.webhooks('/selected', signing_secret, 1);
      expect(received.map((r) => r.payload.type)).toEqual(['message.delivery']);
      await waitFor('the selective endpoint to have one attempt', async () =>
        (await deliveriesOf(team.api, id)).length === 1 ? true : undefined,
      );
      await team.api.delete(`/webhooks/${id}`);
      await team.api.delete(`/webhooks/${all.id}`);
    });

    it('pushes scheduled.cancelled with the scheduled email as its data', async () => {
      const { id, signing_secret } = await createWebhook(team.api, {
        url: receiver.url('/scheduled'),
        events_mode: 'selected',
        events: ['scheduled.cancelled', 'scheduled.failed'],
      });
      const scheduled = await team.api.post('/emails/scheduled', {
        from: `news@${domain}`,
        to: ['later@example.net'],
        subject: 'Later',
        text: 'Hello',
        scheduled_at: new Date(Date.now() + 3_600_000).toISOString(),
      });
      expect(scheduled.status).toBe(201);
      const cancelled = await team.api.delete(`/emails/scheduled/${scheduled.body.data.request_id}`);
      expect(cancelled.status).toBe(200);
      const [received] = await receiver.webhooks('/scheduled', signing_secret, 1);
      expect(received.payload).toEqual({
        id: expect.any(String),
        type: 'scheduled.cancelled',
        created_at: expect.any(String),
        data: cancelled.body.data,
      });
      await team.api.delete(`/webhooks/${id}`);
    });

    it('authenticates deliveries with basic credentials', async () => {
      const { id, signing_secret } = await createWebhook(team.api, {
        url: receiver.url('/basic'),
        auth_type: 'basic',
        auth_username: 'hook-user',
        auth_password: 'p@ss:word',
      });
      await team.api.post(`/webhooks/${id}/test`);
      const [received] = await receiver.webhooks('/basic', signing_secret, 1);
      expect(received.headers.authorization).toBe(
        `Basic ${Buffer.from('hook-user:p@ss:word').toString('base64')}`,
      );
      expect(received.payload.type).toBe('message.test');
      await team.api.delete(`/webhooks/${id}`);
    });

    it('authenticates deliveries with an OAuth2 token, fetched once and again after a 401', async () => {
      let issued = 0;
      receiver.answerAlways('/token', () => ({
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ access_token: `token-${++issued}`, token_type: 'Bearer', expires_in: 3600 }),
      }));
      const { id, signing_secret } = await createWebhook(team.api, {
        url: receiver.url('/oauth'),
        auth_type: 'oauth2',
        oauth2: {
          token_url: receiver.url('/token'),
          client_id: 'client-1',
          client_secret: 'shh',
          scope: 'hooks',
        },
      });
      expect((await team.api.get(`/webhooks/${id}`)).body.data.oauth2).toEqual({
        token_url: receiver.url('/token'),
        client_id: 'client-1',
        scope: 'hooks',
      });
      await team.api.post(`/webhooks/${id}/test`);
      await receiver.webhooks('/oauth', signing_secret, 1);
      await team.api.post(`/webhooks/${id}/test`);
      const received = await receiver.webhooks('/oauth', signing_secret, 2);
      expect(received.map((r) => r.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-1']);
      const [tokenRequest] = receiver.at('/token');
      expect(Object.fromEntries(new URLSearchParams(tokenRequest.body))).toEqual({
        grant_type: 'client_credentials',
        client_id: 'client-1',
        client_secret: 'shh',
        scope: 'hooks',
      });

      // The receiver no longer takes the cached token: a new one is fetched and the event sent again.
      receiver.answerNext('/oauth', { status: 401 });
      await team.api.post(`/webhooks/${id}/test`);
      const after = await receiver.webhooks('/oauth', signing_secret, 4);
      expect(after.slice(2).map((r) => r.headers.authorization)).toEqual([
        'Bearer token-1',
        'Bearer token-2',
      ]);
      expect(receiver.at('/token')).toHaveLength(2);
      await team.api.delete(`/webhooks/${id}`);
    });

    it('records a token endpoint that fails as a failed attempt with its reason', async () => {
      receiver.answerAlways('/bad-token', () => ({ status: 500, body: 'down' }));
      const { id } = await createWebhook(team.api, {
        url: receiver.url('/never'),
        auth_type: 'oauth2',
        oauth2: { token_url: receiver.url('/bad-token'), client_id: 'c', client_secret: 's' },
      });
      await team.api.post(`/webhooks/${id}/test`);
      const [attempt] = await waitFor('a failed attempt', async () => {
        const list = await deliveriesOf(team.api, id);
        return list.some((d) => d.status === 'failed')
          ? list.filter((d) => d.status === 'failed')
          : undefined;
      });
      expect(attempt).toMatchObject({ status: 'failed', response_status: null, attempt: 1 });
      expect(attempt.error).toContain('oauth2 token endpoint answered 500');
      expect(attempt.next_attempt_at).not.toBeNull();
      expect(receiver.at('/never')).toHaveLength(0);
      await team.api.delete(`/webhooks/${id}`);
    });

    it('retries a receiver that answered 500 with the same webhook-id, and lists both attempts', async () => {
      receiver.answerNext('/flaky', { status: 500, body: 'boom' });
      const { id, signing_secret } = await createWebhook(team.api, { url: receiver.url('/flaky') });
      await team.api.post(`/webhooks/${id}/test`);
      const received = await receiver.webhooks('/flaky', signing_secret, 2, 30_000);
      expect(received[1].id).toBe(received[0].id);
      expect(received[1].body).toBe(received[0].body);

      const attempts = await waitFor('the second attempt to be recorded', async () => {
        const list = await deliveriesOf(team.api, id);
        return list[0]?.status === 'succeeded' ? list : undefined;
      });
      expect(attempts.map((a) => [a.attempt, a.status, a.response_status])).toEqual([
        [2, 'succeeded', 200],
        [1, 'failed', 500],
      ]);
      expect(attempts[1].response_body).toBe('boom');
      const retryGap = Date.parse(attempts[1].next_attempt_at) - Date.parse(attempts[1].created_at);
      expect(retryGap).toBeGreaterThanOrEqual(4_000);

      // Paged by cursor, newest first.
      const first = await team.api.get(`/webhooks/${id}/deliveries?per_page=1`);
      expect(first.body.data.deliveries[0].attempt).toBe(2);
      const second = await team.api.get(
        `/webhooks/${id}/deliveries?per_page=1&cursor=${first.body.data.pagination.next_cursor}`,
      );
      expect(second.body.data.deliveries[0].attempt).toBe(1);
      expect(second.body.data.pagination.next_cursor).toBeNull();
      expect((await team.api.get(`/webhooks/${id}/deliveries?cursor=nope`)).status).toBe(422);
      for (const perPage of ['0x10', '1e1', '2.0', '0b11', '%2B3', '%205', '0', '101']) {
        const refused = await team.api.get(`/webhooks/${id}/deliveries?per_page=${perPage}`);
        expect([perPage, refused.status, refused.body.error_code, Object.keys(refused.body.errors)]).toEqual([
          perPage,
          422,
          'validation_error',
          ['per_page'],
        ]);
      }
      const integer = await team.api.get(`/webhooks/${id}/deliveries?per_page=0x10`);
      expect(integer.body.errors.per_page).toEqual(['The per_page must be an integer.']);

      // A re-send on demand: a third attempt of the same message, now.
      const retried = await team.api.post(`/webhooks/${id}/deliveries/${attempts[1].id}/retry`);
      expect(retried.status).toBe(202);
      expect(retried.body.data).toMatchObject({ attempt: 3, status: 'pending' });
      const again = await receiver.webhooks('/flaky', signing_secret, 3);
      expect(again[2].id).toBe(received[0].id);
      expect((await team.api.post(`/webhooks/${id}/deliveries/not-an-id/retry`)).status).toBe(404);
      await team.api.delete(`/webhooks/${id}`);
    });

    it('follows no redirect: a 302 is a failed attempt', async () => {
      receiver.answerNext('/moved', { status: 302, headers: { location: receiver.url('/elsewhere') } });
      const { id } = await createWebhook(team.api, { url: receiver.url('/moved') });
      await team.api.post(`/webhooks/${id}/test`);
      const failed = await waitFor('the failed attempt', async () =>
        (await deliveriesOf(team.api, id)).find((a) => a.status === 'failed'),
      );
      expect(failed).toMatchObject({ attempt: 1, response_status: 302 });
      expect(receiver.at('/elsewhere')).toHaveLength(0);
      await team.api.delete(`/webhooks/${id}`);
    });

    it('disables an endpoint that answers 410 Gone', async () => {
      receiver.answerNext('/gone', { status: 410 });
      const { id } = await createWebhook(team.api, { url: receiver.url('/gone') });
      await team.api.post(`/webhooks/${id}/test`);
      await waitFor('the endpoint to be disabled', async () =>
        (await team.api.get(`/webhooks/${id}`)).body.data.enabled === false ? true : undefined,
      );
      const attempts = await deliveriesOf(team.api, id);
      expect(attempts.map((a) => [a.attempt, a.status, a.response_status])).toEqual([
        [2, 'pending', null],
        [1, 'failed', 410],
      ]);
      expect(receiver.at('/gone')).toHaveLength(1);
      await team.api.delete(`/webhooks/${id}`);
    });

    it('refuses a test event and a retry for a disabled endpoint, and holds its queued deliveries until it is enabled', async () => {
      // A 410 Gone disables the endpoint with its next attempt queued.
      receiver.answerNext('/paused', { status: 410 });
      const { id, signing_secret } = await createWebhook(team.api, { url: receiver.url('/paused') });
      await team.api.post(`/webhooks/${id}/test`);
      await waitFor('the endpoint to be disabled', async () =>
        (await team.api.get(`/webhooks/${id}`)).body.data.enabled === false ? true : undefined,
      );
      const refused = await team.api.post(`/webhooks/${id}/test`);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ error_code: 'webhook_disabled' });
      const [waiting] = await deliveriesOf(team.api, id);
      expect(waiting).toMatchObject({ attempt: 2, status: 'pending' });
      const retried = await team.api.post(`/webhooks/${id}/deliveries/${waiting.id}/retry`);
      expect(retried.status).toBe(409);
      expect(retried.body).toMatchObject({ error_code: 'webhook_disabled' });
      // A later delivery to another endpoint has gone out: the paused one was passed over.
      const marker = await createWebhook(team.api, { url: receiver.url('/marker') });
      await team.api.post(`/webhooks/${marker.id}/test`);
      await receiver.webhooks('/marker', marker.signing_secret, 1);
      expect(receiver.at('/paused')).toHaveLength(1);
      expect((await deliveriesOf(team.api, id))[0]).toMatchObject({ attempt: 2, status: 'pending' });

      await team.api.patch(`/webhooks/${id}`, { enabled: true });
      const received = await receiver.webhooks('/paused', signing_secret, 2);
      expect(received[1].payload.type).toBe('message.test');
      expect(received[1].id).toBe(received[0].id);
      await team.api.delete(`/webhooks/${id}`);
      await team.api.delete(`/webhooks/${marker.id}`);
    });
  });

  // A stored password or client secret is sent only to the origin (scheme, host, port) it was given for: an
  // update that moves it elsewhere must give it again, or a key that may only write webhooks could send it
  // to a server of its own without ever knowing it.
  describe('stored credentials and the origin they were given for', () => {
    const MOVED_PASSWORD =
      'The auth_password field is required when the url moves to another origin (scheme, host or port): the stored one is sent only to the origin it was given for.';
    const MOVED_TOKEN_URL =
      'The oauth2.client_secret field is required when the oauth2.token_url moves to another origin (scheme, host or port): the stored one is sent only to the origin it was given for.';
    const MOVED_URL =
      'The oauth2.client_secret field is required when the url moves to another origin (scheme, host or port): the tokens it obtains are sent only to the origin it was given for.';

    // The requests a receiver got that carry a secret: in a body, or in an Authorization header (a Basic
    // one decoded).
    const carrying = (at: WebhookReceiver, secret: string) =>
      at.requests.filter((request) => {
        const authorization = String(request.headers.authorization ?? '');
        const basic = authorization.startsWith('Basic ')
          ? Buffer.from(authorization.slice('Basic '.length), 'base64').toString('utf8')
          : '';
        return [authorization, basic, request.body].some((text) => text.includes(secret));
      });

    const recordedAttempts = (id: string, count: number): Promise<any[]> =>
      waitFor(`${count} recorded attempt(s)`, async () => {
        const done = (await deliveriesOf(team.api, id)).filter((a) => a.status !== 'pending');
        return done.length >= count ? done : undefined;
      });

    const tokenAnswer = (token: string) => () => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: 3600 }),
    });

    const expectRefused = (response: { status: number; body: any }, field: string, messages: string[]) => {
      expect([response.status, response.body.error_code]).toEqual([422, 'validation_error']);
      expect(response.body.errors).toEqual({ [field]: messages });
    };

    it('never sends a basic password to another origin: moving the url needs the password again', async () => {
      const password = 'home-password-9f2';
      const { id, signing_secret } = await createWebhook(team.api, {
        url: receiver.url('/cred-basic'),
        auth_type: 'basic',
        auth_username: 'hook',
        auth_password: password,
      });
      const before = (await team.api.get(`/webhooks/${id}`)).body.data;

      // The attack: only the url is changed, then a delivery is triggered.
      const moved = await team.api.patch(`/webhooks/${id}`, { url: elsewhere.url('/steal') });
      await team.api.post(`/webhooks/${id}/test`);
      await recordedAttempts(id, 1);
      expect(carrying(elsewhere, password)).toEqual([]);
      expectRefused(moved, 'auth_password', [MOVED_PASSWORD]);

      // Another port, another host for the same address, another scheme: each another origin; PUT as PATCH.
      const port = new URL(receiver.url('/')).port;
      for (const url of [
        elsewhere.url('/steal'),
        `http://localhost:${port}/cred-basic`,
        `https://127.0.0.1:${port}/cred-basic`,
      ]) {
        expectRefused(await team.api.put(`/webhooks/${id}`, { url }), 'auth_password', [MOVED_PASSWORD]);
        expectRefused(await team.api.patch(`/webhooks/${id}`, { url, name: 'Moved' }), 'auth_password', [
          MOVED_PASSWORD,
        ]);
      }
      // Nothing changed: the endpoint reads the same and still authenticates at its own origin.
      expect((await team.api.get(`/webhooks/${id}`)).body.data).toEqual(before);
      await team.api.post(`/webhooks/${id}/test`);
      const home = await receiver.webhooks('/cred-basic', signing_secret, 2);
      expect(home.map((r) => r.headers.authorization)).toEqual([
        `Basic ${Buffer.from(`hook:${password}`).toString('base64')}`,
        `Basic ${Buffer.from(`hook:${password}`).toString('base64')}`,
      ]);

      // Another path at the same origin keeps the password.
      const samePlace = await team.api.patch(`/webhooks/${id}`, { url: receiver.url('/cred-basic-2?v=2') });
      expect(samePlace.status).toBe(200);
      await team.api.post(`/webhooks/${id}/test`);
      const [kept] = await receiver.webhooks('/cred-basic-2?v=2', signing_secret, 1);
      expect(kept.headers.authorization).toBe(`Basic ${Buffer.from(`hook:${password}`).toString('base64')}`);

      // Given again with the move, it is taken: the new origin gets the new password, never the old one.
      const withPassword = await team.api.patch(`/webhooks/${id}`, {
        url: elsewhere.url('/new-home'),
        auth_password: 'password-for-elsewhere',
      });
      expect(withPassword.status).toBe(200);
      expect(withPassword.body.data).toMatchObject({
        url: elsewhere.url('/new-home'),
        auth_username: 'hook',
      });
      await team.api.post(`/webhooks/${id}/test`);
      const [there] = await elsewhere.webhooks('/new-home', signing_secret, 1);
      expect(there.headers.authorization).toBe(
        `Basic ${Buffer.from('hook:password-for-elsewhere').toString('base64')}`,
      );
      expect(carrying(elsewhere, password)).toEqual([]);
      await team.api.delete(`/webhooks/${id}`);
    });

    it('never sends an OAuth2 client secret, or a token it obtains, to another origin', async () => {
      const secret = 'home-client-secret-41c';
      receiver.answerAlways('/cred-token', tokenAnswer('token-from-home'));
      receiver.answerAlways('/cred-token-2', tokenAnswer('token-from-home-2'));
      elsewhere.answerAlways('/cred-token', tokenAnswer('token-from-elsewhere'));
      const { id, signing_secret } = await createWebhook(team.api, {
        url: receiver.url('/cred-oauth'),
        auth_type: 'oauth2',
        oauth2: { token_url: receiver.url('/cred-token'), client_id: 'client', client_secret: secret },
      });
      const before = (await team.api.get(`/webhooks/${id}`)).body.data;

      // The token URL moved: the client secret would be posted there.
      const tokenMoved = await team.api.patch(`/webhooks/${id}`, {
        oauth2: { token_url: elsewhere.url('/cred-token'), client_id: 'client' },
      });
      await team.api.post(`/webhooks/${id}/test`);
      await recordedAttempts(id, 1);
      expect(carrying(elsewhere, secret)).toEqual([]);
      expectRefused(tokenMoved, 'oauth2.client_secret', [MOVED_TOKEN_URL]);

      // The url moved: a token obtained with the stored secret would be sent there.
      const urlMoved = await team.api.put(`/webhooks/${id}`, { url: elsewhere.url('/cred-oauth') });
      await team.api.post(`/webhooks/${id}/test`);
      await recordedAttempts(id, 2);
      expect(carrying(elsewhere, 'token-from-home')).toEqual([]);
      expectRefused(urlMoved, 'oauth2.client_secret', [MOVED_URL]);

      // Both moved: both reasons.
      expectRefused(
        await team.api.patch(`/webhooks/${id}`, {
          url: elsewhere.url('/cred-oauth'),
          oauth2: { token_url: elsewhere.url('/cred-token'), client_id: 'client', scope: 'x' },
        }),
        'oauth2.client_secret',
        [MOVED_URL, MOVED_TOKEN_URL],
      );
      expect((await team.api.get(`/webhooks/${id}`)).body.data).toEqual(before);
      const home = await receiver.webhooks('/cred-oauth', signing_secret, 2);
      expect(home.map((r) => r.headers.authorization)).toEqual([
        'Bearer token-from-home',
        'Bearer token-from-home',
      ]);
      expect(receiver.at('/cred-token').map((r) => new URLSearchParams(r.body).get('client_secret'))).toEqual(
        [secret],
      );

      // Another path at the same origin keeps the secret.
      const samePlace = await team.api.patch(`/webhooks/${id}`, {
        url: receiver.url('/cred-oauth?v=2'),
        oauth2: { token_url: receiver.url('/cred-token-2'), client_id: 'client' },
      });
      expect(samePlace.status).toBe(200);
      await team.api.post(`/webhooks/${id}/test`);
      const [kept] = await receiver.webhooks('/cred-oauth?v=2', signing_secret, 1);
      expect(kept.headers.authorization).toBe('Bearer token-from-home-2');
      expect(new URLSearchParams(receiver.at('/cred-token-2')[0].body).get('client_secret')).toBe(secret);

      // Given again with the move, it is taken.
      const withSecret = await team.api.patch(`/webhooks/${id}`, {
        url: elsewhere.url('/cred-oauth'),
        oauth2: {
          token_url: elsewhere.url('/cred-token'),
          client_id: 'client-2',
          client_secret: 'their-secret',
        },
      });
      expect(withSecret.status).toBe(200);
      await team.api.post(`/webhooks/${id}/test`);
      const [there] = await elsewhere.webhooks('/cred-oauth', signing_secret, 1);
      expect(there.headers.authorization).toBe('Bearer token-from-elsewhere');
      expect(Object.fromEntries(new URLSearchParams(elsewhere.at('/cred-token')[0].body))).toEqual({
        grant_type: 'client_credentials',
        client_id: 'client-2',
        client_secret: 'their-secret',
      });
      expect(carrying(elsewhere, secret)).toEqual([]);
      expect(carrying(elsewhere, 'token-from-home')).toEqual([]);
      await team.api.delete(`/webhooks/${id}`);
    });
  });
});
