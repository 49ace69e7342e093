import { Injectable } from '@nestjs/common';
import { RequestContext, ServiceError, TopicView, UpdateTopicRequest } from '@mailroom/contracts';
import { topicView } from '../../../lists/list.mapper';
import { requireUuid } from '../../../shared/audience-ids';
import { TopicRepository } from '../../topic.repository';

@Injectable()
export class UpdateTopicUseCase {
  constructor(private readonly topics: TopicRepository) {}

  async execute(ctx: RequestContext, request: UpdateTopicRequest): Promise<TopicView> {
    const row = await this.topics.update(
      ctx.team_id,
      requireUuid(request.topic_id, 'Topic'),
      request.changes,
    );
    if (!row) throw ServiceError.notFound('Topic not found.');
    return topicView(row);
  }
}
