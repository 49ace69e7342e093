import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CreateTemplateDto,
  Envelope,
  ErrorCode,
  GetTemplateQuery,
  GetTemplateRequest,
  ListTemplatesQuery,
  MergeTagsView,
  RenderedTemplateView,
  RenderTemplateDto,
  RenderTemplateRequest,
  RequestContext,
  Scope,
  TemplateListView,
  TemplateProjectQuery,
  TemplateRef,
  TemplateSubject,
  TemplateView,
  UpdateTemplateDto,
  UpdateTemplateRequest,
} from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { Caller } from '../access/request-context.decorator';
import { ApiKeyRoute } from '../access/route-policy';
import { respond, SuccessBody } from '../http/respond';
import { ApiEnvelope, ApiErrors, ApiMessage, ApiRequestExample, BODY_ERRORS } from '../http/api-docs';
import { TEMPLATE_EXAMPLE } from '../http/request-examples';

@ApiTags('Templates')
@Controller('templates')
export class TemplatesController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @ApiKeyRoute({ scope: Scope.templatesRead, sandbox: 'allowed' })
  @ApiOperation({ summary: 'List templates (current versions), newest first' })
  @ApiEnvelope(TemplateListView)
  @ApiErrors({ 422: [ErrorCode.validationError] })
  @ApiErrors({ 404: [ErrorCode.notFound, ErrorCode.templateNotFound] })
  async list(
    @Caller() ctx: RequestContext,
    @Query() query: ListTemplatesQuery,
  ): Promise<SuccessBody<TemplateListView>> {
    const envelope: Envelope<ListTemplatesQuery> = { ctx, data: { ...query } };
    return respond(
      'Templates retrieved.',
      await this.bus.request<TemplateListView>(TemplateSubject.list, envelope),
    );
  }

  @Post()
  @ApiRequestExample(TEMPLATE_EXAMPLE)
  @HttpCode(201)
  @ApiKeyRoute({ scope: Scope.templatesWrite, sandbox: 'restricted' })
  @ApiOperation({ summary: 'Create a template (version 1)' })
  @ApiEnvelope(TemplateView, { status: 201 })
  @ApiErrors(BODY_ERRORS)
  @ApiErrors({ 404: [ErrorCode.notFound, ErrorCode.templateNotFound] })
  @ApiErrors({ 409: [ErrorCode.templateExists] })
  async create(
    @Caller() ctx: RequestContext,
    @Body() body: CreateTemplateDto,
  ): Promise<SuccessBody<TemplateView>> {
    const envelope: Envelope<CreateTemplateDto> = { ctx, data: { ...body } };
    return respond(
      'Template created.',
      await this.bus.request<TemplateView>(TemplateSubject.create, envelope),
    );
  }

  @Get(':slug')
  @ApiKeyRoute({ scope: Scope.templatesRead, sandbox: 'allowed' })
  @ApiOperation({ summary: 'Read a template; ?version=N reads an earlier version' })
  @ApiEnvelope(TemplateView)
  @ApiErrors({ 422: [ErrorCode.validationError] })
  @ApiErrors({ 404: [ErrorCode.notFound, ErrorCode.templateNotFound] })
  async get(
    @Caller() ctx: RequestContext,
    @Param('slug') slug: string,
    @Query() query: GetTemplateQuery,
  ): Promise<SuccessBody<TemplateView>> {
    const envelope: Envelope<GetTemplateRequest> = { ctx, data: { slug, ...query } };
    return respond(
      'Template retrieved.',
      await this.bus.request<TemplateView>(TemplateSubject.get, envelope),
    );
  }

  @Put(':slug')
  @ApiKeyRoute({ scope: Scope.templatesWrite, sandbox: 'restricted' })
  @ApiOperation({ summary: 'Change a template; a content change makes a new version' })
  @ApiEnvelope(TemplateView)
  @ApiErrors(BODY_ERRORS)
  @ApiErrors({ 404: [ErrorCode.notFound, ErrorCode.templateNotFound] })
  @ApiErrors({ 409: [ErrorCode.templateExists] })
  async update(
    @Caller() ctx: RequestContext,
    @Param('slug') slug: string,
    @Query() query: TemplateProjectQuery,
    @Body() body: UpdateTemplateDto,
  ): Promise<SuccessBody<TemplateView>> {
    const envelope: Envelope<UpdateTemplateRequest> = { ctx, data: { slug, ...query, changes: { ...body } } };
    return respond(
      'Template updated.',
      await this.bus.request<TemplateView>(TemplateSubject.update, envelope),
    );
  }

  @Delete(':slug')
  @ApiKeyRoute({ scope: Scope.templatesWrite, sandbox: 'restricted' })
  @ApiOperation({ summary: 'Delete a template and all its versions' })
  @ApiMessage()
  @ApiErrors({ 404: [ErrorCode.notFound, ErrorCode.templateNotFound] })
  @ApiErrors({ 422: [ErrorCode.validationError] })
  async remove(
    @Caller() ctx: RequestContext,
    @Param('slug') slug: string,
    @Query() query: TemplateProjectQuery,
  ): Promise<{ message: string }> {
    const envelope: Envelope<TemplateRef> = { ctx, data: { slug, ...query } };
    await this.bus.request(TemplateSubject.delete, envelope);
    return { message: 'Template deleted.' };
  }

  @Get(':slug/merge-tags')
  @ApiKeyRoute({ scope: Scope.templatesRead, sandbox: 'allowed' })
  @ApiOperation({ summary: 'The merge tags of the current version, from subject, html and text' })
  @ApiEnvelope(MergeTagsView)
  @ApiErrors({ 404: [ErrorCode.notFound, ErrorCode.templateNotFound] })
  @ApiErrors({ 422: [ErrorCode.validationError] })
  async mergeTags(
    @Caller() ctx: RequestContext,
    @Param('slug') slug: string,
    @Query() query: TemplateProjectQuery,
  ): Promise<SuccessBody<MergeTagsView>> {
    const envelope: Envelope<TemplateRef> = { ctx, data: { slug, ...query } };
    return respond(
      'Merge tags retrieved.',
      await this.bus.request<MergeTagsView>(TemplateSubject.mergeTags, envelope),
    );
  }

  @Post(':slug/render')
  @HttpCode(200)
  @ApiKeyRoute({ scope: Scope.templatesRead, sandbox: 'restricted' })
  @ApiOperation({
    summary: 'Render a version with substitution data, as a send would (a preview; nothing is sent)',
  })
  @ApiEnvelope(RenderedTemplateView)
  @ApiErrors(BODY_ERRORS)
  @ApiErrors({ 400: [ErrorCode.sendError], 404: [ErrorCode.notFound, ErrorCode.templateNotFound] })
  async render(
    @Caller() ctx: RequestContext,
    @Param('slug') slug: string,
    @Query() query: TemplateProjectQuery,
    @Body() body: RenderTemplateDto,
  ): Promise<SuccessBody<RenderedTemplateView>> {
    const envelope: Envelope<RenderTemplateRequest> = { ctx, data: { slug, ...query, ...body } };
    return respond(
      'Template rendered.',
      await this.bus.request<RenderedTemplateView>(TemplateSubject.render, envelope),
    );
  }
}
