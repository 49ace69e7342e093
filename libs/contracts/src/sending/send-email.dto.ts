import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
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
import { IsMailboxList, IsSenderMailbox } from '../addresses/mailbox.validators';
import { MAX_SUBJECT_LENGTH, MAX_TEMPLATE_PART_LENGTH } from '../templates/template.dto';
import { MAX_INTEGER } from '../validation/integer-range';
import { NullAsAbsent } from '../validation/null-as-absent';
import {
  AttachmentSizeCap,
  ContentRule,
  FromNameRule,
  IsBase64Data,
  IsHeaderMap,
  IsMediaType,
  IsMetadata,
  IsSubstitutionData,
  NoControlCharacters,
  RecipientCap,
  SubjectRule,
  TemplateOption,
} from './send-email.validators';
import {
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  MAX_METADATA_ENTRIES,
  MAX_SUBSTITUTION_DEPTH,
  MAX_SUBSTITUTION_VALUES,
} from './send-rules';

export class AttachmentDto {
  @ApiProperty({ example: 'invoice.pdf' })
  @IsString({ message: 'The attachment name must be a string.' })
  @IsNotEmpty({ message: 'The attachment name is required.' })
  @MaxLength(255, { message: 'The attachment name may not be greater than 255 characters.' })
  @NoControlCharacters()
  name!: string;

  @ApiProperty({ example: 'application/pdf', description: 'Media type' })
  @IsString({ message: 'The attachment type must be a string.' })
  @IsNotEmpty({ message: 'The attachment type is required.' })
  @MaxLength(255, { message: 'The attachment type may not be greater than 255 characters.' })
  @NoControlCharacters()
  @IsMediaType()
  type!: string;

  @ApiProperty({ description: 'Content, base64 encoded' })
  @IsString({ message: 'The attachment data must be a string.' })
  @IsBase64Data()
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

// SPEC's send email request: shape, limits, header safety and that every address field is exactly one
// mailbox. Whether the sender domain can be determined and may send is the sending context's to say. The
// usual body is also recognised by plainSendEmail with these rules: a rule changed here changes there too
// (the gateway's validation pipe property spec fails where the two part).
export class SendEmailDto {
  @ApiProperty({ example: 'hello@mail.example.com' })
  @IsString({ message: 'The from field must be a string.' })
  @IsNotEmpty({ message: 'The from field is required.' })
  @MaxLength(320, { message: 'The from field may not be greater than 320 characters.' })
  @IsSenderMailbox()
  from!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'The from_name must be a string.' })
  @MaxLength(255, { message: 'The from_name may not be greater than 255 characters.' })
  @NoControlCharacters()
  @FromNameRule()
  from_name?: string;

  @ApiProperty({ type: [String], description: 'At most 50 recipients in to, cc and bcc together' })
  @IsArray({ message: 'The to field must be an array of email addresses.' })
  @ArrayMinSize(1, { message: 'The to field must have at least one recipient.' })
  @IsString({ each: true, message: 'Each to address must be a string.' })
  @IsMailboxList()
  @RecipientCap()
  to!: string[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: 'The cc field must be an array of email addresses.' })
  @IsString({ each: true, message: 'Each cc address must be a string.' })
  @IsMailboxList()
  cc?: string[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: 'The bcc field must be an array of email addresses.' })
  @IsString({ each: true, message: 'Each bcc address must be a string.' })
  @IsMailboxList()
  bcc?: string[];

  // Subject, html and text are required or not depending on template_slug: their rules handle absence
  // themselves (IsOptional would skip them).
  @ApiPropertyOptional({
    maxLength: MAX_SUBJECT_LENGTH,
    description: 'Required unless template_slug is given',
  })
  @SubjectRule()
  subject?: string;

  @ApiPropertyOptional({
    maxLength: MAX_TEMPLATE_PART_LENGTH,
    description: 'html or text, not empty, is required unless template_slug is given; not with template_slug',
  })
  @ContentRule()
  html?: string;

  @ApiPropertyOptional({
    maxLength: MAX_TEMPLATE_PART_LENGTH,
    description: 'html or text, not empty, is required unless template_slug is given; not with template_slug',
  })
  @ContentRule()
  text?: string;

  @ApiPropertyOptional({
    type: [AttachmentDto],
    maxItems: MAX_ATTACHMENTS,
    description: `At most ${MAX_ATTACHMENTS}, ${MAX_ATTACHMENT_BYTES} bytes decoded in all`,
  })
  @IsOptional()
  @IsArray({ message: 'The attachments must be an array.' })
  @ArrayMaxSize(MAX_ATTACHMENTS, { message: `An email may have at most ${MAX_ATTACHMENTS} attachments.` })
  @AttachmentSizeCap()
  // ValidateNested passes an array among the elements (it reads it as more of them).
  @IsObject({ each: true, message: 'Each attachment must be an object.' })
  @ValidateNested({ each: true })
  @Type(() => AttachmentDto)
  attachments?: AttachmentDto[];

  @ApiPropertyOptional({
    description: `Fills {{name}} placeholders in subject, html and text; at most ${MAX_SUBSTITUTION_VALUES} values, ${MAX_SUBSTITUTION_DEPTH} levels deep`,
  })
  @IsOptional()
  @IsSubstitutionData()
  substitution_data?: Record<string, unknown>;

  @ApiPropertyOptional({
    description: `Name to string, carried with the email; at most ${MAX_METADATA_ENTRIES} entries`,
  })
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

  @ApiPropertyOptional({ type: String, nullable: true, description: 'null counts as left out' })
  @NullAsAbsent()
  @IsOptional()
  @IsString({ message: 'The template_slug must be a string.' })
  @IsNotEmpty({ message: 'The template_slug may not be empty.' })
  @MaxLength(100, { message: 'The template_slug may not be greater than 100 characters.' })
  template_slug?: string;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: 'Only with template_slug; null counts as left out',
  })
  @NullAsAbsent()
  @IsOptional()
  @TemplateOption()
  @IsInt({ message: 'The template_version must be an integer.' })
  @Min(1, { message: 'The template_version must be at least 1.' })
  @Max(MAX_INTEGER, { message: `The template_version may not be greater than ${MAX_INTEGER}.` })
  template_version?: number;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: 'Only with template_slug; null counts as left out',
  })
  @NullAsAbsent()
  @IsOptional()
  @TemplateOption()
  @IsInt({ message: 'The project_id must be an integer.' })
  @Min(1, { message: 'The project_id must be a positive integer.' })
  @Max(MAX_INTEGER, { message: `The project_id may not be greater than ${MAX_INTEGER}.` })
  project_id?: number;
}
