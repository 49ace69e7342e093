import { ErrorCode, Plan, RequestContext, ServiceError } from '@mailroom/contracts';
import { runMigrationsLocked } from '@mailroom/database';
import { createTestDatabase, TestDatabase } from '@mailroom/testing';
import { openContextDataSource } from '@mailroom/testing/context-data-source';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { sendingMigrations } from '../database/sending.migrations';
import { SENDING_SCHEMA } from '../database/sending.schema';
import { usagePeriods } from './quota';
import { SendingQuota } from './sending-quota';
import { GetUsageUseCase } from './use-cases/get-usage/get-usage.use-case';
import { UsageRepository } from './usage.repository';

// The quota rules on a real, freshly migrated PostgreSQL: the free plan's monthly limit (3,000) is far too
// many deliveries for an end-to-end test, and only the database can show that parallel sends never pass a
// limit together. Usage is pre-seeded with plain SQL, as a month of sending would have left it.
let database: TestDatabase | undefined;
let dataSource: DataSource;
let quota: SendingQuota;
let usage: UsageRepository;
let lastTeamId = 5000;

const AT = new Date('2026-11-23T10:00:00Z');
const { month: MONTH, day: DAY } = usagePeriods(AT);

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = await openContextDataSource(
    database.url,
    { schema: SENDING_SCHEMA, migrations: sendingMigrations },
    40,
  );
  usage = new UsageRepository(dataSource);
  quota = new SendingQuota(usage);
});

afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

function team(plan: Plan, monthlyLimit: number, keyType: 'live' | 'sandbox' = 'live'): RequestContext {
  lastTeamId += 1;
  return {
    team_id: lastTeamId,
    key_id: randomUUID(),
    key_type: keyType,
    scopes: [],
    plan,
    monthly_limit: monthlyLimit,
    request_id: randomUUID(),
  };
}

async function seed(teamId: number, period: string, sent: number): Promise<void> {
  await dataSource.query(`INSERT INTO "sending"."usage" (team_id, period, sent) VALUES ($1, $2, $3)`, [
    teamId,
    period,
    sent,
  ]);
}

async function counters(teamId: number): Promise<Record<string, { sent: number; overage: number }>> {
  return Object.fromEntries(await usage.read(teamId, [MONTH, DAY]));
}

// One send's transaction: its usage is consumed last, as the send use-case does.
function send(ctx: RequestContext, count: number): Promise<unknown> {
  return dataSource.transaction((manager) => quota.consume(manager, ctx, count, AT));
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  expect((error as ServiceError).payload.status).toBe(429);
  return (error as ServiceError).payload.error_code;
}

