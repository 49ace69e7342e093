import { Injectable } from '@nestjs/common';
import { CampaignListView, ListCampaignsQuery, pagination, RequestContext } from '@mailroom/contracts';
import { campaignView } from '../../campaign';
import { CampaignRepository } from '../../campaign.repository';

const DEFAULT_PER_PAGE = 25;

@Injectable()
export class ListCampaignsUseCase {
  constructor(private readonly campaigns: CampaignRepository) {}

  async execute(ctx: RequestContext, query: ListCampaignsQuery): Promise<CampaignListView> {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? DEFAULT_PER_PAGE;
    const { rows, total } = await this.campaigns.page(ctx.team_id, {
      status: query.status,
      offset: (page - 1) * perPage,
      limit: perPage,
    });
    return { campaigns: rows.map(campaignView), pagination: pagination(total, page, perPage) };
  }
}
