import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  FREE_DAILY_LIMIT,
  Plan,
  PLAN_MONTHLY_LIMIT,
  RequestContext,
  ServiceError,
} from '@mailroom/contracts';
import { QueryRunnerLike } from '@mailroom/database';
import { FreeTierUsage, usagePeriods } from './quota';
import { SoftAddition, UsageRepository } from './usage.repository';

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
    manager: QueryRunnerLike,
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

  // consume() for the sends of one group commit, answered in their order. Teams are taken in ascending id
  // (month row, then day row) in every transaction, so that concurrent ones never wait for each other in a
  // cycle. A paid team's sends in the group are added with one statement per limit: its overage is the same
  // as if they had been added one by one. A free team's are added one by one, each refused on its own; the
  // first refusal fails the group, whose sends are then written again one at a time.
  async consumeMany(
    manager: QueryRunnerLike,
    sends: { ctx: RequestContext; count: number; at: Date }[],
  ): Promise<(FreeTierUsage | undefined)[]> {
    const usages: (FreeTierUsage | undefined)[] = sends.map(() => undefined);
    const byTeam = new Map<number, number[]>();
    sends.forEach((send, index) =>
      byTeam.set(send.ctx.team_id, [...(byTeam.get(send.ctx.team_id) ?? []), index]),
    );
    for (const team of [...byTeam.keys()].sort((a, b) => a - b)) {
      const paid = new Map<string, { index: number; count: number }>();
      for (const index of byTeam.get(team)!) {
        const { ctx, count, at } = sends[index];
        if (ctx.plan === Plan.free) {
          usages[index] = await this.consume(manager, ctx, count, at);
          continue;
        }
        // One statement per period and limit; the first of them stands for the others.
        const key = `${usagePeriods(at).month} ${monthlyLimitOf(ctx)}`;
        const group = paid.get(key);
        if (group) group.count += count;
        else paid.set(key, { index, count });
      }
      for (const { index, count } of paid.values()) {
        await this.consume(manager, sends[index].ctx, count, sends[index].at);
      }
    }
    return usages;
  }

  // The usage of sends that paid teams made, as additions for a statement of the caller's (one per team and
  // month); undefined when a free team's send is among them (each must be refused on its own), or when one
  // team's sends carry different limits (a plan changed meanwhile): consumeMany then counts them.
  paidAdditions(sends: { ctx: RequestContext; count: number; at: Date }[]): SoftAddition[] | undefined {
    const additions = new Map<string, SoftAddition>();
    for (const { ctx, count, at } of sends) {
      if (ctx.plan === Plan.free) return undefined;
      const period = usagePeriods(at).month;
      const limit = monthlyLimitOf(ctx);
      const key = `${ctx.team_id} ${period}`;
      const addition = additions.get(key);
      if (!addition) additions.set(key, { teamId: ctx.team_id, period, count, limit });
      else if (addition.limit !== limit) return undefined;
      else addition.count += count;
    }
    return [...additions.values()];
  }
}
