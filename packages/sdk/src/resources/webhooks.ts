import type { ItemOf, Query, RequestBody, ResponseData } from '../api-types.js';
import type { Transport } from '../http/transport.js';
import { CursorList } from '../pagination.js';
import {
  verifyWebhookSignature,
  VerifyOptions,
  WebhookBody,
  WebhookHeaders,
  WebhookVerificationError,
} from '../webhooks/verify-signature.js';

export type CreateWebhookRequest = RequestBody<'/api/webhooks', 'post'>;
export type UpdateWebhookRequest = RequestBody<'/api/webhooks/{webhook}', 'patch'>;
export type ReplaceWebhookRequest = RequestBody<'/api/webhooks/{webhook}', 'put'>;
export type Webhook = ResponseData<'/api/webhooks/{webhook}', 'get'>;
export type WebhookDelivery = ItemOf<'/api/webhooks/{webhook}/deliveries', 'get', 'deliveries'>;
export type WebhookDeliveryQuery = Omit<Query<'/api/webhooks/{webhook}/deliveries', 'get'>, 'cursor'>;

// What the service posts to an endpoint: `data` is the email event record (as in GET /emails/events) or the
// scheduled email or campaign the event is about.
export interface WebhookEvent {
  id: string;
  type: string;
  created_at: string;
  data: Record<string, unknown>;
}

export class Webhooks {
  constructor(private readonly transport: Transport) {}

  // The answer holds signing_secret, shown only this once.
  create(request: CreateWebhookRequest): Promise<ResponseData<'/api/webhooks', 'post'>> {
    return this.transport.data({ method: 'POST', path: '/api/webhooks', body: request });
  }

  list(): Promise<ResponseData<'/api/webhooks', 'get'>> {
    return this.transport.data({ method: 'GET', path: '/api/webhooks' });
  }

  get(webhookId: string): Promise<Webhook> {
    return this.transport.data({
      method: 'GET',
      path: '/api/webhooks/{webhook}',
      params: { webhook: webhookId },
    });
  }

  // Changes the fields given.
  update(webhookId: string, request: UpdateWebhookRequest): Promise<Webhook> {
    return this.transport.data({
      method: 'PATCH',
      path: '/api/webhooks/{webhook}',
      params: { webhook: webhookId },
      body: request,
    });
  }

  replace(webhookId: string, request: ReplaceWebhookRequest): Promise<Webhook> {
    return this.transport.data({
      method: 'PUT',
      path: '/api/webhooks/{webhook}',
      params: { webhook: webhookId },
      body: request,
    });
  }

  delete(webhookId: string): Promise<void> {
    return this.transport.perform({
      method: 'DELETE',
      path: '/api/webhooks/{webhook}',
      params: { webhook: webhookId },
    });
  }

  // Delivery attempts, newest first.
  deliveries(webhookId: string, query: WebhookDeliveryQuery = {}): CursorList<WebhookDelivery> {
    return new CursorList(async (cursor) => {
      const data = await this.transport.data<{
        deliveries: WebhookDelivery[];
        pagination?: { next_cursor?: string | null };
      }>({
        method: 'GET',
        path: '/api/webhooks/{webhook}/deliveries',
        params: { webhook: webhookId },
        query: { ...query, cursor },
      });
      return { items: data.deliveries, nextCursor: data.pagination?.next_cursor ?? null, data };
    });
  }

  // Sends the attempt's message again now.
  retryDelivery(
    webhookId: string,
    deliveryId: string,
  ): Promise<ResponseData<'/api/webhooks/{webhook}/deliveries/{deliveryId}/retry', 'post'>> {
    return this.transport.data({
      method: 'POST',
      path: '/api/webhooks/{webhook}/deliveries/{deliveryId}/retry',
      params: { webhook: webhookId, deliveryId },
    });
  }

  // Sends a signed message.test event to the endpoint.
  test(webhookId: string): Promise<ResponseData<'/api/webhooks/{webhook}/test', 'post'>> {
    return this.transport.data({
      method: 'POST',
      path: '/api/webhooks/{webhook}/test',
      params: { webhook: webhookId },
    });
  }

  // Checks a received delivery (its raw body, as received, and its headers) against the endpoint's signing
  // secret, and answers the event; throws WebhookVerificationError when it was not signed with that secret or
  // is too old.
  async verify(
    body: WebhookBody,
    headers: WebhookHeaders,
    secret: string,
    options?: VerifyOptions,
  ): Promise<WebhookEvent> {
    await verifyWebhookSignature(body, headers, secret, options);
    const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
    try {
      return JSON.parse(text) as WebhookEvent;
    } catch {
      throw new WebhookVerificationError('The body is signed but is not JSON');
    }
  }
}
