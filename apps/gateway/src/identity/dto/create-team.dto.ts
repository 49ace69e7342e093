import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { Plan, PLANS } from '@mailroom/contracts';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, Length, Min } from 'class-validator';

export class CreateTeamDto {
  @ApiProperty()
  @IsString()
  @Length(1, 200)
  name!: string;

  @ApiProperty({ description: 'Account email of the team owner' })
  @IsEmail({}, { message: 'The owner_email must be a valid email address.' })
  owner_email!: string;

  @ApiPropertyOptional({ enum: PLANS, default: 'free' })
  @IsOptional()
  @IsIn(PLANS)
  plan?: Plan;

  @ApiPropertyOptional({ description: 'Monthly sending limit; enterprise plans only' })
  @IsOptional()
  @IsInt()
  @Min(1)
  monthly_limit?: number;
}

export class UpdateTeamDto extends PartialType(
  PickType(CreateTeamDto, ['name', 'plan', 'monthly_limit'] as const),
) {}

export class AddUserDto {
  @ApiProperty()
  @IsEmail({}, { message: 'The email must be a valid email address.' })
  email!: string;
}
