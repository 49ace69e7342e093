import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RequestContext, ServiceError } from '@mailroom/contracts';
import { DataSource } from 'typeorm';
import { AUDIENCE_SCHEMA } from '../../../database/audience.schema';
import { requireUuid } from '../../../shared/audience-ids';
import { TopicRepository } from '../../topic.repository';

// DELETE /audience/topics/{id}: the topic and its subscriptions; the contacts stay.
@Injectable()
export class DeleteTopicUseCase {
  constructor(
    @InjectDataSource(AUDIENCE_SCHEMA) private readonly dataSource: DataSource,
    private readonly topics: TopicRepository,
  ) {}

  execute(ctx: RequestContext, topicId: string): Promise<void> {
    const id = requireUuid(topicId, 'Topic');
    return this.dataSource.transaction(async (manager) => {
      if ((await this.topics.delete(manager, ctx.team_id, [id])) === 0)
        throw ServiceError.notFound('Topic not found.');
    });
  }
}
