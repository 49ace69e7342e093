import { Injectable } from '@nestjs/common';
import { RequestContext, ServiceError, WebhookDeliveryView } from '@mailroom/contracts';
import { EndpointRepository } from '../../../endpoints/endpoint.repository';
import { webhookNotFound } from '../../../endpoints/use-cases/get-endpoint/get-endpoint.use-case';
import { DeliveryRepository } from '../../delivery.repository';
import { deliveryView } from '../../delivery-view';
import { DeliveryWorker } from '../../delivery-worker';
import { webhookDisabled } from '../../webhook-disabled';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// POST /webhooks/{webhook}/deliveries/{deliveryId}/retry: the delivery's event is sent again now, as the
// next attempt of its message (same webhook-id). Answers the attempt queued. A disabled endpoint is
// refused (409), as for a test event: the attempt would wait unsent until it is enabled.
@Injectable()
export class RetryDeliveryUseCase {
  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly deliveries: DeliveryRepository,
    private readonly worker: DeliveryWorker,
  ) {}

  async execute(ctx: RequestContext, id: string, deliveryId: string): Promise<WebhookDeliveryView> {
    const endpoint = await this.endpoints.find(ctx.team_id, id);
    if (!endpoint) throw webhookNotFound();
    if (!endpoint.enabled) throw webhookDisabled('retry its deliveries');
    const queued = UUID.test(deliveryId)
      ? await this.deliveries.retryNow(ctx.team_id, endpoint.id, deliveryId)
      : undefined;
    if (!queued) throw ServiceError.notFound('Delivery not found.');
    this.worker.kick();
    return deliveryView(queued);
  }
}
