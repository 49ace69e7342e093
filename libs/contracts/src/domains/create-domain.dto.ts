import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { HOSTNAME_PATTERN } from './hostname';

export class CreateDomainDto {
  @ApiProperty({ example: 'mail.example.com', maxLength: 255, pattern: HOSTNAME_PATTERN.source })
  @IsString({ message: 'The domain must be a string.' })
  @IsNotEmpty({ message: 'The domain field is required.' })
  @MaxLength(255, { message: 'The domain may not be greater than 255 characters.' })
  @Matches(HOSTNAME_PATTERN, { message: 'The domain must be a valid hostname.' })
  domain!: string;
}
