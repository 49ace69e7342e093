import { Injectable } from '@nestjs/common';
import { ContactView, RequestContext } from '@mailroom/contracts';
import { requireUuid } from '../../../shared/audience-ids';
import { contactNotFound } from '../../contact-errors';
import { ContactViews } from '../../contact-views';
import { ContactRepository } from '../../contact.repository';

@Injectable()
export class GetContactUseCase {
  constructor(
    private readonly contacts: ContactRepository,
    private readonly views: ContactViews,
  ) {}

  async execute(ctx: RequestContext, contactId: string): Promise<ContactView> {
    const row = await this.contacts.find(ctx.team_id, requireUuid(contactId, 'Contact'));
    if (!row) throw contactNotFound();
    return this.views.one(row);
  }
}
