import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export const REPUTATION_STATUSES = ['review', 'blacklisted'] as const;
export type ReputationStatus = (typeof REPUTATION_STATUSES)[number];

export class SetDomainReputationDto {
  @ApiProperty({ enum: REPUTATION_STATUSES })
  @IsIn(REPUTATION_STATUSES, { message: 'The status must be one of: review, blacklisted.' })
  status!: ReputationStatus;
}
