import { Injectable } from '@nestjs/common';
import { CampaignView, RequestContext } from '@mailroom/contracts';
import { PreparationWorker } from '../../../delivery/preparation-worker';
import { campaignView } from '../../campaign';
import { CampaignLaunch } from '../../campaign-launch';
import { CampaignRepository } from '../../campaign.repository';
import { changeCampaignStatus } from '../../campaign-status-change';
import { campaignId, campaignNotFound, statusConflict } from '../../campaign-rules';

// POST /campaigns/{id}/send: a draft goes to preparing now, or to in_review when the operator must approve
// it first.
@Injectable()
export class SendCampaignUseCase {
  constructor(
    private readonly campaigns: CampaignRepository,
    private readonly launch: CampaignLaunch,
    private readonly preparation: PreparationWorker,
  ) {}

  async execute(ctx: RequestContext, id: string): Promise<CampaignView> {
    const campaign = await this.campaigns.find(ctx.team_id, campaignId(id));
    if (!campaign) throw campaignNotFound();
    if (campaign.status !== 'draft') throw statusConflict(campaign.status, 'only a draft can be sent');
    const reviewReason = await this.launch.check(ctx, campaign);
    const sent = await changeCampaignStatus(this.campaigns, campaign, {
      from: ['draft'],
      change: {
        status: reviewReason ? 'in_review' : 'preparing',
        requested: 'send',
        scheduled_at: null,
        caller: ctx,
        review_reason: reviewReason,
        failure_reason: null,
      },
      refusal: 'only a draft can be sent',
      checked: campaign,
    });
    if (!reviewReason) this.preparation.kick();
    return campaignView(sent);
  }
}