describe('free plan', () => {
  it('refuses a send that would pass the monthly limit, before anything, and names the monthly quota', async () => {
    const ctx = team(Plan.free, 3_000);
    await seed(ctx.team_id, MONTH, 2_990);
    expect(await quota.check(ctx, 10, AT)).toMatchObject({ monthly: { limit: 3_000, sent: 2_990 } });
    expect(await refusal(quota.check(ctx, 11, AT))).toBe(ErrorCode.quotaExceeded);

    const after = await send(ctx, 10);
    expect(after).toMatchObject({ monthly: { sent: 3_000 }, daily: { sent: 10 } });
    expect(await refusal(quota.check(ctx, 1, AT))).toBe(ErrorCode.quotaExceeded);
    expect(await refusal(send(ctx, 1))).toBe(ErrorCode.quotaExceeded);
    // Nothing would be sent: a request whose recipients are all suppressed is not refused.
    await expect(quota.check(ctx, 0, AT)).resolves.toBeDefined();
    expect(await counters(ctx.team_id)).toEqual({
      [MONTH]: { sent: 3_000, overage: 0 },
      [DAY]: { sent: 10, overage: 0 },
    });
  });

  it('puts the monthly quota before the daily one when both are exhausted', async () => {
    const ctx = team(Plan.free, 3_000);
    await seed(ctx.team_id, MONTH, 3_000);
    await seed(ctx.team_id, DAY, 100);
    expect(await refusal(quota.check(ctx, 1, AT))).toBe(ErrorCode.quotaExceeded);
  });

  it('lets parallel sends at the monthly boundary take exactly the room that is left', async () => {
    const ctx = team(Plan.free, 3_000);
    await seed(ctx.team_id, MONTH, 2_990);
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, () => send(ctx, 1)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    for (const outcome of outcomes.filter((o) => o.status === 'rejected')) {
      expect((outcome.reason as ServiceError).payload.error_code).toBe(ErrorCode.quotaExceeded);
    }
    // The day row only counts the sends that passed the month.
    expect(await counters(ctx.team_id)).toEqual({
      [MONTH]: { sent: 3_000, overage: 0 },
      [DAY]: { sent: 10, overage: 0 },
    });
  });

  it('lets parallel sends at the daily boundary take exactly the room left, refused ones counting nowhere', async () => {
    const ctx = team(Plan.free, 3_000);
    await seed(ctx.team_id, DAY, 80);
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => send(ctx, 3)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(6);
    for (const outcome of outcomes.filter((o) => o.status === 'rejected')) {
      expect((outcome.reason as ServiceError).payload.error_code).toBe(ErrorCode.dailyQuotaExceeded);
    }
    // A refused day rolls back its month increment too: the month counts only what was accepted.
    expect(await counters(ctx.team_id)).toEqual({
      [MONTH]: { sent: 18, overage: 0 },
      [DAY]: { sent: 98, overage: 0 },
    });
  });

  it('consumes nothing when the transaction of the send fails after counting', async () => {
    const ctx = team(Plan.free, 3_000);
    await expect(
      dataSource.transaction(async (manager) => {
        await quota.consume(manager, ctx, 5, AT);
        throw new Error('the send failed');
      }),
    ).rejects.toThrow('the send failed');
    expect(await counters(ctx.team_id)).toEqual({});
  });

  it('never refuses a sandbox key, which shows the standing without counting', async () => {
    const ctx = team(Plan.free, 3_000, 'sandbox');
    await seed(ctx.team_id, DAY, 100);
    expect(await quota.check(ctx, 50, AT)).toMatchObject({ daily: { limit: 100, sent: 100 } });
  });
});

describe('paid plans', () => {
  it('never refuse, and record what passes the limit as overage, also under parallel sends', async () => {
    const ctx = team(Plan.enterprise, 5);
    await seed(ctx.team_id, MONTH, 0);
    expect(await quota.check(ctx, 1_000, AT)).toBeUndefined();
    expect(await send(ctx, 4)).toBeUndefined();
    await send(ctx, 4);
    expect(await counters(ctx.team_id)).toEqual({ [MONTH]: { sent: 8, overage: 3 } });
    await Promise.all(Array.from({ length: 10 }, () => send(ctx, 2)));
    expect(await counters(ctx.team_id)).toEqual({ [MONTH]: { sent: 28, overage: 23 } });
  });

  it('count a first send beyond the limit as overage at once, and keep no day rows', async () => {
    const ctx = team(Plan.pro50k, 50_000);
    await seed(ctx.team_id, MONTH, 49_990);
    await send(ctx, 50);
    expect(await counters(ctx.team_id)).toEqual({ [MONTH]: { sent: 50_040, overage: 40 } });

    const fresh = team(Plan.enterprise, 10);
    await send(fresh, 30);
    expect(await counters(fresh.team_id)).toEqual({ [MONTH]: { sent: 30, overage: 20 } });
  });

  it('are reported by GET /usage with the overage priced', async () => {
    const ctx = team(Plan.enterprise, 1);
    await seed(ctx.team_id, MONTH, 0);
    await send(ctx, 1_001);
    expect(await new GetUsageUseCase(usage).execute(ctx, AT)).toEqual({
      period: MONTH,
      plan: 'enterprise',
      monthly_limit: 1,
      sent: 1_001,
      overage: 1_000,
      overage_cost: 0.8,
    });
    expect(await new GetUsageUseCase(usage).execute(team(Plan.free, 3_000), AT)).toEqual({
      period: MONTH,
      plan: 'free',
      monthly_limit: 3_000,
      sent: 0,
      overage: 0,
      overage_cost: 0,
    });
  });
});

