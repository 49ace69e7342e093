export const Plan = {
  free: 'free',
  pro50k: 'pro_50k',
  pro100k: 'pro_100k',
  pro200k: 'pro_200k',
  pro500k: 'pro_500k',
  pro1m: 'pro_1m',
  enterprise: 'enterprise',
} as const;

export type Plan = (typeof Plan)[keyof typeof Plan];

export const PLANS: readonly Plan[] = Object.values(Plan);

// Monthly sending limits of SPEC; enterprise carries a per-team limit instead.
export const PLAN_MONTHLY_LIMIT: Record<Exclude<Plan, 'enterprise'>, number> = {
  free: 3_000,
  pro_50k: 50_000,
  pro_100k: 100_000,
  pro_200k: 200_000,
  pro_500k: 500_000,
  pro_1m: 1_000_000,
};

export const FREE_DAILY_LIMIT = 100;

// Paid plans are not blocked at their limit: mail beyond it is charged at this price per 1,000 (SPEC names
// no currency).
export const OVERAGE_PRICE_PER_THOUSAND = 0.8;

export function isHighVolumePlan(plan: Plan): boolean {
  return plan !== Plan.free;
}
