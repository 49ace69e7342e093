import { EmailDetailEventView, EmailEventView } from '@mailroom/contracts';
import { DnsTestServer, SmtpSink } from '@mailroom/testing';
import { verifiedSendingDomain } from './support/dns-records';
import { createKey, createTeam, TestTeam } from './support/factories';
import { eventsOnceThere, listEvents } from './support/events';
import { ApiClient } from './support/http-client';
import { startStandalone, Standalone } from './support/standalone';

const SANDBOX_DOMAIN = 'sandbox.mailroom.test';
const UNKNOWN = 'nobody@events.example.net';

// SPEC: POST /emails produces an injection event per recipient; delivery and bounce events follow under the
// same request_id. Mail goes through a relay to a loopback SMTP server that refuses UNKNOWN.
describe('GET /emails/events and GET /emails/{requestId} (standalone, relay provider)', () => {
  let app: Standalone;
  let dns: DnsTestServer;
  let team: TestTeam;
  const sink = new SmtpSink();
  const domain = 'events.example.test';
  let requestId: string;

  const send = async (api: ApiClient, body: Record<string, unknown>): Promise<string> => {
    const response = await api.post('/emails', {
      from: `news@${domain}`,
      subject: 'Hello',
      text: 'Hi',
      ...body,
    });
    if (response.status !== 200) throw new Error(`send: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data.request_id as string;
  };

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    const relayPort = await sink.start();
    sink.answerFor.set(UNKNOWN, 'reject');
    app = await startStandalone({
      DNS_SERVERS: dns.address,
      SANDBOX_DOMAIN,
      DELIVERY_MODE: 'relay',
      RELAY_URL: `smtp://127.0.0.1:${relayPort}`,
    });
    team = await createTeam(app.admin);
    await verifiedSendingDomain(team.api, dns, domain);
    requestId = await send(team.api, {
      from: `News <news@${domain}>`,
      to: ['Reader@Example.net', UNKNOWN],
      metadata: { campaign: 'welcome' },
    });
    await eventsOnceThere(team.api, `?transmissions=${requestId}&events=delivery,bounce`, 2);
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
    await sink.stop();
    await dns?.stop();
  });

  it('lists the injection of every recipient and what became of each, newest first', async () => {
    const page = await listEvents(team.api);
    expect(page.total_count).toBe(4);
    expect(page.pagination).toEqual({ next_cursor: null, per_page: 25 });
    const times = page.data.map((event) => Date.parse(event.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.data.map((event) => [event.type, event.raw_rcpt_to]).sort()).toEqual([
      ['bounce', UNKNOWN],
      ['delivery', 'Reader@example.net'],
      ['injection', 'Reader@example.net'],
      ['injection', UNKNOWN],
    ]);

    const byType = (type: string): EmailEventView => page.data.find((event) => event.type === type)!;
    expect(byType('delivery')).toEqual({
      event_id: expect.any(String),
      type: 'delivery',
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      request_id: requestId,
      rcpt_to: 'Reader@example.net',
      raw_rcpt_to: 'Reader@example.net',
      recipient_domain: 'example.net',
      mailbox_provider: expect.any(String),
      mailbox_provider_region: expect.any(String),
      subject: 'Hello',
      friendly_from: `news@${domain}`,
      queue_time: expect.any(Number),
    });
    expect(byType('bounce')).toMatchObject({
      request_id: requestId,
      rcpt_to: UNKNOWN,
      bounce_class: 10,
      error_code: expect.stringMatching(/^5\d\d$/),
      reason: expect.any(String),
    });
    expect(byType('injection')).not.toHaveProperty('queue_time');
    expect(byType('injection')).not.toHaveProperty('bounce_class');

    // The window used: the last 10 days up to now.
    expect(Date.parse(page.to) - Date.parse(page.from)).toBe(10 * 86_400_000);
  });

  it('filters by events, recipients, transmissions and bounce_classes, and counts what matches', async () => {
    const other = await send(team.api, { to: ['second@example.net'] });
    await eventsOnceThere(team.api, `?transmissions=${other}&events=delivery`, 1);

    const delivered = await listEvents(team.api, '?events=delivery');
    expect(delivered.total_count).toBe(2);
    expect(delivered.data.map((event) => event.request_id)).toEqual([other, requestId]);

    const reader = await listEvents(
      team.api,
      `?recipients=${encodeURIComponent('READER@example.net, nobody@x.test')}`,
    );
    expect(reader.data.map((event) => event.type)).toEqual(['delivery', 'injection']);

    const first = await listEvents(team.api, `?transmissions=${requestId}`);
    expect(first.total_count).toBe(4);
    expect((await listEvents(team.api, `?transmissions=${requestId},${other}`)).total_count).toBe(6);

    const bounced = await listEvents(team.api, '?bounce_classes=10,21');
    expect(bounced.data.map((event) => [event.type, event.rcpt_to])).toEqual([['bounce', UNKNOWN]]);
    expect((await listEvents(team.api, '?bounce_classes=50')).total_count).toBe(0);
    expect((await listEvents(team.api, '?events=delivery&events=bounce')).total_count).toBe(3);
  });

  it('pages with per_page and next_cursor until next_cursor is null', async () => {
    const total = (await listEvents(team.api)).total_count;
    const seen: string[] = [];
    let query = '?per_page=2';
    for (let pages = 0; pages < 10; pages++) {
      const page = await listEvents(team.api, query);
      expect(page.total_count).toBe(total);
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((event) => event.event_id));
      if (page.pagination.next_cursor === null) break;
      query = `?per_page=2&cursor=${encodeURIComponent(page.pagination.next_cursor)}`;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('takes from and to as a window, moving an early from to the retention window', async () => {
    const all = (await listEvents(team.api)).data;
    const newest = all[0];
    const before = await listEvents(team.api, `?to=${encodeURIComponent(newest.timestamp)}`);
    expect(before.data.map((event) => event.event_id)).not.toContain(newest.event_id);
    expect(before.to).toBe(newest.timestamp);
    const since = await listEvents(team.api, `?from=${encodeURIComponent(newest.timestamp)}`);
    expect(since.data.map((event) => event.event_id)).toContain(newest.event_id);

    // Past the millisecond: events are kept to the microsecond, and digits past it round up. An event of
    // the millisecond T (T.000 to T.999999) is before T+0.999999999 and not after it.
    const digits = newest.timestamp.replace('Z', '999999Z');
    const beforeDigits = await listEvents(team.api, `?to=${encodeURIComponent(digits)}`);
    expect(beforeDigits.data.map((event) => event.event_id)).toContain(newest.event_id);
    const afterDigits = await listEvents(team.api, `?from=${encodeURIComponent(digits)}`);
    expect(afterDigits.data.map((event) => event.event_id)).not.toContain(newest.event_id);
    const nextMilli = new Date(Date.parse(newest.timestamp) + 1).toISOString();
    expect([beforeDigits.to, afterDigits.from]).toEqual([nextMilli, nextMilli]);
    const micros = await listEvents(
      team.api,
      `?to=${encodeURIComponent(newest.timestamp.replace('Z', '999Z'))}`,
    );
    expect(micros.to).toBe(newest.timestamp.replace('Z', '999Z'));

    const early = await listEvents(team.api, '?from=2020-01-01T00:00:00Z');
    expect(Date.parse(early.from)).toBeGreaterThan(Date.now() - 10 * 86_400_000 - 60_000);
    expect(early.total_count).toBe(all.length);
  });

  it('answers a window that ended before the retention window as empty, its from and to both at the retention start', async () => {
    const retentionStart = Date.now() - 10 * 86_400_000;
    const response = await team.api.get('/emails/events?from=2020-01-01T00:00:00Z&to=2020-01-02T00:00:00Z');

    expect(response.status).toBe(200);
    const page = response.body.data.events;
    expect(page).toMatchObject({ data: [], total_count: 0, pagination: { next_cursor: null } });
    // The window used is empty, and says so: it does not run backwards.
    expect(page.to).toBe(page.from);
    expect(Date.parse(page.from)).toBeGreaterThan(retentionStart - 60_000);
    expect(Date.parse(page.from)).toBeLessThanOrEqual(retentionStart + 60_000);
  });

  it('refuses bad filters with 422 validation_error naming each field', async () => {
    const cases: [string, string[]][] = [
      ['?events=delivery,opened', ['events']],
      ['?recipients=not-an-address', ['recipients']],
      ['?bounce_classes=10,soft', ['bounce_classes']],
      ['?bounce_classes=0', ['bounce_classes']],
      ['?per_page=0', ['per_page']],
      ['?per_page=101', ['per_page']],
      ['?transmissions=a%20b', ['transmissions']],
      ['?cursor=nope', ['cursor']],
      ['?from=yesterday', ['from']],
      ['?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z', ['to']],
      ['?from=2026-01-01T00:00:00.0002Z&to=2026-01-01T00:00:00.0001Z', ['to']],
      ['?type=delivery', ['type']],
      // Empty filters would match nothing; other spellings of an integer would be read as another one.
      ['?events=', ['events']],
      ['?recipients=,', ['recipients']],
      ['?transmissions=', ['transmissions']],
      ['?bounce_classes=', ['bounce_classes']],
      ['?per_page=0x2', ['per_page']],
      ['?per_page=1e1', ['per_page']],
      ['?per_page=%202', ['per_page']],
    ];
    for (const [query, fields] of cases) {
      const response = await team.api.get(`/emails/events${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 422 });
      expect(response.body.error_code).toBe('validation_error');
      expect(Object.keys(response.body.errors)).toEqual(fields);
    }
    const foreign = (await listEvents(team.api, '?per_page=1')).pagination.next_cursor!;
    const other = await createTeam(app.admin);
    expect((await other.api.get(`/emails/events?cursor=${encodeURIComponent(foreign)}`)).status).toBe(422);
  });

  it("shows a transmission's events oldest first in GET /emails/{requestId}", async () => {
    const response = await team.api.get(`/emails/${requestId}`);
    expect(response.status).toBe(200);
    const { results, total_count } = response.body.data as {
      results: EmailDetailEventView[];
      total_count: number;
    };
    expect(total_count).toBe(4);
    expect(results.map((event) => event.type).slice(0, 2)).toEqual(['injection', 'injection']);
    const delivery = results.find((event) => event.type === 'delivery')!;
    expect(delivery).toMatchObject({
      request_id: requestId,
      message_id: expect.any(String),
      subject: 'Hello',
      friendly_from: `news@${domain}`,
      sending_domain: domain,
      rcpt_to: 'Reader@example.net',
      // The local address of the connection to the capture server on loopback.
      sending_ip: '127.0.0.1',
      click_tracking: false,
      open_tracking: false,
      transactional: true,
      msg_size: expect.any(Number),
      injection_time: expect.any(String),
      reason: null,
      raw_reason: null,
      error_code: null,
      rcpt_meta: { campaign: 'welcome' },
    });
    const injection = results.find(
      (event) => event.type === 'injection' && event.rcpt_to === 'Reader@example.net',
    );
    expect(injection?.message_id).toBe(delivery.message_id);
    expect(results.find((event) => event.type === 'bounce')).toMatchObject({
      rcpt_to: UNKNOWN,
      bounce_class: 10,
      error_code: expect.stringMatching(/^5/),
      raw_reason: expect.any(String),
    });
  });

  it("answers 404 not_found for an unknown request_id and for another team's", async () => {
    const other = await createTeam(app.admin);
    for (const [api, id] of [
      [team.api, '01900000-0000-7000-8000-000000000000'],
      [team.api, 'sch_1'],
      [other.api, requestId],
    ] as const) {
      const response = await api.get(`/emails/${id}`);
      expect({ id, status: response.status }).toEqual({ id, status: 404 });
      expect(response.body).toEqual({ message: 'Email not found.', error_code: 'not_found' });
    }
    expect((await other.api.get('/emails/events')).body.data.events.total_count).toBe(0);
  });

  it('shows a sandbox key only the sandbox events addressed to its owner, and live keys none of them', async () => {
    const sandbox = team.api.withToken(
      await createKey(app.admin, team.id, { permission: 'full_access', type: 'sandbox' }),
    );
    const sandboxId = await send(sandbox, {
      from: 'tester@anything.example.test',
      to: ['customer@example.net'],
    });
    const seen = await eventsOnceThere(sandbox, '?events=delivery', 1);
    expect(seen.data[0]).toMatchObject({
      request_id: sandboxId,
      rcpt_to: team.ownerEmail,
      raw_rcpt_to: 'customer@example.net',
      friendly_from: `tester@${SANDBOX_DOMAIN}`,
    });
    expect((await listEvents(sandbox)).data.every((event) => event.request_id === sandboxId)).toBe(true);
    expect((await sandbox.get(`/emails/${sandboxId}`)).status).toBe(200);
    expect((await sandbox.get(`/emails/${requestId}`)).status).toBe(404);

    const live = await listEvents(team.api, '?per_page=100');
    expect(live.data.map((event) => event.request_id)).not.toContain(sandboxId);
    expect((await team.api.get(`/emails/${sandboxId}`)).status).toBe(404);

    // Another member's sandbox key: its owner was not addressed.
    const member = await app.admin.post(`/admin/teams/${team.id}/users`, { email: 'member@example.test' });
    const memberSandbox = team.api.withToken(
      await createKey(app.admin, team.id, {
        permission: 'full_access',
        type: 'sandbox',
        user_id: member.body.data.id,
      }),
    );
    expect((await listEvents(memberSandbox)).total_count).toBe(0);
    expect((await memberSandbox.get(`/emails/${sandboxId}`)).status).toBe(404);
  });
});
