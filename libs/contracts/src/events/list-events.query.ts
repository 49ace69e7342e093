import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsIn, IsOptional, Matches } from 'class-validator';
import { EMAIL_EVENT_TYPES, EmailEventType } from '../sending/email-events';
import { CursorListQuery } from '../cursor-list.query';

// Values one comma-separated filter may hold.
export const EVENT_FILTER_MAX_VALUES = 50;

const BOUNCE_CLASSES = Array.from({ length: 100 }, (_, index) => index + 1);
// What a transmission's request_id may look like; anything else names no transmission.
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,100}$/;
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
// An empty filter would match nothing: a client that built it from an empty selection most likely meant
// no filter, which is the parameter left out.
const empty = (field: string): string =>
  `The ${field} filter names no value: leave it out to filter nothing.`;

// GET /emails/events (SPEC Event list filters; names as API.md). The comma-separated filters reach the events
// context as arrays.
export class ListEventsQuery extends CursorListQuery {
  @ApiPropertyOptional({
    type: String,
    description: `Comma-separated event types: ${EMAIL_EVENT_TYPES.join(', ')}`,
  })
  @IsOptional()
  @CommaList()
  @ArrayMinSize(1, { message: empty('events') })
  @ArrayMaxSize(EVENT_FILTER_MAX_VALUES, { message: tooMany('events') })
  @IsIn(EMAIL_EVENT_TYPES, {
    each: true,
    message: `Each of the events must be one of ${EMAIL_EVENT_TYPES.join(', ')}.`,
  })
  events?: EmailEventType[];

  @ApiPropertyOptional({ type: String, description: 'Comma-separated recipient addresses' })
  @IsOptional()
  @CommaList()
  @ArrayMinSize(1, { message: empty('recipients') })
  @ArrayMaxSize(EVENT_FILTER_MAX_VALUES, { message: tooMany('recipients') })
  @Matches(ADDRESS, { each: true, message: 'Each of the recipients must be an email address.' })
  recipients?: string[];

  @ApiPropertyOptional({ type: String, description: 'Comma-separated request_id values of transmissions' })
  @IsOptional()
  @CommaList()
  @ArrayMinSize(1, { message: empty('transmissions') })
  @ArrayMaxSize(EVENT_FILTER_MAX_VALUES, { message: tooMany('transmissions') })
  @Matches(REQUEST_ID_PATTERN, { each: true, message: 'Each of the transmissions must be a request_id.' })
  transmissions?: string[];

  @ApiPropertyOptional({
    type: String,
    description: 'Comma-separated bounce classification codes (10 invalid recipient, 20 soft, 21 DNS, ...)',
  })
  @IsOptional()
  @CommaList((item) => (/^\d{1,3}$/.test(item) ? Number(item) : item))
  @ArrayMinSize(1, { message: empty('bounce_classes') })
  @ArrayMaxSize(EVENT_FILTER_MAX_VALUES, { message: tooMany('bounce_classes') })
  @IsIn(BOUNCE_CLASSES, {
    each: true,
    message: 'Each of the bounce_classes must be a classification code (an integer from 1 to 100).',
  })
  bounce_classes?: number[];
}
