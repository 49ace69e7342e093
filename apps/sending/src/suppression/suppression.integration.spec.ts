import { GenericPlanPool } from '@mailroom/database';
import { createTestDatabase, TestDatabase } from '@mailroom/testing';
import { openContextDataSource } from '@mailroom/testing/context-data-source';
import { DataSource } from 'typeorm';
import { sendingMigrations } from '../database/sending.migrations';
import { SENDING_SCHEMA } from '../database/sending.schema';
import { SuppressionReason } from '@mailroom/contracts';
import { SuppressionList, SuppressionRepository } from './suppression.repository';
import { sourceOf } from './use-cases/suppress-recipient/suppress-recipient.use-case';

// The suppression rules of API.md on a real, freshly migrated PostgreSQL.
let database: TestDatabase | undefined;
let dataSource: DataSource;
let genericPlans: GenericPlanPool;
let suppressions: SuppressionRepository;

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = await openContextDataSource(database.url, {
    schema: SENDING_SCHEMA,
    migrations: sendingMigrations,
  });
  genericPlans = new GenericPlanPool(database.url, SENDING_SCHEMA);
  suppressions = new SuppressionRepository(dataSource, genericPlans);
});

afterAll(async () => {
  await genericPlans?.close();
  await dataSource?.destroy();
  await database?.drop();
});

const live = (teamId: number): SuppressionList => ({ teamId, sandbox: false });

const add = async (
  teamId: number,
  address: string,
  reason: SuppressionReason,
  sandbox = false,
): Promise<void> => {
  await dataSource.transaction((manager) =>
    suppressions.add(
      manager,
      { teamId, sandbox },
      { address, reason, source: sourceOf(reason), eventId: 'evt-1', requestId: 'req-1' },
    ),
  );
};

describe('suppression list', () => {
  beforeAll(async () => {
    await add(1, 'Gone@Example.NET', 'hard_bounce');
    // A second bounce of the same address changes nothing.
    await add(1, 'gone@example.net', 'hard_bounce');
    await add(1, 'angry@example.net', 'spam_complaint');
    await add(1, 'reader@example.net', 'unsubscribe');
    await add(1, 'both@example.net', 'unsubscribe');
    await add(1, 'both@example.net', 'hard_bounce');
  });

  it('keeps addresses in lower case, once per reason', async () => {
    expect(
      await dataSource.query(`SELECT team_id, address, reason, source, event_id, source_request_id
         FROM "sending"."suppression" WHERE address LIKE 'gone@%'`),
    ).toEqual([
      {
        team_id: 1,
        address: 'gone@example.net',
        reason: 'hard_bounce',
        source: 'bounce',
        event_id: 'evt-1',
        source_request_id: 'req-1',
      },
    ]);
  });

  it('stops all mail after a hard bounce or a complaint, whatever the case of the address', async () => {
    const found = await suppressions.suppressed(
      live(1),
      ['GONE@example.net', 'angry@example.net', 'fine@example.net'],
      true,
    );
    expect(Object.fromEntries(found)).toEqual({
      'gone@example.net': 'hard_bounce',
      'angry@example.net': 'spam_complaint',
    });
  });

  it('stops only non-transactional mail after an unsubscribe, and names the strongest reason', async () => {
    const addresses = ['reader@example.net', 'both@example.net'];
    expect(Object.fromEntries(await suppressions.suppressed(live(1), addresses, true))).toEqual({
      'both@example.net': 'hard_bounce',
    });
    expect(Object.fromEntries(await suppressions.suppressed(live(1), addresses, false))).toEqual({
      'reader@example.net': 'unsubscribe',
      'both@example.net': 'hard_bounce',
    });
  });

  it('belongs to one team', async () => {
    expect(
      (await suppressions.suppressed(live(2), ['gone@example.net', 'angry@example.net'], false)).size,
    ).toBe(0);
    expect((await suppressions.suppressed(live(1), [], false)).size).toBe(0);
  });

  it('keeps the sandbox list apart from the live list', async () => {
    await add(3, 'owner@example.net', 'unsubscribe', true);
    expect((await suppressions.suppressed(live(3), ['owner@example.net'], false)).size).toBe(0);
    expect(
      Object.fromEntries(
        await suppressions.suppressed({ teamId: 3, sandbox: true }, ['owner@example.net'], false),
      ),
    ).toEqual({ 'owner@example.net': 'unsubscribe' });
  });

  it('answers many lookups of several teams and lists with one statement, each as suppressed() would', async () => {
    const lookups = [
      { ...live(1), addresses: ['reader@example.net', 'both@example.net'], transactional: true },
      { ...live(2), addresses: ['gone@example.net'], transactional: false },
      {
        ...live(1),
        addresses: ['READER@example.net', 'Gone@example.net', 'fine@example.net'],
        transactional: false,
      },
      { ...live(1), addresses: [], transactional: false },
      { teamId: 3, sandbox: true, addresses: ['owner@example.net'], transactional: false },
      { ...live(3), addresses: ['owner@example.net'], transactional: false },
    ];
    const found = await suppressions.suppressedMany(lookups);
    expect(found.map((map) => Object.fromEntries(map))).toEqual([
      { 'both@example.net': 'hard_bounce' },
      {},
      { 'reader@example.net': 'unsubscribe', 'gone@example.net': 'hard_bounce' },
      {},
      { 'owner@example.net': 'unsubscribe' },
      {},
    ]);
    for (const [index, { addresses, transactional, ...list }] of lookups.entries()) {
      expect(found[index]).toEqual(await suppressions.suppressed(list, addresses, transactional));
    }
  });

  it('refuses an unknown reason', async () => {
    await expect(
      dataSource.transaction((manager) =>
        suppressions.add(manager, live(1), {
          address: 'x@example.net',
          reason: 'bored' as SuppressionReason,
          source: 'manual',
          eventId: null,
          requestId: null,
        }),
      ),
    ).rejects.toThrow(/check constraint/);
  });
});
