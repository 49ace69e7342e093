import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CreatedWebhookView,
  CreateWebhookDto,
  Envelope,
  ErrorCode,
  ListWebhookDeliveriesQuery,
  ListWebhookDeliveriesRequest,
  RequestContext,
  Scope,
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
import { BusClient } from '@mailroom/messaging';
import { Caller } from '../access/request-context.decorator';
import { ApiKeyRoute } from '../access/route-policy';
import { respond, SuccessBody } from '../http/respond';
import {
  ApiEnvelope,
  ApiErrors,
  ApiMessage,
  ApiRequestExample,
  BODY_ERRORS,
  NOT_FOUND,
} from '../http/api-docs';
import { WEBHOOK_CHANGE_EXAMPLE, WEBHOOK_EXAMPLE } from '../http/request-examples';

// Creating or changing an endpoint resolves its host (and its token URL's) before answering.
const WRITE_TIMEOUT_MS = 10_000;

const READ = { scope: Scope.webhooksRead, sandbox: 'allowed' } as const;
// SPEC lets sandbox keys read the endpoints only: deliveries carry what receivers answered.
const READ_DELIVERIES = { scope: Scope.webhooksRead, sandbox: 'restricted' } as const;
const WRITE = { scope: Scope.webhooksWrite, sandbox: 'restricted' } as const;

