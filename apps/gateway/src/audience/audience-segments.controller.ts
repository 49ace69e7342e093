import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AudienceSubject,
  CreateSegmentDto,
  Envelope,
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

const READ = { scope: Scope.audienceRead, sandbox: 'allowed' } as const;
const WRITE = { scope: Scope.audienceWrite, sandbox: 'restricted' } as const;

@ApiTags('Audience')
@Controller('audience/segments')
export class AudienceSegmentsController {
  constructor(private readonly bus: BusClient) {}

  @Post()
  @HttpCode(201)
  @ApiKeyRoute(WRITE)
  @ApiOperation({ summary: 'Create a segment: condition groups OR-ed, conditions AND-ed; counted at once' })
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
  @ApiKeyRoute(WRITE)
  @ApiOperation({ summary: 'Change a segment; it is counted again at once' })
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
  async delete(@Caller() ctx: RequestContext, @Param('segmentId') id: string): Promise<{ message: string }> {
    const envelope: Envelope<SegmentRef> = { ctx, data: { segment_id: id } };
    await this.bus.request(AudienceSubject.deleteSegment, envelope);
    return { message: 'Segment deleted.' };
  }
}
