import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsString,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { CursorPageQuery } from '../cursor-list.query';
import { WEBHOOK_EVENT_NAMES } from './webhook-events';

export const WEBHOOK_AUTH_TYPES = ['none', 'basic', 'oauth2'] as const;
export type WebhookAuthType = (typeof WEBHOOK_AUTH_TYPES)[number];
export const WEBHOOK_EVENTS_MODES = ['all', 'selected'] as const;
export type WebhookEventsMode = (typeof WEBHOOK_EVENTS_MODES)[number];
export const WEBHOOK_URL_MAX_LENGTH = 2048;
export const WEBHOOK_MAX_EVENTS = 64;

// A field of a webhook body may be left out, never given as null: null would otherwise read as "not given"
// on one field and as a value on another. It is checked like any other value, so it is refused (422) with
// the field's type message.
const Omittable = (): PropertyDecorator => ValidateIf((_dto, value) => value !== undefined);

export class WebhookOAuth2Dto {
  @ApiProperty({ maxLength: WEBHOOK_URL_MAX_LENGTH, description: 'https; the client-credentials grant' })
  @IsString({ message: 'The oauth2.token_url must be a string.' })
  @IsNotEmpty({ message: 'The oauth2.token_url field is required.' })
  @MaxLength(WEBHOOK_URL_MAX_LENGTH, {
    message: `The oauth2.token_url may not be greater than ${WEBHOOK_URL_MAX_LENGTH} characters.`,
  })
  token_url!: string;

  @ApiProperty({ maxLength: 255 })
  @IsString({ message: 'The oauth2.client_id must be a string.' })
  @IsNotEmpty({ message: 'The oauth2.client_id field is required.' })
  @MaxLength(255, { message: 'The oauth2.client_id may not be greater than 255 characters.' })
  client_id!: string;

  @ApiProperty({ maxLength: 1024, description: 'Encrypted at rest; never shown again' })
  @IsString({ message: 'The oauth2.client_secret must be a string.' })
  @IsNotEmpty({ message: 'The oauth2.client_secret field is required.' })
  @MaxLength(1024, { message: 'The oauth2.client_secret may not be greater than 1024 characters.' })
  client_secret!: string;

  @ApiPropertyOptional({ maxLength: 1024 })
  @Omittable()
  @IsString({ message: 'The oauth2.scope must be a string.' })
  @MaxLength(1024, { message: 'The oauth2.scope may not be greater than 1024 characters.' })
  scope?: string;
}

// The fields of an endpoint as a body gives them, with no defaults: an update keeps what it leaves out.
class WebhookFieldsDto {
  @ApiProperty({ maxLength: 255 })
  @IsString({ message: 'The name must be a string.' })
  @IsNotEmpty({ message: 'The name field is required.' })
  @MaxLength(255, { message: 'The name may not be greater than 255 characters.' })
  name!: string;

  @ApiProperty({ maxLength: WEBHOOK_URL_MAX_LENGTH, description: 'Absolute https URL' })
  @IsString({ message: 'The url must be a string.' })
  @IsNotEmpty({ message: 'The url field is required.' })
  @MaxLength(WEBHOOK_URL_MAX_LENGTH, {
    message: `The url may not be greater than ${WEBHOOK_URL_MAX_LENGTH} characters.`,
  })
  url!: string;

  @ApiPropertyOptional()
  @Omittable()
  @IsBoolean({ message: 'The enabled field must be true or false.' })
  enabled?: boolean;

  @ApiPropertyOptional({ enum: WEBHOOK_AUTH_TYPES })
  @Omittable()
  @IsIn(WEBHOOK_AUTH_TYPES, { message: `The auth_type must be one of ${WEBHOOK_AUTH_TYPES.join(', ')}.` })
  auth_type?: WebhookAuthType;

  @ApiPropertyOptional({ maxLength: 255, description: 'auth_type basic' })
  @Omittable()
  @IsString({ message: 'The auth_username must be a string.' })
  @MaxLength(255, { message: 'The auth_username may not be greater than 255 characters.' })
  auth_username?: string;

