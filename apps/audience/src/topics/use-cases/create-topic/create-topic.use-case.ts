import { Injectable } from '@nestjs/common';
import { CreateTopicDto, RequestContext, TopicView } from '@mailroom/contracts';
import { topicView } from '../../../lists/list.mapper';
import { TopicRepository } from '../../topic.repository';

@Injectable()
export class CreateTopicUseCase {
  constructor(private readonly topics: TopicRepository) {}

  async execute(ctx: RequestContext, dto: CreateTopicDto): Promise<TopicView> {
    return topicView(
      await this.topics.insert(ctx.team_id, { name: dto.name, description: dto.description ?? null }),
    );
  }
}
