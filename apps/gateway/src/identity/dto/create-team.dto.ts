import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { IsMailbox, MAX_INTEGER, parseMailbox, Plan, PLANS } from '@mailroom/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { IsName } from './name.rule';

// An account email as the mailbox rule writes it (its domain lower-cased); a value that is no mailbox is
// left as given, for IsMailbox to name.
const AccountEmail = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (parseMailbox(value, { displayName: false })?.address ?? value) : value,
  );

export class CreateTeamDto {
  @ApiProperty({ maxLength: 200 })
  @IsName(200)
  name!: string;

  @ApiProperty({ description: 'Account email of the team owner' })
  @AccountEmail()
  @IsMailbox({ displayName: false })
  owner_email!: string;

  @ApiPropertyOptional({ enum: PLANS, default: 'free' })
  @IsOptional()
  @IsIn(PLANS)
  plan?: Plan;

  @ApiPropertyOptional({ type: 'integer', description: 'Monthly sending limit; enterprise plans only' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_INTEGER)
  monthly_limit?: number;
}

export class UpdateTeamDto extends PartialType(PickType(CreateTeamDto, ['plan', 'monthly_limit'] as const)) {
  // A team always has a name: null is refused, as a blank name is; only leaving it out keeps the old one.
  @ApiPropertyOptional({ maxLength: 200 })
  @ValidateIf((_dto, value) => value !== undefined)
  @IsName(200)
  name?: string;
}

export class AddUserDto {
  @ApiProperty()
  @AccountEmail()
  @IsMailbox({ displayName: false })
  email!: string;
}
