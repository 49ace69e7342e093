import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsDefined,
  IsIn,
  IsInt,
  isISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { CursorPageQuery, ZONED_TIMESTAMP } from '../cursor-list.query';
import { PageQuery } from '../pagination';
import { IsMailbox } from '../addresses/mailbox.validators';
import { NoLineBreak } from '../sending/send-email.validators';
import { MAX_SUBJECT_LENGTH } from '../templates/template.dto';
import {
  CAMPAIGN_EVENT_TYPES,
  CAMPAIGN_LIST_MAX_PAGE,
  CAMPAIGN_STATUSES,
  CampaignEventType,
  CampaignStatus,
} from './campaign.views';
import { QueryInteger } from '../validation/query-integer';
import { IsNotBlank } from '../validation/not-blank';

// Campaign content is one marketing email rendered per contact: bounded like a send request's body.
export const MAX_CAMPAIGN_CONTENT_LENGTH = 1_000_000;
const TEMPLATE_SLUG = /^[a-z0-9][a-z0-9_-]{0,99}$/;

// The fields of POST and PATCH /campaigns. Whether content (html, text or template_slug) and an audience
// (list_id or segment_id) are there is checked by the campaigns context on the campaign as it would become,
// so that a PATCH is judged like a create.
class CampaignFieldsDto {
  @ApiPropertyOptional({ maxLength: 255 })
  @IsOptional()
  @IsString({ message: 'The name must be a string.' })
  @IsNotEmpty({ message: 'The name may not be empty.' })
  @IsNotBlank('name')
  @MaxLength(255, { message: 'The name may not be greater than 255 characters.' })
  name?: string;

  @ApiPropertyOptional({
    maxLength: MAX_SUBJECT_LENGTH,
    description: 'Merge tags: {{email}}, {{properties.x}}',
  })
  @IsOptional()
  @IsString({ message: 'The subject must be a string.' })
  @IsNotEmpty({ message: 'The subject may not be empty.' })
  @MaxLength(MAX_SUBJECT_LENGTH, {
    message: `The subject may not be greater than ${MAX_SUBJECT_LENGTH} characters.`,
  })
  @NoLineBreak()
  subject?: string;

  @ApiPropertyOptional({ example: 'news@mail.example.com' })
  @IsOptional()
  @IsString({ message: 'The from_email must be a string.' })
  @IsMailbox({ displayName: false })
  from_email?: string;

  @ApiPropertyOptional({ maxLength: 255 })
  @IsOptional()
  @IsString({ message: 'The from_name must be a string.' })
  @MaxLength(255, { message: 'The from_name may not be greater than 255 characters.' })
  @NoLineBreak()
  from_name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'The reply_to must be a string.' })
  @IsMailbox({ displayName: false })
  reply_to?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'The html must be a string.' })
  @MaxLength(MAX_CAMPAIGN_CONTENT_LENGTH, {
    message: `The html may not be greater than ${MAX_CAMPAIGN_CONTENT_LENGTH} characters.`,
  })
  html?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'The text must be a string.' })
  @MaxLength(MAX_CAMPAIGN_CONTENT_LENGTH, {
    message: `The text may not be greater than ${MAX_CAMPAIGN_CONTENT_LENGTH} characters.`,
  })
  text?: string;

  @ApiPropertyOptional({ description: "A template of the team's default project" })
  @IsOptional()
  @IsString({ message: 'The template_slug must be a string.' })
  @Matches(TEMPLATE_SLUG, { message: 'The template_slug is not a valid template slug.' })
  template_slug?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'The list_id must be a UUID.' })
  list_id?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'The segment_id must be a UUID.' })
  segment_id?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only contacts subscribed to this topic are mailed' })
  @IsOptional()
  @IsUUID('all', { message: 'The topic_id must be a UUID.' })
  topic_id?: string;
}

// POST /campaigns: name, subject and from_email are required too (checked with the rest of the campaign).
export class CreateCampaignDto extends CampaignFieldsDto {}

// PATCH /campaigns/{id}: any of the fields; the others are kept.
export class UpdateCampaignDto extends CampaignFieldsDto {}

export class ScheduleCampaignDto {
  @ApiProperty({ format: 'date-time', example: '2026-12-01T09:30:00Z' })
  @IsDefined({ message: 'The scheduled_at field is required.' })
  @IsString({ message: 'The scheduled_at must be a string.' })
  scheduled_at!: string;
}

export class RejectCampaignDto {
  @ApiProperty({ maxLength: 1000 })
  @IsDefined({ message: 'The reason is required.' })
  @IsString({ message: 'The reason must be a string.' })
  @IsNotEmpty({ message: 'The reason may not be empty.' })
  @MaxLength(1000, { message: 'The reason may not be greater than 1000 characters.' })
  reason!: string;
}

// GET /campaigns: newest first.
export class ListCampaignsQuery extends PageQuery {
  // class-validator drops a parent's rules of a property the child gives rules to: all of them again.
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: CAMPAIGN_LIST_MAX_PAGE, default: 1 })
  @IsOptional()
  @QueryInteger()
  @IsInt({ message: 'The page must be an integer.' })
  @Min(1, { message: 'The page must be at least 1.' })
  @Max(CAMPAIGN_LIST_MAX_PAGE, { message: `The page may not be greater than ${CAMPAIGN_LIST_MAX_PAGE}.` })
  declare page?: number;

  @ApiPropertyOptional({ enum: CAMPAIGN_STATUSES })
  @IsOptional()
  @IsIn(CAMPAIGN_STATUSES, { message: `The status must be one of ${CAMPAIGN_STATUSES.join(', ')}.` })
  status?: CampaignStatus;
}

const EMAIL_FILTER = /^[^\s@,]{1,64}@[^\s@,]{1,255}$/;

// A time filter: an ISO 8601 date, or a date-time with its zone (one without would be read in the server's
// zone). One rule, so that a bad value gets one message.
function IsZonedTime(field: string): PropertyDecorator {
  return ValidateBy({
    name: 'isZonedTime',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' && ZONED_TIMESTAMP.test(value) && isISO8601(value, { strict: true }),
      defaultMessage: () => `The ${field} must be an ISO 8601 date, or a date-time with its time zone.`,
    },
  });
}

// GET /campaigns/{id}/events (SPEC Campaign event paging rules; names as API.md).
export class ListCampaignEventsQuery extends CursorPageQuery {
  @ApiPropertyOptional({ enum: CAMPAIGN_EVENT_TYPES })
  @IsOptional()
  @IsIn(CAMPAIGN_EVENT_TYPES, {
    message: `The event_type must be one of ${CAMPAIGN_EVENT_TYPES.join(', ')}.`,
  })
  event_type?: CampaignEventType;

  @ApiPropertyOptional({ description: 'Recipient address (any case)' })
  @IsOptional()
  @IsString({ message: 'The email must be a string.' })
  @Matches(EMAIL_FILTER, { message: 'The email must be an email address.' })
  email?: string;

  @ApiPropertyOptional({ description: 'Inclusive; a date alone is 00:00:00 UTC of that day' })
  @IsOptional()
  @IsString({ message: 'The start_time must be a string.' })
  @IsZonedTime('start_time')
  start_time?: string;

  @ApiPropertyOptional({ description: 'Inclusive; a date alone covers that UTC day through 23:59:59' })
  @IsOptional()
  @IsString({ message: 'The end_time must be a string.' })
  @IsZonedTime('end_time')
  end_time?: string;
}
