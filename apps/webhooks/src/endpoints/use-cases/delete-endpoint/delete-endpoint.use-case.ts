import { Injectable } from '@nestjs/common';
import { RequestContext } from '@mailroom/contracts';
import { EndpointRepository } from '../../endpoint.repository';
import { webhookNotFound } from '../get-endpoint/get-endpoint.use-case';

// DELETE /webhooks/{webhook}: its queued deliveries go with it.
@Injectable()
export class DeleteEndpointUseCase {
  constructor(private readonly endpoints: EndpointRepository) {}

  async execute(ctx: RequestContext, id: string): Promise<void> {
    if (!(await this.endpoints.delete(ctx.team_id, id))) throw webhookNotFound();
  }
}
