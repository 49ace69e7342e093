import { Injectable } from '@nestjs/common';
import { RequestContext, UpdateWebhookDto, WebhookView } from '@mailroom/contracts';
import { DeliveryWorker } from '../../../deliveries/delivery-worker';
import { webhookView } from '../../endpoint';
import { EndpointRepository } from '../../endpoint.repository';
import { EndpointSettingsCheck } from '../../endpoint-settings';
import { webhookNotFound } from '../get-endpoint/get-endpoint.use-case';

// PATCH and PUT /webhooks/{webhook}: the fields given, checked together with those kept. Enabling an
// endpoint again resumes the deliveries it has waiting.
@Injectable()
export class UpdateEndpointUseCase {
  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly settings: EndpointSettingsCheck,
    private readonly worker: DeliveryWorker,
  ) {}

  async execute(ctx: RequestContext, id: string, changes: UpdateWebhookDto): Promise<WebhookView> {
    const current = await this.endpoints.find(ctx.team_id, id);
    if (!current) throw webhookNotFound();
    const updated = await this.endpoints.update(
      ctx.team_id,
      id,
      await this.settings.settingsFor(changes, current),
    );
    if (!updated) throw webhookNotFound();
    if (updated.enabled) this.worker.kick();
    return webhookView(updated);
  }
}
