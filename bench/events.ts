import { Mailroom } from '@mailroom/sdk';
import { cpus } from 'node:os';
import { Client } from 'pg';
import { startDistributed } from '../test/support/distributed';
import { createKey, createTeam, TestTeam } from '../test/support/factories';
import { ApiClient } from '../test/support/http-client';
import { parseArgs } from './support/args';
import { CpuWatch, CpuWindow, FOREIGN_LOAD_LIMIT } from './support/cpu';
import { ConsumerRun, ingestRecords, insertRaw, OutboxProducer } from './support/event-ingest';
import { SEEDED_BOUNCE_CLASSES, SEEDED_TYPES, seedEvents, seeded } from './support/event-seed';
import { describeStatuses, HttpCall, LoadResult, runLoad } from './support/http-load';
import { finish, interruption, onInterrupt, once } from './support/service';
import { fixed, log, percentile, sortedLatencies, table } from './support/stats';

// Latency of the typical reads of GET /emails/events and GET /emails/{requestId} over HTTP at 1,000,000 stored
// events, beside GET /api/auth/check (the same gateway path without the events service) in the same run;
// then events stored per second through the outbox, JetStream and the events service, beside raw multi-row
// INSERTs into the same table. See bench/README.md.
const args = parseArgs('Usage: npm run bench:events -- [options]', {
  events: {
    default: 1_000_000,
    help: 'events seeded for one team over the retention window; default 1000000',
  },
  seconds: { default: 10, help: 'measured duration of each query phase; default 10' },
  warmup: { default: 2, help: 'unmeasured warm-up before each query phase, in seconds; default 2' },
  concurrency: { default: 4, help: 'requests in flight at once; default 4' },
  'ingest-events': {
    default: 50_000,
    help: 'events of each ingest run (baseline, then service); default 50000',
  },
  timeout: { default: 300, help: 'most seconds to wait for the service to store them all; default 300' },
  keys: { default: 0, help: 'API keys used round-robin; default: enough that no key nears its rate limit' },
});

const AIM_P95_MS = 50;
const AIM_EVENTS_PER_SECOND = 5_000;
// Events older than this are within the 10-day window with room to spare for the length of the run.
const SPAN_SECONDS = 9.9 * 86_400;
const PER_PAGE = 25;
const DEEP_PAGE = 40;
// As the events service writes (RECORD_BATCH_MAX).
const RAW_BATCH = 500;
// Pro plans allow 2,000 requests per key per 5 minutes; a key is given at most this many, at rates this
// generous, so that the run measures the service and never the rate limiter.
const REQUESTS_PER_KEY = 1_800;
const MOST_BASELINE_PER_SECOND = 6_000;
const MOST_QUERIES_PER_SECOND = 2_500;
const KEYS_AT_ONCE = 8;
const POSTGRES_WRITERS = /: (checkpointer|background writer|walwriter)\s*$/;

interface Phase {
  name: string;
  call: (i: number) => HttpCall;
  // The aim applies to the events reads, not to the baseline.
  aimed: boolean;
}

interface Measured {
  phase: Phase;
  result: LoadResult;
  cpu?: CpuWindow;
}

