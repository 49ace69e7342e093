import { Injectable } from '@nestjs/common';
import {
  ListWebhookDeliveriesQuery,
  perPageOf,
  RequestContext,
  WebhookDeliveryListView,
} from '@mailroom/contracts';
import { KeysetCursor } from '@mailroom/database';
import { EndpointRepository } from '../../../endpoints/endpoint.repository';
import { webhookNotFound } from '../../../endpoints/use-cases/get-endpoint/get-endpoint.use-case';
import { DeliveryRepository } from '../../delivery.repository';
import { deliveryView } from '../../delivery-view';

const cursors = new KeysetCursor('webhook-deliveries');

// GET /webhooks/{webhook}/deliveries: every attempt, newest first, a page at a time.
@Injectable()
export class ListDeliveriesUseCase {
  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly deliveries: DeliveryRepository,
  ) {}

  async execute(
    ctx: RequestContext,
    id: string,
    query: ListWebhookDeliveriesQuery,
  ): Promise<WebhookDeliveryListView> {
    const endpoint = await this.endpoints.find(ctx.team_id, id);
    if (!endpoint) throw webhookNotFound();
    const scope = `${ctx.team_id}|${endpoint.id}`;
    const perPage = perPageOf(query.per_page);
    const after = query.cursor ? cursors.decode(query.cursor, scope) : undefined;
    const rows = await this.deliveries.list(ctx.team_id, endpoint.id, after, perPage + 1);
    const page = cursors.page(rows, perPage, scope, (row) => ({
      micros: BigInt(row.created_at_us),
      id: row.id,
    }));
    return {
      deliveries: page.rows.map(deliveryView),
      pagination: { next_cursor: page.nextCursor, per_page: perPage },
    };
  }
}
