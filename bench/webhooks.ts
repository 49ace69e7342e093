import { DomainEventMessage, EmailEventRecord, emailEventSubject, Streams } from '@mailroom/contracts';
import { JetStreamEventBus } from '@mailroom/messaging';
import { Mailroom } from '@mailroom/sdk';
import { createTestDatabase } from '@mailroom/testing';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import { Client } from 'pg';
import { Pool } from 'undici';
import { createTeam } from '../test/support/factories';
import { ApiClient } from '../test/support/http-client';
import { startTestNats } from '../test/support/nats-server';
import { freePort, startApp, waitFor } from '../test/support/processes';
import { parseArgs } from './support/args';
import { ingestRecords } from './support/event-ingest';
import { fixed, log, percentile, sortedLatencies, table } from './support/stats';
import { interruption, onInterrupt, once } from './support/service';

// Email events published on JetStream -> signed webhook deliveries received by a loopback receiver, per
// second, beside raw signed POSTs from one undici pool to the same receiver in the same run; then the
// latency from publication to receipt at a steady rate. See bench/README.md.
const args = parseArgs('Usage: npm run bench:webhooks -- [options]', {
  events: { default: 5_000, help: 'events published at once for the throughput run; default 5000' },
  seconds: { default: 10, help: 'duration of the raw baseline and of the steady-rate run; default 10' },
  rate: { default: 500, help: 'events per second of the steady-rate run; default 500' },
  connections: {
    default: 8,
    help: 'WEBHOOK_ENDPOINT_CONCURRENCY, and the connections and requests in flight of the baseline; default 8',
  },
  timeout: { default: 120, help: 'most seconds to wait for the deliveries of a run; default 120' },
});

const AIM_PERCENT = 70;
const AIM_P99_MS = 1_000;
const WARMUP_SECONDS = 1;
const PUBLISH_BATCH = 100;

interface Receipt {
  at: number;
}

// The receiver: answers 204 at once and notes when each event arrived (by payload id), verifying nothing
// on the hot path (the tests verify signatures).
class Receiver {
  readonly receipts = new Map<string, Receipt>();
  requests = 0;
  private server?: Server;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((request, response) => this.handle(request, response));
    this.server.keepAliveTimeout = 30_000;
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  reset(): void {
    this.receipts.clear();
    this.requests = 0;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      this.requests++;
      const at = performance.now();
      try {
        const { id } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string };
        if (!this.receipts.has(id)) this.receipts.set(id, { at });
      } catch {
        // not a payload: counted, not timed
      }
      response.writeHead(204).end();
    });
  }
}

