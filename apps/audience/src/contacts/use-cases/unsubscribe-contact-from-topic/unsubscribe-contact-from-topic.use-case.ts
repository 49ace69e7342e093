import { Injectable } from '@nestjs/common';
import { RequestContext, TopicSubscriptionRef } from '@mailroom/contracts';
import { isUuid } from '../../../shared/audience-ids';
import { TopicRepository } from '../../../topics/topic.repository';

// DELETE /audience/contacts/{id}/topics/{topicId}: idempotent, like leaving a list.
@Injectable()
export class UnsubscribeContactFromTopicUseCase {
  constructor(private readonly topics: TopicRepository) {}

  async execute(ctx: RequestContext, ref: TopicSubscriptionRef): Promise<void> {
    if (!isUuid(ref.contact_id) || !isUuid(ref.topic_id)) return;
    await this.topics.removeMember(ctx.team_id, ref.topic_id, ref.contact_id);
  }
}
