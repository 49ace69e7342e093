import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IMPORT_ERRORS_KEPT, PropertyValue } from '@mailroom/contracts';
import { ClaimLoop, ClaimLoopWorker } from '@mailroom/runtime';
import { parse } from 'csv-parse';
import { Readable } from 'node:stream';
import { DataSource, EntityManager } from 'typeorm';
import { AUDIENCE_CONFIG, AudienceConfig } from '../config/audience.config';
import { AUDIENCE_SCHEMA } from '../database/audience.schema';
import { PropertyDefinitions, PropertyRepository } from '../properties/property.repository';
import { checkRow, ImportColumns, readHeader } from './contact-import-rows';
import { csvTextOf } from './csv-text';
import { ImportContactsRepository, UpsertedContacts } from './import-contacts.repository';
import { ImportProgress, ImportRepository, ImportRow } from './import.repository';

// The longest CSV record taken: a bound on the memory one row may hold. csv-parse counts the characters of
// its cells, not the commas between them.
const MAX_RECORD_BYTES = 1024 * 1024;
// The most fields a record may have: `email`, a team's 100 properties and room for blank columns a
// spreadsheet writes. Every row is checked column by column, and a megabyte of commas is a million empty
// cells: without this bound one row of commas took gigabytes, and a header of a million columns made every
// row cost milliseconds. csv-parse stops splitting a record at its 1,001st field, which then holds the rest
// of the record as text (counted by MAX_RECORD_BYTES), and such a record fails the import. (A cast function
// could count the fields too, but csv-parse builds three context objects for each field it casts: it made
// parsing 13 times as costly.)
const MAX_IMPORT_COLUMNS = 1_000;
// Claims of an import that commit no batch before it is failed: a batch failing every time (or a process
// dying on it every time) is not retried for ever.
const MAX_CLAIMS_WITHOUT_PROGRESS = 5;
// SQLSTATE classes of errors that recur whenever the same rows are written: data exceptions and integrity
// constraint violations.
const DETERMINISTIC_SQLSTATE = /^2[23]/;

interface InFlight {
  addresses: Set<string>;
  committed: Promise<void>;
}

interface PendingRow {
  row: number;
  email: string;
  properties: Record<string, PropertyValue>;
}

// Works through queued imports: the stored chunks are streamed through csv-parse (never the whole file in
// memory), and every batch of rows is applied in one transaction together with the import's progress. A
// crash loses nothing and applies no row twice: the next claim skips the rows_done rows already applied.
@Injectable()
export class ImportWorker extends ClaimLoopWorker<ImportRow> {
  private readonly logger = new Logger(ImportWorker.name);
  protected readonly loop: ClaimLoop<ImportRow>;

  constructor(
    @Inject(AUDIENCE_CONFIG) private readonly config: AudienceConfig,
    @InjectDataSource(AUDIENCE_SCHEMA) private readonly dataSource: DataSource,
    private readonly imports: ImportRepository,
    private readonly writes: ImportContactsRepository,
    private readonly properties: PropertyRepository,
  ) {
    super();
    this.loop = new ClaimLoop<ImportRow>({
      concurrency: config.importConcurrency,
      claim: (room) => this.imports.claim(room, config.importLeaseSeconds),
      process: (job) => this.run(job),
      idleMs: () => Promise.resolve(config.importPollMs),
      logger: this.logger,
    });
  }