describe('a group commit of sends (consumeMany)', () => {
  const group = (sends: { ctx: RequestContext; count: number }[]) =>
    dataSource.transaction((manager) =>
      quota.consumeMany(
        manager,
        sends.map(({ ctx, count }) => ({ ctx, count, at: AT })),
      ),
    );

  it("answers each free send its own standing after it, and counts a paid team's sends as one by one would", async () => {
    const free = team(Plan.free, 3_000);
    const paid = team(Plan.enterprise, 5);
    const other = team(Plan.pro50k, 50_000);
    const usages = await group([
      { ctx: paid, count: 4 },
      { ctx: free, count: 2 },
      { ctx: other, count: 1 },
      { ctx: free, count: 3 },
      { ctx: paid, count: 4 },
    ]);
    expect(usages).toEqual([
      undefined,
      expect.objectContaining({ monthly: { limit: 3_000, sent: 2 }, daily: { limit: 100, sent: 2 } }),
      undefined,
      expect.objectContaining({ monthly: { limit: 3_000, sent: 5 }, daily: { limit: 100, sent: 5 } }),
      undefined,
    ]);
    // 8 against a limit of 5: the overage two sends of 4 would have recorded one after the other.
    expect(await counters(paid.team_id)).toEqual({ [MONTH]: { sent: 8, overage: 3 } });
    expect(await counters(other.team_id)).toEqual({ [MONTH]: { sent: 1, overage: 0 } });
    expect(await counters(free.team_id)).toEqual({
      [MONTH]: { sent: 5, overage: 0 },
      [DAY]: { sent: 5, overage: 0 },
    });
  });

  it('fails as a whole when one free send passes its limit, so that the group is written again one by one', async () => {
    const free = team(Plan.free, 3_000);
    const paid = team(Plan.enterprise, 100);
    await seed(free.team_id, DAY, 98);
    expect(
      await refusal(
        group([
          { ctx: paid, count: 1 },
          { ctx: free, count: 2 },
          { ctx: free, count: 1 },
        ]),
      ),
    ).toBe(ErrorCode.dailyQuotaExceeded);
    expect(await counters(paid.team_id)).toEqual({});
    expect(await counters(free.team_id)).toEqual({ [DAY]: { sent: 98, overage: 0 } });
  });

  it('never lets parallel groups pass a free limit together, nor deadlock on two teams', async () => {
    const a = team(Plan.free, 3_000);
    const b = team(Plan.free, 3_000);
    await seed(a.team_id, MONTH, 2_990);
    await seed(b.team_id, MONTH, 2_990);
    // Each group takes both teams, in opposite orders.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        group(
          i % 2 === 0
            ? [
                { ctx: a, count: 1 },
                { ctx: b, count: 1 },
              ]
            : [
                { ctx: b, count: 1 },
                { ctx: a, count: 1 },
              ],
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    for (const outcome of outcomes.filter((o) => o.status === 'rejected')) {
      expect((outcome.reason as ServiceError).payload.error_code).toBe(ErrorCode.quotaExceeded);
    }
    expect((await counters(a.team_id))[MONTH]).toEqual({ sent: 3_000, overage: 0 });
    expect((await counters(b.team_id))[MONTH]).toEqual({ sent: 3_000, overage: 0 });
  });
});

describe('the migration', () => {
  it('reverts and applies again', async () => {
    const tables = async (): Promise<string[]> =>
      (
        await dataSource.query<{ table_name: string }[]>(
          `SELECT table_name FROM information_schema.tables WHERE table_schema = 'sending'
              AND table_name IN ('usage', 'suppression') ORDER BY table_name`,
        )
      ).map((row) => row.table_name);
    // Later migrations, if any, are reverted first.
    for (let i = 0; i < sendingMigrations.length && (await tables()).length > 0; i++) {
      await dataSource.undoLastMigration({ transaction: 'each' });
    }
    expect(await tables()).toEqual([]);
    expect(await dataSource.query(`SELECT to_regclass('"sending"."transmission"') AS t`)).toEqual([
      { t: 'sending.transmission' },
    ]);
    await runMigrationsLocked(dataSource, SENDING_SCHEMA);
    expect(await tables()).toEqual(['suppression', 'usage']);
  });
});
