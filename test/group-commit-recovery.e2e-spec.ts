import { DnsTestServer, SmtpSink } from '@mailroom/testing';
import { Client } from 'pg';
import { verifiedSendingDomain } from './support/dns-records';
import { Distributed, startDistributed } from './support/distributed';
import { createTeam, TestTeam } from './support/factories';
import { ApiClient } from './support/http-client';
import { waitFor } from './support/processes';

const SUBJECT = 'Slow commit';
const BATCH = 6;

// Accepted sends are written by group commits (several sends, one transaction) and each caller is answered
// after its commit. This kills the sending process with SIGKILL after a batch's COMMIT was sent and before
// any of its replies: PostgreSQL is made to take its time over that one commit (a deferred trigger that
// sleeps once per transaction, for this test's subject only), and the kill comes while it sleeps, so the
// batch commits with no process left to answer. Retried with their Idempotency-Keys, as a client would,
// the sends answer what was committed, and each recipient gets one message.
describe('a crash between a group commit and its replies (distributed)', () => {
  let cluster: Distributed;
  let dns: DnsTestServer;
  let sink: SmtpSink;
  let team: TestTeam;
  let db: Client;

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    sink = new SmtpSink();
    const port = await sink.start();
    cluster = await startDistributed({
      services: ['domains', 'templates', 'sending'],
      env: {
        DNS_SERVERS: dns.address,
        DELIVERY_MODE: 'relay',
        RELAY_URL: `smtp://127.0.0.1:${port}`,
        DELIVERY_CLAIM_LEASE_SECONDS: '3',
      },
    });
    team = await createTeam(cluster.admin);
    await verifiedSendingDomain(team.api, dns, 'batch.example.test');
    db = new Client({ connectionString: cluster.gatewayEnv().DATABASE_URL });
    await db.connect();
    await db.query(`
      CREATE FUNCTION "sending"."test_slow_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF current_setting('mailroom_test.slept', true) IS DISTINCT FROM 'yes' THEN
          PERFORM set_config('mailroom_test.slept', 'yes', true);
          PERFORM pg_sleep(6);
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE CONSTRAINT TRIGGER "test_slow_commit" AFTER INSERT ON "sending"."transmission"
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.subject = '${SUBJECT}')
        EXECUTE FUNCTION "sending"."test_slow_commit"()`);
  }, 180_000);

  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
    await sink?.stop();
    await dns?.stop();
  });

  const send = (api: ApiClient, n: number) =>
    api.post(
      '/emails',
      { from: 'a@batch.example.test', to: [`batch-${n}@example.net`], subject: SUBJECT, text: 'Hello' },
      { 'Idempotency-Key': `batch-${n}` },
    );
  // The backend whose commit sleeps, and whether it is done with it: the end of the sleep is not yet the
  // commit, which a loaded machine may take a while longer to make.
  const sleepingBackend = async (): Promise<number> =>
    (
      await db.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'PgSleep'`,
      )
    ).rows[0].pid;
  const doneWith = async (backend: number): Promise<true | undefined> =>
    (await db.query(`SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND state = 'active'`, [backend]))
      .rowCount === 0
      ? true
      : undefined;
  // Every message to these recipients is in its final state, so no copy of it is still to go out (a second
  // copy queued by a recovery would be a message row of its own, not yet delivered).
  const everyMessageDelivered = async (recipients: string[]): Promise<true | undefined> => {
    const { rows } = await db.query<{ status: string }>(
      `SELECT status FROM "sending"."message" WHERE rcpt_to = ANY($1)`,
      [recipients],
    );
    return rows.length >= recipients.length && rows.every((row) => row.status === 'delivered')
      ? true
      : undefined;
  };
  const sleepingCommits = async (): Promise<number> =>
    Number(
      (
        await db.query<{ n: string }>(
          `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'PgSleep'`,
        )
      ).rows[0].n,
    );

  it('loses no committed send and sends none twice when the sends are retried with their keys', async () => {
    // The first send's commit sleeps; the sends that arrive meanwhile make up the next commit, all at once.
    const first = send(team.api, 0);
    await waitFor('the first commit to sleep', async () =>
      (await sleepingCommits()) === 1 ? true : undefined,
    );
    const batch = Array.from({ length: BATCH }, (_, i) => send(team.api, i + 1));
    expect((await first).status).toBe(200);
    // Its delivery is recorded before the kill: a delivery cut short would be redelivered (at least once).
    await waitFor('the first send to be delivered', async () => {
      const { rows } = await db.query<{ status: string }>(
        `SELECT status FROM "sending"."message" WHERE rcpt_to = 'batch-0@example.net'`,
      );
      return rows[0]?.status === 'delivered' ? true : undefined;
    });
    await waitFor('the batch commit to sleep', async () =>
      (await sleepingCommits()) === 1 ? true : undefined,
    );
    const committing = await sleepingBackend();
    await Promise.all(cluster.services.sending.map((process) => process.stop('SIGKILL')));

    // The commit ends after the kill: the batch is recorded, and none of its callers was answered 200.
    // The gateway answers once sending falls silent (BUS_SILENCE_MS), which may be before the commit ends.
    const answers = await Promise.all(batch);
    expect(answers.map((answer) => answer.status)).not.toContain(200);
    await waitFor('the batch commit to end', () => doneWith(committing));
    const committed = await db.query<{ id: string; to: string; tx: string }>(
      `SELECT id, to_addresses->>0 AS to, xmin::text AS tx FROM "sending"."transmission"
        WHERE subject = $1 ORDER BY to_addresses->>0`,
      [SUBJECT],
    );
    const batchRows = committed.rows.filter((row) => row.to !== 'batch-0@example.net');
    expect(batchRows).toHaveLength(BATCH);
    // One transaction wrote them all: a group commit.
    expect(new Set(batchRows.map((row) => row.tx)).size).toBe(1);

    cluster.services.sending = [await cluster.startService('sending')];
    const retried = await Promise.all(Array.from({ length: BATCH }, (_, i) => send(team.api, i + 1)));
    for (const [i, answer] of retried.entries()) {
      expect(answer.status).toBe(200);
      const row = batchRows.find((r) => r.to === `batch-${i + 1}@example.net`);
      expect(answer.body.data).toEqual({ request_id: row!.id, accepted: 1, rejected: 0 });
    }

    await waitFor(
      'every send to be delivered',
      async () =>
        Array.from({ length: BATCH + 1 }, (_, n) => `batch-${n}@example.net`).every((to) =>
          sink.messages.some((m) => m.rcptTo.includes(to)),
        )
          ? true
          : undefined,
      60_000,
    );
    await waitFor('every message to be recorded delivered', () =>
      everyMessageDelivered(Array.from({ length: BATCH + 1 }, (_, n) => `batch-${n}@example.net`)),
    );
    for (let n = 0; n <= BATCH; n++) {
      expect(sink.messages.filter((m) => m.rcptTo.includes(`batch-${n}@example.net`))).toHaveLength(1);
    }
    const count = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM "sending"."transmission" WHERE subject = $1`,
      [SUBJECT],
    );
    expect(Number(count.rows[0].n)).toBe(BATCH + 1);
  }, 180_000);

  // A paid team's sends without a key are written by a single statement, no transaction around it: the
  // same crash must record and deliver each committed send once.
  it('delivers once each keyless send of a paid team whose one-statement commit outlived the process', async () => {
    const paid = await createTeam(cluster.admin, { plan: 'pro_50k' });
    await verifiedSendingDomain(paid.api, dns, 'keyless.example.test');
    const sendKeyless = (n: number) =>
      paid.api.post('/emails', {
        from: 'a@keyless.example.test',
        to: [`keyless-${n}@example.net`],
        subject: SUBJECT,
        text: 'Hello',
      });
    const first = sendKeyless(0);
    await waitFor('the first commit to sleep', async () =>
      (await sleepingCommits()) === 1 ? true : undefined,
    );
    const batch = Array.from({ length: BATCH }, (_, i) => sendKeyless(i + 1));
    expect((await first).status).toBe(200);
    // Its delivery is recorded before the kill, as in the case above: a delivery cut short between the
    // receiving server's 250 and its outcome's commit is delivered again (at least once), which is not what
    // this case is about.
    await waitFor('the first send to be delivered', async () => {
      const { rows } = await db.query<{ status: string }>(
        `SELECT status FROM "sending"."message" WHERE rcpt_to = 'keyless-0@example.net'`,
      );
      return rows[0]?.status === 'delivered' ? true : undefined;
    });
    await waitFor('the batch commit to sleep', async () =>
      (await sleepingCommits()) === 1 ? true : undefined,
    );
    // The sleep is the commit of the statement itself, not of a COMMIT after it.
    const sleeping = await db.query<{ query: string }>(
      `SELECT query FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'PgSleep'`,
    );
    expect(sleeping.rows.map((row) => row.query.trim().slice(0, 23))).toEqual(['WITH transmissions AS (']);
    const committing = await sleepingBackend();
    await Promise.all(cluster.services.sending.map((process) => process.stop('SIGKILL')));

    const answers = await Promise.all(batch);
    expect(answers.map((answer) => answer.status)).not.toContain(200);
    await waitFor('the batch commit to end', () => doneWith(committing));
    const committed = await db.query<{ to: string; tx: string }>(
      `SELECT to_addresses->>0 AS to, xmin::text AS tx FROM "sending"."transmission"
        WHERE subject = $1 AND to_addresses->>0 LIKE 'keyless-%' AND to_addresses->>0 <> 'keyless-0@example.net'`,
      [SUBJECT],
    );
    expect(committed.rows).toHaveLength(BATCH);
    expect(new Set(committed.rows.map((row) => row.tx)).size).toBe(1);

    cluster.services.sending = [await cluster.startService('sending')];
    const recipients = Array.from({ length: BATCH + 1 }, (_, n) => `keyless-${n}@example.net`);
    await waitFor(
      'every committed send to be delivered',
      async () =>
        recipients.every((to) => sink.messages.some((m) => m.rcptTo.includes(to))) ? true : undefined,
      60_000,
    );
    await waitFor('every message to be recorded delivered', () => everyMessageDelivered(recipients));
    for (const to of recipients) {
      expect(sink.messages.filter((m) => m.rcptTo.includes(to))).toHaveLength(1);
    }
  }, 180_000);
});
