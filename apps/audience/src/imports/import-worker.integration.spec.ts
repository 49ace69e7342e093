import { RequestContext } from '@mailroom/contracts';
import { createTestDatabase, TestDatabase } from '@mailroom/testing';
import { openContextDataSource } from '@mailroom/testing/context-data-source';
import { DataSource, QueryFailedError } from 'typeorm';
import { AudienceConfig } from '../config/audience.config';
import { audienceMigrations } from '../database/audience.migrations';
import { AUDIENCE_SCHEMA } from '../database/audience.schema';
import { PropertyRepository } from '../properties/property.repository';
import { ImportContactsRepository } from './import-contacts.repository';
import { ImportWorker } from './import-worker';
import { ImportRepository } from './import.repository';
import { StartImportUseCase } from './use-cases/start-import/start-import.use-case';

// A worker that dies in the middle of a batch (the process killed: its transaction never commits) leaves
// every batch before it applied with its progress, and none of the dying batch; the next claim resumes there.
const CONFIG: AudienceConfig = {
  importConcurrency: 1,
  importBatchRows: 100,
  importLeaseSeconds: 60,
  importPollMs: 1000,
  propertyIndexes: 32,
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

// The list's member rows and its kept contacts_count.
async function members(listId: string): Promise<{ rows: number; kept: number }> {
  const [row] = await dataSource.query<{ rows: number; kept: number }[]>(
    `SELECT (SELECT count(*)::int FROM audience.list_member WHERE list_id = $1) AS rows,
            (SELECT contacts_count FROM audience.list WHERE id = $1) AS kept`,
    [listId],
  );
  return row;
}

async function startImport(
  teamId: number,
  csv: string,
  options: { list_ids: string[]; update_existing: boolean },
): Promise<string> {
  const imports = new ImportRepository(dataSource);
  const id = await imports.open(teamId, options);
  // Chunk boundaries fall inside rows: the parser sees one stream.
  const bytes = Buffer.from(csv);
  let chunks = 0;
  for (let offset = 0; offset < bytes.length; offset += 777)
    await imports.appendChunk(teamId, id, chunks++, bytes.subarray(offset, offset + 777));
  expect(await imports.start(teamId, id, chunks)).toMatchObject({ id, status: 'queued' });
  return id;
}

// Dies in the fourth batch (rows 300-399), after its upsert ran: with two batches in flight the fifth may
// have started too, and must not commit either.
class DyingWrites extends ImportContactsRepository {
  override async upsert(...args: Parameters<ImportContactsRepository['upsert']>) {
    const written = await super.upsert(...args);
    if (args[2].some((row) => row.email === 'row300@example.net')) throw new Error('killed mid-batch');
    return written;
  }
}

it('resumes after a crash mid-batch without applying any row twice or half', async () => {
  await dataSource.query(`INSERT INTO audience.property (team_id, key, type) VALUES ($1, 'n', 'number')`, [
    TEAM,
  ]);
  const imports = new ImportRepository(dataSource);
  const properties = new PropertyRepository(dataSource);
  const [list] = await dataSource.query<{ id: string }[]>(
    `INSERT INTO audience.list (team_id, name) VALUES ($1, 'Imported') RETURNING id`,
    [TEAM],
  );
  const csv = ['email,n', ...Array.from({ length: 1000 }, (_, i) => `row${i}@example.net,${i}`)].join('\n');
  const id = await startImport(TEAM, csv, { list_ids: [list.id], update_existing: false });

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
  expect(await members(list.id)).toEqual({ rows: 300, kept: 300 });
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
  expect(await members(list.id)).toEqual({ rows: 1000, kept: 1000 });
  const [sum] = await dataSource.query<{ s: string }[]>(
    `SELECT sum((properties->>'n')::int)::text AS s FROM audience.contact WHERE team_id = $1`,
    [TEAM],
  );
  expect(Number(sum.s)).toBe((999 * 1000) / 2);
});

it('applies the rows of an address named in several batches in file order, batches in flight or not', async () => {
  const team = TEAM + 1;
  await dataSource.query(`INSERT INTO audience.property (team_id, key, type) VALUES ($1, 'n', 'number')`, [
    team,
  ]);
  const [list] = await dataSource.query<{ id: string }[]>(
    `INSERT INTO audience.list (team_id, name) VALUES ($1, 'Imported') RETURNING id`,
    [team],
  );
  // 50 addresses, each named once in every batch of 100 rows (the next batch overlaps the one in flight),
  // and 50 named once: the last value of each wins with update_existing.
  const rows = Array.from({ length: 1000 }, (_, i) =>
    i % 2 === 0 ? `Same${(i / 2) % 50}@Example.net,${i}` : `once${i}@example.net,${i}`,
  );
  const imports = new ImportRepository(dataSource);
  const properties = new PropertyRepository(dataSource);
  const id = await startImport(team, ['email,n', ...rows].join('\n'), {
    list_ids: [list.id],
    update_existing: true,
  });
  const [job] = await imports.claim(1, CONFIG.importLeaseSeconds);
  await new ImportWorker(CONFIG, dataSource, imports, new ImportContactsRepository(), properties)['run'](job);
  expect(await imports.find(team, id)).toMatchObject({
    status: 'completed',
    rows_total: 1000,
    rows_imported: 550,
    rows_updated: 450,
    rows_failed: 0,
  });
  const same = await dataSource.query<{ email: string; n: number }[]>(
    `SELECT email, (properties->>'n')::int AS n FROM audience.contact
      WHERE team_id = $1 AND email LIKE 'Same%' ORDER BY n`,
    [team],
  );
  expect(same).toHaveLength(50);
  // Address k is last named at row 900 + 2k.
  expect(same.map((row) => row.n)).toEqual(Array.from({ length: 50 }, (_, k) => 900 + 2 * k));
  expect(await members(list.id)).toEqual({ rows: 550, kept: 550 });
});

it('answers a started import as queued even when a worker has taken it before the answer is made', async () => {
  const imports = new ImportRepository(dataSource);
  const id = await imports.open(TEAM, { list_ids: [], update_existing: false });
  await imports.appendChunk(TEAM, id, 0, Buffer.from('email\nfast@example.net\n'));
  // The worker is faster than the answer: anything read after the kick sees the import running.
  let taken: Promise<unknown> = Promise.resolve();
  const worker = { kick: () => (taken = imports.claim(1, 60)) } as unknown as ImportWorker;
  const racedImports = Object.assign(Object.create(imports) as ImportRepository, {
    find: async (teamId: number, importId: string) => {
      await taken;
      return imports.find(teamId, importId);
    },
  });
  const ctx = { team_id: TEAM, request_id: 'start' } as RequestContext;

  const view = await new StartImportUseCase(racedImports, worker).execute(ctx, { import_id: id, chunks: 1 });

  expect(view).toMatchObject({ id, status: 'queued' });
  await taken;
  expect(await imports.find(TEAM, id)).toMatchObject({ status: 'running' });
});

// Refuses every batch naming row300, as the database refuses a value it cannot store, or fails it as a
// connection lost each time would.
class RefusingWrites extends ImportContactsRepository {
  constructor(private readonly refusal: () => Error) {
    super();
  }

  override async upsert(...args: Parameters<ImportContactsRepository['upsert']>) {
    if (args[2].some((row) => row.email === 'row300@example.net')) throw this.refusal();
    return super.upsert(...args);
  }
}

async function importOf1000(team: number): Promise<string> {
  await dataSource.query(`INSERT INTO audience.property (team_id, key, type) VALUES ($1, 'n', 'number')`, [
    team,
  ]);
  const csv = ['email,n', ...Array.from({ length: 1000 }, (_, i) => `row${i}@example.net,${i}`)].join('\n');
  return startImport(team, csv, { list_ids: [], update_existing: false });
}

it('fails an import at once, keeping the rows before, when the database refuses a batch as data', async () => {
  const team = TEAM + 2;
  const id = await importOf1000(team);
  const imports = new ImportRepository(dataSource);
  const refused = () =>
    Object.assign(new QueryFailedError('INSERT', [], new Error('unsupported Unicode escape sequence')), {
      code: '22P05',
    });
  const worker = new ImportWorker(
    CONFIG,
    dataSource,
    imports,
    new RefusingWrites(refused),
    new PropertyRepository(dataSource),
  );
  const [job] = await imports.claim(1, CONFIG.importLeaseSeconds);

  await worker['run'](job);

  expect(await imports.find(team, id)).toMatchObject({
    status: 'failed',
    rows_done: 300,
    rows_imported: 300,
    failure_reason:
      'The rows from row 302 on could not be applied (the database refused them); the rows before stay applied.',
  });
});

it('fails an import after 5 claims that commit nothing, rather than retrying for ever', async () => {
  const team = TEAM + 3;
  const id = await importOf1000(team);
  const imports = new ImportRepository(dataSource);
  const worker = new ImportWorker(
    CONFIG,
    dataSource,
    imports,
    new RefusingWrites(() => new Error('connection lost')),
    new PropertyRepository(dataSource),
  );
  // The first claim commits rows 1-300; the next 5 commit nothing.
  for (let claim = 1; claim <= 6; claim++) {
    const [job] = await imports.claim(1, CONFIG.importLeaseSeconds);
    await expect(worker['run'](job)).rejects.toThrow('connection lost');
    expect(await imports.find(team, id)).toMatchObject({ status: 'running', rows_done: 300 });
    await dataSource.query(
      `UPDATE audience.import SET leased_until = now() - interval '1 second' WHERE id = $1`,
      [id],
    );
  }
  const [last] = await imports.claim(1, CONFIG.importLeaseSeconds);
  await worker['run'](last);

  expect(await imports.find(team, id)).toMatchObject({
    status: 'failed',
    rows_done: 300,
    failure_reason:
      'The rows from row 302 on could not be applied (it failed 5 times); the rows before stay applied.',
  });
  expect(await imports.claim(1, CONFIG.importLeaseSeconds)).toEqual([]);
});

// Starts an import of `csv` for `team` and runs it to its end with one worker; answers the import.
async function importToEnd(team: number, csv: string) {
  const id = await startImport(team, csv, { list_ids: [], update_existing: false });
  const imports = new ImportRepository(dataSource);
  const worker = new ImportWorker(
    CONFIG,
    dataSource,
    imports,
    new ImportContactsRepository(),
    new PropertyRepository(dataSource),
  );
  const [job] = await imports.claim(1, CONFIG.importLeaseSeconds);
  await worker['run'](job);
  return imports.find(team, id);
}

// A megabyte of commas is a million empty cells: csv-parse's record size counts cells, not commas.
it('fails an import at a row of more than 1,000 fields, keeping the rows before, and takes 1,000', async () => {
  const team = TEAM + 4;
  await dataSource.query(`INSERT INTO audience.property (team_id, key, type) VALUES ($1, 'n', 'number')`, [
    team,
  ]);
  const rows = Array.from({ length: 600 }, (_, i) => `row${i}@example.net,${i}`);
  // The header's 1,000 fields are taken; the row of 200,001 is not.
  rows[500] += ','.repeat(200_000);

  expect(await importToEnd(team, [`email,n${','.repeat(998)}`, ...rows].join('\n'))).toMatchObject({
    status: 'failed',
    rows_done: 500,
    rows_imported: 500,
    failure_reason: 'The CSV could not be read after row 501: A row has more than 1,000 columns.',
  });
});

// Past its 1,000th field a record is text, which the record size bounds: 2 MiB of commas is not 2 million
// cells in memory. A quote there is no field's either.
it.each([
  ['megabytes of commas', ','.repeat(2 * 1024 * 1024), TEAM + 6],
  ['a quoted field past the 1,000th', `${','.repeat(1_000)}"quoted",x`, TEAM + 7],
])(
  'fails an import at a row of %s, keeping the rows before, even those not yet written',
  async (_, tail, team) => {
    const rows = Array.from({ length: 20 }, (_, i) => `row${i}@example.net`);
    rows[10] += tail;

    expect(await importToEnd(team, ['email', ...rows].join('\n'))).toMatchObject({
      status: 'failed',
      rows_done: 10,
      rows_imported: 10,
      failure_reason: 'The CSV could not be read after row 11: A row has more than 1,000 columns.',
    });
  },
);

it('fails an import whose header row has more than 1,000 fields, and names the header', async () => {
  expect(await importToEnd(TEAM + 5, `email${','.repeat(1_000)}\nann@example.net`)).toMatchObject({
    status: 'failed',
    rows_done: 0,
    failure_reason: "The CSV's header row could not be read: A row has more than 1,000 columns.",
  });
});
