import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  MAX_CONDITION_GROUPS,
  MAX_CONDITION_VALUE_LENGTH,
  MAX_CONDITIONS_PER_GROUP,
  SEGMENT_OPERATORS,
  SegmentOperator,
} from './audience-rules';
import { PageQuery } from '../pagination';
import { IsOmittable } from './omittable';
import { IsNotBlank } from '../validation/not-blank';

export class SegmentConditionDto {
  @ApiProperty({ description: 'email, status, created_at or properties.<key>' })
  @IsString({ message: 'The field must be a string.' })
  @IsNotEmpty({ message: 'The field is required.' })
  @MaxLength(100, { message: 'The field may not be greater than 100 characters.' })
  field!: string;

  @ApiProperty({ enum: SEGMENT_OPERATORS })
  @IsIn(SEGMENT_OPERATORS, { message: `The operator must be one of ${SEGMENT_OPERATORS.join(', ')}.` })
  operator!: SegmentOperator;

  @ApiPropertyOptional({ description: 'Always a string; none (or empty) for is_set and is_not_set' })
  @IsOptional()
  @IsString({ message: 'The value must be a string.' })
  @MaxLength(MAX_CONDITION_VALUE_LENGTH, {
    message: `The value may not be greater than ${MAX_CONDITION_VALUE_LENGTH} characters.`,
  })
  value?: string;
}

export class SegmentConditionGroupDto {
  @ApiProperty({ type: [SegmentConditionDto], description: 'AND-ed' })
  @IsArray({ message: 'The conditions must be an array.' })
  @ArrayMinSize(1, { message: 'A condition group needs at least 1 condition.' })
  @ArrayMaxSize(MAX_CONDITIONS_PER_GROUP, {
    message: `A condition group may hold at most ${MAX_CONDITIONS_PER_GROUP} conditions.`,
  })
  // ValidateNested passes an array among the elements (it reads it as more of them): an empty one held nothing.
  @IsObject({ each: true, message: 'Each condition must be an object.' })
  @ValidateNested({ each: true })
  @Type(() => SegmentConditionDto)
  conditions!: SegmentConditionDto[];
}

// The list a segment is restricted to; null lifts the restriction.
class SegmentListDto {
  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'Restricts the segment to this list of the team',
  })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsUUID('all', { message: 'The list_id must be a UUID.' })
  list_id?: string | null;
}

// The rules of a segment's condition groups, given whole (create) or replaced whole (update).
const ConditionGroups = (): PropertyDecorator =>
  applyDecorators(
    IsArray({ message: 'The condition_groups must be an array.' }),
    ArrayMinSize(1, { message: 'A segment needs at least 1 condition group.' }),
    ArrayMaxSize(MAX_CONDITION_GROUPS, {
      message: `A segment may hold at most ${MAX_CONDITION_GROUPS} condition groups.`,
    }),
    IsObject({ each: true, message: 'Each condition group must be an object.' }),
    ValidateNested({ each: true }),
    Type(() => SegmentConditionGroupDto),
  );

export class CreateSegmentDto extends SegmentListDto {
  @ApiProperty({ maxLength: 255 })
  @IsString({ message: 'The name must be a string.' })
  @IsNotEmpty({ message: 'The name field is required.' })
  @IsNotBlank('name')
  @MaxLength(255, { message: 'The name may not be greater than 255 characters.' })
  name!: string;

  @ApiProperty({ type: [SegmentConditionGroupDto], description: 'OR-ed' })
  @ConditionGroups()
  condition_groups!: SegmentConditionGroupDto[];
}

// PATCH: any field may be left out; the name and the conditions cannot be null (a segment always has them).
export class UpdateSegmentDto extends SegmentListDto {
  @ApiPropertyOptional({ maxLength: 255 })
  @IsOmittable()
  @IsString({ message: 'The name must be a string.' })
  @IsNotEmpty({ message: 'The name may not be empty.' })
  @IsNotBlank('name')
  @MaxLength(255, { message: 'The name may not be greater than 255 characters.' })
  name?: string;

  @ApiPropertyOptional({ type: [SegmentConditionGroupDto], description: 'OR-ed; replaces them all' })
  @IsOmittable()
  @ConditionGroups()
  condition_groups?: SegmentConditionGroupDto[];
}

export class ListSegmentsQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Only segments restricted to this list of the team' })
  @IsOptional()
  @IsUUID('all', { message: 'The list_id must be a UUID.' })
  list_id?: string;
}

export interface SegmentRef {
  segment_id: string;
}

export interface UpdateSegmentRequest extends SegmentRef {
  changes: UpdateSegmentDto;
}
