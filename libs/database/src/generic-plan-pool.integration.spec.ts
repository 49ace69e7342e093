import { createTestDatabase, TestDatabase } from '@mailroom/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { GenericPlanPool } from './generic-plan-pool';
import { isUniqueViolation } from './postgres-errors';
import { PreparedStatement } from './prepared-statement';

// A GenericPlanPool on a real PostgreSQL: a statement keeps the plan it made first, and that plan reads by
// index even when it was made on an empty table that has grown since.
let database: TestDatabase | undefined;
let admin: DataSource;
// One connection, so that EXPLAIN EXECUTE reads the plan the statement runs with.
let pool: GenericPlanPool;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await new DataSource({ type: 'postgres', url: database.url, extra: { max: 1 } }).initialize();
  await admin.query(`CREATE TABLE parcel (id uuid PRIMARY KEY, owner_id int NOT NULL, label text NOT NULL)`);
  await admin.query(
    `CREATE TABLE sticker (parcel_id uuid NOT NULL REFERENCES parcel(id), note text NOT NULL)`,
  );
  await admin.query('ANALYZE parcel');
  await admin.query('ANALYZE sticker');
  pool = new GenericPlanPool(database.url, 'test', 1);
});

afterAll(async () => {
  await pool?.close();
  await admin?.destroy();
  await database?.drop();
});

const LABELS = PreparedStatement.of(
  `SELECT p.id, p.label FROM unnest($1::uuid[]) AS q(id) JOIN parcel p ON p.id = q.id ORDER BY p.label`,
);

async function plan(statement: PreparedStatement, argument: string): Promise<string> {
  const [row] = await pool.query<{ 'QUERY PLAN': unknown }[]>(
    `EXPLAIN (FORMAT JSON) EXECUTE ${statement.name}(${argument})`,
  );
  return JSON.stringify(row['QUERY PLAN']);
}

// Read on the pool's own connection, after its counts are flushed to the shared statistics.
async function sequentialScansOf(table: string): Promise<number> {
  await pool.query('SELECT pg_stat_force_next_flush()');
  const [row] = await pool.query<{ seq_scan: string }[]>(
    `SELECT seq_scan FROM pg_stat_user_tables WHERE relname = $1`,
    [table],
  );
  return Number(row.seq_scan);
}

describe('GenericPlanPool', () => {
  it('plans a statement once and keeps an index plan made on an empty table as the table grows', async () => {
    for (let run = 0; run < 3; run += 1) await LABELS.run(pool, [[randomUUID()]]);
    await admin.query(
      `INSERT INTO parcel SELECT gen_random_uuid(), n % 100, 'label ' || n FROM generate_series(1, 20000) AS n`,
    );
    const [one] = await admin.query<{ id: string }[]>('SELECT id FROM parcel LIMIT 1');
    expect(await LABELS.run(pool, [[one.id]])).toEqual([expect.objectContaining({ id: one.id })]);

    const explained = await plan(LABELS, `ARRAY['${one.id}']::uuid[]`);
    expect(explained).toContain('"Index Name":"parcel_pkey"');
    expect(explained).not.toContain('Seq Scan');
    const [stats] = await pool.query<{ generic_plans: string; custom_plans: string }[]>(
      `SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = $1`,
      [LABELS.name],
    );
    expect(Number(stats.generic_plans)).toBeGreaterThanOrEqual(4);
    expect(Number(stats.custom_plans)).toBe(0);
  });

  it('checks the foreign keys of its inserts by index, the check planned while the table was small', async () => {
    const first = randomUUID();
    await admin.query(`CREATE TABLE crate (id uuid PRIMARY KEY)`);
    await admin.query(`CREATE TABLE item (crate_id uuid NOT NULL REFERENCES crate(id))`);
    await admin.query(`INSERT INTO crate VALUES ($1)`, [first]);
    await admin.query('ANALYZE crate');
    const pack = PreparedStatement.of(
      `WITH packed AS (INSERT INTO item SELECT * FROM unnest($1::uuid[])) SELECT 1 AS packed`,
    );
    await pack.run(pool, [[first]]);
    await admin.query(`INSERT INTO crate SELECT gen_random_uuid() FROM generate_series(1, 20000)`);
    const crates: { id: string }[] = await admin.query('SELECT id FROM crate LIMIT 50');

    const before = await sequentialScansOf('crate');
    for (const crate of crates) await pack.run(pool, [[crate.id]]);
    await expect(pack.run(pool, [[randomUUID()]])).rejects.toThrow(/foreign key/);
    expect(await sequentialScansOf('crate')).toBe(before);

    // The counts above are read as they move: a table with no index is still read whole, and counted.
    const items = await sequentialScansOf('item');
    await pool.query('SELECT count(*) FROM item');
    expect(await sequentialScansOf('item')).toBe(items + 1);
  });

  it('answers rows and raises errors as TypeORM does', async () => {
    const id = randomUUID();
    const insert = PreparedStatement.of(
      `WITH added AS (INSERT INTO parcel VALUES ($1, 1, $2) RETURNING id, label) SELECT * FROM added`,
    );
    expect(await insert.run(pool, [id, 'first'])).toEqual([{ id, label: 'first' }]);
    const again = insert.run(pool, [id, 'second']);
    await expect(again).rejects.toThrow(/duplicate key/);
    expect(isUniqueViolation(await again.catch((error: unknown) => error), 'parcel_pkey')).toBe(true);
    // An UPDATE or DELETE answers its rows and the count it changed, as TypeORM's query does.
    const relabel = `UPDATE parcel SET label = $2 WHERE id = $1 RETURNING label`;
    for (const on of [pool, admin]) {
      expect(await on.query(relabel, [id, 'relabelled'])).toEqual([[{ label: 'relabelled' }], 1]);
      expect(await on.query(`DELETE FROM parcel WHERE id = $1 AND label = 'none'`, [id])).toEqual([[], 0]);
    }
  });

  it('commits a transaction that resolves, and rolls back one that throws, on a connection it keeps', async () => {
    const kept = randomUUID();
    const dropped = randomUUID();
    const label = async (id: string) =>
      (await admin.query<{ label: string }[]>(`SELECT label FROM parcel WHERE id = $1`, [id]))[0]?.label;

    await pool.transaction(async (runner) => {
      await runner.query(`INSERT INTO parcel VALUES ($1, 2, 'kept')`, [kept]);
      // Not seen outside before the commit.
      expect(await label(kept)).toBeUndefined();
    });
    expect(await label(kept)).toBe('kept');

    const failing = pool.transaction(async (runner) => {
      await runner.query(`INSERT INTO parcel VALUES ($1, 2, 'dropped')`, [dropped]);
      await runner.query(`INSERT INTO parcel VALUES ($1, 2, 'again')`, [kept]);
    });
    await expect(failing).rejects.toThrow(/duplicate key/);
    expect(isUniqueViolation(await failing.catch((error: unknown) => error), 'parcel_pkey')).toBe(true);
    expect(await label(dropped)).toBeUndefined();
    // The pool's one connection was handed back out of the transaction.
    expect(await pool.query(`SELECT count(*)::int AS n FROM parcel WHERE id = $1`, [dropped])).toEqual([
      { n: 0 },
    ]);
  });
});
