import { Injectable } from '@nestjs/common';
import { CampaignView } from '@mailroom/contracts';
import { campaignView } from '../../campaign';
import { CampaignRepository } from '../../campaign.repository';
import { changeCampaignStatus } from '../../campaign-status-change';
import { campaignId, campaignNotFound } from '../../campaign-rules';

// The operator's rejection: back to draft, with the reason kept in review_reason for its owner to read.
@Injectable()
export class RejectCampaignUseCase {
  constructor(private readonly campaigns: CampaignRepository) {}

  async execute(id: string, reason: string): Promise<CampaignView> {
    const ref = campaignId(id);
    const campaign = await this.campaigns.findAny(ref);
    if (!campaign) throw campaignNotFound();
    const rejected = await changeCampaignStatus(this.campaigns, campaign, {
      from: ['in_review'],
      change: {
        status: 'draft',
        review_reason: reason,
        requested: null,
        caller: null,
        scheduled_at: null,
      },
      refusal: 'only a campaign in review can be rejected',
    });
    return campaignView(rejected);
  }
}
