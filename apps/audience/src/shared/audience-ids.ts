import { ServiceError } from '@mailroom/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

// A path id that is no UUID names nothing: 404 like an unknown one, before any query.
export function requireUuid(value: unknown, what: string): string {
  if (!isUuid(value)) throw ServiceError.notFound(`${what} not found.`);
  return value.toLowerCase();
}

export const isoOrNull = (value: Date | null): string | null => (value ? value.toISOString() : null);

export const within = (value: unknown, max: number, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
