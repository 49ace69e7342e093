import { ApiProperty } from '@nestjs/swagger';
import { Plan, PLANS } from '../identity/plans';

// GET /usage: the team's live sending in the current month (UTC). Overage is what a paid plan sent beyond its
// limit, priced at OVERAGE_PRICE_PER_THOUSAND; the cost is a plain number with 2 decimals, without currency.
export class UsageView {
  @ApiProperty({ type: String })
  period!: string;

  @ApiProperty({ enum: PLANS })
  plan!: Plan;

  @ApiProperty({ type: 'integer' })
  monthly_limit!: number;

  @ApiProperty({ type: 'integer' })
  sent!: number;

  @ApiProperty({ type: 'integer' })
  overage!: number;

  @ApiProperty({ type: Number })
  overage_cost!: number;
}
