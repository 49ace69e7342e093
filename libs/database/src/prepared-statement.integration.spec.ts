import { createTestDatabase, TestDatabase } from '@mailroom/testing';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { contextDataSourceOptions } from './database.module';
import { PreparedStatement, queryPrepared } from './prepared-statement';

// Statements prepared through TypeORM on a real PostgreSQL: parsed once per connection, answering as the same
// text run unprepared does.
let database: TestDatabase | undefined;
let dataSource: DataSource;

beforeAll(async () => {
  database = await createTestDatabase();
  // One connection, so that every statement runs on the connection whose prepared statements are read.
  dataSource = await new DataSource({ type: 'postgres', url: database.url, extra: { max: 1 } }).initialize();
});

afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

const SUM = 'SELECT coalesce(sum(x), 0)::bigint AS total, count(*)::int AS n FROM unnest($1::int[]) AS x';

async function preparedNames(): Promise<string[]> {
  const rows: { name: string }[] = await dataSource.query(
    `SELECT name FROM pg_prepared_statements WHERE name LIKE 'mr\\_%' ORDER BY name`,
  );
  return rows.map((row) => row.name);
}

describe('PreparedStatement', () => {
  it('answers what the unprepared text answers, for any parameters', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { maxLength: 50 }),
        async (xs) => {
          const prepared = await queryPrepared<{ total: string; n: number }[]>(dataSource, SUM, [xs]);
          const plain: { total: string; n: number }[] = await dataSource.query(SUM, [xs]);
          expect(prepared).toEqual(plain);
          expect(prepared).toEqual([{ total: String(xs.reduce((a, b) => a + b, 0)), n: xs.length }]);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('is prepared once on a connection, under a name of its text', async () => {
    const statement = PreparedStatement.of(SUM);
    expect(PreparedStatement.of(`${SUM}`)).toBe(statement);
    await statement.run(dataSource, [[1, 2]]);
    await statement.run(dataSource, [[3]]);
    expect((await preparedNames()).filter((name) => name === statement.name)).toHaveLength(1);

    const other = PreparedStatement.of(`${SUM} WHERE true`);
    expect(other.name).not.toBe(statement.name);
    await other.run(dataSource, [[4]]);
    expect(await preparedNames()).toEqual([statement.name, other.name].sort());
  });

  it('runs in a transaction and rolls back with it', async () => {
    await dataSource.query('CREATE TABLE note (id int PRIMARY KEY)');
    const insert = 'INSERT INTO note (id) SELECT * FROM unnest($1::int[]) RETURNING id';
    await expect(
      dataSource.transaction(async (manager) => {
        expect(await queryPrepared(manager, insert, [[1, 2]])).toEqual([{ id: 1 }, { id: 2 }]);
        // A duplicate key fails the statement, and the transaction with it.
        await queryPrepared(manager, insert, [[2]]);
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await dataSource.query('SELECT count(*)::int AS n FROM note')).toEqual([{ n: 0 }]);
    expect(await queryPrepared(dataSource, insert, [[3]])).toEqual([{ id: 3 }]);
  });
});

describe('a prepared statement on a connection of a context', () => {
  it('is planned for its table as the table is when it runs, not as it was when the statement was first run', async () => {
    const context = await new DataSource(
      contextDataSourceOptions(
        { url: database!.url, poolSize: 1 },
        { schema: 'public', entities: [], migrations: [] },
      ),
    ).initialize();
    try {
      // A queue that was small while the service warmed up, then took a burst that autovacuum has not
      // analyzed yet.
      await context.query(
        `CREATE TABLE claim (id int PRIMARY KEY, state text NOT NULL) WITH (autovacuum_enabled = false)`,
      );
      await context.query(`INSERT INTO claim SELECT n, 'done' FROM generate_series(1, 5) n`);
      await context.query('ANALYZE claim');
      const settle = PreparedStatement.of(
        'SELECT c.id FROM claim c JOIN unnest($1::int[]) AS x(id) ON c.id = x.id',
      );
      for (let run = 0; run < 10; run++) await settle.run(context, [[1, 2]]);
      await context.query(`INSERT INTO claim SELECT n, 'queued' FROM generate_series(6, 50000) n`);

      const plan: { 'QUERY PLAN': string }[] = await context.query(`EXPLAIN EXECUTE ${settle.name}('{1,2}')`);
      const lines = plan.map((line) => line['QUERY PLAN']).join('\n');
      expect(lines).toMatch(/Index (Only )?Scan using claim_pkey/);
      expect(lines).not.toContain('Seq Scan on claim');
    } finally {
      await context.destroy();
    }
  });
});
