import { Mailroom } from '@mailroom/sdk';
import { spawn } from 'node:child_process';
import { Client } from 'pg';
import { startDistributed } from '../test/support/distributed';
import { createTeam } from '../test/support/factories';
import { parseArgs } from './support/args';
import { fixed, log, percentile, sortedLatencies, table } from './support/stats';

// A CSV import of N contacts through the API (gateway -> NATS in 256 KB chunks -> the audience service's
// import job), beside a raw COPY of the same rows into the same table in the same run; then, at N contacts in
// one list, the p95 of GET /audience/contacts?list_id= and of a three-condition segment count (a segment
// write, which counts at once). See bench/README.md.
const args = parseArgs('Usage: npm run bench:audience -- [options]', {
  rows: { default: 1_000_000, help: 'contacts imported (and copied raw); default 1000000' },
  samples: { default: 200, help: 'requests of each latency phase; default 200' },
  'segment-samples': { default: 20, help: 'segment counts measured; default 20' },
  timeout: { default: 1800, help: 'most seconds to wait for the import; default 1800' },
});

const PLANS = ['free', 'pro', 'team', 'enterprise'];

function row(i: number): { email: string; plan: string; age: number; joined: string } {
  return {
    email: `user${i}@bench${i % 97}.example.net`,
    plan: PLANS[i % PLANS.length],
    age: 18 + (i % 70),
    joined: new Date(Date.UTC(2020, 0, 1) + (i % 2000) * 86_400_000).toISOString(),
  };
}

function importCsv(rows: number): string {
  const lines = ['email,plan,age,joined'];
  for (let i = 0; i < rows; i++) {
    const r = row(i);
    lines.push(`${r.email},${r.plan},${r.age},${r.joined}`);
  }
  return `${lines.join('\n')}\n`;
}

