import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { QueryInteger } from './validation/query-integer';
import { ServiceError } from './service-error';

export const CURSOR_LIST_DEFAULT_PER_PAGE = 25;
export const CURSOR_LIST_MAX_PER_PAGE = 100;

// A date, or a date-time with a zone: a time without one would be read in the server's zone.
export const ZONED_TIMESTAMP =
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?))?$/;

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
  @Matches(ZONED_TIMESTAMP, { message: 'The from must name its time zone (Z or an offset such as +02:00).' })
  from?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Exclusive; must be after from' })
  @IsOptional()
  @IsString({ message: 'The to must be a string.' })
  @IsISO8601({ strict: true }, { message: 'The to must be an ISO 8601 date-time.' })
  @Matches(ZONED_TIMESTAMP, { message: 'The to must name its time zone (Z or an offset such as +02:00).' })
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

// The window of a list query as dates, with the list's defaults for what was not given. `to` must be after
// `from` (422 errors.to).
export function windowOf<F extends Date | undefined, T extends Date | undefined>(
  query: Pick<CursorListQuery, 'from' | 'to'>,
  defaults: { from: F; to: T },
): { from: Date | F; to: Date | T } {
  const errors: Record<string, string[]> = {};
  const parse = <D extends Date | undefined>(field: 'from' | 'to', fallback: D): Date | D => {
    const value = query[field];
    if (value === undefined || value === null) return fallback;
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) errors[field] = [`The ${field} must be an ISO 8601 date-time.`];
    return date;
  };
  const from = parse('from', defaults.from);
  const to = parse('to', defaults.to);
  if (from && to && !errors.from && !errors.to && to.getTime() <= from.getTime())
    errors.to = ['The to must be after from.'];
  if (Object.keys(errors).length > 0) throw ServiceError.validation(errors);
  return { from, to };
}
