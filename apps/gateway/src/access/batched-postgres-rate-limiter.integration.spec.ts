import { createTestDatabase, TestDatabase } from '@mailroom/testing';
import { openContextDataSource } from '@mailroom/testing/context-data-source';
import fc from 'fast-check';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { IDENTITY_SCHEMA, identityDatabase } from '../identity/identity.database';
import { BatchedPostgresRateLimiter } from './batched-postgres-rate-limiter';

// The batched store on a real, freshly migrated PostgreSQL, against the library's own store run one request
// at a time: concurrent requests must be answered as if they had come one after another.
let database: TestDatabase | undefined;
let dataSource: DataSource;
let run = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = await openContextDataSource(database.url, identityDatabase, 10);
});

afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

function options(keyPrefix: string, points: number) {
  return {
    keyPrefix,
    points,
    duration: 300,
    storeClient: dataSource,
    storeType: 'typeorm',
    schemaName: IDENTITY_SCHEMA,
    tableName: 'rate_limit',
    tableCreated: true,
    clearExpiredByTimeout: false,
  };
}

type Answer = { allowed: boolean; consumed: number; remaining: number };

function answer(result: unknown): Answer {
  if (!(result instanceof RateLimiterRes)) throw result;
  return { allowed: false, consumed: result.consumedPoints, remaining: result.remainingPoints };
}

async function consume(limiter: RateLimiterPostgres, key: string, points: number): Promise<Answer> {
  try {
    return { ...answer(await limiter.consume(key, points)), allowed: true };
  } catch (rejection) {
    return answer(rejection);
  }
}

it('answers concurrent consumes over a few keys as the unbatched store answers them one by one', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 1, max: 12 }),
      fc.array(fc.record({ key: fc.constantFrom('a', 'b', 'c'), points: fc.integer({ min: 1, max: 3 }) }), {
        minLength: 1,
        maxLength: 40,
      }),
      async (limit, requests) => {
        run += 1;
        const batched = new BatchedPostgresRateLimiter(options(`batched-${run}`, limit));
        const single = new RateLimiterPostgres(options(`single-${run}`, limit));
        const together = await Promise.all(requests.map((r) => consume(batched, r.key, r.points)));
        const oneByOne: Answer[] = [];
        for (const r of requests) oneByOne.push(await consume(single, r.key, r.points));
        expect(together).toEqual(oneByOne);
      },
    ),
    { numRuns: 40 },
  );
});

it('starts a new window for a key whose window ended, counting the batch from the first of its consumes', async () => {
  const batched = new BatchedPostgresRateLimiter(options('expired-batched', 4));
  const single = new RateLimiterPostgres(options('expired-single', 4));
  await Promise.all([batched.consume('key', 4), single.consume('key', 4)]);
  // Both windows ended a moment ago, with their points used up.
  await dataSource.query(
    `UPDATE "identity"."rate_limit" SET expire = $1 WHERE key IN ('expired-batched:key', 'expired-single:key')`,
    [Date.now() - 1],
  );
  const requests = [1, 2, 1, 1];
  const together = await Promise.all(requests.map((points) => consume(batched, 'key', points)));
  const oneByOne: Answer[] = [];
  for (const points of requests) oneByOne.push(await consume(single, 'key', points));
  expect(together).toEqual(oneByOne);
  expect(together.map((answer) => answer.allowed)).toEqual([true, true, true, false]);
});

it('reads concurrent counts of present and absent keys, each its own', async () => {
  const limiter = new BatchedPostgresRateLimiter(options('reads', 10));
  await limiter.penalty('seen', 3);
  const [seen, unseen, again] = await Promise.all([
    limiter.get('seen'),
    limiter.get('unseen'),
    limiter.get('seen'),
  ]);
  expect(seen?.consumedPoints).toBe(3);
  expect(again?.consumedPoints).toBe(3);
  expect(unseen).toBeNull();
});

it('keeps a block as the library sets it', async () => {
  const limiter = new BatchedPostgresRateLimiter(options('blocks', 5));
  await limiter.block('address', 900);
  const state = await limiter.get('address');
  expect(state?.consumedPoints).toBeGreaterThan(5);
  expect(state?.msBeforeNext).toBeGreaterThan(890_000);
});
