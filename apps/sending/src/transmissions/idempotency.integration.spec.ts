import { ServiceError } from '@mailroom/contracts';
import { ClaimedKey, GenericPlanPool } from '@mailroom/database';
import { createTestDatabase, TestDatabase } from '@mailroom/testing';
import { openContextDataSource } from '@mailroom/testing/context-data-source';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { sendingMigrations } from '../database/sending.migrations';
import { SENDING_SCHEMA } from '../database/sending.schema';
import { IdempotencyRepository } from './idempotency.repository';

// The Idempotency-Key claims of POST /emails (IdempotencyKeys of libs/database) on a migrated PostgreSQL.
let database: TestDatabase | undefined;
let dataSource: DataSource;
let genericPlans: GenericPlanPool;
let keys: IdempotencyRepository;

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = await openContextDataSource(database.url, {
    schema: SENDING_SCHEMA,
    migrations: sendingMigrations,
  });
  genericPlans = new GenericPlanPool(database.url, SENDING_SCHEMA);
  keys = new IdempotencyRepository(dataSource, genericPlans);
});

afterAll(async () => {
  await genericPlans?.close();
  await dataSource?.destroy();
  await database?.drop();
});

const keyId = randomUUID();

async function claimNew(key: string, fingerprint = 'f1'): Promise<ClaimedKey> {
  const claim = await keys.claim<{ n: number }>(keyId, key, fingerprint);
  if (claim.kind !== 'new') throw new Error(`expected a new claim of ${key}`);
  return claim.claimed;
}

function errorCodeOf(error: unknown): string | undefined {
  return error instanceof ServiceError ? error.payload.error_code : undefined;
}

// As if the claim had been made this many seconds ago.
async function age(key: string, seconds: number): Promise<void> {
  await dataSource.query(
    `UPDATE "sending"."idempotency_key" SET updated_at = now() - make_interval(secs => $3)
      WHERE key_id = $1 AND idempotency_key = $2`,
    [keyId, key, seconds],
  );
}

describe('Idempotency-Key claims', () => {
  it('answers in progress, then the stored answer once completed, and a conflict for another payload', async () => {
    const claimed = await claimNew('k-1');
    const during = await keys.claim(keyId, 'k-1', 'f1').catch((error: unknown) => error);
    expect(errorCodeOf(during)).toBe('idempotency_in_progress');

    await genericPlans.transaction((runner) => keys.complete(runner, claimed, { n: 1 }));
    await expect(keys.claim(keyId, 'k-1', 'f1')).resolves.toEqual({ kind: 'replay', response: { n: 1 } });
    const other = await keys.claim(keyId, 'k-1', 'f2').catch((error: unknown) => error);
    expect(errorCodeOf(other)).toBe('idempotency_conflict');
  });

  it('lets a retry take over a claim abandoned by a crashed request, and fences the late original', async () => {
    const original = await claimNew('k-2');
    await age('k-2', 11);
    const retry = await claimNew('k-2');

    // The original, still alive after all, cannot complete: its transaction rolls back.
    await expect(
      genericPlans.transaction((runner) => keys.complete(runner, original, { n: 1 })),
    ).rejects.toThrow(/taken over/);
    // Nor can it release the retry's claim.
    await keys.release(original);

    await genericPlans.transaction((runner) => keys.complete(runner, retry, { n: 2 }));
    await expect(keys.claim(keyId, 'k-2', 'f1')).resolves.toEqual({ kind: 'replay', response: { n: 2 } });
  });

  it("completes a group commit's claims together, or none of them when one was taken over", async () => {
    const held = await claimNew('k-5');
    const lost = await claimNew('k-6');
    await age('k-6', 11);
    const retry = await claimNew('k-6');

    await expect(
      genericPlans.transaction((runner) =>
        keys.completeMany(runner, [
          { claimed: held, response: { n: 5 } },
          { claimed: lost, response: { n: 6 } },
        ]),
      ),
    ).rejects.toThrow(/taken over/);
    const stillHeld = await keys.claim(keyId, 'k-5', 'f1').catch((error: unknown) => error);
    expect(errorCodeOf(stillHeld)).toBe('idempotency_in_progress');

    await genericPlans.transaction((runner) =>
      keys.completeMany(runner, [
        { claimed: held, response: { n: 5 } },
        { claimed: retry, response: { n: 7 } },
      ]),
    );
    await expect(keys.claim(keyId, 'k-5', 'f1')).resolves.toEqual({ kind: 'replay', response: { n: 5 } });
    await expect(keys.claim(keyId, 'k-6', 'f1')).resolves.toEqual({ kind: 'replay', response: { n: 7 } });
  });

  it('claims concurrent keys together, each key once: a key asked twice at once is in progress for one', async () => {
    const asked = await Promise.allSettled(
      ['k-7', 'k-8', 'k-7', 'k-9'].map((key) => keys.claim<{ n: number }>(keyId, key, 'f1')),
    );
    const outcomes = asked.map((outcome) =>
      outcome.status === 'fulfilled' ? outcome.value.kind : errorCodeOf(outcome.reason),
    );
    expect(outcomes).toEqual(['new', 'new', 'idempotency_in_progress', 'new']);
    const tokens = asked.flatMap((outcome) =>
      outcome.status === 'fulfilled' && outcome.value.kind === 'new' ? [outcome.value.claimed.token] : [],
    );
    expect(new Set(tokens).size).toBe(3);
  });

  it('keeps a recent claim from being taken over', async () => {
    await claimNew('k-3');
    await age('k-3', 5);
    const second = await keys.claim(keyId, 'k-3', 'f1').catch((error: unknown) => error);
    expect(errorCodeOf(second)).toBe('idempotency_in_progress');
  });

  it('frees the key for a retry when the request released its claim', async () => {
    const claimed = await claimNew('k-4');
    await keys.release(claimed);
    await expect(claimNew('k-4', 'f2')).resolves.toMatchObject({ key: 'k-4' });
  });
});
