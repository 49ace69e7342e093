import { OVERAGE_PRICE_PER_THOUSAND } from '@mailroom/contracts';

// The periods a send at `at` counts in, all UTC: the month ('2026-11') for every plan, the day
// ('2026-11-23') for the free plan's daily limit; and when each ends, in Unix seconds.
export interface UsagePeriods {
  month: string;
  day: string;
  monthResetsAt: number;
  dayResetsAt: number;
}

export function usagePeriods(at: Date): UsagePeriods {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  const date = at.getUTCDate();
  const pad = (n: number): string => String(n).padStart(2, '0');
  return {
    month: `${year}-${pad(month + 1)}`,
    day: `${year}-${pad(month + 1)}-${pad(date)}`,
    monthResetsAt: Date.UTC(year, month + 1, 1) / 1000,
    dayResetsAt: Date.UTC(year, month, date + 1) / 1000,
  };
}

export interface Allowance {
  limit: number;
  sent: number;
}

// A free team's standing: what it sent this month and today, against its limits.
export interface FreeTierUsage {
  periods: UsagePeriods;
  monthly: Allowance;
  daily: Allowance;
}

const remaining = (allowance: Allowance): number => Math.max(0, allowance.limit - allowance.sent);

// SPEC Limits: the quota headers of a free team's successful send, all integers.
export function quotaHeaders(usage: FreeTierUsage): Record<string, string> {
  return {
    'X-Monthly-Limit': String(usage.monthly.limit),
    'X-Monthly-Remaining': String(remaining(usage.monthly)),
    'X-Monthly-Reset': String(usage.periods.monthResetsAt),
    'X-Daily-Limit': String(usage.daily.limit),
    'X-Daily-Remaining': String(remaining(usage.daily)),
    'X-Daily-Reset': String(usage.periods.dayResetsAt),
  };
}

// Pro rata, rounded to the cent: 1,000 over costs 0.8, 49 over 0.04.
export function overageCost(overage: number): number {
  const cents = (overage * OVERAGE_PRICE_PER_THOUSAND) / 10;
  return Math.round(cents) / 100;
}
