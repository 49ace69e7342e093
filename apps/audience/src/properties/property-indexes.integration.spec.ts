import { createTestDatabase, TestDatabase } from '@mailroom/testing';
import { openContextDataSource } from '@mailroom/testing/context-data-source';
import { DataSource } from 'typeorm';
import { AudienceConfig } from '../config/audience.config';
import { audienceMigrations } from '../database/audience.migrations';
import { AUDIENCE_SCHEMA } from '../database/audience.schema';
import { SegmentAudience } from '../segments/segment-audience';
import { PropertyIndexes } from './property-indexes';
import { PropertyRepository } from './property.repository';

// The property indexes follow the definitions (at most AUDIENCE_PROPERTY_INDEXES, the most defined first),
// and the SQL a segment compiles to is one they serve.
const CONFIG: AudienceConfig = {
  importConcurrency: 1,
  importBatchRows: 100,
  importLeaseSeconds: 60,
  importPollMs: 1000,
  propertyIndexes: 3,
  segmentRefreshSeconds: 300,
  segmentCountTimeoutMs: 5000,
};

let database: TestDatabase | undefined;
let dataSource: DataSource;

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = await openContextDataSource(database.url, {
    schema: AUDIENCE_SCHEMA,
    migrations: audienceMigrations,
  });
});

afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

async function define(teamId: number, key: string, type: string): Promise<void> {
  await dataSource.query(`INSERT INTO audience.property (team_id, key, type) VALUES ($1, $2, $3)`, [
    teamId,
    key,
    type,
  ]);
}

async function indexes(): Promise<string[]> {
  const rows = await dataSource.query<{ name: string }[]>(
    `SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = 'audience.contact'::regclass AND i.indisvalid AND c.relname LIKE 'contact\\_p\\_%'
      ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

// The plan of a segment's count when scanning the whole table is ruled out: an index serves it or nothing.
async function countPlan(teamId: number, conditions: object[]): Promise<string> {
  const definitions = await new PropertyRepository(dataSource).definitions(teamId);
  const params: unknown[] = [];
  const from = new SegmentAudience(dataSource).matching(
    teamId,
    { list_id: null, condition_groups: [{ conditions: conditions as never }] },
    definitions,
    params,
  );
  return dataSource.transaction(async (manager) => {
    await manager.query(`SET LOCAL enable_seqscan = off`);
    const rows = await manager.query<{ 'QUERY PLAN': string }[]>(`EXPLAIN SELECT count(*) ${from}`, params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

it('keeps one index per property key and type, the most defined first, and serves segment conditions with it', async () => {
  await define(1, 'plan', 'string');
  await define(2, 'plan', 'string');
  await define(1, 'age', 'number');
  await define(2, 'age', 'number');
  await define(1, 'joined', 'date');
  await define(1, 'vip', 'boolean');
  await define(3, 'zone', 'string');
  await dataSource.query(
    `INSERT INTO audience.contact (team_id, email, properties)
     SELECT 1, 'c' || g || '@example.net',
            jsonb_build_object('plan', CASE WHEN g % 100 = 0 THEN 'Pro' ELSE 'free' END, 'age', g,
                               'joined', to_char(timestamp '2020-01-01' + g * interval '1 day',
                                                 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
       FROM generate_series(1, 2000) g`,
  );
  const keeper = new PropertyIndexes(CONFIG, dataSource);
  keeper['running'] = true;
  await keeper['reconcile']();
  // Booleans take none; zone (one team) is past the bound of three.
  expect(await indexes()).toEqual(['contact_p_d_joined', 'contact_p_n_age', 'contact_p_s_plan']);

  expect(await countPlan(1, [{ field: 'properties.plan', operator: 'equals', value: 'PRO' }])).toContain(
    'contact_p_s_plan',
  );
  expect(await countPlan(1, [{ field: 'properties.age', operator: 'gte', value: '1990' }])).toContain(
    'contact_p_n_age',
  );
  expect(
    await countPlan(1, [{ field: 'properties.joined', operator: 'before', value: '2020-01-05' }]),
  ).toContain('contact_p_d_joined');
  const [{ count }] = await dataSource.query<{ count: number }[]>(
    `SELECT count(*)::int AS count FROM audience.contact
      WHERE team_id = 1 AND lower(CASE WHEN jsonb_typeof(properties -> 'plan') = 'string'
                                       THEN properties ->> 'plan' END) = 'pro'`,
  );
  expect(count).toBe(20);

  // A definition gone, the next pair in line takes its place.
  await dataSource.query(`DELETE FROM audience.property WHERE key = 'joined'`);
  await keeper['reconcile']();
  expect(await indexes()).toEqual(['contact_p_n_age', 'contact_p_s_plan', 'contact_p_s_zone']);
  const statistics = await dataSource.query<{ name: string }[]>(
    `SELECT stxname AS name FROM pg_statistic_ext WHERE stxrelid = 'audience.contact'::regclass ORDER BY 1`,
  );
  expect(statistics.map((row) => row.name)).toEqual([
    'contact_s_n_age',
    'contact_s_s_plan',
    'contact_s_s_zone',
  ]);
});
