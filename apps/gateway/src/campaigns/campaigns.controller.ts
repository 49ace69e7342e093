import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CampaignEventListView,
  CampaignListView,
  CampaignRef,
  CampaignSubject,
  CampaignView,
  CreateCampaignDto,
  Envelope,
  ErrorCode,
  ListCampaignEventsQuery,
  ListCampaignsQuery,
  RequestContext,
  ScheduleCampaignDto,
  Scope,
  UpdateCampaignDto,
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
  ErrorAnswers,
  NOT_FOUND,
} from '../http/api-docs';
import { CAMPAIGN_CHANGE_EXAMPLE, CAMPAIGN_EXAMPLE } from '../http/request-examples';

// Sending and scheduling check the sender through sending (which asks domains and templates) and count a
// free team's recipients through audience.
const LAUNCH_TIMEOUT_MS = 30_000;

// SPEC allows sandbox keys none of these: they cannot send campaigns.
const READ = { scope: Scope.campaignsRead, sandbox: 'restricted' } as const;
const WRITE = { scope: Scope.campaignsWrite, sandbox: 'restricted' } as const;

// What sending or scheduling a campaign checks first, as POST /emails would: the sender domain, the template,
// the audience it names (422 naming the field), and a free team's quota for the whole campaign.
const LAUNCH_ERRORS: ErrorAnswers = {
  400: [ErrorCode.invalidDomain, ErrorCode.unconfiguredDomain, ErrorCode.sendError],
  404: [ErrorCode.templateNotFound],
  422: [ErrorCode.validationError],
  429: [ErrorCode.quotaExceeded, ErrorCode.dailyQuotaExceeded],
};

@ApiTags('Campaigns')
@Controller('campaigns')
export class CampaignsController {
  constructor(private readonly bus: BusClient) {}

  @Post()
  @ApiRequestExample(CAMPAIGN_EXAMPLE)
  @HttpCode(201)
  @ApiKeyRoute(WRITE)
  @ApiOperation({ summary: 'Create a campaign (draft): content (html/text or template_slug) and audience' })
  @ApiEnvelope(CampaignView, { status: 201 })
  @ApiErrors(BODY_ERRORS)
  @ApiErrors({ 404: [ErrorCode.notFound, ErrorCode.templateNotFound] })
  async create(
    @Caller() ctx: RequestContext,
    @Body() body: CreateCampaignDto,
  ): Promise<SuccessBody<CampaignView>> {
    const envelope: Envelope<CreateCampaignDto> = { ctx, data: { ...body } };
    return respond(
      'Campaign created.',
      await this.bus.request<CampaignView>(CampaignSubject.create, envelope),
    );
  }

  @Get()
  @ApiKeyRoute(READ)
  @ApiOperation({ summary: 'List campaigns, newest first' })
  @ApiEnvelope(CampaignListView)
  @ApiErrors({ 422: [ErrorCode.validationError] })
  async list(
    @Caller() ctx: RequestContext,
    @Query() query: ListCampaignsQuery,
  ): Promise<SuccessBody<CampaignListView>> {
    const envelope: Envelope<ListCampaignsQuery> = { ctx, data: { ...query } };
    return respond(
      'Campaigns retrieved.',
      await this.bus.request<CampaignListView>(CampaignSubject.list, envelope),
    );
  }

  @Get(':campaignId')
  @ApiKeyRoute(READ)
  @ApiOperation({ summary: 'Read a campaign with its stats' })
  @ApiEnvelope(CampaignView)
  @ApiErrors(NOT_FOUND)
  async get(
    @Caller() ctx: RequestContext,
    @Param('campaignId') id: string,
  ): Promise<SuccessBody<CampaignView>> {
    const envelope: Envelope<CampaignRef> = { ctx, data: { id } };
    return respond(
      'Campaign retrieved.',
      await this.bus.request<CampaignView>(CampaignSubject.get, envelope),
    );
  }

  @Patch(':campaignId')
  @ApiRequestExample(CAMPAIGN_CHANGE_EXAMPLE)
  @ApiKeyRoute(WRITE)
  @ApiOperation({ summary: 'Change a draft campaign; 409 campaign_status_conflict otherwise' })
  @ApiEnvelope(CampaignView)
  @ApiErrors(BODY_ERRORS)
  @ApiErrors({ 404: [ErrorCode.notFound, ErrorCode.templateNotFound] })
  @ApiErrors({ 409: [ErrorCode.campaignStatusConflict] })
  async update(
    @Caller() ctx: RequestContext,
    @Param('campaignId') id: string,
    @Body() body: UpdateCampaignDto,
  ): Promise<SuccessBody<CampaignView>> {
    const envelope: Envelope<CampaignRef & { changes: UpdateCampaignDto }> = {
      ctx,
      data: { id, changes: { ...body } },
    };
    return respond(
      'Campaign updated.',
      await this.bus.request<CampaignView>(CampaignSubject.update, envelope),
    );
  }

