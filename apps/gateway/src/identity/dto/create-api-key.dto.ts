import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { KeyType, MAX_INTEGER, Permission, PERMISSIONS } from '@mailroom/contracts';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { IsName } from './name.rule';

const KEY_TYPES: readonly KeyType[] = ['live', 'sandbox'];

export class CreateApiKeyDto {
  @ApiProperty({ maxLength: 100 })
  @IsName(100)
  name!: string;

  @ApiProperty({ enum: PERMISSIONS })
  @IsIn(PERMISSIONS, { message: `The permission must be one of: ${PERMISSIONS.join(', ')}.` })
  permission!: Permission;

  @ApiProperty({ enum: KEY_TYPES })
  @IsIn(KEY_TYPES, { message: 'The type must be live or sandbox.' })
  type!: KeyType;
}

export class AdminCreateApiKeyDto extends CreateApiKeyDto {
  @ApiPropertyOptional({ type: 'integer', description: 'Creator of the key (default: the team owner)' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_INTEGER)
  user_id?: number;
}
