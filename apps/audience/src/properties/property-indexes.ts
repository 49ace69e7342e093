import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PROPERTY_KEY_PATTERN, PropertyType } from '@mailroom/contracts';
import { DataSource, QueryRunner } from 'typeorm';
import { AUDIENCE_CONFIG, AudienceConfig } from '../config/audience.config';
import { AUDIENCE_SCHEMA } from '../database/audience.schema';
import { comparedPropertySql } from './property-sql';

// How often the indexes are compared with the definitions when nothing kicked (another process's changes).
const RECONCILE_MS = 60_000;
const INDEX_PREFIX = 'contact_p_';
const STATISTICS_PREFIX = 'contact_s_';
const TYPE_LETTER: Partial<Record<PropertyType, string>> = { string: 's', number: 'n', date: 'd' };

interface WantedIndex {
  key: string;
  type: PropertyType;
}

// Segment conditions on a property are served by an expression index over (team_id, the typed value), one
// per property key and type whatever the number of teams defining it, and partial (rows with a value of
// that type only), so that contacts without the property cost nothing to write. At most
// AUDIENCE_PROPERTY_INDEXES of them, for the (key, type) pairs most teams define; the others are scanned.
// Built CONCURRENTLY in the background (writes go on), each with expression statistics for the planner
// (it ignores those of partial indexes). One process at a time does it, under an advisory lock.
@Injectable()
export class PropertyIndexes implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PropertyIndexes.name);
  private running = false;
  private kicked = false;
  private wake?: () => void;
  private loop?: Promise<void>;
  private ddlBackend?: number;

  constructor(
    @Inject(AUDIENCE_CONFIG) private readonly config: AudienceConfig,
    @InjectDataSource(AUDIENCE_SCHEMA) private readonly dataSource: DataSource,
  ) {}

  onApplicationBootstrap(): void {
    this.running = true;
    this.loop = this.run();
  }

  async onApplicationShutdown(): Promise<void> {
    this.running = false;
    this.wake?.();
    // An index half built is left invalid; the next reconciliation drops and builds it again.
    if (this.ddlBackend !== undefined)
      await this.dataSource.query(`SELECT pg_cancel_backend($1)`, [this.ddlBackend]).catch(() => undefined);
    await this.loop;
  }

  // A definition was added or removed.
  kick(): void {
    this.kicked = true;
    this.wake?.();
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.kicked = false;
      try {
        await this.reconcile();
      } catch (error) {
        if (this.running)
          this.logger.warn({ err: error }, 'Reconciling the property indexes failed; retrying');
      }
      if (!this.running || this.kicked) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, RECONCILE_MS);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  private async reconcile(): Promise<void> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked, pid }] = (await runner.query(
        `SELECT pg_try_advisory_lock(hashtext('audience.property_indexes')) AS locked, pg_backend_pid() AS pid`,
      )) as { locked: boolean; pid: number }[];
      if (!locked) return;
      this.ddlBackend = pid;
      try {
        await this.apply(runner);
      } finally {
        this.ddlBackend = undefined;
        await runner.query(`SELECT pg_advisory_unlock(hashtext('audience.property_indexes'))`);
      }
    } finally {
      await runner.release();
    }
  }

  private async apply(runner: QueryRunner): Promise<void> {
    const wanted = (await runner.query(
      `SELECT key, type FROM "audience"."property" WHERE type IN ('string', 'number', 'date')
        GROUP BY key, type ORDER BY count(*) DESC, min(created_at), key, type LIMIT $1`,
      [this.config.propertyIndexes],
    )) as WantedIndex[];
    const wantedByName = new Map(wanted.map((index) => [indexName(index), index]));
    const indexes = (await runner.query(
      `SELECT c.relname AS name, i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
        WHERE i.indrelid = '"audience"."contact"'::regclass AND starts_with(c.relname, $1)`,
      [INDEX_PREFIX],
    )) as { name: string; valid: boolean }[];
    const statistics = (await runner.query(
      `SELECT stxname AS name FROM pg_statistic_ext
        WHERE stxrelid = '"audience"."contact"'::regclass AND starts_with(stxname, $1)`,
      [STATISTICS_PREFIX],
    )) as { name: string }[];
    const valid = new Set(indexes.filter((index) => index.valid).map((index) => index.name));
    // Names come from the catalog and match the prefix and key pattern: quoting them is enough.
    for (const index of indexes) {
      if (index.valid && wantedByName.has(index.name)) continue;
      await runner.query(`DROP INDEX CONCURRENTLY IF EXISTS "audience"."${quoted(index.name)}"`);
    }
    for (const stat of statistics) {
      if (wantedByName.has(INDEX_PREFIX + stat.name.slice(STATISTICS_PREFIX.length))) continue;
      await runner.query(`DROP STATISTICS IF EXISTS "audience"."${quoted(stat.name)}"`);
    }
    let created = false;
    for (const [name, index] of wantedByName) {
      if (!this.running) return;
      if (valid.has(name)) continue;
      const value = valueSql(index);
      this.logger.log(`Building the index of property ${index.key} (${index.type})`);
      await runner.query(
        `CREATE INDEX CONCURRENTLY IF NOT EXISTS "${name}" ON "audience"."contact" (team_id, ${value})
          WHERE ${value} IS NOT NULL`,
      );
      await runner.query(
        `CREATE STATISTICS IF NOT EXISTS "audience"."${STATISTICS_PREFIX}${name.slice(INDEX_PREFIX.length)}"
          ON (${value}) FROM "audience"."contact"`,
      );
      created = true;
    }
    if (created) await runner.query(`ANALYZE "audience"."contact"`);
  }
}

function indexName(index: WantedIndex): string {
  return `${INDEX_PREFIX}${TYPE_LETTER[index.type]}_${index.key}`;
}

// DDL takes no bound parameters: the key goes in as a literal, and only a key of the defined pattern does.
function valueSql(index: WantedIndex): string {
  if (!PROPERTY_KEY_PATTERN.test(index.key)) throw new Error(`property key ${index.key} cannot be indexed`);
  const value = comparedPropertySql('properties', `'${index.key}'`, index.type);
  if (!value) throw new Error(`properties of type ${index.type} take no index`);
  return value;
}

function quoted(identifier: string): string {
  return identifier.replace(/"/g, '""');
}
