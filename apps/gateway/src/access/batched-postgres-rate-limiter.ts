import { WriteBatcher } from '@mailroom/database';
import { RateLimiterPostgres } from 'rate-limiter-flexible';

interface Row {
  points: number;
  expire: string | number | null;
}
// What rate-limiter-flexible's Postgres store reads of a query's result.
interface StoreResult {
  rows: Row[];
  rowCount: number;
}
interface Upsert {
  key: string;
  points: number;
  msDuration: number;
}
interface PostgresStoreInternals {
  _upsert(key: string, points: number, msDuration: number, forceExpire?: boolean): Promise<StoreResult>;
  _get(key: string): Promise<StoreResult | null>;
  _query(query: {
    name: string;
    text: string;
    values: unknown[];
  }): Promise<{ rows: (Row & { key: string })[] }>;
  _getTableIdentifier(): string;
}

const MAX_BATCH = 500;

// rate-limiter-flexible's PostgreSQL store, with the requests that arrive together answered by one statement
// each for consumes and for reads, instead of one pooled round trip per request: every authenticated request
// of a distributed gateway reads its address's failure count and consumes a point of its key.
// The answers are those of the same requests run one after another: a key consumed n times in a batch is
// upserted once by the sum, and each consume is told the count as it stood after its own points.
export class BatchedPostgresRateLimiter extends RateLimiterPostgres {
  private readonly upserts = new WriteBatcher<Upsert, StoreResult>(
    (batch) => this.upsertMany(batch),
    MAX_BATCH,
  );
  private readonly reads = new WriteBatcher<string, StoreResult | null>(
    (keys) => this.readMany(keys),
    MAX_BATCH,
  );

  constructor(options: ConstructorParameters<typeof RateLimiterPostgres>[0]) {
    super(options);
    // The library's statements are private methods; its own store answers for what this one replaces (see
    // the integration spec, which compares the two).
    const store = this.internals;
    const upsertOne = store._upsert.bind(this);
    store._upsert = (key, points, msDuration, forceExpire = false) =>
      // A forced expiry (block) is rare and keeps the library's own statement.
      forceExpire
        ? upsertOne(key, points, msDuration, true)
        : this.upserts.submit({ key, points, msDuration });
    store._get = (key) => this.reads.submit(key);
  }

  private get internals(): PostgresStoreInternals {
    return this as unknown as PostgresStoreInternals;
  }

  private async upsertMany(batch: Upsert[]): Promise<StoreResult[]> {
    const now = Date.now();
    const totals = new Map<string, { points: number; expire: number | null }>();
    for (const { key, points, msDuration } of batch) {
      const total = totals.get(key);
      if (total) total.points += points;
      else totals.set(key, { points, expire: msDuration > 0 ? now + msDuration : null });
    }
    // Rows are locked in key order, so that two gateways' batches over the same keys cannot deadlock.
    const keys = [...totals.keys()].sort();
    const table = this.internals._getTableIdentifier();
    const { rows } = await this.internals._query({
      name: 'mailroom-upsert-batch',
      text: `
        INSERT INTO ${table} (key, points, expire)
        SELECT key, points, expire
          FROM unnest($1::varchar[], $2::integer[], $3::bigint[]) AS given(key, points, expire)
         ORDER BY key
        ON CONFLICT (key) DO UPDATE SET
          points = CASE WHEN ${table}.expire <= $4 THEN EXCLUDED.points ELSE ${table}.points + EXCLUDED.points END,
          expire = CASE WHEN ${table}.expire <= $4 THEN EXCLUDED.expire ELSE ${table}.expire END
        RETURNING key, points, expire`,
      values: [
        keys,
        keys.map((key) => totals.get(key)!.points),
        keys.map((key) => totals.get(key)!.expire),
        now,
      ],
    });
    const after = new Map(rows.map((row) => [row.key, row]));
    // Walk the batch backwards: the last consume of a key saw the final count, each earlier one that count
    // less the points consumed after it.
    const results: StoreResult[] = new Array<StoreResult>(batch.length);
    const remaining = new Map<string, number>();
    for (let index = batch.length - 1; index >= 0; index -= 1) {
      const { key, points } = batch[index];
      const row = after.get(key)!;
      const count = remaining.get(key) ?? Number(row.points);
      results[index] = { rows: [{ points: count, expire: row.expire }], rowCount: 1 };
      remaining.set(key, count - points);
    }
    return results;
  }

  private async readMany(keys: string[]): Promise<(StoreResult | null)[]> {
    const { rows } = await this.internals._query({
      name: 'mailroom-get-batch',
      text: `SELECT key, points, expire FROM ${this.internals._getTableIdentifier()}
              WHERE key = ANY($1::varchar[]) AND (expire > $2 OR expire IS NULL)`,
      values: [[...new Set(keys)], Date.now()],
    });
    const found = new Map(rows.map((row) => [row.key, row]));
    return keys.map((key) => {
      const row = found.get(key);
      return row ? { rows: [row], rowCount: 1 } : null;
    });
  }
}
