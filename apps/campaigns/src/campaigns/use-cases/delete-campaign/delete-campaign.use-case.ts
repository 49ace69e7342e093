import { Injectable } from '@nestjs/common';
import { RequestContext } from '@mailroom/contracts';
import { CampaignRepository } from '../../campaign.repository';
import { campaignId, campaignNotFound, statusConflict } from '../../campaign-rules';

@Injectable()
export class DeleteCampaignUseCase {
  constructor(private readonly campaigns: CampaignRepository) {}

  async execute(ctx: RequestContext, id: string): Promise<void> {
    const ref = campaignId(id);
    if (await this.campaigns.deleteDraft(ctx.team_id, ref)) return;
    const current = await this.campaigns.find(ctx.team_id, ref);
    if (!current) throw campaignNotFound();
    throw statusConflict(current.status, 'only a draft can be deleted');
  }
}
