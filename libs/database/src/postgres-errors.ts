import { QueryFailedError } from 'typeorm';

const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === UNIQUE_VIOLATION && driverError.constraint === constraint;
}

const CHECK_VIOLATION = '23514';

// An insert into a partitioned table whose row no partition covers.
export function isMissingPartition(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; message?: string };
  return driverError.code === CHECK_VIOLATION && /no partition of relation/.test(driverError.message ?? '');
}
