import { createTestDatabase, TestDatabase } from '@mailroom/testing';
import { openContextDataSource } from '@mailroom/testing/context-data-source';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { SendingConfig } from '../config/sending.config';
import { sendingMigrations } from '../database/sending.migrations';
import { SENDING_SCHEMA } from '../database/sending.schema';
import { MessageStatus } from './transmission';
import { newRequestId } from './request-id';
import { BatchTransmissionRepository } from './batch-transmission.repository';
import { TransmissionQueryRepository } from './transmission-query.repository';
import { TransmissionRepository } from './transmission.repository';
import { TransmissionRetentionJob } from './transmission-retention.job';

const DAY_MS = 86_400_000;
const NOW = Date.parse('2026-11-25T12:00:00Z');
const TEAM = 7;

let database: TestDatabase;
let dataSource: DataSource;
let job: TransmissionRetentionJob;

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = await openContextDataSource(database.url, {
    schema: SENDING_SCHEMA,
    migrations: sendingMigrations,
  });
  job = new TransmissionRetentionJob(
    { retentionDays: 30 } as SendingConfig,
    dataSource,
    new TransmissionRepository(),
    new BatchTransmissionRepository(dataSource),
  );
});

afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

// A transmission accepted `daysAgo` before NOW, with one message in each of `statuses`.
async function sent(daysAgo: number, statuses: MessageStatus[]): Promise<string> {
  const createdAt = NOW - daysAgo * DAY_MS;
  const id = newRequestId(createdAt);
  await dataSource.query(
    `INSERT INTO "sending"."transmission" (id, team_id, key_id, key_type, from_address, sending_domain, subject,
       html, options, to_addresses, cc_addresses, bcc_addresses, accepted, rejected, created_at)
     VALUES ($1, $2, $3, 'live', 'a@example.test', 'example.test', 'S', '<p>content</p>', '{}', '[]', '[]', '[]',
       $4, 0, $5)`,
    [id, TEAM, randomUUID(), statuses.length, new Date(createdAt)],
  );
  for (const status of statuses) {
    await dataSource.query(
      `INSERT INTO "sending"."message" (id, transmission_id, team_id, rcpt_to, raw_rcpt_to, rcpt_type, status,
         created_at, updated_at)
       VALUES ($1, $2, $3, 'r@example.net', 'r@example.net', 'to', $4, $5, $5)`,
      [randomUUID(), id, TEAM, status, new Date(createdAt)],
    );
  }
  return id;
}

// What GET /emails lists for the team, newest first.
async function listed(): Promise<string[]> {
  const rows = await new TransmissionQueryRepository(dataSource).page(TEAM, { keyType: 'live', limit: 100 });
  return rows.map((row) => row.id);
}

async function messagesOf(id: string): Promise<number> {
  const [{ n }] = await dataSource.query(
    `SELECT count(*)::int AS n FROM "sending"."message" WHERE transmission_id = $1`,
    [id],
  );
  return n;
}

describe('TransmissionRetentionJob', () => {
  it('forgets sends past EMAIL_RETENTION_DAYS whose recipients are all done, and keeps every other', async () => {
    const delivered = await sent(31, ['delivered', 'bounced']);
    const refusedOnly = await sent(40, []);
    const stillDeferred = await sent(31, ['delivered', 'deferred']);
    const stillSending = await sent(35, ['sending']);
    const stillQueued = await sent(33, ['queued']);
    const recent = await sent(29, ['delivered']);
    expect(await listed()).toEqual(
      [recent, delivered, stillQueued, stillSending, refusedOnly, stillDeferred].sort().reverse(),
    );

    await job.run(NOW);

    expect(await listed()).toEqual([recent, stillDeferred, stillQueued, stillSending].sort().reverse());
    expect(await messagesOf(delivered)).toBe(0);
    expect(await messagesOf(stillDeferred)).toBe(2);
  });

  it('goes through more sends than one statement deletes', async () => {
    await dataSource.query(`TRUNCATE "sending"."transmission" CASCADE`);
    const ids = Array.from({ length: 2_500 }, (_, i) => newRequestId(NOW - 31 * DAY_MS - i * 1_000));
    await dataSource.query(
      `WITH t AS (
         INSERT INTO "sending"."transmission" (id, team_id, key_id, key_type, from_address, sending_domain,
           subject, options, to_addresses, cc_addresses, bcc_addresses, accepted, rejected)
         SELECT id, $2, gen_random_uuid(), 'live', 'a@example.test', 'example.test', 'S', '{}', '[]', '[]', '[]',
           1, 0 FROM unnest($1::text[]) AS id RETURNING id)
       INSERT INTO "sending"."message" (id, transmission_id, team_id, rcpt_to, raw_rcpt_to, rcpt_type, status)
       SELECT gen_random_uuid(), id, $2, 'r@example.net', 'r@example.net', 'to', 'delivered' FROM t`,
      [ids, TEAM],
    );
    const kept = await sent(1, ['delivered']);

    await job.run(NOW);

    const [{ transmissions, messages }] = await dataSource.query(
      `SELECT (SELECT count(*)::int FROM "sending"."transmission") AS transmissions,
              (SELECT count(*)::int FROM "sending"."message") AS messages`,
    );
    expect({ transmissions, messages }).toEqual({ transmissions: 1, messages: 1 });
    expect(await listed()).toEqual([kept]);
  });

  it('forgets the campaign batch keys taken before the window, and keeps the later ones', async () => {
    const batchKeys = new BatchTransmissionRepository(dataSource);
    await dataSource.query(
      `INSERT INTO "sending"."batch_key" (team_id, idempotency_key, transmission_id, created_at)
       SELECT $1::int, 'old-' || i, 'x', $2::timestamptz - make_interval(secs => i) FROM generate_series(1, 1500) i
       UNION ALL SELECT $1, 'recent', 'y', $3`,
      [TEAM, new Date(NOW - 30 * DAY_MS), new Date(NOW - 29 * DAY_MS)],
    );

    await job.run(NOW);

    const old = Array.from({ length: 1500 }, (_, i) => `old-${i + 1}`);
    expect(await batchKeys.takenUnder(TEAM, [...old, 'recent'])).toEqual(
      new Map([['recent', { requestId: 'y', outcome: 'sent' }]]),
    );
  });
});