async function main(): Promise<void> {
  const queryPhases = 6;
  const keyCount =
    args.keys ||
    Math.ceil(
      ((MOST_BASELINE_PER_SECOND + queryPhases * MOST_QUERIES_PER_SECOND) * (args.seconds + args.warmup)) /
        REQUESTS_PER_KEY,
    );
  log('starting the distributed apps (gateway, domains, templates, sending, events, scheduler) ...');
  const starting = startDistributed();
  const cleanup = once(async () => {
    // A start still under way is waited for, then stopped (it drops its database).
    const cluster = await starting.catch(() => undefined);
    await cluster?.stop();
  });
  onInterrupt(cleanup);
  try {
    const cluster = await starting;
    if (interruption.signal.aborted) return;
    const databaseUrl = cluster.gatewayEnv().DATABASE_URL;
    const database = new URL(databaseUrl).pathname.slice(1);
    // Ours on the shared PostgreSQL: the backends and autovacuum workers of the bench's database ("postgres:
    // <cluster>: <user> <database> <client> <state>", "postgres: <cluster>: autovacuum worker <database>"),
    // and the server's writers, which the bench's inserts keep busy.
    const cpu = new CpuWatch(
      (cmdline) =>
        cmdline.startsWith('postgres:') &&
        (` ${cmdline} `.includes(` ${database} `) || POSTGRES_WRITERS.test(cmdline)),
    );

    const team = await createTeam(cluster.admin, { plan: 'pro_1m' });
    const keys = await teamKeys(cluster.admin, team, keyCount);
    log(`team ${team.id} on pro_1m with ${keys.length} keys`);

    log(`seeding ${fixed(args.events)} events over ${fixed(SPAN_SECONDS / 86_400, 1)} days ...`);
    const seedStart = Date.now();
    await seedEvents(
      databaseUrl,
      {
        teamId: team.id,
        events: args.events,
        spanSeconds: SPAN_SECONDS,
        newest: new Date(Date.now() - 60_000),
      },
      (done) => log(`  ${fixed(done)} events`),
      interruption.signal,
    );
    if (interruption.signal.aborted) return;
    const seedSeconds = (Date.now() - seedStart) / 1000;
    log(`seeded, vacuumed and analysed in ${fixed(seedSeconds, 1)} s`);

    const deepCursor = await cursorOfPage(
      new Mailroom(team.key, { baseUrl: `${cluster.baseUrl}/api` }),
      DEEP_PAGE,
    );
    const auth = (i: number) => ({ authorization: `Bearer ${keys[i % keys.length]}` });
    const get = (path: string) => (i: number) => ({ method: 'GET' as const, path, headers: auth(i) });
    const phases: Phase[] = [
      { name: 'GET /api/auth/check (baseline)', call: get('/api/auth/check'), aimed: false },
      { name: 'events, first page, no filter', call: get('/api/emails/events'), aimed: true },
      {
        name: 'events by recipient',
        call: (i) =>
          get(`/api/emails/events?recipients=${encodeURIComponent(seeded.recipient(i, args.events))}`)(i),
        aimed: true,
      },
      {
        name: `events by type (${SEEDED_TYPES.join(', ')})`,
        call: (i) => get(`/api/emails/events?events=${SEEDED_TYPES[i % SEEDED_TYPES.length]}`)(i),
        aimed: true,
      },
      {
        name: `events by bounce class (${SEEDED_BOUNCE_CLASSES.join(', ')})`,
        call: (i) =>
          get(`/api/emails/events?bounce_classes=${SEEDED_BOUNCE_CLASSES[i % SEEDED_BOUNCE_CLASSES.length]}`)(
            i,
          ),
        aimed: true,
      },
      {
        name: `events, page ${DEEP_PAGE} (next_cursor)`,
        call: get(`/api/emails/events?cursor=${encodeURIComponent(deepCursor)}`),
        aimed: true,
      },
      {
        name: "GET /emails/{requestId} (a transmission's events)",
        call: (i) => get(`/api/emails/${seeded.transmission(i, args.events)}`)(i),
        aimed: true,
      },
    ];
    const measured: Measured[] = [];
    let offset = 0;
    for (const phase of phases) {
      const common = {
        baseUrl: cluster.baseUrl,
        concurrency: args.concurrency,
        expectStatus: 200,
        signal: interruption.signal,
      };
      log(`${phase.name}: warming up for ${args.warmup} s`);
      const start = offset;
      const warm = await runLoad({
        ...common,
        durationMs: args.warmup * 1000,
        call: (i) => phase.call(start + i),
      });
      offset += warm.completed;
      log(`${phase.name}: measuring for ${args.seconds} s at concurrency ${args.concurrency}`);
      const measuredStart = offset;
      const { result, cpu: window } = await cpu.measure(() =>
        runLoad({ ...common, durationMs: args.seconds * 1000, call: (i) => phase.call(measuredStart + i) }),
      );
      offset += result.completed;
      measured.push({ phase, result, cpu: window });
      if (interruption.signal.aborted) return;
    }

    const ingestCount = args['ingest-events'];
    const rawTeam = await createTeam(cluster.admin);
    const rawRecords = ingestRecords(rawTeam.id, ingestCount);
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    log(`ingest baseline: ${fixed(ingestCount)} events by raw INSERTs of ${RAW_BATCH} rows ...`);
    const raw = await cpu.measure(() => insertRaw(client, rawRecords, RAW_BATCH)).finally(() => client.end());
    if (interruption.signal.aborted) return;

    const consumerTeam = await createTeam(cluster.admin);
    const producer = await OutboxProducer.open(databaseUrl, cluster.nats.url);
    let consumed: { result: ConsumerRun; cpu?: CpuWindow };
    try {
      await producer.commit(ingestRecords(consumerTeam.id, ingestCount));
      log(
        `ingest: ${fixed(ingestCount)} events relayed from an outbox over JetStream to the events service ...`,
      );
      consumed = await cpu.measure(() =>
        producer.relayUntilStored(consumerTeam.id, ingestCount, args.timeout * 1000, interruption.signal),
      );
    } finally {
      await producer.close();
    }
    if (interruption.signal.aborted) return;

    report({ measured, raw, consumed, ingestCount, keys: keys.length, seedSeconds });
  } finally {
    log('stopping ...');
    await cleanup();
  }
}

async function teamKeys(admin: ApiClient, team: TestTeam, count: number): Promise<string[]> {
  const keys = [team.key];
  while (keys.length < count) {
    const batch = Math.min(KEYS_AT_ONCE, count - keys.length);
    keys.push(
      ...(await Promise.all(
        Array.from({ length: batch }, () =>
          createKey(admin, team.id, { permission: 'full_access', type: 'live' }),
        ),
      )),
    );
  }
  return keys;
}

