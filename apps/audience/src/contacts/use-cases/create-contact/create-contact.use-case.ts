import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ContactView, CreateContactDto, RequestContext, ServiceError } from '@mailroom/contracts';
import { DataSource } from 'typeorm';
import { AUDIENCE_SCHEMA } from '../../../database/audience.schema';
import { ListRepository } from '../../../lists/list.repository';
import { PropertyRepository } from '../../../properties/property.repository';
import { TopicRepository } from '../../../topics/topic.repository';
import { checkContactProperties } from '../../contact-properties';
import { contactEmail, contactExists, pausedUntil } from '../../contact-errors';
import { ContactViews } from '../../contact-views';
import { ContactRepository, DuplicateContactEmail } from '../../contact.repository';

// POST /audience/contacts: a contact, unique per team by email (case-insensitive), in its lists and topics.
@Injectable()
export class CreateContactUseCase {
  constructor(
    @InjectDataSource(AUDIENCE_SCHEMA) private readonly dataSource: DataSource,
    private readonly contacts: ContactRepository,
    private readonly properties: PropertyRepository,
    private readonly lists: ListRepository,
    private readonly topics: TopicRepository,
    private readonly views: ContactViews,
  ) {}

  async execute(ctx: RequestContext, dto: CreateContactDto): Promise<ContactView> {
    const email = contactEmail(dto.email);
    const paused = pausedUntil(dto.paused_until ?? null);
    const given = dto.properties ?? {};
    const listIds = [...new Set((dto.list_ids ?? []).map((id) => id.toLowerCase()))];
    const topicIds = [...new Set((dto.topic_ids ?? []).map((id) => id.toLowerCase()))];
    try {
      const row = await this.dataSource.transaction(async (manager) => {
        // First, so that a bad value is 422 however the lists fare.
        const { set } = checkContactProperties(
          await this.properties.definitionsHeld(manager, ctx.team_id, Object.keys(given)),
          given,
          false,
        );
        // Another team's list or topic is answered like one that does not exist; the others are held until
        // the memberships commit (one deleted meanwhile is 404, as if deleted just before).
        if ((await this.lists.unknownIdsHeld(manager, ctx.team_id, listIds)).length)
          throw ServiceError.notFound('List not found.');
        if ((await this.topics.unknownIdsHeld(manager, ctx.team_id, topicIds)).length)
          throw ServiceError.notFound('Topic not found.');
        const contact = await this.contacts.insert(manager, ctx.team_id, {
          email,
          status: dto.status ?? 'subscribed',
          paused_until: paused,
          properties: set,
        });
        await this.lists.addMemberships(manager, contact.id, listIds);
        await this.topics.addMemberships(manager, contact.id, topicIds);
        return contact;
      });
      return await this.views.one(row);
    } catch (error) {
      if (error instanceof DuplicateContactEmail) throw contactExists(email);
      throw error;
    }
  }
}
