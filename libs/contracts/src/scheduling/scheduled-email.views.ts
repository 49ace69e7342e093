import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { QueryInteger } from '../validation/query-integer';
import { Pagination } from '../pagination';

// scheduled -> sending -> sent | failed; scheduled -> cancelled.
export const SCHEDULED_EMAIL_STATES = ['scheduled', 'sending', 'sent', 'cancelled', 'failed'] as const;
export type ScheduledEmailState = (typeof SCHEDULED_EMAIL_STATES)[number];

export const SCHEDULED_EMAIL_ID_PREFIX = 'sch_';
export const SCHEDULED_LIST_DEFAULT_PER_PAGE = 25;
export const SCHEDULED_LIST_MAX_PER_PAGE = 100;
export const SCHEDULED_LIST_MAX_PAGE = 10_000;

export class ScheduledEmailView {
  @ApiProperty({ type: String })
  request_id!: string;

  // The request_id of the transmission once the email was handed to sending; null until then.
  @ApiProperty({ type: String, nullable: true })
  transmission_id!: string | null;

  @ApiProperty({ enum: SCHEDULED_EMAIL_STATES })
  state!: ScheduledEmailState;

  @ApiProperty({ type: String, format: 'date-time' })
  scheduled_at!: string;

  @ApiProperty({ type: String })
  from!: string;

  @ApiProperty({ type: String })
  subject!: string;

  @ApiProperty({ type: [String] })
  to!: string[];

  @ApiProperty({ type: [String] })
  cc!: string[];

  @ApiProperty({ type: [String] })
  bcc!: string[];

  @ApiProperty({ type: String, nullable: true })
  template_slug!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updated_at!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sent_at!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  cancelled_at!: string | null;

  @ApiProperty({ type: String, nullable: true })
  failure_reason!: string | null;
}

export class ScheduledEmailListView {
  @ApiProperty({ type: () => [ScheduledEmailView] })
  scheduled_emails!: ScheduledEmailView[];

  @ApiProperty({ type: () => Pagination })
  pagination!: Pagination;
}

// GET /emails/scheduled: newest scheduled_at first.
export class ListScheduledEmailsQuery {
  @ApiPropertyOptional({ enum: SCHEDULED_EMAIL_STATES })
  @IsOptional()
  @IsIn(SCHEDULED_EMAIL_STATES, { message: `The state must be one of ${SCHEDULED_EMAIL_STATES.join(', ')}.` })
  state?: ScheduledEmailState;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: SCHEDULED_LIST_MAX_PAGE, default: 1 })
  @IsOptional()
  @QueryInteger()
  @IsInt({ message: 'The page must be an integer.' })
  @Min(1, { message: 'The page must be at least 1.' })
  @Max(SCHEDULED_LIST_MAX_PAGE, { message: `The page may not be greater than ${SCHEDULED_LIST_MAX_PAGE}.` })
  page?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: SCHEDULED_LIST_MAX_PER_PAGE,
    default: SCHEDULED_LIST_DEFAULT_PER_PAGE,
  })
  @IsOptional()
  @QueryInteger()
  @IsInt({ message: 'The per_page must be an integer.' })
  @Min(1, { message: 'The per_page must be at least 1.' })
  @Max(SCHEDULED_LIST_MAX_PER_PAGE, {
    message: `The per_page may not be greater than ${SCHEDULED_LIST_MAX_PER_PAGE}.`,
  })
  per_page?: number;
}

// GET and DELETE /emails/scheduled/{transmissionId}: the scheduled email's request_id (sch_<id>) or the
// request_id of the transmission it became.
export interface ScheduledEmailRef {
  id: string;
}

// The scheduler's answer to scheduler.schedule.
export interface ScheduleOutcome {
  scheduled_email: ScheduledEmailView;
  // True when an Idempotency-Key matched an earlier request: nothing new was scheduled.
  replayed: boolean;
}

// The data of the scheduled.cancelled and scheduled.failed events: the scheduled email as it became, and
// whose it is. Sandbox traffic is shown only to keys of the same team whose owner it was addressed to.
export interface ScheduledEmailEventRecord extends ScheduledEmailView {
  team_id: number;
  sandbox: boolean;
}
