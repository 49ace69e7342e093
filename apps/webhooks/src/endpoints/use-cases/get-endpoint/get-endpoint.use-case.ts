import { Injectable } from '@nestjs/common';
import { RequestContext, ServiceError, WebhookView } from '@mailroom/contracts';
import { webhookView } from '../../endpoint';
import { EndpointRepository } from '../../endpoint.repository';

export const webhookNotFound = (): ServiceError => ServiceError.notFound('Webhook not found.');

@Injectable()
export class GetEndpointUseCase {
  constructor(private readonly endpoints: EndpointRepository) {}

  async execute(ctx: RequestContext, id: string): Promise<WebhookView> {
    const row = await this.endpoints.find(ctx.team_id, id);
    if (!row) throw webhookNotFound();
    return webhookView(row);
  }
}
