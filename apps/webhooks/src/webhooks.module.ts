import { DynamicModule, Module } from '@nestjs/common';
import { DatabaseModule } from '@mailroom/database';
import { processedEventRetention } from '@mailroom/runtime';
import { WEBHOOKS_CONFIG, WebhooksConfig } from './config/webhooks.config';
import { webhooksMigrations } from './database/webhooks.migrations';
import { WEBHOOKS_SCHEMA } from './database/webhooks.schema';
import { DeliveryRepository } from './deliveries/delivery.repository';
import { DeliveryWorker } from './deliveries/delivery-worker';
import { FanOutSubscriber } from './deliveries/fan-out.subscriber';
import { RetentionJob } from './deliveries/retention.job';
import { ListDeliveriesUseCase } from './deliveries/use-cases/list-deliveries/list-deliveries.use-case';
import { RetryDeliveryUseCase } from './deliveries/use-cases/retry-delivery/retry-delivery.use-case';
import { SendTestEventUseCase } from './deliveries/use-cases/send-test-event/send-test-event.use-case';
import { WebhookSender } from './deliveries/webhook-sender';
import { EndpointRepository } from './endpoints/endpoint.repository';
import { EndpointSecrets } from './endpoints/endpoint-secrets';
import { EndpointSettingsCheck } from './endpoints/endpoint-settings';
import { CreateEndpointUseCase } from './endpoints/use-cases/create-endpoint/create-endpoint.use-case';
import { DeleteEndpointUseCase } from './endpoints/use-cases/delete-endpoint/delete-endpoint.use-case';
import { GetEndpointUseCase } from './endpoints/use-cases/get-endpoint/get-endpoint.use-case';
import { ListEndpointsUseCase } from './endpoints/use-cases/list-endpoints/list-endpoints.use-case';
import { UpdateEndpointUseCase } from './endpoints/use-cases/update-endpoint/update-endpoint.use-case';
import { WebhooksHandler } from './endpoints/webhooks.handler';
import { DestinationChecker } from './outbound/destination';
import { OAuth2Tokens } from './outbound/oauth2-tokens';
import { PinnedHttp } from './outbound/pinned-http';

// The webhooks context: endpoints of a team, and signed deliveries of every event to them with retries.
@Module({})
export class WebhooksModule {
  static register(config: WebhooksConfig): DynamicModule {
    return {
      module: WebhooksModule,
      imports: [
        DatabaseModule.forContext({ schema: WEBHOOKS_SCHEMA, entities: [], migrations: webhooksMigrations }),
      ],
      controllers: [WebhooksHandler],
      providers: [
        { provide: WEBHOOKS_CONFIG, useValue: config },
        processedEventRetention(WEBHOOKS_SCHEMA),
        EndpointRepository,
        EndpointSecrets,
        EndpointSettingsCheck,
        CreateEndpointUseCase,
        ListEndpointsUseCase,
        GetEndpointUseCase,
        UpdateEndpointUseCase,
        DeleteEndpointUseCase,
        DestinationChecker,
        PinnedHttp,
        OAuth2Tokens,
        DeliveryRepository,
        WebhookSender,
        DeliveryWorker,
        FanOutSubscriber,
        RetentionJob,
        ListDeliveriesUseCase,
        RetryDeliveryUseCase,
        SendTestEventUseCase,
      ],
    };
  }
}
