import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AudienceSubject,
  CreateTopicDto,
  Envelope,
  PageQuery,
  TopicListView,
  TopicRef,
  TopicView,
  UpdateTopicRequest,
} from '@mailroom/contracts';
import { BusHandler } from '@mailroom/messaging';
import { CreateTopicUseCase } from './use-cases/create-topic/create-topic.use-case';
import { DeleteTopicUseCase } from './use-cases/delete-topic/delete-topic.use-case';
import { GetTopicUseCase } from './use-cases/get-topic/get-topic.use-case';
import { ListTopicsUseCase } from './use-cases/list-topics/list-topics.use-case';
import { UpdateTopicUseCase } from './use-cases/update-topic/update-topic.use-case';

@BusHandler()
export class TopicsHandler {
  constructor(
    private readonly createTopic: CreateTopicUseCase,
    private readonly listTopics: ListTopicsUseCase,
    private readonly getTopic: GetTopicUseCase,
    private readonly updateTopic: UpdateTopicUseCase,
    private readonly deleteTopic: DeleteTopicUseCase,
  ) {}

  @MessagePattern(AudienceSubject.createTopic)
  create(@Payload() { ctx, data }: Envelope<CreateTopicDto>): Promise<TopicView> {
    return this.createTopic.execute(ctx, data);
  }

  @MessagePattern(AudienceSubject.listTopics)
  list(@Payload() { ctx, data }: Envelope<PageQuery>): Promise<TopicListView> {
    return this.listTopics.execute(ctx, data);
  }

  @MessagePattern(AudienceSubject.getTopic)
  get(@Payload() { ctx, data }: Envelope<TopicRef>): Promise<TopicView> {
    return this.getTopic.execute(ctx, data.topic_id);
  }

  @MessagePattern(AudienceSubject.updateTopic)
  update(@Payload() { ctx, data }: Envelope<UpdateTopicRequest>): Promise<TopicView> {
    return this.updateTopic.execute(ctx, data);
  }

  @MessagePattern(AudienceSubject.deleteTopic)
  async delete(@Payload() { ctx, data }: Envelope<TopicRef>): Promise<{ deleted: true }> {
    await this.deleteTopic.execute(ctx, data.topic_id);
    return { deleted: true };
  }
}
