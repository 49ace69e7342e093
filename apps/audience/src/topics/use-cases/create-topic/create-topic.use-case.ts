import { Injectable } from '@nestjs/common';
import {
  CreateTopicDto,
  MAX_TOPICS_PER_TEAM,
  RequestContext,
  ServiceError,
  TopicView,
} from '@mailroom/contracts';
import { topicView } from '../../../lists/list.mapper';
import { TopicRepository } from '../../topic.repository';

@Injectable()
export class CreateTopicUseCase {
  constructor(private readonly topics: TopicRepository) {}

  async execute(ctx: RequestContext, dto: CreateTopicDto): Promise<TopicView> {
    const row = await this.topics.insert(
      ctx.team_id,
      { name: dto.name, description: dto.description ?? null },
      MAX_TOPICS_PER_TEAM,
    );
    if (!row) {
      throw ServiceError.validation({ name: [`A team may have at most ${MAX_TOPICS_PER_TEAM} topics.`] });
    }
    return topicView(row);
  }
}