  private async run(job: ImportRow): Promise<void> {
    if (job.claims_without_progress > MAX_CLAIMS_WITHOUT_PROGRESS)
      return await this.imports.finish(
        job,
        'failed',
        stuckAt(job.rows_done, `it failed ${MAX_CLAIMS_WITHOUT_PROGRESS} times`),
      );
    const definitions = await this.properties.definitions(job.team_id);
    const progress: ImportProgress = {
      rows_done: job.rows_done,
      rows_total: job.rows_total,
      rows_imported: job.rows_imported,
      rows_updated: job.rows_updated,
      rows_failed: job.rows_failed,
      errors: job.errors,
    };
    const first = job.chunks > 0 ? await this.imports.chunk(job.id, 0) : Buffer.alloc(0);
    const text = csvTextOf(first);
    const source = Readable.from(this.chunks(job, first.subarray(text.markBytes)));
    const parser = source.pipe(
      parse({
        encoding: text.parserEncoding,
        bom: false,
        relax_column_count: true,
        skip_empty_lines: true,
        max_record_size: MAX_RECORD_BYTES,
        ignore_last_delimiters: MAX_IMPORT_COLUMNS + 1,
      }),
    );
    let columns: ImportColumns | undefined;
    let record = 0;
    let batch: PendingRow[] = [];
    let batchErrors: { row: number; email: string | null; error: string }[] = [];
    let batchRows = 0;
    // Two batches in flight while the next is parsed: each upserts its contacts in its own transaction at
    // once, then waits for the one before it to commit before it adds its memberships and progress and
    // commits. Batches therefore commit in file order, and rows_done stays the resume point.
    let previous: InFlight = { addresses: new Set(), committed: Promise.resolve() };
    let beforePrevious: Promise<void> = Promise.resolve();
    const applyNext = async (): Promise<void> => {
      const addresses = new Set(batch.map((row) => row.email.toLowerCase()));
      await beforePrevious;
      // A batch that names an address of the one in flight would wait for its row lock, and that one for
      // this one's commit: it starts after it instead.
      if ([...addresses].some((address) => previous.addresses.has(address))) await previous.committed;
      const committed = this.apply(
        job,
        definitions,
        progress,
        batch,
        batchErrors,
        batchRows,
        previous.committed,
      );
      // Awaited by the next batch or at the end; until then its failure must not count as unhandled.
      committed.catch(() => undefined);
      beforePrevious = previous.committed;
      previous = { addresses, committed };
      batch = [];
      batchErrors = [];
      batchRows = 0;
    };
    try {
      for await (const parsed of parser as AsyncIterable<string[]>) {
        if (parsed.length > MAX_IMPORT_COLUMNS) throw tooManyColumns();
        record++;
        const cells = parsed.map((cell) => text.cell(cell));
        if (!columns) {
          const header = readHeader(cells);
          if ('problem' in header) return await this.imports.finish(job, 'failed', header.problem);
          columns = header;
          continue;
        }
        // Rows before rows_done were applied by an earlier run of this import.
        if (record - 1 <= job.rows_done) continue;
        const checked = checkRow(cells, columns, definitions);
        if (checked.ok) batch.push({ row: record, email: checked.email, properties: checked.properties });
        else batchErrors.push({ row: record, email: checked.email, error: checked.error });
        batchRows++;
        if (batchRows >= this.config.importBatchRows) await applyNext();
      }
      if (!columns)
        return await this.imports.finish(job, 'failed', 'The file is empty: it has no header row.');
      await applyNext();
      await previous.committed;
      await this.imports.finish(job, 'completed', null);
    } catch (thrown) {
      const error = beyondTheColumns(thrown) ? tooManyColumns() : thrown;
      // The batches handed to the database before the error are applied (or their own failure wins).
      let failure = await previous.committed.then(
        () => error,
        (own: unknown) => own,
      );
      // A malformed file ends the import where it broke: the rows before it are applied (those read since
      // the last batch too), and it says where.
      if (failure === error && isCsvError(error)) {
        failure = await applyNext()
          .then(() => previous.committed)
          .then(
            () => error,
            (own: unknown) => own,
          );
      }
      const code = (failure as { code?: string }).code;
      if (failure instanceof PropertyChangedDuringImport) {
        await this.imports.finish(job, 'failed', stuckAt(progress.rows_done, failure.message));
        return;
      }
      if (isCsvError(failure)) {
        await this.imports.finish(
          job,
          'failed',
          record === 0
            ? `The CSV's header row could not be read: ${(failure as Error).message}`
            : `The CSV could not be read after row ${record}: ${(failure as Error).message}`,
        );
        return;
      }
      if (typeof code === 'string' && DETERMINISTIC_SQLSTATE.test(code)) {
        this.logger.error({ err: failure, importId: job.id }, 'An import batch cannot be stored');
        await this.imports.finish(job, 'failed', stuckAt(progress.rows_done, 'the database refused them'));
        return;
      }
      throw failure;
    } finally {
      // A pipe does not stop its source: the chunks of an import left early are read no further.
      source.destroy();
    }
  }

  private async *chunks(job: ImportRow, first: Buffer): AsyncGenerator<Buffer> {
    if (first.length > 0) yield first;
    for (let seq = 1; seq < job.chunks; seq++) yield await this.imports.chunk(job.id, seq);
  }

