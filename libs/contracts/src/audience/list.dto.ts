import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { BULK_LIST_DELETE_MAX } from './audience-rules';
import { IsOmittable } from './omittable';
import { IsNotBlank } from '../validation/not-blank';

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