async function main(): Promise<void> {
  const receiver = new Receiver();
  await receiver.start();
  const stops: (() => Promise<void>)[] = [() => receiver.stop()];
  const cleanup = once(async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  });
  onInterrupt(cleanup);
  try {
    const raw = await rawBaseline(receiver);
    if (interruption.signal.aborted) return;
    receiver.reset();

    log('starting NATS, a database, the gateway, the webhooks and templates services ...');
    const { admin, natsUrl, databaseUrl } = await startApps(stops);
    const team = await createTeam(admin, { plan: 'pro_1m' });
    await new Mailroom(team.key, { baseUrl: admin.baseUrl }).webhooks.create({
      name: 'Bench',
      url: `http://127.0.0.1:${receiver.port}/hook`,
      auth_type: 'none',
      events_mode: 'all',
    });
    const bus = await JetStreamEventBus.connect(natsUrl, 'bench-producer', [Streams.emailEvents]);
    stops.push(() => bus.close());

    log('warming up ...');
    await publishAndWait(bus, receiver, ingestRecords(team.id, 200), 0);
    receiver.reset();

    log(`throughput: ${args.events} events published at once ...`);
    const burst = await publishAndWait(bus, receiver, ingestRecords(team.id, args.events), 0);
    if (interruption.signal.aborted) return;
    receiver.reset();

    const steadyCount = args.rate * args.seconds;
    log(`latency: ${steadyCount} events at ${args.rate}/s ...`);
    const steady = await publishAndWait(bus, receiver, ingestRecords(team.id, steadyCount), args.rate);
    if (interruption.signal.aborted) return;

    const rawRate = raw.requests / raw.seconds;
    const serviceRate = burst.received / burst.seconds;
    const percent = (serviceRate / rawRate) * 100;
    const p99 = percentile(steady.latencies, 99);
    const lines = [
      '',
      `bench/webhooks: distributed (gateway, webhooks and templates processes, NATS, PostgreSQL), ${cpus().length} CPUs ` +
        `shared by everything, WEBHOOK_ENDPOINT_CONCURRENCY ${args.connections}`,
      '',
      table([
        ['', 'deliveries', 'seconds', 'per second'],
        [
          `raw signed POSTs, one undici pool of ${args.connections} -> receiver (baseline)`,
          fixed(raw.requests),
          fixed(raw.seconds, 2),
          fixed(rawRate),
        ],
        [
          `Mailroom: ${fixed(args.events)} events on JetStream -> signed deliveries -> receiver`,
          fixed(burst.received),
          fixed(burst.seconds, 2),
          fixed(serviceRate),
        ],
      ]),
      '',
      `throughput: ${fixed(serviceRate)} deliveries/s = ${fixed(percent, 1)}% of raw ` +
        `(aim: ${AIM_PERCENT}% or more, ${percent >= AIM_PERCENT ? 'met' : 'not met'})`,
      `throughput run, publication to receipt: p50 ${fixed(percentile(burst.latencies, 50))} ms, ` +
        `p99 ${fixed(percentile(burst.latencies, 99))} ms (the events wait in line: all were published at once)`,
      `latency at ${args.rate} events/s for ${args.seconds} s, publication to receipt: p50 ` +
        `${fixed(percentile(steady.latencies, 50))} ms, p95 ${fixed(percentile(steady.latencies, 95))} ms, ` +
        `p99 ${fixed(p99)} ms, max ${fixed(percentile(steady.latencies, 100))} ms ` +
        `(aim: p99 under ${AIM_P99_MS} ms, ${p99 < AIM_P99_MS ? 'met' : 'not met'})`,
    ];
    for (const run of [burst, steady]) {
      if (run.received < run.published)
        lines.push(`WARNING: only ${run.received} of ${run.published} deliveries arrived within --timeout`);
    }
    if (burst.received < burst.published || steady.received < steady.published)
      lines.push(`deliveries by status: ${await deliveryStatuses(databaseUrl)}`);
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    log('stopping ...');
    await cleanup();
  }
}

// The ceiling: payloads like the service's, each signed when sent (as the service signs at every attempt),
// POSTed through one undici pool with `connections` requests in flight, for --seconds.
async function rawBaseline(receiver: Receiver): Promise<{ requests: number; seconds: number }> {
  const pool = new Pool(`http://127.0.0.1:${receiver.port}`, { connections: args.connections });
  const signer = new Webhook(`whsec_${randomBytes(32).toString('base64')}`);
  const records = ingestRecords(1, 1_000);
  try {
    const push = async (durationMs: number) => {
      let sent = 0;
      const start = performance.now();
      const deadline = start + durationMs;
      const worker = async () => {
        while (performance.now() < deadline && !interruption.signal.aborted) {
          const record = records[sent % records.length];
          const body = JSON.stringify({
            id: randomUUID(),
            type: `message.${record.type}`,
            created_at: record.timestamp,
            data: record,
          });
          const id = `msg_${randomUUID().replace(/-/g, '')}`;
          const now = new Date();
          const response = await pool.request({
            method: 'POST',
            path: '/raw',
            headers: {
              'content-type': 'application/json',
              'webhook-id': id,
              'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
              'webhook-signature': signer.sign(id, now, body),
            },
            body,
          });
          await response.body.dump();
          if (response.statusCode !== 204) throw new Error(`receiver answered ${response.statusCode}`);
          sent++;
        }
      };
      await Promise.all(Array.from({ length: args.connections }, () => worker()));
      return { requests: sent, seconds: (performance.now() - start) / 1000 };
    };
    log(`raw baseline: warming up for ${WARMUP_SECONDS} s`);
    await push(WARMUP_SECONDS * 1000);
    log(`raw baseline: measuring for ${args.seconds} s`);
    return await push(args.seconds * 1000);
  } finally {
    await pool.close();
  }
}

