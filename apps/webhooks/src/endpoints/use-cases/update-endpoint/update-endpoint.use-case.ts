import { Injectable } from '@nestjs/common';
import { RequestContext, ServiceError, UpdateWebhookDto, WebhookView } from '@mailroom/contracts';
import { DeliveryWorker } from '../../../deliveries/delivery-worker';
import { webhookView } from '../../endpoint';
import { EndpointRepository } from '../../endpoint.repository';
import { EndpointSettingsCheck } from '../../endpoint-settings';
import { webhookNotFound } from '../get-endpoint/get-endpoint.use-case';

const MAX_ATTEMPTS = 10;

// PATCH and PUT /webhooks/{webhook}: the fields given, checked together with those kept. Enabling an
// endpoint again resumes the deliveries it has waiting.
@Injectable()
export class UpdateEndpointUseCase {
  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly settings: EndpointSettingsCheck,
    private readonly worker: DeliveryWorker,
  ) {}

  // Checked against, and written over, the endpoint as read; when another update came first, read again:
  // updates of different fields at once all land, and each is checked with what it keeps.
  async execute(ctx: RequestContext, id: string, changes: UpdateWebhookDto): Promise<WebhookView> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const current = await this.endpoints.find(ctx.team_id, id);
      if (!current) throw webhookNotFound();
      const settings = await this.settings.settingsFor(changes, current);
      const updated = await this.endpoints.update(ctx.team_id, id, current, settings);
      if (updated) {
        if (updated.enabled) this.worker.kick();
        return webhookView(updated);
      }
    }
    throw ServiceError.unavailable('The endpoint was changed by other requests meanwhile; try again.');
  }
}
