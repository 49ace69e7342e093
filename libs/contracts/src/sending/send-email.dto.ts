import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMinSize,
  IsArray,
  IsBase64,
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { MAX_SUBJECT_LENGTH } from '../templates/template.dto';
import {
  ContentRule,
  IsHeaderMap,
  IsMetadata,
  NoLineBreak,
  RecipientCap,
  SubjectRule,
} from './send-email.validators';

export class AttachmentDto {
  @ApiProperty({ example: 'invoice.pdf' })
  @IsString({ message: 'The attachment name must be a string.' })
  @IsNotEmpty({ message: 'The attachment name is required.' })
  @MaxLength(255, { message: 'The attachment name may not be greater than 255 characters.' })
  @NoLineBreak()
  name!: string;

  @ApiProperty({ example: 'application/pdf', description: 'Media type' })
  @IsString({ message: 'The attachment type must be a string.' })
  @IsNotEmpty({ message: 'The attachment type is required.' })
  @MaxLength(255, { message: 'The attachment type may not be greater than 255 characters.' })
  @NoLineBreak()
  type!: string;

  @ApiProperty({ description: 'Content, base64 encoded' })
  @IsString({ message: 'The attachment data must be a string.' })
  @IsBase64({}, { message: 'The attachment data must be base64 encoded.' })
  data!: string;
}

export class SendOptionsDto {
  @ApiPropertyOptional({ default: true, description: 'Set false for marketing mail' })
  @IsOptional()
  @IsBoolean({ message: 'The transactional option must be a boolean.' })
  transactional?: boolean;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'The open_tracking option must be a boolean.' })
  open_tracking?: boolean;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'The click_tracking option must be a boolean.' })
  click_tracking?: boolean;
}

// SPEC's send email request. Address syntax and the sender domain are checked by the sending context with an
// RFC 5322 parser; here, shape, limits and header safety.
export class SendEmailDto {
  @ApiProperty({ example: 'hello@mail.example.com' })
  @IsString({ message: 'The from field must be a string.' })
  @IsNotEmpty({ message: 'The from field is required.' })
  @MaxLength(320, { message: 'The from field may not be greater than 320 characters.' })
  @NoLineBreak()
  from!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'The from_name must be a string.' })
  @MaxLength(255, { message: 'The from_name may not be greater than 255 characters.' })
  @NoLineBreak()
  from_name?: string;

  @ApiProperty({ type: [String], description: 'At most 50 recipients in to, cc and bcc together' })
  @IsArray({ message: 'The to field must be an array of email addresses.' })
  @ArrayMinSize(1, { message: 'The to field must have at least one recipient.' })
  @IsString({ each: true, message: 'Each to address must be a string.' })
  @NoLineBreak({ each: true })
  @RecipientCap()
  to!: string[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: 'The cc field must be an array of email addresses.' })
  @IsString({ each: true, message: 'Each cc address must be a string.' })
  @NoLineBreak({ each: true })
  cc?: string[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: 'The bcc field must be an array of email addresses.' })
  @IsString({ each: true, message: 'Each bcc address must be a string.' })
  @NoLineBreak({ each: true })
  bcc?: string[];

  // Subject, html and text are required or not depending on template_slug: their rules handle absence
  // themselves (IsOptional would skip them).
  @ApiPropertyOptional({
    maxLength: MAX_SUBJECT_LENGTH,
    description: 'Required unless template_slug is given',
  })
  @SubjectRule()
  subject?: string;

  @ApiPropertyOptional({ description: 'html or text is required unless template_slug is given' })
  @ContentRule()
  html?: string;

  @ApiPropertyOptional({ description: 'html or text is required unless template_slug is given' })
  @ContentRule()
  text?: string;

  @ApiPropertyOptional({ type: [AttachmentDto] })
  @IsOptional()
  @IsArray({ message: 'The attachments must be an array.' })
  @ValidateNested({ each: true })
  @Type(() => AttachmentDto)
  attachments?: AttachmentDto[];

  @ApiPropertyOptional({ description: 'Fills {{name}} placeholders in subject, html and text' })
  @IsOptional()
  @IsObject({ message: 'The substitution_data must be an object.' })
  substitution_data?: Record<string, unknown>;

  @ApiPropertyOptional({ description: 'Name to string, carried with the email' })
  @IsOptional()
  @IsMetadata()
  metadata?: Record<string, string>;

  @ApiPropertyOptional({ type: SendOptionsDto })
  @IsOptional()
  @IsObject({ message: 'The options must be an object.' })
  @ValidateNested()
  @Type(() => SendOptionsDto)
  options?: SendOptionsDto;

  @ApiPropertyOptional({ description: 'At most 10; values at most 998 characters; managed headers refused' })
  @IsOptional()
  @IsHeaderMap()
  headers?: Record<string, string>;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'The template_slug must be a string.' })
  @IsNotEmpty({ message: 'The template_slug may not be empty.' })
  @MaxLength(100, { message: 'The template_slug may not be greater than 100 characters.' })
  template_slug?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: 'The template_version must be an integer.' })
  @Min(1, { message: 'The template_version must be at least 1.' })
  template_version?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: 'The project_id must be an integer.' })
  @Min(1, { message: 'The project_id must be a positive integer.' })
  project_id?: number;
}
