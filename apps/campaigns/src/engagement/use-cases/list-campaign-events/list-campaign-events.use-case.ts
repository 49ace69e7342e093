import { Inject, Injectable } from '@nestjs/common';
import {
  CampaignEventListView,
  CampaignEventView,
  ListCampaignEventsQuery,
  perPageOf,
  RequestContext,
} from '@mailroom/contracts';
import { callerScope, KeysetCursor } from '@mailroom/database';
import { deriveKey } from '@mailroom/security';
import { CAMPAIGNS_CONFIG, CampaignsConfig } from '../../../config/campaigns.config';
import { CampaignRepository } from '../../../campaigns/campaign.repository';
import { campaignId, campaignNotFound } from '../../../campaigns/campaign-rules';
import { CampaignEventRepository, CampaignEventRow } from '../../campaign-event.repository';
import { eventTimeWindow } from '../../event-time-bounds';

function eventView(row: CampaignEventRow): CampaignEventView {
  const view: CampaignEventView = {
    event_id: row.event_id,
    event_type: row.event_type,
    email: row.email,
    timestamp: new Date(row.occurred_at).toISOString(),
  };
  if (row.bounce_class !== null) view.bounce_class = row.bounce_class;
  if (row.reason !== null) view.reason = row.reason;
  if (row.target_link_url !== null) view.target_link_url = row.target_link_url;
  if (row.user_agent !== null) view.user_agent = row.user_agent;
  return view;
}

// The key of the cursors' HMAC is derived from ENCRYPTION_KEY for this purpose alone.
export const CAMPAIGN_EVENT_CURSOR_PURPOSE = 'mailroom/campaign-events-cursor/v1';

// GET /campaigns/{id}/events: newest first, filtered in the query by indexes of the campaign's events, a
// signed opaque cursor after the last row of a page; next_cursor is null on the last page.
@Injectable()
export class ListCampaignEventsUseCase {
  private readonly cursors: KeysetCursor;

  constructor(
    @Inject(CAMPAIGNS_CONFIG) config: CampaignsConfig,
    private readonly campaigns: CampaignRepository,
    private readonly events: CampaignEventRepository,
  ) {
    this.cursors = new KeysetCursor(
      'campaign-events',
      deriveKey(config.encryptionKey, CAMPAIGN_EVENT_CURSOR_PURPOSE),
    );
  }

  async execute(
    ctx: RequestContext,
    id: string,
    query: ListCampaignEventsQuery,
  ): Promise<CampaignEventListView> {
    const ref = campaignId(id);
    const { start, end } = eventTimeWindow(query.start_time, query.end_time);
    if (!(await this.campaigns.find(ctx.team_id, ref))) throw campaignNotFound();
    const scope = `${callerScope(ctx)}|${ref}`;
    const after = query.cursor === undefined ? undefined : this.cursors.decode(query.cursor, scope);
    const perPage = perPageOf(query.per_page);
    const rows = await this.events.page({
      campaignId: ref,
      eventType: query.event_type,
      email: query.email,
      start,
      end,
      after,
      limit: perPage + 1,
    });
    const page = this.cursors.page(rows, perPage, scope, (row) => ({
      micros: BigInt(row.micros),
      id: row.event_id,
    }));
    return { events: page.rows.map(eventView), next_cursor: page.nextCursor };
  }
}
