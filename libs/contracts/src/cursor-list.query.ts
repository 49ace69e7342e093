import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { QueryInteger } from './validation/query-integer';
import { ServiceError } from './service-error';

export const CURSOR_LIST_DEFAULT_PER_PAGE = 25;
export const CURSOR_LIST_MAX_PER_PAGE = 100;

// A date, or a date-time with a zone: a time without one would be read in the server's zone.
export const ZONED_TIMESTAMP =
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?))?$/;
const ZONED_TIMESTAMP_MESSAGE = (field: string): string =>
  `The ${field} must be an ISO 8601 date, or a date-time with its time zone (Z or an offset such as +02:00).`;

// The page size and position of a list paged by cursor.
export class CursorPageQuery {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: CURSOR_LIST_MAX_PER_PAGE,
    default: CURSOR_LIST_DEFAULT_PER_PAGE,
  })
  @IsOptional()
  @QueryInteger()
  @IsInt({ message: 'The per_page must be an integer.' })
  @Min(1, { message: 'The per_page must be at least 1.' })
  @Max(CURSOR_LIST_MAX_PER_PAGE, {
    message: `The per_page may not be greater than ${CURSOR_LIST_MAX_PER_PAGE}.`,
  })
  per_page?: number;

  @ApiPropertyOptional({ description: 'The next_cursor of a previous response' })
  @IsOptional()
  @IsString({ message: 'The cursor must be a string.' })
  @MaxLength(200, { message: 'The cursor is not valid.' })
  cursor?: string;
}

// The query of a list paged by cursor over a time window (GET /emails, GET /emails/events): `from` is
// inclusive and `to` exclusive.
export class CursorListQuery extends CursorPageQuery {
  @ApiPropertyOptional({ format: 'date-time', description: 'Inclusive' })
  @IsOptional()
  @IsString({ message: 'The from must be a string.' })
  @IsISO8601({ strict: true }, { message: 'The from must be an ISO 8601 date-time.' })
  @Matches(ZONED_TIMESTAMP, { message: ZONED_TIMESTAMP_MESSAGE('from') })
  from?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Exclusive; must be after from' })
  @IsOptional()
  @IsString({ message: 'The to must be a string.' })
  @IsISO8601({ strict: true }, { message: 'The to must be an ISO 8601 date-time.' })
  @Matches(ZONED_TIMESTAMP, { message: ZONED_TIMESTAMP_MESSAGE('to') })
  to?: string;
}

// Lists that SPEC pages by cursor: next_cursor is null on the last page.
export class CursorPagination {
  @ApiProperty({ type: String, nullable: true })
  next_cursor!: string | null;

  @ApiProperty({ type: 'integer' })
  per_page!: number;
}

// The page size a service uses: the gateway validated per_page; a caller on the bus that sends none gets
// the default.
export function perPageOf(requested: unknown): number {
  return typeof requested === 'number' && Number.isInteger(requested) && requested >= 1
    ? Math.min(requested, CURSOR_LIST_MAX_PER_PAGE)
    : CURSOR_LIST_DEFAULT_PER_PAGE;
}

// The window of a list query in microseconds since the epoch, with the list's defaults for what was not
// given. `to` must be after `from` (422 errors.to).
export function windowOf<F extends bigint | undefined, T extends bigint | undefined>(
  query: Pick<CursorListQuery, 'from' | 'to'>,
  defaults: { from: F; to: T },
): { from: bigint | F; to: bigint | T } {
  const errors: Record<string, string[]> = {};
  // In nanoseconds, so that `to` is after `from` as written, however close.
  const parse = <D extends bigint | undefined>(field: 'from' | 'to', fallback: D): bigint | D => {
    const value = query[field];
    if (value === undefined || value === null) return fallback === undefined ? fallback : fallback * 1000n;
    const nanos = nanosOfTimestamp(value);
    if (nanos === undefined) errors[field] = [`The ${field} must be an ISO 8601 date-time.`];
    return nanos ?? 0n;
  };
  const from = parse('from', defaults.from);
  const to = parse('to', defaults.to);
  if (from !== undefined && to !== undefined && !errors.from && !errors.to && to <= from)
    errors.to = ['The to must be after from.'];
  if (Object.keys(errors).length > 0) throw ServiceError.validation(errors);
  return { from: from === undefined ? from : microsUp(from), to: to === undefined ? to : microsUp(to) };
}

const MICROS_PER_MILLI = 1000n;

// The moment an ISO 8601 time names, in nanoseconds since the epoch (digits past the ninth round up);
// undefined when it names none. PostgreSQL keeps times to the microsecond and a JavaScript Date to the
// millisecond, which would drop the digits past it: `to=...23.205999Z` would leave out an event of 23.2055.
// Compared as written, then rounded to the microsecond the way the comparison with a stored time needs
// (microsUp, microsDown).
export function nanosOfTimestamp(value: string): bigint | undefined {
  // An offset of hours alone (`+01`), which ISO 8601 allows, is one JavaScript does not read.
  const millis = new Date(value.replace(/(T.*[+-]\d{2})$/, '$1:00')).getTime();
  if (Number.isNaN(millis)) return undefined;
  const fraction = fractionDigits(value);
  const pastMillis = BigInt(fraction.slice(3, 9).padEnd(6, '0'));
  const pastNanos = /[1-9]/.test(fraction.slice(9)) ? 1n : 0n;
  return BigInt(millis) * NANOS_PER_MILLI + pastMillis + pastNanos;
}

const NANOS_PER_MILLI = 1_000_000n;

// The digits of a time's fraction of a second as written (`205999` of `...23.205999Z`); '' without one.
export function fractionDigits(value: string): string {
  return /T[^.]*\.(\d+)/.exec(value)?.[1] ?? '';
}

// Nanoseconds to microseconds, rounding up (the first microsecond at or after them).
export function microsUp(nanos: bigint): bigint {
  const truncated = nanos / 1000n;
  return truncated * 1000n < nanos ? truncated + 1n : truncated;
}

// Nanoseconds to microseconds, rounding down (the last microsecond at or before them).
export function microsDown(nanos: bigint): bigint {
  return -microsUp(-nanos);
}

export function microsOfDate(date: Date): bigint {
  return BigInt(date.getTime()) * MICROS_PER_MILLI;
}

// A time in microseconds as ISO 8601: to the millisecond when that is all it holds, else to the microsecond.
export function timestampOfMicros(micros: bigint): string {
  const millis = micros / MICROS_PER_MILLI - (micros % MICROS_PER_MILLI < 0n ? 1n : 0n);
  const date = new Date(Number(millis)).toISOString();
  const rest = micros - millis * MICROS_PER_MILLI;
  return rest === 0n ? date : date.replace('Z', `${rest.toString().padStart(3, '0')}Z`);
}
