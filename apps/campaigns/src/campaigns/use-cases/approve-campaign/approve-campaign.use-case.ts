import { Injectable } from '@nestjs/common';
import { CampaignView } from '@mailroom/contracts';
import { PreparationWorker } from '../../../delivery/preparation-worker';
import { campaignView } from '../../campaign';
import { CampaignRepository } from '../../campaign.repository';
import { campaignId, campaignNotFound, statusConflict } from '../../campaign-rules';

// The operator's approval (admin API, CLI): the campaign resumes as it was asked, scheduled while its time
// is still ahead, else preparing.
@Injectable()
export class ApproveCampaignUseCase {
  constructor(
    private readonly campaigns: CampaignRepository,
    private readonly preparation: PreparationWorker,
  ) {}

  async execute(id: string): Promise<CampaignView> {
    const ref = campaignId(id);
    const approved = await this.campaigns.transaction(async (manager) => {
      const campaign = await this.campaigns.findAny(ref, manager);
      if (!campaign) throw campaignNotFound();
      const ahead =
        campaign.requested === 'schedule' &&
        campaign.scheduled_at !== null &&
        new Date(campaign.scheduled_at).getTime() > Date.now();
      const moved = await this.campaigns.transition(manager, ref, ['in_review'], {
        status: ahead ? 'scheduled' : 'preparing',
        review_reason: null,
      });
      if (!moved) throw statusConflict(campaign.status, 'only a campaign in review can be approved');
      await this.campaigns.approveTeam(manager, campaign.team_id);
      return (await this.campaigns.find(campaign.team_id, ref, manager))!;
    });
    this.preparation.kick();
    return campaignView(approved);
  }
}
