import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreatedWebhookView,
  CreateWebhookDto,
  Envelope,
  ListWebhookDeliveriesQuery,
  ListWebhookDeliveriesRequest,
  UpdateWebhookDto,
  UpdateWebhookRequest,
  WebhookDeliveryListView,
  WebhookDeliveryRef,
  WebhookDeliveryView,
  WebhookListView,
  WebhookRef,
  WebhookSubject,
  WebhookView,
} from '@mailroom/contracts';
import { BusHandler } from '@mailroom/messaging';
import { ListDeliveriesUseCase } from '../deliveries/use-cases/list-deliveries/list-deliveries.use-case';
import { RetryDeliveryUseCase } from '../deliveries/use-cases/retry-delivery/retry-delivery.use-case';
import { SendTestEventUseCase } from '../deliveries/use-cases/send-test-event/send-test-event.use-case';
import { CreateEndpointUseCase } from './use-cases/create-endpoint/create-endpoint.use-case';
import { DeleteEndpointUseCase } from './use-cases/delete-endpoint/delete-endpoint.use-case';
import { GetEndpointUseCase } from './use-cases/get-endpoint/get-endpoint.use-case';
import { ListEndpointsUseCase } from './use-cases/list-endpoints/list-endpoints.use-case';
import { UpdateEndpointUseCase } from './use-cases/update-endpoint/update-endpoint.use-case';

@BusHandler()
export class WebhooksHandler {
  constructor(
    private readonly createEndpoint: CreateEndpointUseCase,
    private readonly listEndpoints: ListEndpointsUseCase,
    private readonly getEndpoint: GetEndpointUseCase,
    private readonly updateEndpoint: UpdateEndpointUseCase,
    private readonly deleteEndpoint: DeleteEndpointUseCase,
    private readonly listDeliveries: ListDeliveriesUseCase,
    private readonly retryDelivery: RetryDeliveryUseCase,
    private readonly sendTestEvent: SendTestEventUseCase,
  ) {}

  @MessagePattern(WebhookSubject.create)
  create(@Payload() { ctx, data }: Envelope<CreateWebhookDto>): Promise<CreatedWebhookView> {
    return this.createEndpoint.execute(ctx, data);
  }

  @MessagePattern(WebhookSubject.list)
  list(@Payload() { ctx }: Envelope<unknown>): Promise<WebhookListView> {
    return this.listEndpoints.execute(ctx);
  }

  @MessagePattern(WebhookSubject.get)
  get(@Payload() { ctx, data }: Envelope<WebhookRef>): Promise<WebhookView> {
    return this.getEndpoint.execute(ctx, data.id);
  }

  @MessagePattern(WebhookSubject.update)
  update(@Payload() { ctx, data }: Envelope<UpdateWebhookRequest<UpdateWebhookDto>>): Promise<WebhookView> {
    return this.updateEndpoint.execute(ctx, data.id, data.changes);
  }

  @MessagePattern(WebhookSubject.delete)
  async delete(@Payload() { ctx, data }: Envelope<WebhookRef>): Promise<{ deleted: true }> {
    await this.deleteEndpoint.execute(ctx, data.id);
    return { deleted: true };
  }

  @MessagePattern(WebhookSubject.listDeliveries)
  deliveries(
    @Payload() { ctx, data }: Envelope<ListWebhookDeliveriesRequest<ListWebhookDeliveriesQuery>>,
  ): Promise<WebhookDeliveryListView> {
    return this.listDeliveries.execute(ctx, data.id, data.query);
  }

  @MessagePattern(WebhookSubject.retryDelivery)
  retry(@Payload() { ctx, data }: Envelope<WebhookDeliveryRef>): Promise<WebhookDeliveryView> {
    return this.retryDelivery.execute(ctx, data.id, data.delivery_id);
  }

  @MessagePattern(WebhookSubject.sendTest)
  test(@Payload() { ctx, data }: Envelope<WebhookRef>): Promise<WebhookDeliveryView> {
    return this.sendTestEvent.execute(ctx, data.id);
  }
}
