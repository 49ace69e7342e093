import { Injectable } from '@nestjs/common';
import {
  CampaignView,
  parseScheduledAt,
  RequestContext,
  SCHEDULED_AT_FORMAT_MESSAGE,
  ScheduleCampaignDto,
  ServiceError,
} from '@mailroom/contracts';
import { PreparationWorker } from '../../../delivery/preparation-worker';
import { campaignView } from '../../campaign';
import { CampaignLaunch } from '../../campaign-launch';
import { CampaignRepository } from '../../campaign.repository';
import { changeCampaignStatus } from '../../campaign-status-change';
import { campaignId, campaignNotFound, statusConflict } from '../../campaign-rules';

export const MAX_CAMPAIGN_SCHEDULE_AHEAD_DAYS = 365;

// POST /campaigns/{id}/schedule: a draft waits until scheduled_at (or in review first).
@Injectable()
export class ScheduleCampaignUseCase {
  constructor(
    private readonly campaigns: CampaignRepository,
    private readonly launch: CampaignLaunch,
    private readonly preparation: PreparationWorker,
  ) {}

  async execute(ctx: RequestContext, id: string, request: ScheduleCampaignDto): Promise<CampaignView> {
    const at = scheduledMoment(request.scheduled_at);
    const campaign = await this.campaigns.find(ctx.team_id, campaignId(id));
    if (!campaign) throw campaignNotFound();
    if (campaign.status !== 'draft') throw statusConflict(campaign.status, 'only a draft can be scheduled');
    // A free team's quota is that of the day it is sent.
    const reviewReason = await this.launch.check(ctx, campaign, at);
    const scheduled = await changeCampaignStatus(this.campaigns, campaign, {
      from: ['draft'],
      change: {
        status: reviewReason ? 'in_review' : 'scheduled',
        requested: 'schedule',
        scheduled_at: at,
        caller: ctx,
        review_reason: reviewReason,
        failure_reason: null,
      },
      refusal: 'only a draft can be scheduled',
      checked: campaign,
    });
    if (!reviewReason) this.preparation.kick();
    return campaignView(scheduled);
  }
}

function scheduledMoment(value: string): Date {
  const at = parseScheduledAt(value);
  if (!at) throw ServiceError.validation({ scheduled_at: [SCHEDULED_AT_FORMAT_MESSAGE] });
  const now = Date.now();
  if (at.getTime() <= now)
    throw ServiceError.validation({ scheduled_at: ['The scheduled_at must be in the future.'] });
  if (at.getTime() > now + MAX_CAMPAIGN_SCHEDULE_AHEAD_DAYS * 86_400_000)
    throw ServiceError.validation({
      scheduled_at: [`The scheduled_at may be at most ${MAX_CAMPAIGN_SCHEDULE_AHEAD_DAYS} days ahead.`],
    });
  return at;
}
