import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { IsMailbox, MAX_INTEGER, Plan, PLANS } from '@mailroom/contracts';
import { IsIn, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';

export class CreateTeamDto {
  @ApiProperty()
  @IsString()
  @Length(1, 200)
  name!: string;

  @ApiProperty({ description: 'Account email of the team owner' })
  @IsMailbox({ displayName: false })
  owner_email!: string;

  @ApiPropertyOptional({ enum: PLANS, default: 'free' })
  @IsOptional()
  @IsIn(PLANS)
  plan?: Plan;

  @ApiPropertyOptional({ description: 'Monthly sending limit; enterprise plans only' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_INTEGER)
  monthly_limit?: number;
}

export class UpdateTeamDto extends PartialType(
  PickType(CreateTeamDto, ['name', 'plan', 'monthly_limit'] as const),
) {}

export class AddUserDto {
  @ApiProperty()
  @IsMailbox({ displayName: false })
  email!: string;
}