  private async apply(
    job: ImportRow,
    definitions: PropertyDefinitions,
    progress: ImportProgress,
    batch: PendingRow[],
    errors: { row: number; email: string | null; error: string }[],
    rows: number,
    previous: Promise<void>,
  ): Promise<void> {
    if (rows === 0) return await previous;
    let next: ImportProgress | undefined;
    try {
      await this.dataSource.transaction(async (manager) => {
        await this.holdDefinitions(manager, job, definitions, batch);
        const written = batch.length > 0 ? await this.upsert(manager, job, batch) : undefined;
        await previous;
        next = {
          rows_done: progress.rows_done + rows,
          rows_total: progress.rows_total + rows,
          rows_imported: progress.rows_imported + (written?.imported ?? 0),
          rows_updated: progress.rows_updated + (written?.updated ?? 0),
          rows_failed: progress.rows_failed + errors.length,
          errors: [...progress.errors, ...errors].slice(0, IMPORT_ERRORS_KEPT),
        };
        if (written) await this.writes.addToLists(manager, job.team_id, written, job.list_ids);
        await this.imports.saveProgress(manager, job, next, this.config.importLeaseSeconds);
      });
    } catch (error) {
      // Never settle before the batch before: a failed import is left only once nothing of it still runs.
      await previous.catch(() => undefined);
      throw error;
    }
    Object.assign(progress, next);
  }

  // The definitions of the properties the batch sets, held until it commits, as a contact write holds them:
  // one deleted (or defined again with another type) since the rows were checked ends the import here,
  // rather than leave values of a property that no longer exists.
  private async holdDefinitions(
    manager: EntityManager,
    job: ImportRow,
    checked: PropertyDefinitions,
    batch: PendingRow[],
  ): Promise<void> {
    const keys = [...new Set(batch.flatMap((row) => Object.keys(row.properties)))];
    const held = await this.properties.definitionsHeld(manager, job.team_id, keys);
    const gone = keys.find((key) => held.get(key) !== checked.get(key));
    if (gone !== undefined) throw new PropertyChangedDuringImport(gone);
  }

  // The rows applied one after the other, as the file orders them, in as few statements as the batch's
  // repeated addresses allow: statement k holds the k-th row of each address (one statement may name an
  // address once). Each row is counted as what it did: the first of a new address imported, a later one
  // updated when it changed the contact.
  private async upsert(
    manager: EntityManager,
    job: ImportRow,
    batch: PendingRow[],
  ): Promise<UpsertedContacts> {
    const rounds: PendingRow[][] = [];
    const seen = new Map<string, number>();
    for (const row of batch) {
      const address = row.email.toLowerCase();
      const round = seen.get(address) ?? 0;
      seen.set(address, round + 1);
      // Without update_existing a later row of an address changes nothing.
      if (round > 0 && !job.update_existing) continue;
      (rounds[round] ??= []).push(row);
    }
    const total: UpsertedContacts = { imported: 0, updated: 0, writtenIds: [], unchangedAddresses: [] };
    const unchanged = new Set<string>();
    for (const [round, rows] of rounds.entries()) {
      const written = await this.writes.upsert(manager, job.team_id, rows, job.update_existing);
      // From the second round on every address exists: the first round inserted or locked its contact.
      total.imported += round === 0 ? written.imported : 0;
      total.updated += round === 0 ? written.updated : written.imported + written.updated;
      total.writtenIds.push(...written.writtenIds);
      if (round === 0) for (const address of written.unchangedAddresses) unchanged.add(address);
      else {
        const kept = new Set(written.unchangedAddresses);
        for (const row of rows)
          if (!kept.has(row.email.toLowerCase())) unchanged.delete(row.email.toLowerCase());
      }
    }
    total.writtenIds = [...new Set(total.writtenIds)];
    total.unchangedAddresses = [...unchanged];
    return total;
  }
}

// Why an import ends where its rows could not be applied: the rows before stay applied.
class PropertyChangedDuringImport extends Error {
  constructor(key: string) {
    super(`the property ${key} they set was deleted, or defined with another type, while the import ran`);
  }
}

function stuckAt(rowsDone: number, why: string): string {
  // Row numbers count the header as 1.
  return `The rows from row ${rowsDone + 2} on could not be applied (${why}); the rows before stay applied.`;
}

// csv-parse's errors, and the import's own about the file, carry a code starting CSV_.
function isCsvError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('CSV_');
}

// Past its 1,000th field a record is one field of text: what csv-parse finds wrong there (its size, a quote
// in it) is that the row has too many columns.
function beyondTheColumns(error: unknown): boolean {
  const column = (error as { column?: unknown } | null)?.column;
  return isCsvError(error) && typeof column === 'number' && column >= MAX_IMPORT_COLUMNS;
}

function tooManyColumns(): Error {
  return Object.assign(
    new Error(`A row has more than ${MAX_IMPORT_COLUMNS.toLocaleString('en-US')} columns.`),
    {
      code: 'CSV_TOO_MANY_COLUMNS',
    },
  );
}
