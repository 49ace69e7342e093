import { Injectable } from '@nestjs/common';
import { CampaignView } from '@mailroom/contracts';
import { campaignView } from '../../campaign';
import { CampaignRepository } from '../../campaign.repository';
import { campaignId, campaignNotFound, changeRefused } from '../../campaign-rules';

// The operator's rejection: back to draft, with the reason kept in review_reason for its owner to read.
@Injectable()
export class RejectCampaignUseCase {
  constructor(private readonly campaigns: CampaignRepository) {}

  async execute(id: string, reason: string): Promise<CampaignView> {
    const ref = campaignId(id);
    const campaign = await this.campaigns.findAny(ref);
    if (!campaign) throw campaignNotFound();
    const rejected = await this.campaigns.changeStatus(campaign.team_id, ref, ['in_review'], {
      status: 'draft',
      review_reason: reason,
      requested: null,
      caller: null,
      scheduled_at: null,
    });
    if (!rejected)
      throw changeRefused(
        await this.campaigns.find(campaign.team_id, campaign.id),
        'only a campaign in review can be rejected',
      );
    return campaignView(rejected);
  }
}