// The same contacts as the import stores them, for COPY (team_id, email, properties).
async function rawCopy(databaseUrl: string, teamId: number, rows: number): Promise<number> {
  const started = process.hrtime.bigint();
  const psql = spawn(
    'psql',
    [
      databaseUrl,
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      `\\copy audience.contact (team_id, email, properties) FROM STDIN WITH (FORMAT csv)`,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise<number | null>((resolve) => psql.once('exit', resolve));
  let buffer = '';
  for (let i = 0; i < rows; i++) {
    const r = row(i);
    const properties = JSON.stringify({ plan: r.plan, age: r.age, joined: r.joined }).replace(/"/g, '""');
    buffer += `${teamId},${r.email},"${properties}"\n`;
    if (buffer.length > 1 << 20) {
      if (!psql.stdin.write(buffer)) await new Promise((resolve) => psql.stdin.once('drain', resolve));
      buffer = '';
    }
  }
  psql.stdin.end(buffer);
  if ((await done) !== 0) throw new Error('psql COPY failed');
  return Number(process.hrtime.bigint() - started) / 1e9;
}

async function waitForPropertyIndexes(db: Client, expected: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
        WHERE i.indrelid = 'audience.contact'::regclass AND i.indisvalid AND c.relname LIKE 'contact\\_p\\_%'`,
    );
    if (rows[0].n >= expected) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the property indexes were not built within 60 s');
}

// Each call throws a MailroomError on an answer that is not 2xx.
async function latencies(samples: number, call: (i: number) => Promise<void>): Promise<Float64Array> {
  const measured: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = process.hrtime.bigint();
    await call(i);
    measured.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return sortedLatencies(measured);
}

async function main(): Promise<void> {
  log(`Starting the distributed apps on a fresh database`);
  const cluster = await startDistributed({ env: { LOG_LEVEL: 'warn' } });
  const databaseUrl = cluster.gatewayEnv().DATABASE_URL;
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const team = await createTeam(cluster.admin, { plan: 'pro_1m' });
    const baselineTeam = await createTeam(cluster.admin, { plan: 'pro_1m' });
    // The upload of a million rows may take longer than a request usually does.
    const mailroom = new Mailroom(team.key, { baseUrl: cluster.admin.baseUrl, timeoutMs: 600_000 });
    for (const [key, type] of [
      ['plan', 'string'],
      ['age', 'number'],
      ['joined', 'date'],
    ] as const)
      await mailroom.audience.properties.define({ key, type });
    const listId = (await mailroom.audience.lists.create({ name: 'Bench' })).id;
    // The service builds the property indexes in the background: the raw COPY and the import both maintain
    // them, so both start once they are there.
    await waitForPropertyIndexes(db, 3);

    log(`Raw COPY of ${args.rows} contacts into audience.contact`);
    const copySeconds = await rawCopy(databaseUrl, baselineTeam.id, args.rows);

    log(`Import of ${args.rows} contacts through POST /audience/contacts/import`);
    const csv = importCsv(args.rows);
    const started = process.hrtime.bigint();
    const accepted = await mailroom.audience.contacts.import(csv, { list_ids: listId });
    const uploadSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    // Polled in the database every 20 ms (the API's rate limit would not allow that pace for minutes), so
    // that the figure holds almost no polling slack; the report is then read once through the API.
    const deadline = Date.now() + args.timeout * 1000;
    while (Date.now() < deadline) {
      const [state] = (
        await db.query<{ status: string }>(`SELECT status FROM audience.import WHERE id = $1`, [accepted.id])
      ).rows;
      if (state?.status === 'completed' || state?.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const importSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    const report = await mailroom.audience.imports.get(accepted.id);
    if (report.status !== 'completed' || report.rows_imported !== args.rows)
      throw new Error(`import did not complete: ${JSON.stringify(report)}`);

    // As autovacuum would by now on a live system: statistics and the visibility map for index-only counts.
    await db.query('VACUUM ANALYZE audience.contact, audience.list_member');

    log('Latency of GET /audience/contacts?list_id= (pages 1 to 40, 25 per page)');
    const listPage = await latencies(args.samples, async (i) => {
      await mailroom.audience.contacts.list({ list_id: listId, page: (i % 40) + 1 });
    });
    log('Latency of a three-condition segment count (POST /audience/segments counts at once)');
    const counts: number[] = [];
    const segment = await latencies(args['segment-samples'], async (i) => {
      const created = await mailroom.audience.segments.create({
        name: `Bench ${i}`,
        condition_groups: [
          {
            conditions: [
              { field: 'status', operator: 'equals', value: 'subscribed' },
              { field: 'properties.age', operator: 'gte', value: String(30 + (i % 10)) },
              { field: 'properties.plan', operator: 'equals', value: PLANS[i % PLANS.length] },
            ],
          },
        ],
      });
      counts.push(created.cached_contacts_count);
    });

    const importRate = args.rows / importSeconds;
    const copyRate = args.rows / copySeconds;
    process.stdout.write(
      `\n${table([
        ['measure', 'value', 'aim'],
        ['raw COPY, rows/s', fixed(copyRate), ''],
        ['API import, rows/s (upload + job)', fixed(importRate), `${fixed(copyRate * 0.25)} (25% of COPY)`],
        ['API import / raw COPY', `${fixed((importRate / copyRate) * 100, 1)}%`, '25%'],
        ['upload of the CSV (202 answered), s', fixed(uploadSeconds, 1), ''],
        [
          'GET contacts?list_id= p50 / p95 ms',
          `${fixed(percentile(listPage, 50), 1)} / ${fixed(percentile(listPage, 95), 1)}`,
          '< 200 (p95)',
        ],
        [
          'segment count p50 / p95 ms',
          `${fixed(percentile(segment, 50), 1)} / ${fixed(percentile(segment, 95), 1)}`,
          '< 200 (p95)',
        ],
      ])}\n`,
    );
    log(`(${args.rows} contacts; segment counts seen: ${[...new Set(counts)].slice(0, 5).join(', ')} ...)`);
  } finally {
    await db.end();
    await cluster.stop();
  }
}

void main().catch((error: unknown) => {
  process.stderr.write(`bench:audience failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
