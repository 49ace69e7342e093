import { ContextDatabase, contextDataSourceOptions, runMigrationsLocked } from '@mailroom/database';
import { DataSource } from 'typeorm';

// A context's DataSource on a test database, its schema migrated (a no-op when it already is).
export async function openContextDataSource(
  url: string,
  context: Pick<ContextDatabase, 'schema' | 'migrations'>,
  poolSize = 5,
): Promise<DataSource> {
  const dataSource = await new DataSource(
    contextDataSourceOptions({ url, poolSize }, { ...context, entities: [] }),
  ).initialize();
  await runMigrationsLocked(dataSource, context.schema);
  return dataSource;
}
