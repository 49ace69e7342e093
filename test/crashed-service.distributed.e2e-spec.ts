import { DnsTestServer, SmtpSink } from '@mailroom/testing';
import { Client } from 'pg';
import { verifiedSendingDomain } from './support/dns-records';
import { Distributed, startDistributed } from './support/distributed';
import { eventsOnceThere, listEvents } from './support/events';
import { createTeam, TestTeam } from './support/factories';
import { ApiResponse } from './support/http-client';
import { waitFor } from './support/processes';

// A serving process killed (SIGKILL: no drain) while it handles a request, in distributed mode.
describe('a sending process killed while it handles sends (distributed)', () => {
  let cluster: Distributed;
  let dns: DnsTestServer;
  let sink: SmtpSink;
  let team: TestTeam;
  let database: Client;

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    sink = new SmtpSink();
    const sinkPort = await sink.start();
    cluster = await startDistributed({
      services: ['domains', 'templates', 'sending', 'events'],
      env: {
        DNS_SERVERS: dns.address,
        DELIVERY_MODE: 'relay',
        RELAY_URL: `smtp://127.0.0.1:${sinkPort}`,
      },
    });
    team = await createTeam(cluster.admin);
    await verifiedSendingDomain(team.api, dns, 'crash.example.test');
    database = new Client({ connectionString: cluster.gatewayEnv().DATABASE_URL });
    await database.connect();
  }, 180_000);

  afterAll(async () => {
    await database?.end();
    await cluster?.stop();
    await sink?.stop();
    await dns?.stop();
  });

  it('answers as soon as the process is silent (BUS_SILENCE_MS), not after the send timeout, and the retry with the Idempotency-Key is accepted exactly once', async () => {
    const send = (to: string, headers: Record<string, string> = {}): Promise<ApiResponse> =>
      team.api.post(
        '/emails',
        { from: 'a@crash.example.test', to: [to], subject: 'Crash', text: 'Hello' },
        headers,
      );
    // The sends block inside sending, on locks the test holds on the tables they write: the keyed one on
    // its Idempotency-Key claim, the other in the group commit of accepted sends (one transaction for the
    // sends of the moment, so two unkeyed sends could wait as one).
    await database.query('BEGIN');
    await database.query('LOCK TABLE "sending"."transmission", "sending"."idempotency_key" IN SHARE MODE');
    const keyed = send('keyed@example.net', { 'Idempotency-Key': 'crash-retry-1' });
    const unkeyed = send('unkeyed@example.net');
    await waitFor('both sends waiting on the lock', async () => {
      const { rows } = await database.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pg_locks
          WHERE NOT granted
            AND relation IN ('"sending"."transmission"'::regclass, '"sending"."idempotency_key"'::regclass)`,
      );
      return rows[0].waiting === 2 ? true : undefined;
    });

    const [killed] = cluster.services.sending;
    killed.child.kill('SIGKILL');

    // Their outcome is unknown to the gateway (the process may have committed just before it died): the
    // keyed send is in progress as far as the client can know, the other one may have been accepted. Both
    // answers say that the service stopped responding: the gateway heard no progress for BUS_SILENCE_MS,
    // where a timeout (15 s on this route) would say that the request was not confirmed in time.
    const keyedAnswer = await keyed;
    expect(keyedAnswer.status).toBe(409);
    expect(keyedAnswer.body).toEqual({
      message: expect.stringMatching(/^The service processing the request stopped responding; retry /),
      error_code: 'idempotency_in_progress',
    });
    expect(keyedAnswer.headers.get('retry-after')).toMatch(/^\d+$/);
    const unkeyedAnswer = await unkeyed;
    expect(unkeyedAnswer.status).toBe(503);
    expect(unkeyedAnswer.body).toEqual({
      message: expect.stringMatching(/^The service processing the request stopped responding before/),
      error_code: 'service_unavailable',
    });
    expect(unkeyedAnswer.headers.get('x-outcome-unknown')).toBe('true');

    await database.query('COMMIT');
    cluster.services.sending = [await cluster.startService('sending')];

    // The client retries as the 409 says, until the claim of the dead process is given up.
    const accepted = await waitFor(
      'the retry to be accepted',
      async () => {
        const retry = await send('keyed@example.net', { 'Idempotency-Key': 'crash-retry-1' });
        if (retry.status === 409 && retry.body.error_code === 'idempotency_in_progress') {
          await new Promise((resolve) =>
            setTimeout(resolve, 1000 * Number(retry.headers.get('retry-after'))),
          );
          return undefined;
        }
        return retry;
      },
      60_000,
    );
    expect(accepted.status).toBe(200);
    const requestId = accepted.body.data.request_id as string;
    const replayed = await send('keyed@example.net', { 'Idempotency-Key': 'crash-retry-1' });
    expect(replayed.status).toBe(200);
    expect(replayed.headers.get('idempotency-replayed')).toBe('true');
    expect(replayed.body.data.request_id).toBe(requestId);

    const delivered = await eventsOnceThere(
      team.api,
      `?transmissions=${requestId}&events=delivery`,
      1,
      60_000,
    );
    expect(delivered.total_count).toBe(1);
    const injected = await listEvents(team.api, '?recipients=keyed@example.net&events=injection');
    expect(injected.data.map((event) => event.request_id)).toEqual([requestId]);
    expect(sink.messages.filter((m) => m.rcptTo.includes('keyed@example.net'))).toHaveLength(1);
  }, 180_000);
});
