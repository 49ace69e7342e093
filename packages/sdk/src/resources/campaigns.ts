import type { Query, RequestBody, ResponseData, WiderQuery } from '../api-types.js';
import type { Transport } from '../http/transport.js';
import { CursorList } from '../pagination.js';

export type CreateCampaignRequest = RequestBody<'/api/campaigns', 'post'>;
export type UpdateCampaignRequest = RequestBody<'/api/campaigns/{campaignId}', 'patch'>;
export type Campaign = ResponseData<'/api/campaigns/{campaignId}', 'get'>;
export type CampaignListQuery = Query<'/api/campaigns', 'get'>;
export type CampaignEventQuery = WiderQuery<
  Omit<Query<'/api/campaigns/{campaignId}/events', 'get'>, 'cursor'>,
  never,
  'start_time' | 'end_time'
>;
export type CampaignEvent = EventItem<ResponseData<'/api/campaigns/{campaignId}/events', 'get'>>;

type EventItem<D> = D extends { events?: (infer E)[] } ? E : Record<string, unknown>;

export class Campaigns {
  constructor(private readonly transport: Transport) {}

  // A draft, to a list or a segment.
  create(request: CreateCampaignRequest): Promise<Campaign> {
    return this.transport.data({ method: 'POST', path: '/api/campaigns', body: request });
  }

  list(query: CampaignListQuery = {}): Promise<ResponseData<'/api/campaigns', 'get'>> {
    return this.transport.data({ method: 'GET', path: '/api/campaigns', query });
  }

  get(campaignId: string): Promise<Campaign> {
    return this.transport.data({
      method: 'GET',
      path: '/api/campaigns/{campaignId}',
      params: { campaignId },
    });
  }

  // Drafts only.
  update(campaignId: string, request: UpdateCampaignRequest): Promise<Campaign> {
    return this.transport.data({
      method: 'PATCH',
      path: '/api/campaigns/{campaignId}',
      params: { campaignId },
      body: request,
    });
  }

  delete(campaignId: string): Promise<void> {
    return this.transport.perform({
      method: 'DELETE',
      path: '/api/campaigns/{campaignId}',
      params: { campaignId },
    });
  }

  schedule(
    campaignId: string,
    request: RequestBody<'/api/campaigns/{campaignId}/schedule', 'post'>,
  ): Promise<Campaign> {
    return this.transport.data({
      method: 'POST',
      path: '/api/campaigns/{campaignId}/schedule',
      params: { campaignId },
      body: request,
    });
  }

  // A team's first campaign waits in in_review until the operator approves it.
  send(campaignId: string): Promise<Campaign> {
    return this.transport.data({
      method: 'POST',
      path: '/api/campaigns/{campaignId}/send',
      params: { campaignId },
    });
  }

  // Scheduled back to draft.
  cancel(campaignId: string): Promise<Campaign> {
    return this.transport.data({
      method: 'POST',
      path: '/api/campaigns/{campaignId}/cancel',
      params: { campaignId },
    });
  }

  // Engagement events of the campaign's mail. With a filter, a page may be empty and still not the last.
  events(campaignId: string, query: CampaignEventQuery = {}): CursorList<CampaignEvent> {
    return new CursorList(async (cursor) => {
      const data = await this.transport.data<{ events: CampaignEvent[]; next_cursor: string | null }>({
        method: 'GET',
        path: '/api/campaigns/{campaignId}/events',
        params: { campaignId },
        query: { ...query, cursor },
      });
      return { items: data.events, nextCursor: data.next_cursor, data };
    });
  }
}