  @ApiPropertyOptional({ maxLength: 1024, description: 'auth_type basic; encrypted at rest, never shown' })
  @Omittable()
  @IsString({ message: 'The auth_password must be a string.' })
  @MaxLength(1024, { message: 'The auth_password may not be greater than 1024 characters.' })
  auth_password?: string;

  @ApiPropertyOptional({ type: WebhookOAuth2Dto, description: 'auth_type oauth2' })
  @Omittable()
  @IsObject({ message: 'The oauth2 field must be an object.' })
  @ValidateNested()
  @Type(() => WebhookOAuth2Dto)
  oauth2?: WebhookOAuth2Dto;

  @ApiPropertyOptional({ enum: WEBHOOK_EVENTS_MODES })
  @Omittable()
  @IsIn(WEBHOOK_EVENTS_MODES, {
    message: `The events_mode must be one of ${WEBHOOK_EVENTS_MODES.join(', ')}.`,
  })
  events_mode?: WebhookEventsMode;

  @ApiPropertyOptional({
    enum: [...WEBHOOK_EVENT_NAMES],
    isArray: true,
    maxItems: WEBHOOK_MAX_EVENTS,
    description:
      'events_mode selected: message.<email event type>, scheduled.cancelled, scheduled.failed, campaign.sent',
  })
  @Omittable()
  @IsArray({ message: 'The events must be an array.' })
  @ArrayMaxSize(WEBHOOK_MAX_EVENTS, { message: `The events may hold at most ${WEBHOOK_MAX_EVENTS} names.` })
  @IsString({ each: true, message: 'Each of the events must be a string.' })
  @MaxLength(100, { each: true, message: 'Each of the events must be an event name.' })
  events?: string[];
}

// POST /webhooks: a field left out takes its default.
export class CreateWebhookDto extends WebhookFieldsDto {
  @ApiPropertyOptional({ default: true })
  override enabled?: boolean;

  @ApiPropertyOptional({ enum: WEBHOOK_AUTH_TYPES, default: 'none' })
  override auth_type?: WebhookAuthType;

  @ApiPropertyOptional({ enum: WEBHOOK_EVENTS_MODES, default: 'all' })
  override events_mode?: WebhookEventsMode;
}

// An update's oauth2 settings replace the stored ones, except that a left-out client_secret keeps the stored
// secret (it is never shown, so a client may no longer hold it) while the url and token_url stay at their
// origins.
export class WebhookOAuth2ChangeDto extends OmitType(WebhookOAuth2Dto, ['client_secret'] as const) {
  @ApiPropertyOptional({
    maxLength: 1024,
    description:
      'Encrypted at rest; never shown again. Left out: the stored secret is kept, unless the url or token_url moves to another origin (scheme, host, port): then it is required (422)',
  })
  @Omittable()
  @IsString({ message: 'The oauth2.client_secret must be a string.' })
  @IsNotEmpty({ message: 'The oauth2.client_secret field is required.' })
  @MaxLength(1024, { message: 'The oauth2.client_secret may not be greater than 1024 characters.' })
  client_secret?: string;
}

// PATCH and PUT take the same fields, each optional (and none null); what is given is checked together
// with what is kept.
export class UpdateWebhookDto extends PartialType(OmitType(WebhookFieldsDto, ['oauth2'] as const), {
  skipNullProperties: false,
}) {
  @ApiPropertyOptional({
    type: WebhookOAuth2ChangeDto,
    description:
      'auth_type oauth2; replaces the stored settings, a left-out client_secret keeps the stored one while the url and token_url stay at their origins',
  })
  @Omittable()
  @IsObject({ message: 'The oauth2 field must be an object.' })
  @ValidateNested()
  @Type(() => WebhookOAuth2ChangeDto)
  oauth2?: WebhookOAuth2ChangeDto;
}

// GET /webhooks/{webhook}/deliveries: the page size and position, read as every list paged by cursor reads
// them.
export class ListWebhookDeliveriesQuery extends CursorPageQuery {}
