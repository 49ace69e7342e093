import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  FREE_DAILY_LIMIT,
  Plan,
  PLAN_MONTHLY_LIMIT,
  RequestContext,
  ServiceError,
} from '@mailroom/contracts';
import { EntityManager } from 'typeorm';
import { FreeTierUsage, usagePeriods } from './quota';
import { UsageRepository } from './usage.repository';

const POSTGRES_INT_MAX = 2_147_483_647;

// The limit the gateway established; a context from a gateway older than monthly_limit (a rolling upgrade)
// falls back to the plan's, and an enterprise team then records no overage rather than all of it.
export function monthlyLimitOf(ctx: RequestContext): number {
  if (typeof ctx.monthly_limit === 'number') return ctx.monthly_limit;
  return ctx.plan === Plan.enterprise ? POSTGRES_INT_MAX : PLAN_MONTHLY_LIMIT[ctx.plan];
}

function exceeded(
  kind: 'monthly' | 'daily',
  limit: number,
  count: number,
  resetsAt: number,
  at: Date,
): ServiceError {
  const until = new Date(resetsAt * 1000).toISOString();
  return new ServiceError({
    status: 429,
    error_code: kind === 'monthly' ? ErrorCode.quotaExceeded : ErrorCode.dailyQuotaExceeded,
    message: `The ${kind} sending quota of ${limit} emails does not cover ${count} more recipient(s); it resets at ${until}.`,
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(resetsAt - at.getTime() / 1000))) },
  });
}

// SPEC Limits and API.md "Plans and quotas": every accepted recipient of a live send counts once against the
// team's month (and, on the free plan, its UTC day). Free teams are hard-limited; paid teams are never
// refused and what passes their limit is recorded as overage. Sandbox sends and replays never count.
@Injectable()
export class SendingQuota {
  constructor(private readonly usage: UsageRepository) {}

  // Runs before anything is sent and before an Idempotency-Key replay (SPEC send rule 1: an exhausted quota
  // answers 429 even to a retry with the same key). A free team's standing now, refused when `count` more
  // recipients would pass a limit; paid teams have nothing to check and no quota headers: undefined.
  async check(ctx: RequestContext, count: number, at: Date): Promise<FreeTierUsage | undefined> {
    if (ctx.plan !== Plan.free) return undefined;
    const periods = usagePeriods(at);
    const rows = await this.usage.read(ctx.team_id, [periods.month, periods.day]);
    const usage: FreeTierUsage = {
      periods,
      monthly: { limit: monthlyLimitOf(ctx), sent: rows.get(periods.month)?.sent ?? 0 },
      daily: { limit: FREE_DAILY_LIMIT, sent: rows.get(periods.day)?.sent ?? 0 },
    };
    // Sandbox sends are free (SPEC sandbox rule 3): they show the team's standing but are never refused.
    if (ctx.key_type === 'live') {
      if (usage.monthly.sent + count > usage.monthly.limit) {
        throw exceeded('monthly', usage.monthly.limit, count, periods.monthResetsAt, at);
      }
      if (usage.daily.sent + count > usage.daily.limit) {
        throw exceeded('daily', usage.daily.limit, count, periods.dayResetsAt, at);
      }
    }
    return usage;
  }

  // Counts the accepted recipients of a live send inside the transaction that records it, so that a send
  // that fails consumes nothing. The month row is taken before the day row in every transaction (no
  // deadlock). A parallel send that took the room since check() makes this one fail with the same 429.
  async consume(
    manager: EntityManager,
    ctx: RequestContext,
    count: number,
    at: Date,
  ): Promise<FreeTierUsage | undefined> {
    const periods = usagePeriods(at);
    const monthlyLimit = monthlyLimitOf(ctx);
    if (ctx.plan !== Plan.free) {
      await this.usage.add(manager, ctx.team_id, periods.month, count, monthlyLimit, 'soft');
      return undefined;
    }
    const monthly = await this.usage.add(manager, ctx.team_id, periods.month, count, monthlyLimit, 'hard');
    if (!monthly) throw exceeded('monthly', monthlyLimit, count, periods.monthResetsAt, at);
    const daily = await this.usage.add(manager, ctx.team_id, periods.day, count, FREE_DAILY_LIMIT, 'hard');
    if (!daily) throw exceeded('daily', FREE_DAILY_LIMIT, count, periods.dayResetsAt, at);
    return {
      periods,
      monthly: { limit: monthlyLimit, sent: monthly.sent },
      daily: { limit: FREE_DAILY_LIMIT, sent: daily.sent },
    };
  }
}
