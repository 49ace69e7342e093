import { ScheduledEmailView } from '@mailroom/contracts';
import { DnsTestServer, SmtpSink } from '@mailroom/testing';
import { verifiedSendingDomain } from './support/dns-records';
import { createKey, createTeam, TestTeam } from './support/factories';
import { ApiClient, ApiResponse } from './support/http-client';
import { capturedFor, verpAddressOn, waitForCapturedMail } from './support/mail';
import { waitFor } from './support/processes';
import { startStandalone, Standalone } from './support/standalone';

const SANDBOX_DOMAIN = 'sandbox.mailroom.test';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const inMs = (ms: number): string => new Date(Date.now() + ms).toISOString();

describe('scheduled emails through the gateway (standalone, capture provider)', () => {
  let app: Standalone;
  let dns: DnsTestServer;
  let team: TestTeam;
  const domain = 'later.example.test';

  const schedule = (
    api: ApiClient,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<
    ApiResponse<{ data: ScheduledEmailView; error_code?: string; errors?: Record<string, string[]> }>
  > =>
    api.post(
      '/emails/scheduled',
      { from: `news@${domain}`, subject: 'Later', text: 'Hello', ...body },
      headers,
    );

  const scheduled = async (api: ApiClient, body: Record<string, unknown>): Promise<ScheduledEmailView> => {
    const response = await schedule(api, body);
    if (response.status !== 201)
      throw new Error(`schedule: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  };

  const details = async (api: ApiClient, id: string): Promise<ApiResponse> =>
    api.get(`/emails/scheduled/${id}`);

  const waitForState = (api: ApiClient, id: string, state: string, timeoutMs = 15_000) =>
    waitFor(
      `scheduled email ${id} to be ${state}`,
      async () => {
        const response = await details(api, id);
        return response.body.data?.state === state ? (response.body.data as ScheduledEmailView) : undefined;
      },
      timeoutMs,
    );

  // When the capture server received the mail(s) addressed to a recipient.
  const receivedAt = async (recipient: string): Promise<number[]> => {
    const response = await app.admin.get('/admin/capture/messages?limit=1000');
    return (response.body.data.messages as { rcpt_to: string[]; received_at: string }[])
      .filter((message) => message.rcpt_to.includes(recipient))
      .map((message) => Date.parse(message.received_at));
  };

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    app = await startStandalone({ DNS_SERVERS: dns.address, SANDBOX_DOMAIN });
    team = await createTeam(app.admin);
    await verifiedSendingDomain(team.api, dns, domain);
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
    await dns?.stop();
  });

  describe('an email scheduled 2 s ahead', () => {
    let email: ScheduledEmailView;

    it('is answered 201 as a scheduled email and arrives after its time, not before', async () => {
      const at = inMs(2000);
      const response = await schedule(team.api, {
        from: `Later Team <news@${domain}>`,
        to: ['timely@example.net'],
        cc: ['timely-cc@example.net'],
        subject: 'Due at {{when}}',
        substitution_data: { when: 'two seconds' },
        scheduled_at: at,
      });
      expect(response.status).toBe(201);
      email = response.body.data;
      expect(response.body).toEqual({
        message: expect.any(String),
        data: {
          request_id: expect.stringMatching(/^sch_[0-9a-f]{32}$/),
          transmission_id: null,
          state: 'scheduled',
          scheduled_at: at,
          from: `Later Team <news@${domain}>`,
          subject: 'Due at two seconds',
          to: ['timely@example.net'],
          cc: ['timely-cc@example.net'],
          bcc: [],
          template_slug: null,
          created_at: expect.any(String),
          updated_at: expect.any(String),
          sent_at: null,
          cancelled_at: null,
          failure_reason: null,
        },
      });
      expect(await capturedFor(app.admin, 'timely@example.net')).toBe(0);

      const [mail] = await waitForCapturedMail(app.admin, 'timely@example.net');
      expect(mail.parsed.subject).toBe('Due at two seconds');
      const [arrived] = await receivedAt('timely@example.net');
      expect(arrived).toBeGreaterThanOrEqual(Date.parse(at));
    });

    it('then shows sent, with the transmission that GET /emails lists', async () => {
      const sent = await waitForState(team.api, email.request_id, 'sent');
      expect(sent).toMatchObject({
        request_id: email.request_id,
        state: 'sent',
        transmission_id: expect.any(String),
        sent_at: expect.any(String),
        cancelled_at: null,
      });
      const list = await team.api.get('/emails?per_page=100');
      const listed = (list.body.data.emails as { request_id: string; subject: string }[]).find(
        (sentEmail) => sentEmail.request_id === sent.transmission_id,
      );
      expect(listed).toMatchObject({ subject: 'Due at two seconds' });
    });

    it('is found by the bare transmission id too', async () => {
      const sent = (await details(team.api, email.request_id)).body.data as ScheduledEmailView;
      const byTransmission = await details(team.api, sent.transmission_id!);
      expect(byTransmission.status).toBe(200);
      expect(byTransmission.body.data).toEqual(sent);
    });

    it('can no longer be cancelled: 409 schedule_cancellation_failed, by either id', async () => {
      const sent = (await details(team.api, email.request_id)).body.data as ScheduledEmailView;
      for (const id of [sent.request_id, sent.transmission_id!]) {
        const refused = await team.api.delete(`/emails/scheduled/${id}`);
        expect(refused.status).toBe(409);
        expect(refused.body).toEqual({
          message: expect.any(String),
          error_code: 'schedule_cancellation_failed',
        });
      }
      expect((await details(team.api, email.request_id)).body.data.state).toBe('sent');
      expect(await capturedFor(app.admin, 'timely@example.net')).toBe(1);
    });
  });

  it('cancels an email before it is due: 200 cancelled, and nothing arrives after its time', async () => {
    const at = inMs(1500);
    const email = await scheduled(team.api, { to: ['never@example.net'], scheduled_at: at });
    // Due at the same time and not cancelled: once it has arrived, the cancelled one would have too.
    await scheduled(team.api, { to: ['same-time@example.net'], scheduled_at: at });
    const cancelled = await team.api.delete(`/emails/scheduled/${email.request_id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({
      message: expect.any(String),
      data: {
        ...email,
        state: 'cancelled',
        cancelled_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });

    await waitForCapturedMail(app.admin, 'same-time@example.net');
    expect(await capturedFor(app.admin, 'never@example.net')).toBe(0);
    expect((await details(team.api, email.request_id)).body.data).toMatchObject({
      state: 'cancelled',
      transmission_id: null,
    });
    const again = await team.api.delete(`/emails/scheduled/${email.request_id}`);
    expect(again.status).toBe(409);
    expect(again.body.error_code).toBe('schedule_cancellation_failed');
  });

  describe('the checks of POST /emails, made at scheduling time', () => {
    const later = (): string => inMs(60_000);

    it.each([
      ['no recipients', { to: [] }, ['to']],
      ['an invalid recipient', { to: ['not-an-address'] }, ['to.0']],
      ['invalid template syntax in html', { to: ['x@example.net'], html: '{{#if}}' }, ['html']],
      ['no scheduled_at', { to: ['x@example.net'], scheduled_at: undefined }, ['scheduled_at']],
      ['a malformed scheduled_at', { to: ['x@example.net'], scheduled_at: 'next week' }, ['scheduled_at']],
      [
        'a scheduled_at in the past',
        { to: ['x@example.net'], scheduled_at: inMs(-60_000) },
        ['scheduled_at'],
      ],
      [
        'a scheduled_at more than 30 days ahead',
        { to: ['x@example.net'], scheduled_at: inMs(31 * 24 * 3600_000) },
        ['scheduled_at'],
      ],
    ])('refuses %s with 422 validation_error', async (_, change, fields) => {
      const response = await schedule(team.api, { scheduled_at: later(), ...change });
      expect(response.status).toBe(422);
      expect(response.body.error_code).toBe('validation_error');
      expect(Object.keys(response.body.errors ?? {}).sort()).toEqual([...fields].sort());
    });

    it('refuses a from without a domain (400 invalid_domain) and one the team cannot send from (400 unconfigured_domain)', async () => {
      const base = { to: ['x@example.net'], scheduled_at: later() };
      const invalid = await schedule(team.api, { ...base, from: 'nobody' });
      expect(invalid.status).toBe(400);
      expect(invalid.body.error_code).toBe('invalid_domain');
      const unconfigured = await schedule(team.api, { ...base, from: 'a@elsewhere.example.test' });
      expect(unconfigured.status).toBe(400);
      expect(unconfigured.body.error_code).toBe('unconfigured_domain');
    });

    it('refuses an unknown template with 404 template_not_found, and schedules a known one', async () => {
      const base = {
        to: ['templated@example.net'],
        scheduled_at: later(),
        subject: undefined,
        text: undefined,
      };
      const unknown = await schedule(team.api, { ...base, template_slug: 'nope' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error_code).toBe('template_not_found');

      await team.api.post('/templates', { name: 'Reminder', subject: 'Reminder for {{name}}', text: 'Hi' });
      const known = await schedule(team.api, {
        ...base,
        template_slug: 'reminder',
        substitution_data: { name: 'Ann' },
      });
      expect(known.status).toBe(201);
      expect(known.body.data).toMatchObject({ template_slug: 'reminder', subject: 'Reminder for Ann' });
    });

    it('stores nothing that was refused', async () => {
      const before = (await team.api.get('/emails/scheduled?per_page=100')).body.data.pagination.total;
      await schedule(team.api, { to: ['x@example.net'], from: 'nobody', scheduled_at: later() });
      await schedule(team.api, { to: [], scheduled_at: later() });
      expect((await team.api.get('/emails/scheduled?per_page=100')).body.data.pagination.total).toBe(before);
    });
  });

  describe('Idempotency-Key', () => {
    it('answers the original scheduled email to the same payload, and 409 to another payload', async () => {
      const body = { to: ['idem@example.net'], scheduled_at: inMs(120_000) };
      const first = await schedule(team.api, body, { 'Idempotency-Key': 'remind-42' });
      expect(first.status).toBe(201);
      expect(first.headers.get('idempotency-replayed')).toBeNull();

      const again = await schedule(team.api, body, { 'Idempotency-Key': 'remind-42' });
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotency-replayed')).toBe('true');
      expect(again.body.data).toEqual(first.body.data);

      const other = await schedule(
        team.api,
        { ...body, subject: 'Other' },
        { 'Idempotency-Key': 'remind-42' },
      );
      expect(other.status).toBe(409);
      expect(other.body.error_code).toBe('idempotency_conflict');

      const listed = (await team.api.get('/emails/scheduled?per_page=100')).body.data
        .scheduled_emails as ScheduledEmailView[];
      expect(listed.filter((email) => email.to.includes('idem@example.net'))).toHaveLength(1);
    });

    it('replays the original to a retry writing scheduled_at another way for the same moment, and answers 409 to another moment', async () => {
      const moment = new Date(Math.ceil(Date.now() / 1000) * 1000 + 3600_000);
      const key = { 'Idempotency-Key': 'remind-43' };
      const body = { to: ['instant@example.net'] };
      const first = await schedule(
        team.api,
        { ...body, scheduled_at: moment.toISOString().replace('.000Z', 'Z') },
        key,
      );
      expect(first.status).toBe(201);
      expect(first.body.data.scheduled_at).toBe(moment.toISOString());

      const anHourAhead = new Date(moment.getTime() + 3600_000).toISOString();
      for (const scheduledAt of [moment.toISOString(), anHourAhead.replace('.000Z', '+01:00')]) {
        const again = await schedule(team.api, { ...body, scheduled_at: scheduledAt }, key);
        expect({
          scheduledAt,
          status: again.status,
          replayed: again.headers.get('idempotency-replayed'),
        }).toEqual({ scheduledAt, status: 201, replayed: 'true' });
        expect(again.body.data).toEqual(first.body.data);
      }

      const other = await schedule(
        team.api,
        { ...body, scheduled_at: new Date(moment.getTime() + 1).toISOString() },
        key,
      );
      expect(other.status).toBe(409);
      expect(other.body.error_code).toBe('idempotency_conflict');

      const listed = (await team.api.get('/emails/scheduled?per_page=100')).body.data
        .scheduled_emails as ScheduledEmailView[];
      expect(listed.filter((email) => email.to.includes('instant@example.net'))).toHaveLength(1);
    });

    it('refuses a malformed key with 422', async () => {
      const response = await schedule(
        team.api,
        { to: ['x@example.net'], scheduled_at: inMs(60_000) },
        { 'Idempotency-Key': 'has space' },
      );
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors ?? {})).toEqual(['Idempotency-Key']);
    });
  });

  it('lists scheduled emails newest scheduled_at first, by page, filtered by state', async () => {
    const other = await createTeam(app.admin);
    await verifiedSendingDomain(other.api, dns, 'list.later.example.test');
    const from = 'news@list.later.example.test';
    const emails: ScheduledEmailView[] = [];
    for (const minutes of [30, 10, 20]) {
      emails.push(
        await scheduled(other.api, { from, to: ['l@example.net'], scheduled_at: inMs(minutes * 60_000) }),
      );
    }
    expect((await other.api.delete(`/emails/scheduled/${emails[1].request_id}`)).status).toBe(200);

    const firstPage = await other.api.get('/emails/scheduled?per_page=2');
    expect(firstPage.status).toBe(200);
    expect(firstPage.body.data.pagination).toEqual({ total: 3, per_page: 2, current_page: 1, last_page: 2 });
    const secondPage = await other.api.get('/emails/scheduled?per_page=2&page=2');
    const ids = [...firstPage.body.data.scheduled_emails, ...secondPage.body.data.scheduled_emails].map(
      (email: ScheduledEmailView) => email.request_id,
    );
    expect(ids).toEqual([emails[0], emails[2], emails[1]].map((email) => email.request_id));

    const cancelled = await other.api.get('/emails/scheduled?state=cancelled');
    expect(cancelled.body.data.scheduled_emails.map((email: ScheduledEmailView) => email.request_id)).toEqual(
      [emails[1].request_id],
    );
    expect(cancelled.body.data.pagination).toEqual({ total: 1, per_page: 25, current_page: 1, last_page: 1 });

    for (const query of ['state=later', 'page=0', 'page=10001', 'per_page=101']) {
      const refused = await other.api.get(`/emails/scheduled?${query}`);
      expect(refused.status).toBe(422);
      expect(refused.body.error_code).toBe('validation_error');
    }
  });

  it("answers another team's scheduled email like a missing one: 404", async () => {
    const email = await scheduled(team.api, { to: ['private@example.net'], scheduled_at: inMs(600_000) });
    const other = await createTeam(app.admin);
    for (const response of [
      await details(other.api, email.request_id),
      await other.api.delete(`/emails/scheduled/${email.request_id}`),
      await details(team.api, 'sch_00000000000000000000000000000000'),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.error_code).toBe('not_found');
    }
    expect((await details(team.api, email.request_id)).body.data.state).toBe('scheduled');
  });

  it('needs emails:send to schedule or cancel and emails:read to read', async () => {
    const readOnly = team.api.withToken(
      await createKey(app.admin, team.id, { permission: 'read_only', type: 'live' }),
    );
    const email = await scheduled(team.api, { to: ['scoped@example.net'], scheduled_at: inMs(600_000) });
    const refused = await schedule(readOnly, { to: ['scoped@example.net'], scheduled_at: inMs(600_000) });
    expect(refused.status).toBe(403);
    expect(refused.body.error_code).toBe('insufficient_scope');
    expect((await readOnly.delete(`/emails/scheduled/${email.request_id}`)).body.error_code).toBe(
      'insufficient_scope',
    );
    expect((await details(readOnly, email.request_id)).status).toBe(200);
    expect((await readOnly.get('/emails/scheduled')).status).toBe(200);
  });

  describe('sandbox keys', () => {
    it('may schedule, read and cancel what is addressed to their owner, and may not list', async () => {
      const sandbox = team.api.withToken(
        await createKey(app.admin, team.id, { permission: 'full_access', type: 'sandbox' }),
      );
      const own = await schedule(sandbox, {
        from: 'tester@anything.example.test',
        to: ['customer@example.net'],
        scheduled_at: inMs(600_000),
      });
      expect(own.status).toBe(201);
      expect(own.body.data.to).toEqual(['customer@example.net']);

      const list = await sandbox.get('/emails/scheduled');
      expect(list.status).toBe(403);
      expect(list.body.error_code).toBe('sandbox_restricted');

      expect((await details(sandbox, own.body.data.request_id)).status).toBe(200);
      // A live email of the team that names the owner is addressed to them; one that does not, is not.
      const toOwner = await scheduled(team.api, { to: [team.ownerEmail], scheduled_at: inMs(600_000) });
      const toOthers = await scheduled(team.api, {
        to: ['someone@example.net'],
        scheduled_at: inMs(600_000),
      });
      expect((await details(sandbox, toOwner.request_id)).status).toBe(200);
      expect((await details(sandbox, toOthers.request_id)).status).toBe(404);
      expect((await sandbox.delete(`/emails/scheduled/${toOthers.request_id}`)).status).toBe(404);

      // Another member's sandbox key: its owner is no recipient of the first key's email.
      const member = await app.admin.post(`/admin/teams/${team.id}/users`, { email: 'member@example.test' });
      const memberSandbox = team.api.withToken(
        await createKey(app.admin, team.id, {
          permission: 'full_access',
          type: 'sandbox',
          user_id: member.body.data.id,
        }),
      );
      expect((await details(memberSandbox, own.body.data.request_id)).status).toBe(404);
      const foreignCancel = await memberSandbox.delete(`/emails/scheduled/${own.body.data.request_id}`);
      expect(foreignCancel.status).toBe(404);
      expect(foreignCancel.body.error_code).toBe('not_found');

      const cancelled = await sandbox.delete(`/emails/scheduled/${own.body.data.request_id}`);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data.state).toBe('cancelled');
      // Live keys never see sandbox traffic.
      expect((await details(team.api, own.body.data.request_id)).status).toBe(404);
    });

    it('delivers a sandbox email to the owner when it is due', async () => {
      const sandbox = team.api.withToken(
        await createKey(app.admin, team.id, { permission: 'full_access', type: 'sandbox' }),
      );
      const email = await scheduled(sandbox, {
        from: 'tester@anything.example.test',
        to: ['customer@example.net'],
        subject: 'Sandbox later',
        scheduled_at: inMs(1000),
      });
      const arrived = await waitForCapturedMail(app.admin, team.ownerEmail);
      expect(arrived.map((mail) => mail.parsed.subject)).toContain('Sandbox later');
      const later = arrived.find((mail) => mail.parsed.subject === 'Sandbox later')!;
      expect(later.envelope.mail_from).toMatch(verpAddressOn('bounces.localhost'));
      expect(later.parsed.from?.value[0].address).toBe(`tester@${SANDBOX_DOMAIN}`);
      // Sandbox keys may make 10 requests a minute: a few slow looks.
      let state = '';
      for (let look = 0; look < 5 && state !== 'sent'; look++) {
        if (look > 0) await sleep(1000);
        state = (await details(sandbox, email.request_id)).body.data.state as string;
      }
      expect(state).toBe('sent');
    });
  });
});

// A relay to a receiving SMTP server of the test's own: unlike the capture provider's memory, it keeps what
// arrived across restarts of standalone.
describe('scheduled emails across restarts (standalone, relay to an SMTP sink)', () => {
  let app: Standalone;
  let dns: DnsTestServer;
  let sink: SmtpSink;
  let team: TestTeam;
  const domain = 'restart.example.test';

  const arrivals = (recipient: string): number =>
    sink.messages.filter((message) => message.rcptTo.includes(recipient)).length;

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    sink = new SmtpSink();
    const sinkPort = await sink.start();
    app = await startStandalone({
      DNS_SERVERS: dns.address,
      DELIVERY_MODE: 'relay',
      RELAY_URL: `smtp://127.0.0.1:${sinkPort}`,
      // A process killed mid-send gives its claims back after these.
      SCHEDULER_LEASE_SECONDS: '3',
      DELIVERY_CLAIM_LEASE_SECONDS: '3',
      SCHEDULER_SEND_TIMEOUT_MS: '2000',
    });
    team = await createTeam(app.admin);
    await verifiedSendingDomain(team.api, dns, domain);
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
    await sink?.stop();
    await dns?.stop();
  });

  // Emails falling due before, during and after the restart: each is sent once and shows sent; each arrives
  // once after a graceful restart.
  it.each([
    ['a graceful restart (SIGTERM)', 'SIGTERM' as const],
    ['a crash (SIGKILL)', 'SIGKILL' as const],
  ])(
    'hands each email that came due around %s to sending exactly once',
    async (label, signal) => {
      const offsets = [200, 600, 1000, 1500, 2000, 3000, 4500];
      const emails: { id: string; recipient: string }[] = [];
      for (const [index, offset] of offsets.entries()) {
        const recipient = `${signal.toLowerCase()}-${index}@example.net`;
        const response = await team.api.post('/emails/scheduled', {
          from: `news@${domain}`,
          to: [recipient],
          subject: `Around ${label}`,
          text: 'Hello',
          scheduled_at: inMs(offset),
        });
        expect(response.status).toBe(201);
        emails.push({ id: response.body.data.request_id as string, recipient });
      }

      await app.restart(signal);

      for (const { id } of emails) {
        await waitFor(
          `${id} to be sent`,
          async () =>
            (await team.api.get(`/emails/scheduled/${id}`)).body.data?.state === 'sent' ? true : undefined,
          30_000,
        );
      }
      await waitFor('every email at the sink', async () =>
        emails.every(({ recipient }) => arrivals(recipient) >= 1) ? true : undefined,
      );
      // Once sending has recorded each delivery, nothing can deliver it again.
      const transmissions = await Promise.all(
        emails.map(
          async ({ id }) =>
            (await team.api.get(`/emails/scheduled/${id}`)).body.data.transmission_id as string,
        ),
      );
      await waitFor(
        'every delivery to be recorded',
        async () => {
          const listed = (await team.api.get('/emails?per_page=100')).body.data.emails as {
            request_id: string;
            last_event: string;
          }[];
          const delivered = new Set(
            listed.filter((sent) => sent.last_event === 'delivery').map((sent) => sent.request_id),
          );
          return transmissions.every((id) => delivered.has(id)) ? true : undefined;
        },
        30_000,
      );
      const counts = emails.map(({ recipient }) => arrivals(recipient));
      if (signal === 'SIGTERM') expect(counts).toEqual(offsets.map(() => 1));
      // A kill between a receiving server's 250 and the commit of that outcome leaves the message to be
      // delivered again (at least once, never lost): each email was handed to sending once, and a message
      // arrives twice at most.
      else expect(counts.every((count) => count === 1 || count === 2)).toBe(true);
    },
    120_000,
  );
});
