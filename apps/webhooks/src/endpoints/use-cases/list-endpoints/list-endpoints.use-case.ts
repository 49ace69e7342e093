import { Injectable } from '@nestjs/common';
import { RequestContext, WebhookListView } from '@mailroom/contracts';
import { webhookView } from '../../endpoint';
import { EndpointRepository } from '../../endpoint.repository';

// GET /webhooks: every endpoint of the team, oldest first (a team has at most a few dozen).
@Injectable()
export class ListEndpointsUseCase {
  constructor(private readonly endpoints: EndpointRepository) {}

  async execute(ctx: RequestContext): Promise<WebhookListView> {
    return { webhooks: (await this.endpoints.list(ctx.team_id)).map(webhookView) };
  }
}
