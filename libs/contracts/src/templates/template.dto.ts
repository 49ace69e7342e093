import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import {
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { QueryInteger } from '../validation/query-integer';
import { PageQuery } from '../pagination';
import { MAX_INTEGER } from '../validation/integer-range';
import { CONTROL_CHARACTERS } from '../addresses/mailbox';
import { IsNotBlank } from '../validation/not-blank';

export const TEMPLATE_SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]{0,99}$/;
// A bound on what a template may hold; the renderer bounds what it produces.
export const MAX_TEMPLATE_PART_LENGTH = 1_000_000;
export const MAX_SUBJECT_LENGTH = 998;
// Bounds on what compiling and rendering one part may cost, refused when a template is stored and at send:
// mustache tags (`{{...}}`, comments aside) per part, the length of one tag (which bounds a path's segments)
// and how deep blocks nest.
export const MAX_TEMPLATE_TAGS = 500;
export const MAX_TEMPLATE_TAG_LENGTH = 256;
export const MAX_TEMPLATE_NESTING = 20;

export class CreateTemplateDto {
  @ApiProperty({ maxLength: 255 })
  @IsString({ message: 'The name must be a string.' })
  @IsNotEmpty({ message: 'The name field is required.' })
  @MaxLength(255, { message: 'The name may not be greater than 255 characters.' })
  @IsNotBlank('name')
  name!: string;

  @ApiPropertyOptional({
    pattern: TEMPLATE_SLUG_PATTERN.source,
    description: 'Defaults to a slug of the name',
  })
  @IsOptional()
  @IsString({ message: 'The slug must be a string.' })
  @Matches(TEMPLATE_SLUG_PATTERN, {
    message:
      'The slug must be 1 to 100 lowercase letters, digits, dashes or underscores, starting with a letter or digit.',
  })
  slug?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: MAX_SUBJECT_LENGTH,
    description: 'Not empty; left out (or null), a send uses the template name',
  })
  @IsOptional()
  @IsString({ message: 'The subject must be a string.' })
  @IsNotEmpty({ message: 'The subject may not be empty; leave it out for the template name to be used.' })
  @MaxLength(MAX_SUBJECT_LENGTH, {
    message: `The subject may not be greater than ${MAX_SUBJECT_LENGTH} characters.`,
  })
  // A send refuses a rendered subject with one (it would break the header): refused when stored already.
  @ValidateBy({
    name: 'noControlCharacters',
    validator: {
      validate: (value) => typeof value !== 'string' || !CONTROL_CHARACTERS.test(value),
      defaultMessage: () => 'The subject may not contain control characters or line breaks.',
    },
  })
  subject?: string;

  @ApiPropertyOptional({ description: 'HTML body with {{merge_tags}}' })
  @IsOptional()
  @IsString({ message: 'The html must be a string.' })
  @MaxLength(MAX_TEMPLATE_PART_LENGTH, {
    message: `The html may not be greater than ${MAX_TEMPLATE_PART_LENGTH} characters.`,
  })
  html?: string;

  @ApiPropertyOptional({ description: 'Plain-text body with {{merge_tags}}' })
  @IsOptional()
  @IsString({ message: 'The text must be a string.' })
  @MaxLength(MAX_TEMPLATE_PART_LENGTH, {
    message: `The text may not be greater than ${MAX_TEMPLATE_PART_LENGTH} characters.`,
  })
  text?: string;

  @ApiPropertyOptional({
    type: 'integer',
    description: 'Project holding the template; the default project if omitted',
  })
  @IsOptional()
  @IsInt({ message: 'The project_id must be an integer.' })
  @Min(1, { message: 'The project_id must be a positive integer.' })
  @Max(MAX_INTEGER, { message: `The project_id may not be greater than ${MAX_INTEGER}.` })
  project_id?: number;
}

// A PUT may change the name and the content; a content change makes a new version.
export class UpdateTemplateDto extends PartialType(
  PickType(CreateTemplateDto, ['name', 'subject', 'html', 'text'] as const),
) {}

export class TemplateProjectQuery {
  @ApiPropertyOptional({
    type: 'integer',
    description: 'Project holding the template; the default project if omitted',
  })
  @IsOptional()
  @QueryInteger()
  @IsInt({ message: 'The project_id must be an integer.' })
  @Min(1, { message: 'The project_id must be a positive integer.' })
  @Max(MAX_INTEGER, { message: `The project_id may not be greater than ${MAX_INTEGER}.` })
  project_id?: number;
}

export class ListTemplatesQuery extends PageQuery {
  @ApiPropertyOptional({
    type: 'integer',
    description: 'Only this project; every project of the team if omitted',
  })
  @IsOptional()
  @QueryInteger()
  @IsInt({ message: 'The project_id must be an integer.' })
  @Min(1, { message: 'The project_id must be a positive integer.' })
  @Max(MAX_INTEGER, { message: `The project_id may not be greater than ${MAX_INTEGER}.` })
  project_id?: number;
}

export class GetTemplateQuery extends TemplateProjectQuery {
  @ApiPropertyOptional({ type: 'integer', description: 'An earlier version; the current one if omitted' })
  @IsOptional()
  @QueryInteger()
  @IsInt({ message: 'The version must be an integer.' })
  @Min(1, { message: 'The version must be at least 1.' })
  @Max(MAX_INTEGER, { message: `The version may not be greater than ${MAX_INTEGER}.` })
  version?: number;
}

export class CreateProjectDto {
  @ApiProperty({ maxLength: 255 })
  @IsString({ message: 'The name must be a string.' })
  @IsNotEmpty({ message: 'The name field is required.' })
  @MaxLength(255, { message: 'The name may not be greater than 255 characters.' })
  @IsNotBlank('name')
  name!: string;
}