  @Delete(':campaignId')
  @ApiKeyRoute(WRITE)
  @ApiOperation({ summary: 'Delete a draft campaign; 409 campaign_status_conflict otherwise' })
  @ApiMessage()
  @ApiErrors(NOT_FOUND)
  @ApiErrors({ 409: [ErrorCode.campaignStatusConflict] })
  async delete(@Caller() ctx: RequestContext, @Param('campaignId') id: string): Promise<{ message: string }> {
    const envelope: Envelope<CampaignRef> = { ctx, data: { id } };
    await this.bus.request(CampaignSubject.delete, envelope);
    return { message: 'Campaign deleted.' };
  }

  @Post(':campaignId/schedule')
  @HttpCode(200)
  @ApiKeyRoute(WRITE)
  @ApiOperation({ summary: 'Schedule a draft campaign (in_review first for a team not yet approved)' })
  @ApiEnvelope(CampaignView)
  @ApiErrors(BODY_ERRORS)
  @ApiErrors(NOT_FOUND)
  @ApiErrors({ 409: [ErrorCode.campaignStatusConflict] })
  @ApiErrors(LAUNCH_ERRORS)
  async schedule(
    @Caller() ctx: RequestContext,
    @Param('campaignId') id: string,
    @Body() body: ScheduleCampaignDto,
  ): Promise<SuccessBody<CampaignView>> {
    const envelope: Envelope<CampaignRef & ScheduleCampaignDto> = { ctx, data: { ...body, id } };
    return respond(
      'Campaign scheduled.',
      await this.bus.request<CampaignView>(CampaignSubject.schedule, envelope, {
        timeoutMs: LAUNCH_TIMEOUT_MS,
      }),
    );
  }

  @Post(':campaignId/send')
  @HttpCode(200)
  @ApiKeyRoute(WRITE)
  @ApiOperation({ summary: 'Send a draft campaign now (in_review first for a team not yet approved)' })
  @ApiEnvelope(CampaignView)
  @ApiErrors(NOT_FOUND)
  @ApiErrors({ 409: [ErrorCode.campaignStatusConflict] })
  @ApiErrors(LAUNCH_ERRORS)
  async send(
    @Caller() ctx: RequestContext,
    @Param('campaignId') id: string,
  ): Promise<SuccessBody<CampaignView>> {
    const envelope: Envelope<CampaignRef> = { ctx, data: { id } };
    return respond(
      'Campaign sending.',
      await this.bus.request<CampaignView>(CampaignSubject.send, envelope, { timeoutMs: LAUNCH_TIMEOUT_MS }),
    );
  }

  @Post(':campaignId/cancel')
  @HttpCode(200)
  @ApiKeyRoute(WRITE)
  @ApiOperation({ summary: 'Cancel a scheduled campaign: back to draft' })
  @ApiEnvelope(CampaignView)
  @ApiErrors(NOT_FOUND)
  @ApiErrors({ 409: [ErrorCode.campaignStatusConflict] })
  async cancel(
    @Caller() ctx: RequestContext,
    @Param('campaignId') id: string,
  ): Promise<SuccessBody<CampaignView>> {
    const envelope: Envelope<CampaignRef> = { ctx, data: { id } };
    return respond(
      'Campaign cancelled.',
      await this.bus.request<CampaignView>(CampaignSubject.cancel, envelope),
    );
  }

  @Get(':campaignId/events')
  @ApiKeyRoute(READ)
  @ApiOperation({ summary: "The campaign's email events, newest first, cursor paged" })
  @ApiEnvelope(CampaignEventListView)
  @ApiErrors({ 422: [ErrorCode.validationError] })
  @ApiErrors(NOT_FOUND)
  async events(
    @Caller() ctx: RequestContext,
    @Param('campaignId') id: string,
    @Query() query: ListCampaignEventsQuery,
  ): Promise<SuccessBody<CampaignEventListView>> {
    const envelope: Envelope<CampaignRef & { query: ListCampaignEventsQuery }> = {
      ctx,
      data: { id, query: { ...query } },
    };
    return respond(
      'Campaign events retrieved.',
      await this.bus.request<CampaignEventListView>(CampaignSubject.listEvents, envelope),
    );
  }
}
