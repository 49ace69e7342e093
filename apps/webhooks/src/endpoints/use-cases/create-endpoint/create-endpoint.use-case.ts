import { Injectable } from '@nestjs/common';
import { CreatedWebhookView, CreateWebhookDto, RequestContext, ServiceError } from '@mailroom/contracts';
import { randomUUID } from 'node:crypto';
import { webhookView } from '../../endpoint';
import { EndpointRepository } from '../../endpoint.repository';
import { EndpointSecrets } from '../../endpoint-secrets';
import { EndpointSettingsCheck } from '../../endpoint-settings';

// Every event is fanned out to every endpoint of its team: a bound keeps that work bounded.
export const MAX_ENDPOINTS_PER_TEAM = 50;

// POST /webhooks: the signing secret is generated here and shown in full only in this answer.
@Injectable()
export class CreateEndpointUseCase {
  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly settings: EndpointSettingsCheck,
    private readonly secrets: EndpointSecrets,
  ) {}

  async execute(ctx: RequestContext, dto: CreateWebhookDto): Promise<CreatedWebhookView> {
    const settings = await this.settings.settingsFor(dto);
    const signingSecret = this.secrets.newSigningSecret();
    const row = await this.endpoints.insertWithin(
      ctx.team_id,
      MAX_ENDPOINTS_PER_TEAM,
      randomUUID(),
      settings,
      this.secrets.seal(signingSecret),
    );
    if (!row) {
      throw ServiceError.validation({
        url: [`A team may have at most ${MAX_ENDPOINTS_PER_TEAM} webhook endpoints.`],
      });
    }
    return { ...webhookView(row), signing_secret: signingSecret };
  }
}
