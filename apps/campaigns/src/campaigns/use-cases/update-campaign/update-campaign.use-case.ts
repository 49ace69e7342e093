import { Injectable } from '@nestjs/common';
import { CampaignView, RequestContext, UpdateCampaignDto } from '@mailroom/contracts';
import { campaignView } from '../../campaign';
import { CampaignRepository } from '../../campaign.repository';
import {
  assertComplete,
  campaignId,
  campaignNotFound,
  changedWhileChecked,
  mergedContent,
  statusConflict,
} from '../../campaign-rules';

const MAX_ATTEMPTS = 10;

// PATCH: only a draft changes; the campaign as it would become must still be complete.
@Injectable()
export class UpdateCampaignUseCase {
  constructor(private readonly campaigns: CampaignRepository) {}

  // Merged into the draft as read and written only while it still is that draft: an update of other fields
  // committed meanwhile is read again and merged with, never undone.
  async execute(ctx: RequestContext, id: string, request: UpdateCampaignDto): Promise<CampaignView> {
    const ref = campaignId(id);
    for (let attempt = 1; ; attempt += 1) {
      const current = await this.campaigns.find(ctx.team_id, ref);
      if (!current) throw campaignNotFound();
      if (current.status !== 'draft') throw statusConflict(current.status, 'only a draft can be changed');
      const content = mergedContent(current, request);
      assertComplete(content);
      if (await this.campaigns.updateDraft(ctx.team_id, current.id, current, content)) {
        // Deleted or sent right after: answered as it then is.
        const updated = await this.campaigns.find(ctx.team_id, current.id);
        if (!updated) throw campaignNotFound();
        return campaignView(updated);
      }
      if (attempt === MAX_ATTEMPTS) throw changedWhileChecked(current.status);
    }
  }
}
