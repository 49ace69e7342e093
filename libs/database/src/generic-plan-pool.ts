import { Inject, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Pool, QueryConfig } from 'pg';
import { QueryFailedError } from 'typeorm';
import { watchedPoolOptions } from './database-watchdog';
import { QueryRunnerLike } from './prepared-statement';

// The hot paths run their statements from batchers, one statement at a time each: a group commit, the
// Idempotency-Key claims, the suppression screen, the delivery claim loop, the outcome writer.
const GENERIC_PLAN_CONNECTIONS = 5;

// Connections of a context that plan each prepared statement once and keep that plan, for the statements of
// the hot paths that read and write rows by their keys (sending's, today): a group commit's inserts (and the
// foreign-key check of each message they trigger), the Idempotency-Key claims and completions, the
// suppression screen, the claims and settlements of the delivery queue. On the context's own pool every run
// of them is planned anew
// (contextDataSourceOptions), and that planning was a fifth to a third of PostgreSQL's CPU per message
// (bench/README.md).
//
// A generic plan is made without the parameters' values but with the tables' statistics of that moment,
// and kept for as long as the connection lives: made while a table was small (a service warming up), it
// would scan it whole ever after. Sequential and bitmap scans are therefore off on these connections, so
// that the plan kept reads by index whatever the tables held when it was made. A statement that must read
// a table whole, or whose best plan depends on its parameters, belongs on the context's own pool.
export class GenericPlanPool implements OnApplicationShutdown {
  private readonly pool: Pool;
  private readonly logger = new Logger(GenericPlanPool.name);

  constructor(url: string, schema: string, size = GENERIC_PLAN_CONNECTIONS) {
    this.pool = new Pool({
      ...watchedPoolOptions(url),
      connectionString: url,
      max: size,
      // Told apart from the context's own pool in pg_stat_activity.
      application_name: `mailroom-${schema}-generic-plans`,
      options: '-c plan_cache_mode=force_generic_plan -c enable_seqscan=off -c enable_bitmapscan=off',
    });
    // An idle connection that breaks (the server restarted) is dropped and opened again when needed.
    this.pool.on('error', (error) => this.logger.warn(`An idle connection broke: ${error.message}`));
  }

  // As TypeORM's DataSource.query answers: the rows, or for an UPDATE or DELETE the rows and the count of
  // rows it changed; its errors as QueryFailedError.
  query<T = unknown>(query: string | QueryConfig, parameters?: unknown[]): Promise<T> {
    return rowsOf<T>(this.pool, query, parameters);
  }

  // Runs `work` in a transaction on one of these connections: committed if it resolves, rolled back if it
  // throws. Its statements answer as query() does.
  async transaction<T>(work: (runner: QueryRunnerLike) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const runner: QueryRunnerLike = {
      query: <R>(query: string, parameters?: unknown[]) => rowsOf<R>(client, query, parameters),
    };
    let broken: Error | undefined;
    try {
      await runner.query('BEGIN');
      const result = await work(runner);
      await runner.query('COMMIT');
      return result;
    } catch (error) {
      // A connection that cannot even roll back is closed rather than handed out again.
      await client.query('ROLLBACK').catch((rollback: Error) => (broken = rollback));
      throw error;
    } finally {
      client.release(broken);
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }

  onApplicationShutdown(): Promise<void> {
    return this.close();
  }
}

export function genericPlanPoolToken(schema: string): string {
  return `GENERIC_PLAN_POOL:${schema}`;
}

export const InjectGenericPlanPool = (schema: string): ParameterDecorator =>
  Inject(genericPlanPoolToken(schema));

async function rowsOf<T>(
  on: Pick<Pool, 'query'>,
  query: string | QueryConfig,
  parameters?: unknown[],
): Promise<T> {
  try {
    const result = await on.query(query as QueryConfig, parameters);
    return (
      result.command === 'UPDATE' || result.command === 'DELETE'
        ? [result.rows, result.rowCount]
        : result.rows
    ) as T;
  } catch (error) {
    const text = typeof query === 'string' ? query : query.text;
    throw new QueryFailedError(text, parameters, error as Error);
  }
}
