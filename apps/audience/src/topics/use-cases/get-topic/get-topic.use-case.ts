import { Injectable } from '@nestjs/common';
import { RequestContext, ServiceError, TopicView } from '@mailroom/contracts';
import { topicView } from '../../../lists/list.mapper';
import { requireUuid } from '../../../shared/audience-ids';
import { TopicRepository } from '../../topic.repository';

@Injectable()
export class GetTopicUseCase {
  constructor(private readonly topics: TopicRepository) {}

  async execute(ctx: RequestContext, topicId: string): Promise<TopicView> {
    const row = await this.topics.find(ctx.team_id, requireUuid(topicId, 'Topic'));
    if (!row) throw ServiceError.notFound('Topic not found.');
    return topicView(row);
  }
}
