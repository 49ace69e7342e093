import { ApiProperty } from '@nestjs/swagger';
import { Plan } from '../identity/plans';

// GET /usage: the team's live sending in the current month (UTC). Overage is what a paid plan sent beyond its
// limit, priced at OVERAGE_PRICE_PER_THOUSAND; the cost is a plain number with 2 decimals, without currency.
export class UsageView {
  @ApiProperty({ type: String })
  period!: string;

  @ApiProperty({ enum: ['free', 'pro_50k', 'pro_100k', 'pro_200k', 'pro_500k', 'pro_1m', 'enterprise'] })
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
