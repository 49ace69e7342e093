import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
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

// Lists and topics are both a name and an optional description.
export class CreateListDto {
  @ApiProperty({ maxLength: 255 })
  @IsString({ message: 'The name must be a string.' })
  @IsNotEmpty({ message: 'The name field is required.' })
  @MaxLength(255, { message: 'The name may not be greater than 255 characters.' })
  name!: string;

  @ApiPropertyOptional({ type: String, maxLength: 1000, nullable: true })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsString({ message: 'The description must be a string.' })
  @MaxLength(1000, { message: 'The description may not be greater than 1000 characters.' })
  description?: string | null;
}

export class UpdateListDto extends PartialType(CreateListDto) {}

export class CreateTopicDto extends CreateListDto {}

export class UpdateTopicDto extends PartialType(CreateListDto) {}

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