@ApiTags('Webhooks')
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @ApiKeyRoute(READ)
  @ApiOperation({ summary: "List the team's webhook endpoints" })
  @ApiEnvelope(WebhookListView)
  async list(@Caller() ctx: RequestContext): Promise<SuccessBody<WebhookListView>> {
    const envelope: Envelope<Record<string, never>> = { ctx, data: {} };
    return respond(
      'Webhooks retrieved.',
      await this.bus.request<WebhookListView>(WebhookSubject.list, envelope),
    );
  }

  @Post()
  @ApiRequestExample(WEBHOOK_EXAMPLE)
  @HttpCode(201)
  @ApiKeyRoute(WRITE)
  @ApiOperation({
    summary: 'Create a webhook endpoint',
    description: 'The answer carries the signing secret (whsec_...), in full, this once.',
  })
  @ApiEnvelope(CreatedWebhookView, { status: 201 })
  @ApiErrors(BODY_ERRORS)
  async create(
    @Caller() ctx: RequestContext,
    @Body() body: CreateWebhookDto,
  ): Promise<SuccessBody<CreatedWebhookView>> {
    const envelope: Envelope<CreateWebhookDto> = { ctx, data: { ...body } };
    return respond(
      'Webhook created.',
      await this.bus.request<CreatedWebhookView>(WebhookSubject.create, envelope, {
        timeoutMs: WRITE_TIMEOUT_MS,
      }),
    );
  }

  @Get(':webhook')
  @ApiKeyRoute(READ)
  @ApiOperation({ summary: 'Read a webhook endpoint' })
  @ApiEnvelope(WebhookView)
  @ApiErrors(NOT_FOUND)
  async get(@Caller() ctx: RequestContext, @Param('webhook') id: string): Promise<SuccessBody<WebhookView>> {
    const envelope: Envelope<WebhookRef> = { ctx, data: { id } };
    return respond('Webhook retrieved.', await this.bus.request<WebhookView>(WebhookSubject.get, envelope));
  }

  @Patch(':webhook')
  @ApiRequestExample(WEBHOOK_CHANGE_EXAMPLE)
  @ApiKeyRoute(WRITE)
  @ApiOperation({
    summary: 'Change a webhook endpoint: the fields given',
    description:
      'A field left out keeps its value; null is no value of any field (422). A stored auth_password or ' +
      'oauth2.client_secret is kept only while the url (and the token_url) stay at their origin (scheme, ' +
      'host, port): an update that moves one to another origin must give the secret again (422).',
  })
  @ApiEnvelope(WebhookView)
  @ApiErrors(BODY_ERRORS)
  @ApiErrors(NOT_FOUND)
  update(
    @Caller() ctx: RequestContext,
    @Param('webhook') id: string,
    @Body() body: UpdateWebhookDto,
  ): Promise<SuccessBody<WebhookView>> {
    return this.change(ctx, id, body);
  }

  @Put(':webhook')
  @ApiRequestExample(WEBHOOK_CHANGE_EXAMPLE)
  @ApiKeyRoute(WRITE)
  @ApiOperation({ summary: 'Change a webhook endpoint: the fields given (as PATCH)' })
  @ApiEnvelope(WebhookView)
  @ApiErrors(BODY_ERRORS)
  @ApiErrors(NOT_FOUND)
  replace(
    @Caller() ctx: RequestContext,
    @Param('webhook') id: string,
    @Body() body: UpdateWebhookDto,
  ): Promise<SuccessBody<WebhookView>> {
    return this.change(ctx, id, body);
  }

  @Delete(':webhook')
  @ApiKeyRoute(WRITE)
  @ApiOperation({ summary: 'Delete a webhook endpoint; its queued deliveries are dropped' })
  @ApiMessage()
  @ApiErrors(NOT_FOUND)
  async delete(@Caller() ctx: RequestContext, @Param('webhook') id: string): Promise<{ message: string }> {
    const envelope: Envelope<WebhookRef> = { ctx, data: { id } };
    await this.bus.request(WebhookSubject.delete, envelope);
    return { message: 'Webhook deleted.' };
  }

  @Get(':webhook/deliveries')
  @ApiKeyRoute(READ_DELIVERIES)
  @ApiOperation({ summary: "The endpoint's delivery attempts, newest first, paged by cursor" })
  @ApiEnvelope(WebhookDeliveryListView)
  @ApiErrors({ 422: [ErrorCode.validationError] })
  @ApiErrors(NOT_FOUND)
  async deliveries(
    @Caller() ctx: RequestContext,
    @Param('webhook') id: string,
    @Query() query: ListWebhookDeliveriesQuery,
  ): Promise<SuccessBody<WebhookDeliveryListView>> {
    const envelope: Envelope<ListWebhookDeliveriesRequest<ListWebhookDeliveriesQuery>> = {
      ctx,
      data: { id, query: { ...query } },
    };
    return respond(
      'Webhook deliveries retrieved.',
      await this.bus.request<WebhookDeliveryListView>(WebhookSubject.listDeliveries, envelope),
    );
  }

  @Post(':webhook/deliveries/:deliveryId/retry')
  @HttpCode(202)
  @ApiKeyRoute(WRITE)
  @ApiOperation({
    summary: "Send a delivery's event again now (the same webhook-id); answers the queued attempt",
    description: 'A disabled endpoint is refused with 409 webhook_disabled: nothing is queued.',
  })
  @ApiEnvelope(WebhookDeliveryView, { status: 202 })
  @ApiErrors(NOT_FOUND)
  @ApiErrors({ 409: [ErrorCode.webhookDisabled] })
  async retry(
    @Caller() ctx: RequestContext,
    @Param('webhook') id: string,
    @Param('deliveryId') deliveryId: string,
  ): Promise<SuccessBody<WebhookDeliveryView>> {
    const envelope: Envelope<WebhookDeliveryRef> = { ctx, data: { id, delivery_id: deliveryId } };
    return respond(
      'Delivery queued.',
      await this.bus.request<WebhookDeliveryView>(WebhookSubject.retryDelivery, envelope),
    );
  }

  @Post(':webhook/test')
  @HttpCode(202)
  @ApiKeyRoute(WRITE)
  @ApiOperation({
    summary: 'Send a signed message.test event to the endpoint; answers the queued attempt',
    description: 'A disabled endpoint is refused with 409 webhook_disabled: nothing is queued.',
  })
  @ApiEnvelope(WebhookDeliveryView, { status: 202 })
  @ApiErrors(NOT_FOUND)
  @ApiErrors({ 409: [ErrorCode.webhookDisabled] })
  async test(
    @Caller() ctx: RequestContext,
    @Param('webhook') id: string,
  ): Promise<SuccessBody<WebhookDeliveryView>> {
    const envelope: Envelope<WebhookRef> = { ctx, data: { id } };
    return respond(
      'Test event queued.',
      await this.bus.request<WebhookDeliveryView>(WebhookSubject.sendTest, envelope),
    );
  }

  private async change(
    ctx: RequestContext,
    id: string,
    body: UpdateWebhookDto,
  ): Promise<SuccessBody<WebhookView>> {
    const envelope: Envelope<UpdateWebhookRequest<UpdateWebhookDto>> = {
      ctx,
      data: { id, changes: { ...body } },
    };
    return respond(
      'Webhook updated.',
      await this.bus.request<WebhookView>(WebhookSubject.update, envelope, { timeoutMs: WRITE_TIMEOUT_MS }),
    );
  }
}
