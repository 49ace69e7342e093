import { DataSource, EntityManager } from 'typeorm';

// The rows of an UPDATE or DELETE ... RETURNING: TypeORM answers those as [rows, affected count].
export async function returning<T>(
  runner: DataSource | EntityManager,
  sql: string,
  params: unknown[],
): Promise<T[]> {
  const raw = (await runner.query(sql, params)) as unknown;
  if (Array.isArray(raw) && raw.length === 2 && Array.isArray(raw[0]) && typeof raw[1] === 'number')
    return raw[0] as T[];
  return raw as T[];
}
