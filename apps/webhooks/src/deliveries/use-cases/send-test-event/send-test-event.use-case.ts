import { Injectable } from '@nestjs/common';
import { RequestContext, WEBHOOK_TEST_EVENT, WebhookDeliveryView } from '@mailroom/contracts';
import { randomUUID } from 'node:crypto';
import { EndpointRepository } from '../../../endpoints/endpoint.repository';
import { webhookNotFound } from '../../../endpoints/use-cases/get-endpoint/get-endpoint.use-case';
import { DeliveryRepository } from '../../delivery.repository';
import { deliveryView } from '../../delivery-view';
import { DeliveryWorker } from '../../delivery-worker';
import { webhookDisabled } from '../../webhook-disabled';

const SENDING_A_TEST = 'send it a test event';

// POST /webhooks/{webhook}/test: a signed message.test event, queued now for this endpoint only and
// delivered (and retried) like any other. A disabled endpoint is refused (409): the event would wait unsent
// until it is enabled, while the answer said it was queued now.
@Injectable()
export class SendTestEventUseCase {
  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly deliveries: DeliveryRepository,
    private readonly worker: DeliveryWorker,
  ) {}

  async execute(ctx: RequestContext, id: string): Promise<WebhookDeliveryView> {
    const endpoint = await this.endpoints.find(ctx.team_id, id);
    if (!endpoint) throw webhookNotFound();
    if (!endpoint.enabled) throw webhookDisabled(SENDING_A_TEST);
    const eventId = randomUUID();
    const payload = {
      id: eventId,
      type: WEBHOOK_TEST_EVENT,
      created_at: new Date().toISOString(),
      data: { webhook_id: endpoint.id, message: 'A test event from Mailroom.' },
    };
    const queued = await this.deliveries.enqueue(ctx.team_id, endpoint.id, {
      teamId: ctx.team_id,
      eventId,
      type: WEBHOOK_TEST_EVENT,
      body: JSON.stringify(payload),
    });
    // Deleted or disabled since it was read: the message was queued only for an enabled endpoint.
    if (!queued)
      throw (await this.endpoints.find(ctx.team_id, id))
        ? webhookDisabled(SENDING_A_TEST)
        : webhookNotFound();
    this.worker.kick();
    return deliveryView(queued);
  }
}
