import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { EMAIL_EVENT_TYPES, EmailEventType } from '../sending/email-events';
import { ZONED_TIMESTAMP } from '../sending/list-emails.query';

export const EVENT_LIST_DEFAULT_PER_PAGE = 25;
export const EVENT_LIST_MAX_PER_PAGE = 100;
// Values one comma-separated filter may hold.
export const EVENT_FILTER_MAX_VALUES = 50;

const BOUNCE_CLASSES = Array.from({ length: 100 }, (_, index) => index + 1);
const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;
// Loose on purpose: a filter value that is no deliverable address just matches nothing.
const ADDRESS = /^[^\s@,]{1,64}@[^\s@,]{1,255}$/;

// `a,b,c` (or the parameter repeated) as a list of trimmed, non-empty values; null for anything else.
function splitCommaList(value: unknown): string[] | null {
  const parts: unknown[] = Array.isArray(value) ? value : [value];
  if (!parts.every((part): part is string => typeof part === 'string')) return null;
  return parts
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

// What fails validation is passed on unchanged, for the validators to name.
const CommaList = (convert: (item: string) => unknown = (item) => item): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => splitCommaList(value)?.map(convert) ?? value);

const tooMany = (field: string): string => `The ${field} may hold at most ${EVENT_FILTER_MAX_VALUES} values.`;

// GET /emails/events (SPEC Event list filters; names as API.md). The comma-separated filters reach the events
// context as arrays.
export class ListEventsQuery {
  @ApiPropertyOptional({
    type: String,
    description: `Comma-separated event types: ${EMAIL_EVENT_TYPES.join(', ')}`,
  })
  @IsOptional()
  @CommaList()
  @ArrayMaxSize(EVENT_FILTER_MAX_VALUES, { message: tooMany('events') })
  @IsIn(EMAIL_EVENT_TYPES, {
    each: true,
    message: `Each of the events must be one of ${EMAIL_EVENT_TYPES.join(', ')}.`,
  })
  events?: EmailEventType[];

  @ApiPropertyOptional({ type: String, description: 'Comma-separated recipient addresses' })
  @IsOptional()
  @CommaList()
  @ArrayMaxSize(EVENT_FILTER_MAX_VALUES, { message: tooMany('recipients') })
  @Matches(ADDRESS, { each: true, message: 'Each of the recipients must be an email address.' })
  recipients?: string[];

  @ApiPropertyOptional({
    format: 'date-time',
    description: 'Inclusive; default and earliest: the start of the retention window (10 days ago)',
  })
  @IsOptional()
  @IsString({ message: 'The from must be a string.' })
  @IsISO8601({ strict: true }, { message: 'The from must be an ISO 8601 date-time.' })
  @Matches(ZONED_TIMESTAMP, { message: 'The from must name its time zone (Z or an offset such as +02:00).' })
  from?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Exclusive; default now; must be after from' })
  @IsOptional()
  @IsString({ message: 'The to must be a string.' })
  @IsISO8601({ strict: true }, { message: 'The to must be an ISO 8601 date-time.' })
  @Matches(ZONED_TIMESTAMP, { message: 'The to must name its time zone (Z or an offset such as +02:00).' })
  to?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: EVENT_LIST_MAX_PER_PAGE, default: EVENT_LIST_DEFAULT_PER_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The per_page must be an integer.' })
  @Min(1, { message: 'The per_page must be at least 1.' })
  @Max(EVENT_LIST_MAX_PER_PAGE, {
    message: `The per_page may not be greater than ${EVENT_LIST_MAX_PER_PAGE}.`,
  })
  per_page?: number;

  @ApiPropertyOptional({ description: 'The next_cursor of a previous response' })
  @IsOptional()
  @IsString({ message: 'The cursor must be a string.' })
  @MaxLength(200, { message: 'The cursor is not valid.' })
  cursor?: string;

  @ApiPropertyOptional({ type: String, description: 'Comma-separated request_id values of transmissions' })
  @IsOptional()
  @CommaList()
  @ArrayMaxSize(EVENT_FILTER_MAX_VALUES, { message: tooMany('transmissions') })
  @Matches(REQUEST_ID, { each: true, message: 'Each of the transmissions must be a request_id.' })
  transmissions?: string[];

  @ApiPropertyOptional({
    type: String,
    description: 'Comma-separated bounce classification codes (10 invalid recipient, 20 soft, 21 DNS, ...)',
  })
  @IsOptional()
  @CommaList((item) => (/^\d{1,3}$/.test(item) ? Number(item) : item))
  @ArrayMaxSize(EVENT_FILTER_MAX_VALUES, { message: tooMany('bounce_classes') })
  @IsIn(BOUNCE_CLASSES, {
    each: true,
    message: 'Each of the bounce_classes must be a classification code (an integer from 1 to 100).',
  })
  bounce_classes?: number[];
}
