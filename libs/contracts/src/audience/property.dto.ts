import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PROPERTY_KEY_PATTERN, PROPERTY_TYPES, PropertyType, RESERVED_PROPERTY_KEYS } from './audience-rules';

export class DefinePropertyDto {
  @ApiProperty({
    pattern: PROPERTY_KEY_PATTERN.source,
    description: `Not ${RESERVED_PROPERTY_KEYS.join(' or ')}, reserved names`,
  })
  @IsString({ message: 'The key must be a string.' })
  @Matches(PROPERTY_KEY_PATTERN, {
    message:
      'The key must be 1 to 50 lowercase letters, digits or underscores, starting with a lowercase letter.',
  })
  @IsNotIn(RESERVED_PROPERTY_KEYS, {
    message: ({ value }) => `The key may not be "${String(value)}", a reserved name.`,
  })
  key!: string;

  @ApiProperty({ enum: PROPERTY_TYPES })
  @IsIn(PROPERTY_TYPES, { message: `The type must be one of ${PROPERTY_TYPES.join(', ')}.` })
  type!: PropertyType;

  @ApiPropertyOptional({ maxLength: 255 })
  @IsOptional()
  @IsString({ message: 'The label must be a string.' })
  @MaxLength(255, { message: 'The label may not be greater than 255 characters.' })
  label?: string;
}

export interface PropertyRef {
  key: string;
}
