import { Injectable } from '@nestjs/common';
import { CampaignView, RequestContext, UpdateCampaignDto } from '@mailroom/contracts';
import { campaignView } from '../../campaign';
import { CampaignRepository } from '../../campaign.repository';
import {
  assertComplete,
  campaignId,
  campaignNotFound,
  mergedContent,
  statusConflict,
} from '../../campaign-rules';

// PATCH: only a draft changes; the campaign as it would become must still be complete.
@Injectable()
export class UpdateCampaignUseCase {
  constructor(private readonly campaigns: CampaignRepository) {}

  async execute(ctx: RequestContext, id: string, request: UpdateCampaignDto): Promise<CampaignView> {
    const current = await this.campaigns.find(ctx.team_id, campaignId(id));
    if (!current) throw campaignNotFound();
    if (current.status !== 'draft') throw statusConflict(current.status, 'only a draft can be changed');
    const content = mergedContent(current, request);
    assertComplete(content);
    if (!(await this.campaigns.updateDraft(ctx.team_id, current.id, content))) {
      const now = await this.campaigns.find(ctx.team_id, current.id);
      if (!now) throw campaignNotFound();
      throw statusConflict(now.status, 'only a draft can be changed');
    }
    return campaignView((await this.campaigns.find(ctx.team_id, current.id))!);
  }
}