// The next_cursor that leads to page `page` of the unfiltered list, by following the cursors from page 1.
async function cursorOfPage(mailroom: Mailroom, page: number): Promise<string> {
  let current = 1;
  for await (const { nextCursor } of mailroom.emails.events({ per_page: PER_PAGE }).pages()) {
    if (!nextCursor) break;
    if (++current === page) return nextCursor;
  }
  throw new Error(`the event list has fewer than ${page} pages`);
}

function report(run: {
  measured: Measured[];
  raw: { result: number; cpu?: CpuWindow };
  consumed: { result: ConsumerRun; cpu?: CpuWindow };
  ingestCount: number;
  keys: number;
  seedSeconds: number;
}): void {
  const share = (window?: CpuWindow) => (window ? `${fixed(window.foreign * 100)}%` : 'n/a');
  const rows = run.measured.map(({ phase, result, cpu }) => {
    const sorted = sortedLatencies(result.latencies);
    const p95 = percentile(sorted, 95);
    return {
      phase,
      p95,
      cells: [
        phase.name,
        fixed((result.latencies.length / result.elapsedMs) * 1000),
        fixed(percentile(sorted, 50), 1),
        fixed(p95, 1),
        fixed(percentile(sorted, 99), 1),
        phase.aimed ? (p95 < AIM_P95_MS ? 'met' : 'NOT met') : '',
        share(cpu),
        describeStatuses(result.statuses),
      ],
    };
  });
  const rawPerSecond = (run.ingestCount / run.raw.result) * 1000;
  const { elapsedMs, relayedMs, stored } = run.consumed.result;
  const consumerPerSecond = (stored / elapsedMs) * 1000;
  const allStored = stored >= run.ingestCount;
  const unaimed = rows.filter((row) => row.phase.aimed && !(row.p95 < AIM_P95_MS));
  const lines = [
    '',
    `bench/events: distributed, ${cpus().length} CPUs shared by the apps, PostgreSQL, NATS and the load ` +
      `generator; ${fixed(args.events)} events of one team seeded in ${fixed(run.seedSeconds, 1)} s; ` +
      `concurrency ${args.concurrency}, ${args.seconds} s per phase after ${args.warmup} s warm-up, ` +
      `${run.keys} keys round-robin, per_page ${PER_PAGE}`,
    '',
    table([
      ['', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', `p95 < ${AIM_P95_MS} ms`, 'other load', 'answers'],
      ...rows.map((row) => row.cells),
    ]),
    '',
    `queries: p95 under ${AIM_P95_MS} ms at ${fixed(args.events)} events: ${
      unaimed.length === 0
        ? 'met by every query'
        : `NOT met by ${unaimed.map((row) => row.phase.name).join('; ')}`
    }`,
    '',
    table([
      ['ingest', 'events', 'seconds', 'events/s', 'other load'],
      [
        `raw INSERT, ${RAW_BATCH} rows a statement (baseline)`,
        fixed(run.ingestCount),
        fixed(run.raw.result / 1000, 1),
        fixed(rawPerSecond),
        share(run.raw.cpu),
      ],
      [
        'outbox -> JetStream -> events service, until stored',
        fixed(stored),
        fixed(elapsedMs / 1000, 1),
        fixed(consumerPerSecond),
        share(run.consumed.cpu),
      ],
    ]),
    '',
    `the relay had published every event after ${fixed(relayedMs / 1000, 1)} s`,
    `ingest: ${fixed(consumerPerSecond)} events/s = ${fixed((consumerPerSecond / rawPerSecond) * 100)}% of raw ` +
      `INSERTs (aim: ${fixed(AIM_EVENTS_PER_SECOND)}/s, ${
        allStored && consumerPerSecond >= AIM_EVENTS_PER_SECOND ? 'met' : 'NOT met'
      })`,
  ];
  if (!allStored)
    lines.push(`WARNING: only ${fixed(stored)} of ${fixed(run.ingestCount)} events were stored in time`);
  const limited = run.measured.reduce((sum, { result }) => sum + (result.statuses.get(429) ?? 0), 0);
  if (limited > 0)
    lines.push(
      `WARNING: ${limited} requests were rate limited (429): raise --keys; the figures are not valid`,
    );
  const foreign = Math.max(
    ...run.measured.map(({ cpu }) => cpu?.foreign ?? 0),
    run.raw.cpu?.foreign ?? 0,
    run.consumed.cpu?.foreign ?? 0,
  );
  if (foreign > FOREIGN_LOAD_LIMIT) {
    lines.push(
      `WARNING: other processes took up to ${fixed(foreign * 100)}% of the machine during a measured phase; ` +
        'the figures are noisy: run again on a quiet machine',
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

finish('bench/events', main());
