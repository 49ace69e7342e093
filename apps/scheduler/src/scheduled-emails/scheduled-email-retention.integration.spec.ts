import { Plan, ScheduledEmailState, ServiceError } from '@mailroom/contracts';
import { IdempotencyKeyRetention } from '@mailroom/runtime';
import { createTestDatabase, TestDatabase } from '@mailroom/testing';
import { openContextDataSource } from '@mailroom/testing/context-data-source';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { SchedulerConfig } from '../config/scheduler.config';
import { schedulerMigrations } from '../database/scheduler.migrations';
import { SCHEDULER_SCHEMA } from '../database/scheduler.schema';
import { ScheduleIdempotencyRepository } from './schedule-idempotency.repository';
import { ScheduledEmailRetentionJob } from './scheduled-email-retention.job';
import { ScheduledEmailRepository, Viewer } from './scheduled-email.repository';
import { GetScheduledEmailUseCase } from './use-cases/get-scheduled-email/get-scheduled-email.use-case';

// The scheduler's upkeep on a real, freshly migrated PostgreSQL: what GET /emails/scheduled/{id} still finds
// after the hourly jobs ran.
const DAY_MS = 86_400_000;
const NOW = Date.parse('2026-11-25T12:00:00Z');
const TEAM = 9001;
const VIEWER: Viewer = { team_id: TEAM, key_type: 'live' };

let database: TestDatabase;
let dataSource: DataSource;
let repository: ScheduledEmailRepository;

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = await openContextDataSource(database.url, {
    schema: SCHEDULER_SCHEMA,
    migrations: schedulerMigrations,
  });
  repository = new ScheduledEmailRepository(dataSource);
});

afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

// A scheduled email in `state`, last changed `daysAgo` before NOW.
async function scheduled(state: ScheduledEmailState, daysAgo: number): Promise<string> {
  const id = `sch_${randomUUID().replace(/-/g, '')}`;
  const changed = new Date(NOW - daysAgo * DAY_MS);
  await dataSource.query(
    `INSERT INTO "scheduler"."scheduled_email" (id, team_id, key_id, key_type, caller, request, recipients, state,
       scheduled_at, from_address, subject, to_addresses, cc_addresses, bcc_addresses, created_at, updated_at)
     VALUES ($1, $2, $3, 'live', $4, '{}', ARRAY['ann@example.net'], $5, $6, 'news@example.test', 'S',
       '["ann@example.net"]', '[]', '[]', $6, $6)`,
    [id, TEAM, randomUUID(), JSON.stringify({ team_id: TEAM, plan: Plan.pro1m }), state, changed],
  );
  return id;
}

async function found(id: string): Promise<boolean> {
  return new GetScheduledEmailUseCase(repository).execute(VIEWER, id).then(
    () => true,
    (error: unknown) => {
      if (error instanceof ServiceError && error.status === 404) return false;
      throw error;
    },
  );
}

describe('ScheduledEmailRetentionJob', () => {
  it('forgets the emails sent, cancelled or failed before EMAIL_RETENTION_DAYS, and no other', async () => {
    const config = { retentionDays: 30 } as SchedulerConfig;
    const gone = [
      await scheduled('sent', 31),
      await scheduled('cancelled', 40),
      await scheduled('failed', 30.5),
    ];
    const kept = [
      await scheduled('sent', 29),
      await scheduled('failed', 1),
      // Never done, however old: the worker still owes them an answer.
      await scheduled('scheduled', 45),
      await scheduled('sending', 45),
    ];

    await new ScheduledEmailRetentionJob(config, repository).run(NOW);

    expect(await Promise.all(gone.map(found))).toEqual([false, false, false]);
    expect(await Promise.all(kept.map(found))).toEqual([true, true, true, true]);
  });
});

describe('IdempotencyKeyRetention', () => {
  it('forgets the keys past their 24 hours, and keeps the recent ones answering replays', async () => {
    const keys = new ScheduleIdempotencyRepository(dataSource);
    const keyId = randomUUID();
    for (const key of ['old-1', 'old-2', 'recent']) {
      const claim = await keys.claim(keyId, key, 'f');
      if (claim.kind !== 'new') throw new Error(`expected a new claim of ${key}`);
      await dataSource.transaction((manager) => keys.complete(manager, claim.claimed, { key }));
    }
    await dataSource.query(
      `UPDATE "scheduler"."idempotency_key" SET created_at = now() - interval '25 hours'
        WHERE key_id = $1 AND idempotency_key LIKE 'old-%'`,
      [keyId],
    );

    await new IdempotencyKeyRetention(keys, 'scheduler').run();

    const left = await dataSource.query<{ idempotency_key: string }[]>(
      `SELECT idempotency_key FROM "scheduler"."idempotency_key" WHERE key_id = $1`,
      [keyId],
    );
    expect(left).toEqual([{ idempotency_key: 'recent' }]);
    await expect(keys.claim(keyId, 'recent', 'f')).resolves.toEqual({
      kind: 'replay',
      response: { key: 'recent' },
    });
  });
});
