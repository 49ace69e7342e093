import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ContactView, RequestContext, UpdateContactDto } from '@mailroom/contracts';
import { DataSource } from 'typeorm';
import { AUDIENCE_SCHEMA } from '../../../database/audience.schema';
import { PropertyRepository } from '../../../properties/property.repository';
import { requireUuid } from '../../../shared/audience-ids';
import { checkContactProperties } from '../../contact-properties';
import { contactEmail, contactExists, contactNotFound, pausedUntil } from '../../contact-errors';
import { ContactViews } from '../../contact-views';
import { ContactChanges, ContactRepository, DuplicateContactEmail } from '../../contact.repository';

// PATCH /audience/contacts/{id}: every field optional; none returns the contact unchanged. A status change
// (a resubscribe included) is a deliberate write and goes into the contact's status history.
@Injectable()
export class UpdateContactUseCase {
  constructor(
    @InjectDataSource(AUDIENCE_SCHEMA) private readonly dataSource: DataSource,
    private readonly contacts: ContactRepository,
    private readonly properties: PropertyRepository,
    private readonly views: ContactViews,
  ) {}

  async execute(ctx: RequestContext, contactId: string, dto: UpdateContactDto): Promise<ContactView> {
    const id = requireUuid(contactId, 'Contact');
    const changes: ContactChanges = {};
    if (dto.email !== undefined) changes.email = contactEmail(dto.email);
    if (dto.paused_until !== undefined) changes.paused_until = pausedUntil(dto.paused_until);
    if (dto.status !== undefined) changes.status = dto.status;
    try {
      const row = await this.dataSource.transaction(async (manager) => {
        // First, so that a bad value is 422 whether or not the contact exists, as before.
        if (dto.properties !== undefined) {
          const { set, remove } = checkContactProperties(
            await this.properties.definitionsHeld(manager, ctx.team_id, Object.keys(dto.properties)),
            dto.properties,
            true,
          );
          changes.set = set;
          changes.remove = remove;
        }
        const before = await this.contacts.find(ctx.team_id, id, manager, true);
        if (!before) throw contactNotFound();
        if (Object.keys(changes).length === 0) return before;
        const after = await this.contacts.update(manager, ctx.team_id, id, changes, 'api');
        if (!after) throw contactNotFound();
        if (after.status !== before.status) {
          await this.contacts.recordStatusChange(manager, ctx.team_id, {
            contact_id: id,
            from: before.status,
            to: after.status,
            reason: 'api',
            key_id: ctx.key_id,
          });
        }
        return after;
      });
      return await this.views.one(row);
    } catch (error) {
      if (error instanceof DuplicateContactEmail) throw contactExists(changes.email ?? '');
      throw error;
    }
  }
}
