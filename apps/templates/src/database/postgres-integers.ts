const INT4_MAX = 2_147_483_647;

// A value that fits a positive Postgres `integer` column. Bus callers that skipped the gateway's
// validation get "not found" for anything else instead of a query error.
export function isPositiveInt4(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= INT4_MAX;
}
