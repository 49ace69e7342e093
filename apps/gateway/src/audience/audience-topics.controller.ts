import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  PageQuery,
  AudienceSubject,
  CreateTopicDto,
  Envelope,
  ErrorCode,
  MAX_TOPICS_PER_TEAM,
  RequestContext,
  Scope,
  TopicListView,
  TopicRef,
  TopicView,
  UpdateTopicDto,
  UpdateTopicRequest,
} from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { Caller } from '../access/request-context.decorator';
import { ApiKeyRoute } from '../access/route-policy';
import { respond, SuccessBody } from '../http/respond';
import { ApiEnvelope, ApiErrors, ApiMessage, BODY_ERRORS, NOT_FOUND } from '../http/api-docs';

const READ = { scope: Scope.audienceRead, sandbox: 'allowed' } as const;
const WRITE = { scope: Scope.audienceWrite, sandbox: 'restricted' } as const;

@ApiTags('Audience')
@Controller('audience/topics')
export class AudienceTopicsController {
  constructor(private readonly bus: BusClient) {}

  @Post()
  @HttpCode(201)
  @ApiKeyRoute(WRITE)
  @ApiOperation({
    summary: 'Create a topic (opt-in: a campaign with a topic goes only to its subscribers)',
    description:
      `A team has at most ${MAX_TOPICS_PER_TEAM} topics: ` + 'one more is 422 validation_error, errors.name.',
  })
  @ApiEnvelope(TopicView, { status: 201 })
  @ApiErrors(BODY_ERRORS)
  async create(@Caller() ctx: RequestContext, @Body() body: CreateTopicDto): Promise<SuccessBody<TopicView>> {
    const envelope: Envelope<CreateTopicDto> = { ctx, data: { ...body } };
    return respond(
      'Topic created.',
      await this.bus.request<TopicView>(AudienceSubject.createTopic, envelope),
    );
  }

  @Get()
  @ApiKeyRoute(READ)
  @ApiOperation({ summary: 'List topics, newest first' })
  @ApiEnvelope(TopicListView)
  @ApiErrors({ 422: [ErrorCode.validationError] })
  async list(@Caller() ctx: RequestContext, @Query() query: PageQuery): Promise<SuccessBody<TopicListView>> {
    const envelope: Envelope<PageQuery> = { ctx, data: { ...query } };
    return respond(
      'Topics retrieved.',
      await this.bus.request<TopicListView>(AudienceSubject.listTopics, envelope),
    );
  }

  @Get(':topicId')
  @ApiKeyRoute(READ)
  @ApiOperation({ summary: 'Read a topic with its subscriber count' })
  @ApiEnvelope(TopicView)
  @ApiErrors(NOT_FOUND)
  async get(@Caller() ctx: RequestContext, @Param('topicId') id: string): Promise<SuccessBody<TopicView>> {
    const envelope: Envelope<TopicRef> = { ctx, data: { topic_id: id } };
    return respond('Topic retrieved.', await this.bus.request<TopicView>(AudienceSubject.getTopic, envelope));
  }

  @Patch(':topicId')
  @ApiKeyRoute(WRITE)
  @ApiOperation({ summary: 'Rename a topic or change its description' })
  @ApiEnvelope(TopicView)
  @ApiErrors(BODY_ERRORS)
  @ApiErrors(NOT_FOUND)
  async update(
    @Caller() ctx: RequestContext,
    @Param('topicId') id: string,
    @Body() body: UpdateTopicDto,
  ): Promise<SuccessBody<TopicView>> {
    const envelope: Envelope<UpdateTopicRequest> = { ctx, data: { topic_id: id, changes: { ...body } } };
    return respond(
      'Topic updated.',
      await this.bus.request<TopicView>(AudienceSubject.updateTopic, envelope),
    );
  }

  @Delete(':topicId')
  @ApiKeyRoute(WRITE)
  @ApiOperation({ summary: 'Delete a topic and its subscriptions' })
  @ApiMessage()
  @ApiErrors(NOT_FOUND)
  async delete(@Caller() ctx: RequestContext, @Param('topicId') id: string): Promise<{ message: string }> {
    const envelope: Envelope<TopicRef> = { ctx, data: { topic_id: id } };
    await this.bus.request(AudienceSubject.deleteTopic, envelope);
    return { message: 'Topic deleted.' };
  }
}
