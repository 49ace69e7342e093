import { Injectable } from '@nestjs/common';
import { RequestContext } from '@mailroom/contracts';
import { requireUuid } from '../../../shared/audience-ids';
import { contactNotFound } from '../../contact-errors';
import { ContactRepository } from '../../contact.repository';

// DELETE /audience/contacts/{id}: the contact with its memberships, subscriptions and history.
@Injectable()
export class DeleteContactUseCase {
  constructor(private readonly contacts: ContactRepository) {}

  async execute(ctx: RequestContext, contactId: string): Promise<void> {
    if (!(await this.contacts.delete(ctx.team_id, requireUuid(contactId, 'Contact'))))
      throw contactNotFound();
  }
}
