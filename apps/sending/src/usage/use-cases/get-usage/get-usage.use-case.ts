import { Injectable } from '@nestjs/common';
import { RequestContext, UsageView } from '@mailroom/contracts';
import { overageCost, usagePeriods } from '../../quota';
import { monthlyLimitOf } from '../../sending-quota';
import { UsageRepository } from '../../usage.repository';

// GET /usage: the current month (UTC) of the calling team. Overage was recorded at send time against the
// limit then in force; a plan change later in the month does not reprice what was already sent.
@Injectable()
export class GetUsageUseCase {
  constructor(private readonly usage: UsageRepository) {}

  async execute(ctx: RequestContext, at = new Date()): Promise<UsageView> {
    const { month } = usagePeriods(at);
    const current = (await this.usage.read(ctx.team_id, [month])).get(month) ?? { sent: 0, overage: 0 };
    return {
      period: month,
      plan: ctx.plan,
      monthly_limit: monthlyLimitOf(ctx),
      sent: current.sent,
      overage: current.overage,
      overage_cost: overageCost(current.overage),
    };
  }
}
