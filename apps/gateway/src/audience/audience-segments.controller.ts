import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AudienceSubject,
  CreateSegmentDto,
  Envelope,
  ErrorCode,
  ListSegmentsQuery,
  RequestContext,
  Scope,
  SegmentListView,
  SegmentRef,
  SegmentView,
  UpdateSegmentDto,
  UpdateSegmentRequest,
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
import { SEGMENT_EXAMPLE } from '../http/request-examples';

const READ = { scope: Scope.audienceRead, sandbox: 'allowed' } as const;
const WRITE = { scope: Scope.audienceWrite, sandbox: 'restricted' } as const;

@ApiTags('Audience')
@Controller('audience/segments')
export class AudienceSegmentsController {
  constructor(private readonly bus: BusClient) {}

  @Post()
  @ApiRequestExample(SEGMENT_EXAMPLE)
  @HttpCode(201)
  @ApiKeyRoute(WRITE)
  @ApiOperation({ summary: 'Create a segment: condition groups OR-ed, conditions AND-ed; counted at once' })
  @ApiEnvelope(SegmentView, { status: 201 })
  @ApiErrors(BODY_ERRORS)
  @ApiErrors(NOT_FOUND)
  async create(
    @Caller() ctx: RequestContext,
    @Body() body: CreateSegmentDto,
  ): Promise<SuccessBody<SegmentView>> {
    const envelope: Envelope<CreateSegmentDto> = { ctx, data: { ...body } };
    return respond(
      'Segment created.',
      await this.bus.request<SegmentView>(AudienceSubject.createSegment, envelope),
    );
  }

  @Get()
  @ApiKeyRoute(READ)
  @ApiOperation({ summary: 'List segments, newest first; list_id keeps those restricted to that list' })
  @ApiEnvelope(SegmentListView)
  @ApiErrors({ 422: [ErrorCode.validationError] })
  @ApiErrors(NOT_FOUND)
  async list(
    @Caller() ctx: RequestContext,
    @Query() query: ListSegmentsQuery,
  ): Promise<SuccessBody<SegmentListView>> {
    const envelope: Envelope<ListSegmentsQuery> = { ctx, data: { ...query } };
    return respond(
      'Segments retrieved.',
      await this.bus.request<SegmentListView>(AudienceSubject.listSegments, envelope),
    );
  }

  @Get(':segmentId')
  @ApiKeyRoute(READ)
  @ApiOperation({ summary: 'Read a segment with its cached contact count' })
  @ApiEnvelope(SegmentView)
  @ApiErrors(NOT_FOUND)
  async get(
    @Caller() ctx: RequestContext,
    @Param('segmentId') id: string,
  ): Promise<SuccessBody<SegmentView>> {
    const envelope: Envelope<SegmentRef> = { ctx, data: { segment_id: id } };
    return respond(
      'Segment retrieved.',
      await this.bus.request<SegmentView>(AudienceSubject.getSegment, envelope),
    );
  }

  @Patch(':segmentId')
  @ApiRequestExample(SEGMENT_EXAMPLE)
  @ApiKeyRoute(WRITE)
  @ApiOperation({ summary: 'Change a segment; it is counted again at once' })
  @ApiEnvelope(SegmentView)
  @ApiErrors(BODY_ERRORS)
  @ApiErrors(NOT_FOUND)
  async update(
    @Caller() ctx: RequestContext,
    @Param('segmentId') id: string,
    @Body() body: UpdateSegmentDto,
  ): Promise<SuccessBody<SegmentView>> {
    const envelope: Envelope<UpdateSegmentRequest> = { ctx, data: { segment_id: id, changes: { ...body } } };
    return respond(
      'Segment updated.',
      await this.bus.request<SegmentView>(AudienceSubject.updateSegment, envelope),
    );
  }

  @Delete(':segmentId')
  @ApiKeyRoute(WRITE)
  @ApiOperation({ summary: 'Delete a segment' })
  @ApiMessage()
  @ApiErrors(NOT_FOUND)
  async delete(@Caller() ctx: RequestContext, @Param('segmentId') id: string): Promise<{ message: string }> {
    const envelope: Envelope<SegmentRef> = { ctx, data: { segment_id: id } };
    await this.bus.request(AudienceSubject.deleteSegment, envelope);
    return { message: 'Segment deleted.' };
  }
}
