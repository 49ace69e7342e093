import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsISO8601,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { CONTACT_STATUSES, ContactStatus, MAX_IDS_PER_CONTACT_WRITE } from './audience-rules';
import { PageQuery } from '../pagination';
import { IsOmittable } from './omittable';

const STATUS_MESSAGE = `The status must be one of ${CONTACT_STATUSES.join(', ')}.`;

export class CreateContactDto {
  @ApiProperty({ maxLength: 320, description: 'Unique per team, compared case-insensitively' })
  @IsString({ message: 'The email must be a string.' })
  @MaxLength(320, { message: 'The email may not be greater than 320 characters.' })
  email!: string;

  @ApiPropertyOptional({ description: 'Values of defined properties, each of its defined type' })
  @IsOptional()
  @IsObject({ message: 'The properties must be an object.' })
  properties?: Record<string, unknown>;

  @ApiPropertyOptional({ enum: CONTACT_STATUSES, default: 'subscribed' })
  @IsOptional()
  @IsIn(CONTACT_STATUSES, { message: STATUS_MESSAGE })
  status?: ContactStatus;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'ISO 8601; the contact gets no campaign until then',
  })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsISO8601({ strict: true }, { message: 'The paused_until must be an ISO 8601 date-time or null.' })
  paused_until?: string | null;

  @ApiPropertyOptional({ type: [String], description: 'Lists of the team to add the contact to' })
  @IsOptional()
  @IsArray({ message: 'The list_ids must be an array.' })
  @ArrayMaxSize(MAX_IDS_PER_CONTACT_WRITE, { message: 'At most 50 list_ids.' })
  @IsUUID('all', { each: true, message: 'Each list_id must be a UUID.' })
  list_ids?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Topics of the team to subscribe the contact to' })
  @IsOptional()
  @IsArray({ message: 'The topic_ids must be an array.' })
  @ArrayMaxSize(MAX_IDS_PER_CONTACT_WRITE, { message: 'At most 50 topic_ids.' })
  @IsUUID('all', { each: true, message: 'Each topic_id must be a UUID.' })
  topic_ids?: string[];
}

// Every field optional; none means the contact is returned unchanged. A property set to null is removed;
// null for the email, the properties or the status means nothing and is refused (422).
export class UpdateContactDto {
  @ApiPropertyOptional({ maxLength: 320 })
  @IsOmittable()
  @IsString({ message: 'The email must be a string.' })
  @MaxLength(320, { message: 'The email may not be greater than 320 characters.' })
  email?: string;

  @ApiPropertyOptional({ description: 'Merged into the contact; null removes a key' })
  @IsOmittable()
  @IsObject({ message: 'The properties must be an object.' })
  properties?: Record<string, unknown>;

  @ApiPropertyOptional({ enum: CONTACT_STATUSES, description: 'A change is recorded with its time' })
  @IsOmittable()
  @IsIn(CONTACT_STATUSES, { message: STATUS_MESSAGE })
  status?: ContactStatus;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsISO8601({ strict: true }, { message: 'The paused_until must be an ISO 8601 date-time or null.' })
  paused_until?: string | null;
}

export class ListContactsQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Only members of this list of the team' })
  @IsOptional()
  @IsUUID('all', { message: 'The list_id must be a UUID.' })
  list_id?: string;

  @ApiPropertyOptional({ enum: CONTACT_STATUSES })
  @IsOptional()
  @IsIn(CONTACT_STATUSES, { message: STATUS_MESSAGE })
  status?: ContactStatus;

  @ApiPropertyOptional({ description: 'Only the contact with this address (case-insensitive)' })
  @IsOptional()
  @IsString({ message: 'The email must be a string.' })
  @MaxLength(320, { message: 'The email may not be greater than 320 characters.' })
  email?: string;
}

export interface ContactRef {
  contact_id: string;
}

export interface UpdateContactRequest extends ContactRef {
  changes: UpdateContactDto;
}

export interface ListMembershipRef extends ContactRef {
  list_id: string;
}

export interface TopicSubscriptionRef extends ContactRef {
  topic_id: string;
}

// The answer of a membership or subscription write: whether it was new (201) or already there (200).
export interface MembershipOutcome {
  created: boolean;
}
