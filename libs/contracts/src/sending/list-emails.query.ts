import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

export const EMAIL_LIST_DEFAULT_PER_PAGE = 25;
export const EMAIL_LIST_MAX_PER_PAGE = 100;

// A date, or a date-time with a zone: a time without one would be read in the server's zone.
export const ZONED_TIMESTAMP =
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?))?$/;

// GET /emails. `from` is inclusive and `to` exclusive, on the time the email was accepted.
export class ListEmailsQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: EMAIL_LIST_MAX_PER_PAGE, default: EMAIL_LIST_DEFAULT_PER_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The per_page must be an integer.' })
  @Min(1, { message: 'The per_page must be at least 1.' })
  @Max(EMAIL_LIST_MAX_PER_PAGE, {
    message: `The per_page may not be greater than ${EMAIL_LIST_MAX_PER_PAGE}.`,
  })
  per_page?: number;

  @ApiPropertyOptional({ description: 'The next_cursor of a previous response' })
  @IsOptional()
  @IsString({ message: 'The cursor must be a string.' })
  @MaxLength(200, { message: 'The cursor is not valid.' })
  cursor?: string;

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

// The type of the latest event among a sent email's recipients (a refusal by the suppression list is a
// policy_rejection at injection time); null when none is known.
export type EmailLastEvent = 'injection' | 'policy_rejection' | 'delay' | 'delivery' | 'bounce';

export interface SentEmailView {
  request_id: string;
  from: string;
  subject: string;
  to: string[];
  cc: string[];
  bcc: string[];
  accepted: number;
  rejected: number;
  template_slug: string | null;
  metadata: Record<string, string>;
  created_at: string;
  last_event: EmailLastEvent | null;
}

// Lists that SPEC pages by cursor: next_cursor is null on the last page.
export interface CursorPagination {
  next_cursor: string | null;
  per_page: number;
}

export interface EmailListView {
  emails: SentEmailView[];
  pagination: CursorPagination;
}
