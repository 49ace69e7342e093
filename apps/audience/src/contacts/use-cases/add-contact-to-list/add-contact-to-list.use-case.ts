import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ListMembershipRef, MembershipOutcome, RequestContext, ServiceError } from '@mailroom/contracts';
import { DataSource } from 'typeorm';
import { AUDIENCE_SCHEMA } from '../../../database/audience.schema';
import { ListRepository } from '../../../lists/list.repository';
import { requireUuid } from '../../../shared/audience-ids';
import { contactNotFound } from '../../contact-errors';
import { ContactRepository } from '../../contact.repository';

// POST /audience/contacts/{id}/lists/{listId}: 201 when the membership is new, 200 when it was there.
@Injectable()
export class AddContactToListUseCase {
  constructor(
    @InjectDataSource(AUDIENCE_SCHEMA) private readonly dataSource: DataSource,
    private readonly contacts: ContactRepository,
    private readonly lists: ListRepository,
  ) {}

  execute(ctx: RequestContext, ref: ListMembershipRef): Promise<MembershipOutcome> {
    const contactId = requireUuid(ref.contact_id, 'Contact');
    const listId = requireUuid(ref.list_id, 'List');
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.contacts.exists(manager, ctx.team_id, contactId))) throw contactNotFound();
      // Held until the membership commits: a list deleted meanwhile is 404, as if deleted just before.
      if ((await this.lists.unknownIdsHeld(manager, ctx.team_id, [listId])).length > 0)
        throw ServiceError.notFound('List not found.');
      return { created: await this.lists.addMember(manager, listId, contactId) };
    });
  }
}
