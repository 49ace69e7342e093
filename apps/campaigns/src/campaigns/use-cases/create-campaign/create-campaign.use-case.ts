import { Injectable } from '@nestjs/common';
import { CampaignView, CreateCampaignDto, RequestContext } from '@mailroom/contracts';
import { randomUUID } from 'node:crypto';
import { campaignView } from '../../campaign';
import { CampaignRepository } from '../../campaign.repository';
import { assertComplete, mergedContent } from '../../campaign-rules';

@Injectable()
export class CreateCampaignUseCase {
  constructor(private readonly campaigns: CampaignRepository) {}

  async execute(ctx: RequestContext, request: CreateCampaignDto): Promise<CampaignView> {
    const content = mergedContent(undefined, request);
    assertComplete(content);
    return campaignView(await this.campaigns.insert(ctx.team_id, randomUUID(), content));
  }
}
