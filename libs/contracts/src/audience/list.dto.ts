import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { PageQuery } from '../pagination';
import { AUDIENCE_LIST_MAX_PAGE, BULK_LIST_DELETE_MAX } from './audience-rules';
import { IsOmittable } from './omittable';
import { QueryInteger } from '../validation/query-integer';
import { IsNotBlank } from '../validation/not-blank';

// The page of a numbered audience list (contacts, lists, topics, segments): a page past the deepest one is
// refused rather than answered as another page.
export class AudiencePageQuery extends PageQuery {
  // class-validator drops a parent's rules of a property the child gives rules to: all of them again.
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: AUDIENCE_LIST_MAX_PAGE, default: 1 })
  @IsOptional()
  @QueryInteger()
  @IsInt({ message: 'The page must be an integer.' })
  @Min(1, { message: 'The page must be at least 1.' })
  @Max(AUDIENCE_LIST_MAX_PAGE, { message: `The page may not be greater than ${AUDIENCE_LIST_MAX_PAGE}.` })
  declare page?: number;
}

// Lists and topics are both a name and an optional description (null clears it).
class DescribedDto {
  @ApiPropertyOptional({ type: String, maxLength: 1000, nullable: true })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsString({ message: 'The description must be a string.' })
  @MaxLength(1000, { message: 'The description may not be greater than 1000 characters.' })
  description?: string | null;
}

export class CreateListDto extends DescribedDto {
  @ApiProperty({ maxLength: 255 })
  @IsString({ message: 'The name must be a string.' })
  @IsNotEmpty({ message: 'The name field is required.' })
  @IsNotBlank('name')
  @MaxLength(255, { message: 'The name may not be greater than 255 characters.' })
  name!: string;
}

// PATCH: either field may be left out; a name cannot be null (a list always has one).
export class UpdateListDto extends DescribedDto {
  @ApiPropertyOptional({ maxLength: 255 })
  @IsOmittable()
  @IsString({ message: 'The name must be a string.' })
  @IsNotEmpty({ message: 'The name may not be empty.' })
  @IsNotBlank('name')
  @MaxLength(255, { message: 'The name may not be greater than 255 characters.' })
  name?: string;
}

export class CreateTopicDto extends CreateListDto {}

export class UpdateTopicDto extends UpdateListDto {}

export class DeleteListsDto {
  @ApiProperty({ type: [String], minItems: 1, maxItems: BULK_LIST_DELETE_MAX })
  @IsArray({ message: 'The list_ids must be an array.' })
  @ArrayMinSize(1, { message: 'The list_ids must hold at least 1 list id.' })
  @ArrayMaxSize(BULK_LIST_DELETE_MAX, {
    message: `The list_ids may hold at most ${BULK_LIST_DELETE_MAX} list ids.`,
  })
  @IsUUID('all', { each: true, message: 'Each list_id must be a UUID.' })
  list_ids!: string[];
}

export interface ListRef {
  list_id: string;
}

export interface UpdateListRequest extends ListRef {
  changes: UpdateListDto;
}

export interface TopicRef {
  topic_id: string;
}

export interface UpdateTopicRequest extends TopicRef {
  changes: UpdateTopicDto;
}
