import { Injectable } from '@nestjs/common';
import { RequestContext, ScreenRecipientsResult, ServiceError } from '@mailroom/contracts';
import { SuppressionRepository } from '../../suppression.repository';

const MAX_ADDRESSES = 5000;

// The addresses the team's suppression list refuses for marketing mail (a campaign's snapshot).
@Injectable()
export class ScreenRecipientsUseCase {
  constructor(private readonly suppressions: SuppressionRepository) {}

  async execute(ctx: RequestContext, addresses: string[]): Promise<ScreenRecipientsResult> {
    if (!Array.isArray(addresses) || addresses.length > MAX_ADDRESSES)
      throw ServiceError.validation({ addresses: [`At most ${MAX_ADDRESSES} addresses.`] });
    // Campaigns send live mail only.
    const suppressed = await this.suppressions.suppressed(
      { teamId: ctx.team_id, sandbox: false },
      addresses,
      false,
    );
    return { suppressed: [...suppressed.keys()] };
  }
}
