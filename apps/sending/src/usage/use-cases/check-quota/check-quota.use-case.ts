import { Injectable } from '@nestjs/common';
import { RequestContext, ServiceError } from '@mailroom/contracts';
import { SendingQuota } from '../../sending-quota';

// Whether `count` more recipients fit the team's quota now: a campaign is refused whole before anything of
// it goes out. Nothing is counted.
@Injectable()
export class CheckQuotaUseCase {
  constructor(private readonly quota: SendingQuota) {}

  async execute(ctx: RequestContext, count: number): Promise<{ fits: true }> {
    if (!Number.isSafeInteger(count) || count < 0)
      throw ServiceError.validation({ count: ['The count must be a whole number.'] });
    await this.quota.check(ctx, count, new Date());
    return { fits: true };
  }
}