// Publishes the records on EMAIL_EVENTS (all at once, or at `rate` per second) and waits until every one
// was received; answers the rate window and each event's latency from its publication to its receipt.
async function publishAndWait(
  bus: JetStreamEventBus,
  receiver: Receiver,
  records: EmailEventRecord[],
  rate: number,
): Promise<{ published: number; received: number; seconds: number; latencies: Float64Array }> {
  const publishedAt = new Map<string, number>();
  const start = performance.now();
  for (let first = 0; first < records.length; first += PUBLISH_BATCH) {
    if (interruption.signal.aborted) break;
    const batch = records.slice(first, first + PUBLISH_BATCH);
    if (rate > 0) {
      const due = start + (first / rate) * 1000;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
    }
    await Promise.all(
      batch.map((record) => {
        const event: DomainEventMessage<EmailEventRecord> = {
          event_id: randomUUID(),
          subject: emailEventSubject(record.type),
          occurred_at: new Date().toISOString(),
          data: record,
        };
        publishedAt.set(record.event_id, performance.now());
        return bus.publishAll([event]);
      }),
    );
  }
  // Counted by this run's ids: a delivery of an earlier run that arrives now is not one of them.
  const arrived = () => records.filter((record) => receiver.receipts.has(record.event_id)).length;
  await waitFor(
    `${records.length} deliveries`,
    async () => (arrived() >= records.length || interruption.signal.aborted ? true : undefined),
    args.timeout * 1000,
  ).catch((error: unknown) => log(String(error)));
  let last = start;
  const latencies: number[] = [];
  for (const [id, receipt] of receiver.receipts) {
    const sent = publishedAt.get(id);
    if (sent === undefined) continue;
    latencies.push(receipt.at - sent);
    last = Math.max(last, receipt.at);
  }
  return {
    published: records.length,
    received: latencies.length,
    seconds: (last - start) / 1000,
    latencies: sortedLatencies(latencies),
  };
}

// What became of the deliveries, when some did not arrive.
async function deliveryStatuses(databaseUrl: string): Promise<string> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ status: string; n: string }>(
      `SELECT status, count(*) AS n FROM "webhooks"."delivery" GROUP BY status ORDER BY status`,
    );
    return rows.map((row) => `${row.status} ${row.n}`).join(', ');
  } finally {
    await client.end();
  }
}

async function startApps(
  stops: (() => Promise<void>)[],
): Promise<{ admin: ApiClient; natsUrl: string; databaseUrl: string }> {
  const database = await createTestDatabase();
  stops.push(() => database.drop());
  const nats = await startTestNats();
  stops.push(() => nats.stop());
  const adminToken = randomBytes(32).toString('base64url');
  const port = await freePort();
  const opsPort = await freePort();
  const shared = {
    DATABASE_URL: database.url,
    NATS_URL: nats.url,
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    WEBHOOK_ENDPOINT_CONCURRENCY: String(args.connections),
  };
  const gateway = startApp('gateway', {
    ...shared,
    PORT: String(port),
    OPS_PORT: String(await freePort()),
    HOST: '127.0.0.1',
    ADMIN_TOKEN: adminToken,
  });
  const webhooks = startApp('webhooks', { ...shared, OPS_PORT: String(opsPort) });
  // A new team gets its default project from the templates service.
  const templates = startApp('templates', { ...shared, OPS_PORT: String(await freePort()) });
  const processes = [gateway, webhooks, templates];
  stops.push(async () => {
    await Promise.all(processes.map((process) => process.stop()));
  });
  await waitFor(
    'webhooks to be ready',
    async () => ((await fetch(`http://127.0.0.1:${opsPort}/ready`)).status === 200 ? true : undefined),
    60_000,
    () => webhooks.output(),
  );
  await waitFor(
    'the gateway to be ready',
    async () => ((await fetch(`http://127.0.0.1:${port}/ready`)).status === 200 ? true : undefined),
    60_000,
    () => gateway.output(),
  );
  return {
    admin: new ApiClient(`http://127.0.0.1:${port}/api`, adminToken),
    natsUrl: nats.url,
    databaseUrl: database.url,
  };
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench/webhooks failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
