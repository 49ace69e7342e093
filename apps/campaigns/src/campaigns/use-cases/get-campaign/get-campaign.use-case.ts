import { Injectable } from '@nestjs/common';
import { CampaignView, RequestContext } from '@mailroom/contracts';
import { campaignView } from '../../campaign';
import { CampaignRepository } from '../../campaign.repository';
import { campaignId, campaignNotFound } from '../../campaign-rules';

@Injectable()
export class GetCampaignUseCase {
  constructor(private readonly campaigns: CampaignRepository) {}

  async execute(ctx: RequestContext, id: string): Promise<CampaignView> {
    const row = await this.campaigns.find(ctx.team_id, campaignId(id));
    if (!row) throw campaignNotFound();
    return campaignView(row);
  }
}
