import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MembershipOutcome, RequestContext, ServiceError, TopicSubscriptionRef } from '@mailroom/contracts';
import { DataSource } from 'typeorm';
import { AUDIENCE_SCHEMA } from '../../../database/audience.schema';
import { requireUuid } from '../../../shared/audience-ids';
import { TopicRepository } from '../../../topics/topic.repository';
import { contactNotFound } from '../../contact-errors';
import { ContactRepository } from '../../contact.repository';

// POST /audience/contacts/{id}/topics/{topicId}: 201 for a new subscription, 200 when it already existed.
// Topics are opt-in: a campaign with a topic goes only to its subscribers.
@Injectable()
export class SubscribeContactToTopicUseCase {
  constructor(
    @InjectDataSource(AUDIENCE_SCHEMA) private readonly dataSource: DataSource,
    private readonly contacts: ContactRepository,
    private readonly topics: TopicRepository,
  ) {}

  execute(ctx: RequestContext, ref: TopicSubscriptionRef): Promise<MembershipOutcome> {
    const contactId = requireUuid(ref.contact_id, 'Contact');
    const topicId = requireUuid(ref.topic_id, 'Topic');
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.contacts.exists(manager, ctx.team_id, contactId))) throw contactNotFound();
      // Held until the subscription commits: a topic deleted meanwhile is 404, as if deleted just before.
      if ((await this.topics.unknownIdsHeld(manager, ctx.team_id, [topicId])).length > 0)
        throw ServiceError.notFound('Topic not found.');
      return { created: await this.topics.addMember(manager, topicId, contactId) };
    });
  }
}
