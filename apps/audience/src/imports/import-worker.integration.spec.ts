import { createTestDatabase, openContextDataSource, TestDatabase } from '@mailroom/testing';
import { DataSource } from 'typeorm';
import { AudienceConfig } from '../config/audience.config';
import { audienceMigrations } from '../database/audience.migrations';
import { AUDIENCE_SCHEMA } from '../database/audience.schema';
import { PropertyRepository } from '../properties/property.repository';
import { ImportContactsRepository } from './import-contacts.repository';
import { ImportWorker } from './import-worker';
import { ImportRepository } from './import.repository';

// A worker that dies in the middle of a batch (the process killed: its transaction never commits) leaves
// every batch before it applied with its progress, and none of the dying batch; the next claim resumes there.
const CONFIG: AudienceConfig = {
  importConcurrency: 1,
  importBatchRows: 100,
  importLeaseSeconds: 60,
  importPollMs: 1000,
  segmentRefreshSeconds: 300,
  segmentCountTimeoutMs: 5000,
};
const TEAM = 7;

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

class DyingWrites extends ImportContactsRepository {
  calls = 0;
  override async upsert(...args: Parameters<ImportContactsRepository['upsert']>) {
    const written = await super.upsert(...args);
    if (++this.calls === 4) throw new Error('killed mid-batch');
    return written;
  }
}

it('resumes after a crash mid-batch without applying any row twice or half', async () => {
  await dataSource.query(`INSERT INTO audience.property (team_id, key, type) VALUES ($1, 'n', 'number')`, [
    TEAM,
  ]);
  const imports = new ImportRepository(dataSource);
  const properties = new PropertyRepository(dataSource);
  const id = await imports.open(TEAM, { list_ids: [], update_existing: false });
  const csv = ['email,n', ...Array.from({ length: 1000 }, (_, i) => `row${i}@example.net,${i}`)].join('\n');
  // Chunk boundaries fall inside rows: the parser sees one stream.
  const bytes = Buffer.from(csv);
  let chunks = 0;
  for (let offset = 0; offset < bytes.length; offset += 777)
    await imports.appendChunk(TEAM, id, chunks++, bytes.subarray(offset, offset + 777));
  expect(await imports.start(TEAM, id, chunks)).toBe(true);

  const dying = new ImportWorker(CONFIG, dataSource, imports, new DyingWrites(), properties);
  const [job] = await imports.claim(1, CONFIG.importLeaseSeconds);
  await expect(dying['run'](job)).rejects.toThrow('killed mid-batch');
  const contacts = async () =>
    (
      await dataSource.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM audience.contact WHERE team_id = $1`,
        [TEAM],
      )
    )[0].n;
  expect(await contacts()).toBe(300);
  expect(await imports.find(TEAM, id)).toMatchObject({
    status: 'running',
    rows_done: 300,
    rows_imported: 300,
  });

  // Nothing is claimed again while the dead worker's lease runs; once it has run out, another worker resumes.
  expect(await imports.claim(1, CONFIG.importLeaseSeconds)).toEqual([]);
  await dataSource.query(
    `UPDATE audience.import SET leased_until = now() - interval '1 second' WHERE id = $1`,
    [id],
  );
  const [resumed] = await imports.claim(1, CONFIG.importLeaseSeconds);
  expect(resumed.rows_done).toBe(300);
  await new ImportWorker(CONFIG, dataSource, imports, new ImportContactsRepository(), properties)['run'](
    resumed,
  );
  expect(await imports.find(TEAM, id)).toMatchObject({
    status: 'completed',
    rows_total: 1000,
    rows_imported: 1000,
    rows_updated: 0,
    rows_failed: 0,
  });
  expect(await contacts()).toBe(1000);
  const [sum] = await dataSource.query<{ s: string }[]>(
    `SELECT sum((properties->>'n')::int)::text AS s FROM audience.contact WHERE team_id = $1`,
    [TEAM],
  );
  expect(Number(sum.s)).toBe((999 * 1000) / 2);
});
