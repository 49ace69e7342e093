import { Client } from 'pg';
import { DnsTestServer, SmtpSink } from '@mailroom/testing';
import { verifiedSendingDomain } from './support/dns-records';
import { createKey, createTeam, TestTeam } from './support/factories';
import { eventsOnceThere } from './support/events';
import { ApiResponse } from './support/http-client';
import { freePort, waitFor } from './support/processes';
import { startStandalone, Standalone } from './support/standalone';
import { connectStandaloneDatabase } from './support/standalone-database';

const SANDBOX_DOMAIN = 'sandbox.mailroom.test';
const UNKNOWN = 'nobody@bounce.example.net';

// API.md, Emails: recipients on the team's suppression list are refused at injection and counted in
// `rejected`. Mail goes through a relay to a loopback SMTP server that does not know UNKNOWN.
describe('suppression list (standalone, relay provider)', () => {
  let app: Standalone;
  let dns: DnsTestServer;
  let db: Client;
  const sink = new SmtpSink();

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    const relayPort = await sink.start();
    sink.answerFor.set(UNKNOWN, 'reject');
    const pgPort = await freePort();
    app = await startStandalone({
      DNS_SERVERS: dns.address,
      SANDBOX_DOMAIN,
      DELIVERY_MODE: 'relay',
      RELAY_URL: `smtp://127.0.0.1:${relayPort}`,
      EMBEDDED_PG_PORT: String(pgPort),
    });
    db = await connectStandaloneDatabase(app, pgPort);
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await app?.stop();
    await sink.stop();
    await dns?.stop();
  });

  type Send = (body: object) => Promise<ApiResponse>;

  async function sender(options: { plan?: string } = {}): Promise<{ team: TestTeam; send: Send }> {
    const team = await createTeam(app.admin, options);
    const domain = `t${team.id}.suppress.example.test`;
    await verifiedSendingDomain(team.api, dns, domain);
    const send: Send = (body) =>
      team.api.post('/emails', { from: `hello@${domain}`, subject: 'Hello', text: 'Hello', ...body });
    return { team, send };
  }

  const attemptsFor = (address: string): number =>
    sink.recipientLog.filter((rcpt) => rcpt === address).length;
  const deliveredTo = (address: string): number =>
    sink.messages.filter((message) => message.rcptTo.includes(address)).length;

  // The events of a request, as GET /emails/events shows them once `count` of them were stored.
  async function eventsOf(
    team: TestTeam,
    requestId: string,
    count: number,
  ): Promise<{ subject: string; rcpt_to: string; reason: string | null }[]> {
    const page = await eventsOnceThere(team.api, `?transmissions=${requestId}`, count);
    return page.data
      .map((event) => ({
        subject: `email.event.${event.type}`,
        rcpt_to: event.rcpt_to,
        reason: event.reason ?? null,
      }))
      .sort((a, b) => a.subject.localeCompare(b.subject) || a.rcpt_to.localeCompare(b.rcpt_to));
  }

  async function suppress(teamId: number, address: string, reason: string, sandbox = false): Promise<void> {
    await db.query(
      `INSERT INTO "sending"."suppression" (team_id, address, reason, source, sandbox) VALUES ($1, $2, $3, 'manual', $4)`,
      [teamId, address, reason, sandbox],
    );
  }

  it('suppresses an address after its hard bounce: later sends reject it and never reach the server', async () => {
    const { team, send } = await sender();
    const first = await send({ to: [UNKNOWN] });
    expect(first.body.data).toMatchObject({ accepted: 1, rejected: 0 });

    // The bounce is recorded by the delivery worker: send again until a send is refused.
    let accepted = 1;
    const refused = await waitFor(
      'the bounce to put the address on the suppression list',
      async () => {
        const response = await send({ to: [UNKNOWN] });
        if (response.body.data.rejected === 1) return response;
        accepted += response.body.data.accepted as number;
        await new Promise((resolve) => setTimeout(resolve, 200));
        return undefined;
      },
      20_000,
    );
    expect(refused.status).toBe(200);
    expect(refused.body.data).toEqual({ request_id: expect.any(String), accepted: 0, rejected: 1 });
    // Every accepted send was tried once (a 550 is final); then none more.
    await waitFor('each accepted send to reach the server', async () =>
      attemptsFor(UNKNOWN) >= accepted ? true : undefined,
    );

    // Any spelling, any kind of mail, beside a recipient that is delivered.
    const mixed = await send({
      to: ['Nobody@Bounce.Example.Net', 'friend@example.net'],
      options: { transactional: false },
    });
    expect(mixed.status).toBe(200);
    expect(mixed.body.data).toMatchObject({ accepted: 1, rejected: 1 });
    await waitFor('the other recipient to be delivered', async () =>
      deliveredTo('friend@example.net') === 1 ? true : undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(attemptsFor(UNKNOWN)).toBe(accepted);
    expect(attemptsFor('Nobody@Bounce.Example.Net')).toBe(0);

    // The refused recipient has a policy_rejection event instead of an injection (and what follows it).
    expect(await eventsOf(team, mixed.body.data.request_id, 3)).toEqual([
      { subject: 'email.event.delivery', rcpt_to: 'friend@example.net', reason: null },
      { subject: 'email.event.injection', rcpt_to: 'friend@example.net', reason: null },
      {
        subject: 'email.event.policy_rejection',
        rcpt_to: 'Nobody@bounce.example.net',
        reason: 'Recipient is on the suppression list (hard_bounce)',
      },
    ]);
    expect(await eventsOf(team, refused.body.data.request_id, 1)).toEqual([
      expect.objectContaining({ subject: 'email.event.policy_rejection' }),
    ]);
  });

  it('keeps one team’s suppression from another team', async () => {
    const { send } = await sender();
    const before = attemptsFor(UNKNOWN);
    const response = await send({ to: [UNKNOWN] });
    expect(response.body.data).toMatchObject({ accepted: 1, rejected: 0 });
    await waitFor('the other team’s attempt', async () => (attemptsFor(UNKNOWN) > before ? true : undefined));
  });

  it('stops every mail after a complaint, and only non-transactional mail after an unsubscribe', async () => {
    const { team, send } = await sender();
    await suppress(team.id, 'complained@example.net', 'spam_complaint');
    await suppress(team.id, 'unsubscribed@example.net', 'unsubscribe');
    const to = ['complained@example.net', 'unsubscribed@example.net'];

    const transactional = await send({ to });
    expect(transactional.body.data).toMatchObject({ accepted: 1, rejected: 1 });
    const marketing = await send({ to, options: { transactional: false } });
    expect(marketing.status).toBe(200);
    expect(marketing.body.data).toMatchObject({ accepted: 0, rejected: 2 });
    expect(
      (await eventsOf(team, marketing.body.data.request_id, 2)).map((e) => [e.rcpt_to, e.reason]),
    ).toEqual([
      ['complained@example.net', 'Recipient is on the suppression list (spam_complaint)'],
      ['unsubscribed@example.net', 'Recipient is on the suppression list (unsubscribe)'],
    ]);
    await waitFor('the transactional mail', async () =>
      deliveredTo('unsubscribed@example.net') === 1 ? true : undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(deliveredTo('unsubscribed@example.net')).toBe(1);
    expect(attemptsFor('complained@example.net')).toBe(0);
  });

  it('costs no quota for a refused recipient', async () => {
    const { team, send } = await sender();
    await suppress(team.id, 'gone@example.net', 'hard_bounce');
    const mixed = await send({ to: ['gone@example.net', 'here@example.net'] });
    expect(mixed.headers.get('x-daily-remaining')).toBe('99');
    const none = await send({ to: ['gone@example.net'] });
    expect(none.body.data).toMatchObject({ accepted: 0, rejected: 1 });
    expect(none.headers.get('x-daily-remaining')).toBe('99');
    expect((await team.api.get('/usage')).body.data.sent).toBe(1);
  });

  it('checks a sandbox send against the address it really goes to, on the sandbox list', async () => {
    const { team } = await sender();
    const sandbox = team.api.withToken(
      await createKey(app.admin, team.id, { permission: 'full_access', type: 'sandbox' }),
    );
    // On the live list only: sandbox mail is not refused by it.
    await suppress(team.id, team.ownerEmail, 'hard_bounce');
    const apart = await sandbox.post('/emails', {
      from: 'tester@anywhere.example.test',
      to: ['customer@example.net'],
      subject: 'Sandbox',
      text: 'Sandbox',
    });
    expect(apart.body.data).toMatchObject({ accepted: 1, rejected: 0 });
    await waitFor('the sandbox copy', async () => (attemptsFor(team.ownerEmail) === 1 ? true : undefined));
    await suppress(team.id, team.ownerEmail, 'hard_bounce', true);
    const response = await sandbox.post('/emails', {
      from: 'tester@anywhere.example.test',
      to: ['customer@example.net', 'other@example.net'],
      subject: 'Sandbox',
      text: 'Sandbox',
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ accepted: 0, rejected: 2 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(attemptsFor(team.ownerEmail)).toBe(1);
  });
});
