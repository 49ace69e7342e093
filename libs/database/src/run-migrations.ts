import { DataSource } from 'typeorm';

// Many replicas may start at once: the first takes the lock and migrates, the others wait and find nothing
// left to do.
export async function runMigrationsLocked(dataSource: DataSource, schema: string): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`mailroom:migrations:${schema}`]);
    try {
      await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`mailroom:migrations:${schema}`]);
    }
  } finally {
    await runner.release();
  }
}
