import { hash } from 'node:crypto';
import { EntityManager } from 'typeorm';

// What runs a statement: the data source, or a transaction's manager.
export type QueryRunnerLike = Pick<EntityManager, 'query'>;

// Statements made once, by their text.
const made = new Map<string, PreparedStatement>();
const MOST_REMEMBERED = 1_000;

// A statement that PostgreSQL parses once per connection and then binds, plans and runs. For the statements of
// the hot paths (claims, settlements, group commits, the outbox relay, the events store): parsing their CTEs
// cost the server more than running them on a few rows (bench/README.md). The connections of a context plan
// it at every run (plan_cache_mode, contextDataSourceOptions): a plan kept from a small table is not kept
// for a large one. Those of its GenericPlanPool plan it once, by index. A statement without parameters is
// planned once per connection whatever the mode (see OutboxRelay's take). Its name is a hash of its text, so
// that two texts never share one; texts built at run time are fine as long as they come in few variants
// (each is a statement kept by every connection that ran it).
export class PreparedStatement {
  readonly name: string;

  private constructor(readonly text: string) {
    this.name = `mr_${hash('sha1', text, 'hex').slice(0, 24)}`;
  }

  static of(text: string): PreparedStatement {
    let statement = made.get(text);
    if (statement) return statement;
    statement = new PreparedStatement(text);
    if (made.size < MOST_REMEMBERED) made.set(text, statement);
    return statement;
  }

  // TypeORM hands its query to node-postgres as it is, and node-postgres takes a named query config as well
  // as a text: a fresh one each time, since it writes the values into it.
  run<T = unknown>(runner: QueryRunnerLike, parameters: unknown[]): Promise<T> {
    return runner.query<T>({ name: this.name, text: this.text } as unknown as string, parameters);
  }
}

// Runs `text` as a prepared statement (see PreparedStatement). A text built anew for every call costs a
// look-up by its whole length: texts of the hot paths are built once.
export function queryPrepared<T = unknown>(
  runner: QueryRunnerLike,
  text: string,
  parameters: unknown[],
): Promise<T> {
  return PreparedStatement.of(text).run<T>(runner, parameters);
}
