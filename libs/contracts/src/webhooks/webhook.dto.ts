import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

export const WEBHOOK_AUTH_TYPES = ['none', 'basic', 'oauth2'] as const;
export type WebhookAuthType = (typeof WEBHOOK_AUTH_TYPES)[number];
export const WEBHOOK_EVENTS_MODES = ['all', 'selected'] as const;
export type WebhookEventsMode = (typeof WEBHOOK_EVENTS_MODES)[number];
export const WEBHOOK_URL_MAX_LENGTH = 2048;
export const WEBHOOK_MAX_EVENTS = 64;

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
  @IsOptional()
  @IsString({ message: 'The oauth2.scope must be a string.' })
  @MaxLength(1024, { message: 'The oauth2.scope may not be greater than 1024 characters.' })
  scope?: string;
}

export class CreateWebhookDto {
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

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'The enabled field must be true or false.' })
  enabled?: boolean;

  @ApiPropertyOptional({ enum: WEBHOOK_AUTH_TYPES, default: 'none' })
  @IsOptional()
  @IsIn(WEBHOOK_AUTH_TYPES, { message: `The auth_type must be one of ${WEBHOOK_AUTH_TYPES.join(', ')}.` })
  auth_type?: WebhookAuthType;

  @ApiPropertyOptional({ maxLength: 255, description: 'auth_type basic' })
  @IsOptional()
  @IsString({ message: 'The auth_username must be a string.' })
  @MaxLength(255, { message: 'The auth_username may not be greater than 255 characters.' })
  auth_username?: string;

  @ApiPropertyOptional({ maxLength: 1024, description: 'auth_type basic; encrypted at rest, never shown' })
  @IsOptional()
  @IsString({ message: 'The auth_password must be a string.' })
  @MaxLength(1024, { message: 'The auth_password may not be greater than 1024 characters.' })
  auth_password?: string;

  @ApiPropertyOptional({ type: WebhookOAuth2Dto, description: 'auth_type oauth2' })
  @IsOptional()
  @IsObject({ message: 'The oauth2 field must be an object.' })
  @ValidateNested()
  @Type(() => WebhookOAuth2Dto)
  oauth2?: WebhookOAuth2Dto;

  @ApiPropertyOptional({ enum: WEBHOOK_EVENTS_MODES, default: 'all' })
  @IsOptional()
  @IsIn(WEBHOOK_EVENTS_MODES, {
    message: `The events_mode must be one of ${WEBHOOK_EVENTS_MODES.join(', ')}.`,
  })
  events_mode?: WebhookEventsMode;

  @ApiPropertyOptional({
    type: [String],
    maxItems: WEBHOOK_MAX_EVENTS,
    description:
      'events_mode selected: message.<email event type>, scheduled.cancelled, scheduled.failed, campaign.sent',
  })
  @IsOptional()
  @IsArray({ message: 'The events must be an array.' })
  @ArrayMaxSize(WEBHOOK_MAX_EVENTS, { message: `The events may hold at most ${WEBHOOK_MAX_EVENTS} names.` })
  @IsString({ each: true, message: 'Each of the events must be a string.' })
  @MaxLength(100, { each: true, message: 'Each of the events must be an event name.' })
  events?: string[];
}

// PATCH and PUT take the same fields, each optional; what is given is checked together with what is kept.
export class UpdateWebhookDto extends PartialType(CreateWebhookDto) {}

export class ListWebhookDeliveriesQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 25 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The per_page must be an integer.' })
  @Min(1, { message: 'The per_page must be at least 1.' })
  @Max(100, { message: 'The per_page may not be greater than 100.' })
  per_page?: number;

  @ApiPropertyOptional({ description: 'The next_cursor of a previous response' })
  @IsOptional()
  @IsString({ message: 'The cursor must be a string.' })
  @MaxLength(200, { message: 'The cursor is not valid.' })
  cursor?: string;
}
