import { createTestDatabase, openContextDataSource, TestDatabase } from '@mailroom/testing';
import { DataSource } from 'typeorm';
import { sendingMigrations } from '../database/sending.migrations';
import { SENDING_SCHEMA } from '../database/sending.schema';
import { SuppressionReason, SuppressionRepository } from './suppression.repository';

// The suppression rules of API.md on a real, freshly migrated PostgreSQL.
let database: TestDatabase | undefined;
let dataSource: DataSource;
let suppressions: SuppressionRepository;

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = await openContextDataSource(database.url, {
    schema: SENDING_SCHEMA,
    migrations: sendingMigrations,
  });
  suppressions = new SuppressionRepository(dataSource);
});

afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

const add = (teamId: number, address: string, reason: SuppressionReason): Promise<void> =>
  dataSource.transaction((manager) => suppressions.add(manager, teamId, address, reason, 'req-1'));

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
      await dataSource.query(`SELECT team_id, address, reason, source_request_id FROM "sending"."suppression"
         WHERE address LIKE 'gone@%'`),
    ).toEqual([
      { team_id: 1, address: 'gone@example.net', reason: 'hard_bounce', source_request_id: 'req-1' },
    ]);
  });

  it('stops all mail after a hard bounce or a complaint, whatever the case of the address', async () => {
    const found = await suppressions.suppressed(
      1,
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
    expect(Object.fromEntries(await suppressions.suppressed(1, addresses, true))).toEqual({
      'both@example.net': 'hard_bounce',
    });
    expect(Object.fromEntries(await suppressions.suppressed(1, addresses, false))).toEqual({
      'reader@example.net': 'unsubscribe',
      'both@example.net': 'hard_bounce',
    });
  });

  it('belongs to one team', async () => {
    expect((await suppressions.suppressed(2, ['gone@example.net', 'angry@example.net'], false)).size).toBe(0);
    expect((await suppressions.suppressed(1, [], false)).size).toBe(0);
  });

  it('answers many lookups of several teams with one statement, each as suppressed() would', async () => {
    const lookups = [
      { teamId: 1, addresses: ['reader@example.net', 'both@example.net'], transactional: true },
      { teamId: 2, addresses: ['gone@example.net'], transactional: false },
      {
        teamId: 1,
        addresses: ['READER@example.net', 'Gone@example.net', 'fine@example.net'],
        transactional: false,
      },
      { teamId: 1, addresses: [], transactional: false },
    ];
    const found = await suppressions.suppressedMany(lookups);
    expect(found.map((map) => Object.fromEntries(map))).toEqual([
      { 'both@example.net': 'hard_bounce' },
      {},
      { 'reader@example.net': 'unsubscribe', 'gone@example.net': 'hard_bounce' },
      {},
    ]);
    for (const [index, lookup] of lookups.entries()) {
      expect(found[index]).toEqual(
        await suppressions.suppressed(lookup.teamId, lookup.addresses, lookup.transactional),
      );
    }
  });

  it('refuses an unknown reason', async () => {
    await expect(add(1, 'x@example.net', 'bored' as SuppressionReason)).rejects.toThrow(/check constraint/);
  });
});
