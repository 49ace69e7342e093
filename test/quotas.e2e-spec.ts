import { DnsTestServer } from '@mailroom/testing';
import { join } from 'node:path';
import { Client } from 'pg';
import { verifiedSendingDomain } from './support/dns-records';
import { createKey, createTeam, TestTeam } from './support/factories';
import { ApiResponse } from './support/http-client';
import { capturedFor, waitForCapturedMail } from './support/mail';
import { freePort, waitFor } from './support/processes';
import { startStandalone, Standalone } from './support/standalone';
import { connectStandaloneDatabase } from './support/standalone-database';

const SANDBOX_DOMAIN = 'sandbox.mailroom.test';

// SPEC send rules 1-3 and Limits, API.md "Plans and quotas": what a team sees of its sending quota.
describe('sending quotas (standalone, capture provider)', () => {
  let app: Standalone;
  let dns: DnsTestServer;
  let db: Client;

  // The periods the service counts in (UTC), as a client computes them.
  const now = new Date();
  const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const day = `${month}-${String(now.getUTCDate()).padStart(2, '0')}`;
  const monthReset = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) / 1000;
  const dayReset = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) / 1000;

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    const pgPort = await freePort();
    app = await startStandalone({
      DNS_SERVERS: dns.address,
      SANDBOX_DOMAIN,
      EMBEDDED_PG_PORT: String(pgPort),
    });
    db = await connectStandaloneDatabase(app, pgPort);
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await app?.stop();
    await dns?.stop();
  });

  // A team of the plan with a verified sending domain of its own.
  async function sender(options: { plan?: string; monthly_limit?: number } = {}): Promise<{
    team: TestTeam;
    send: (body: object, headers?: Record<string, string>) => Promise<ApiResponse>;
  }> {
    const team = await createTeam(app.admin, options);
    const domain = `t${team.id}.quota.example.test`;
    await verifiedSendingDomain(team.api, dns, domain);
    const send = (body: object, headers: Record<string, string> = {}): Promise<ApiResponse> =>
      team.api.post(
        '/emails',
        { from: `hello@${domain}`, subject: 'Quota', text: 'Counted', ...body },
        headers,
      );
    return { team, send };
  }

  const addresses = (tag: string, n: number): string[] =>
    Array.from({ length: n }, (_, i) => `${tag}-${i}@example.net`);

  function quotaHeaders(response: ApiResponse): Record<string, string | null> {
    return Object.fromEntries(
      ['limit', 'remaining', 'reset'].flatMap((what) =>
        ['monthly', 'daily'].map((period) => {
          const name = `x-${period}-${what}`;
          return [name, response.headers.get(name)];
        }),
      ),
    );
  }

  const freeHeaders = (monthlyRemaining: number, dailyRemaining: number): Record<string, string> => ({
    'x-monthly-limit': '3000',
    'x-monthly-remaining': String(monthlyRemaining),
    'x-monthly-reset': String(monthReset),
    'x-daily-limit': '100',
    'x-daily-remaining': String(dailyRemaining),
    'x-daily-reset': String(dayReset),
  });

  async function deliveredWithPrefix(prefix: string): Promise<number> {
    const response = await app.admin.get('/admin/capture/messages?limit=1000');
    return (response.body.data.messages as { rcpt_to: string[] }[]).filter((m) =>
      m.rcpt_to.some((rcpt) => rcpt.startsWith(prefix)),
    ).length;
  }

  it('accepts the 100th recipient of a free team’s day and refuses the 101st with 429 daily_quota_exceeded, even to a replay', async () => {
    const { team, send } = await sender();
    const first = await send({
      to: addresses('day-a', 20),
      cc: addresses('day-b', 20),
      bcc: addresses('day-c', 10),
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ accepted: 50, rejected: 0 });
    expect(quotaHeaders(first)).toEqual(freeHeaders(2950, 50));

    const second = await send({ to: addresses('day-d', 49) });
    expect(quotaHeaders(second)).toEqual(freeHeaders(2901, 1));
    // More than what is left is refused whole: nothing of it is sent.
    const tooMany = await send({ to: ['day-over-1@example.net', 'day-over-2@example.net'] });
    expect(tooMany.status).toBe(429);

    const hundredth = await send({ to: ['day-hundredth@example.net'] }, { 'Idempotency-Key': 'the-100th' });
    expect(hundredth.status).toBe(200);
    expect(hundredth.body.data.accepted).toBe(1);
    expect(quotaHeaders(hundredth)).toEqual(freeHeaders(2900, 0));

    const refused = await send({ to: ['day-101st@example.net'] });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: expect.any(String), error_code: 'daily_quota_exceeded' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(86_400);

    // SPEC send rule 1: an exhausted quota answers 429 even to a retry with the same key.
    const replay = await send({ to: ['day-hundredth@example.net'] }, { 'Idempotency-Key': 'the-100th' });
    expect(replay.status).toBe(429);
    expect(replay.body.error_code).toBe('daily_quota_exceeded');
    expect(replay.headers.get('idempotency-replayed')).toBeNull();

    await waitForCapturedMail(app.admin, 'day-hundredth@example.net');
    await waitFor('the 100 accepted recipients to be delivered', async () =>
      (await deliveredWithPrefix('day-')) >= 100 ? true : undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await deliveredWithPrefix('day-')).toBe(100);
    expect(await capturedFor(app.admin, 'day-101st@example.net')).toBe(0);
    expect(await capturedFor(app.admin, 'day-over-1@example.net')).toBe(0);
    expect(await capturedFor(app.admin, 'day-hundredth@example.net')).toBe(1);

    expect((await team.api.get('/usage')).body).toEqual({
      message: expect.any(String),
      data: { period: month, plan: 'free', monthly_limit: 3000, sent: 100, overage: 0, overage_cost: 0 },
    });
  });

  it('refuses a free team at its monthly limit with 429 quota_exceeded (a month of usage pre-seeded)', async () => {
    const { team, send } = await sender();
    // 3,000 deliveries are too many for a test: the month so far is written where the service keeps it.
    await db.query(`INSERT INTO "sending"."usage" (team_id, period, sent) VALUES ($1, $2, 2990)`, [
      team.id,
      month,
    ]);

    const last = await send({ to: addresses('month-last', 10) });
    expect(last.status).toBe(200);
    expect(quotaHeaders(last)).toEqual(freeHeaders(0, 90));

    const refused = await send({ to: ['month-over@example.net'] });
    expect(refused.status).toBe(429);
    expect(refused.body.error_code).toBe('quota_exceeded');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Math.abs(Date.now() / 1000 + retryAfter - monthReset)).toBeLessThan(60);

    await waitForCapturedMail(app.admin, 'month-last-9@example.net');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await capturedFor(app.admin, 'month-over@example.net')).toBe(0);
    expect((await team.api.get('/usage')).body.data).toMatchObject({ sent: 3000, overage: 0 });
  });

  it('sends quota headers on a replay that describe usage before it, and counts the replay nowhere', async () => {
    const { team, send } = await sender();
    const first = await send({ to: ['replayed@example.net'] }, { 'Idempotency-Key': 'replay-me' });
    expect(first.status).toBe(200);
    expect(quotaHeaders(first)).toEqual(freeHeaders(2999, 99));

    const replay = await send({ to: ['replayed@example.net'] }, { 'Idempotency-Key': 'replay-me' });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    expect(replay.body.data).toEqual(first.body.data);
    expect(quotaHeaders(replay)).toEqual(freeHeaders(2999, 99));

    // A send refused before delivery (an unknown template) consumes nothing either.
    expect((await send({ to: ['x@example.net'], text: undefined, template_slug: 'missing' })).status).toBe(
      404,
    );

    const next = await send({ to: ['after-replay@example.net'] });
    expect(quotaHeaders(next)).toEqual(freeHeaders(2998, 98));
    expect((await team.api.get('/usage')).body.data.sent).toBe(2);
  });

  it('neither counts nor refuses sandbox sends, and keeps GET /usage from sandbox keys', async () => {
    const { team, send } = await sender();
    const sandbox = team.api.withToken(
      await createKey(app.admin, team.id, { permission: 'full_access', type: 'sandbox' }),
    );
    const sandboxSend = (to: string[]): Promise<ApiResponse> =>
      sandbox.post('/emails', { from: 'tester@anywhere.example.test', to, subject: 'Free', text: 'Free' });

    const free = await sandboxSend(['a@example.net', 'b@example.net']);
    expect(free.status).toBe(200);
    expect(free.body.data.accepted).toBe(2);
    // The team's standing, untouched by the sandbox.
    expect(quotaHeaders(free)).toEqual(freeHeaders(3000, 100));
    await waitForCapturedMail(app.admin, team.ownerEmail, 2);

    const live = await send({ to: ['live@example.net'] });
    expect(quotaHeaders(live)).toEqual(freeHeaders(2999, 99));

    // Even with the day exhausted, the sandbox still sends.
    await db.query(`UPDATE "sending"."usage" SET sent = 100 WHERE team_id = $1 AND period = $2`, [
      team.id,
      day,
    ]);
    expect((await send({ to: ['live-2@example.net'] })).body.error_code).toBe('daily_quota_exceeded');
    const still = await sandboxSend(['c@example.net']);
    expect(still.status).toBe(200);
    expect(quotaHeaders(still)).toEqual(freeHeaders(2999, 0));

    expect((await team.api.get('/usage')).body.data.sent).toBe(1);
    const restricted = await sandbox.get('/usage');
    expect(restricted.status).toBe(403);
    expect(restricted.body.error_code).toBe('sandbox_restricted');
  });

  it('never blocks a paid team: usage beyond its limit is overage, priced at 0.80 per 1,000', async () => {
    const { team, send } = await sender({ plan: 'enterprise', monthly_limit: 10 });
    const over = await send({ to: addresses('paid', 50) });
    expect(over.status).toBe(200);
    expect(over.body.data.accepted).toBe(50);
    // Quota headers are for free teams only.
    expect(Object.values(quotaHeaders(over)).every((value) => value === null)).toBe(true);
    expect((await team.api.get('/usage')).body.data).toEqual({
      period: month,
      plan: 'enterprise',
      monthly_limit: 10,
      sent: 50,
      overage: 40,
      overage_cost: 0.03,
    });

    // The team's own limit comes with every request: a raised one applies to the next send.
    expect((await app.admin.patch(`/admin/teams/${team.id}`, { monthly_limit: 1000 })).status).toBe(200);
    await send({ to: addresses('paid-more', 5) });
    expect((await team.api.get('/usage')).body.data).toMatchObject({
      monthly_limit: 1000,
      sent: 55,
      overage: 40,
    });
    await waitForCapturedMail(app.admin, 'paid-49@example.net');
  });

  it('counts a Pro plan past its 50,000 as overage and prices 1,000 over at 0.80', async () => {
    const { team, send } = await sender({ plan: 'pro_50k' });
    await db.query(
      `INSERT INTO "sending"."usage" (team_id, period, sent, overage) VALUES ($1, $2, 49995, 0)`,
      [team.id, month],
    );
    expect((await send({ to: addresses('pro', 10) })).status).toBe(200);
    expect((await team.api.get('/usage')).body.data).toMatchObject({
      sent: 50005,
      overage: 5,
      overage_cost: 0,
    });

    await db.query(
      `UPDATE "sending"."usage" SET sent = 50995, overage = 995 WHERE team_id = $1 AND period = $2`,
      [team.id, month],
    );
    await send({ to: addresses('pro-more', 5) });
    expect((await team.api.get('/usage')).body.data).toEqual({
      period: month,
      plan: 'pro_50k',
      monthly_limit: 50000,
      sent: 51000,
      overage: 1000,
      overage_cost: 0.8,
    });
  });

  // Not a quota rule: this suite already holds a connection to the embedded database over TCP.
  it('talks to its embedded PostgreSQL over a Unix socket in the data folder, and leaves TCP to tools', async () => {
    const { rows } = await db.query<{ application_name: string; over_tcp: boolean }>(
      `SELECT application_name, client_addr IS NOT NULL AS over_tcp FROM pg_stat_activity
        WHERE datname = 'mailroom' AND application_name LIKE 'mailroom-%'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.over_tcp)).toEqual([]);
    const { rows: sockets } = await db.query<{ dir: string }>(
      `SELECT current_setting('unix_socket_directories') AS dir`,
    );
    expect(sockets[0].dir).toBe(join(app.dataDir, 'postgres'));
  });
});
