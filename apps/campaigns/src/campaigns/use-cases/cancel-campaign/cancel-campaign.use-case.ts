import { Injectable } from '@nestjs/common';
import { CampaignView, RequestContext } from '@mailroom/contracts';
import { campaignView } from '../../campaign';
import { CampaignRepository } from '../../campaign.repository';
import { changeCampaignStatus } from '../../campaign-status-change';
import { campaignId, campaignNotFound } from '../../campaign-rules';

// POST /campaigns/{id}/cancel: scheduled -> draft. One conditional update: of a cancel and the worker that
// starts the campaign, exactly one wins.
@Injectable()
export class CancelCampaignUseCase {
  constructor(private readonly campaigns: CampaignRepository) {}

  async execute(ctx: RequestContext, id: string): Promise<CampaignView> {
    const campaign = await this.campaigns.find(ctx.team_id, campaignId(id));
    if (!campaign) throw campaignNotFound();
    const cancelled = await changeCampaignStatus(this.campaigns, campaign, {
      from: ['scheduled'],
      change: {
        status: 'draft',
        scheduled_at: null,
        requested: null,
        caller: null,
      },
      refusal: 'only a scheduled campaign can be cancelled',
    });
    return campaignView(cancelled);
  }
}
