import { Plan } from '../identity/plans';

// GET /usage: the team's live sending in the current month (UTC). Overage is what a paid plan sent beyond its
// limit, priced at OVERAGE_PRICE_PER_THOUSAND; the cost is a plain number with 2 decimals, without currency.
export interface UsageView {
  period: string;
  plan: Plan;
  monthly_limit: number;
  sent: number;
  overage: number;
  overage_cost: number;
}
