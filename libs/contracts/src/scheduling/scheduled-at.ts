import { isISO8601 } from 'class-validator';

export const MAX_SCHEDULE_AHEAD_DAYS = 30;

// A date-time that names its zone: a time without one would be read in the server's zone. Up to 9 fractional
// digits are taken (Python writes 6, Go up to 9); the moment is kept to the millisecond, the rest dropped
// (never rounded up), as README says.
const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

export const SCHEDULED_AT_FORMAT_MESSAGE =
  'The scheduled_at must be an ISO 8601 date-time with a time zone (Z or an offset such as +02:00).';

// The moment a scheduled_at names; undefined for anything else (a calendar date that does not exist
// included: JavaScript alone would read February 30 as March 2).
export function parseScheduledAt(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !ZONED_DATE_TIME.test(value) || !isISO8601(value, { strict: true }))
    return undefined;
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? undefined : moment;
}
