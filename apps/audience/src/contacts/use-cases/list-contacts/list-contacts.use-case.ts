import { Injectable } from '@nestjs/common';
import {
  ContactListView,
  ListContactsQuery,
  MAX_INTEGER,
  pagination,
  RequestContext,
  ServiceError,
} from '@mailroom/contracts';
import { ListRepository } from '../../../lists/list.repository';
import { isUuid, within } from '../../../shared/audience-ids';
import { ContactViews } from '../../contact-views';
import { ContactRepository } from '../../contact.repository';

// GET /audience/contacts: newest first, a page at a time. A list's total is its kept member count; other
// filters count the matching contacts.
@Injectable()
export class ListContactsUseCase {
  constructor(
    private readonly contacts: ContactRepository,
    private readonly lists: ListRepository,
    private readonly views: ContactViews,
  ) {}

  async execute(ctx: RequestContext, query: ListContactsQuery): Promise<ContactListView> {
    const page = within(query.page, MAX_INTEGER, 1);
    const perPage = within(query.per_page, 100, 25);
    const filter = { list_id: query.list_id?.toLowerCase(), status: query.status, email: query.email };
    let total: number | undefined;
    if (filter.list_id !== undefined) {
      const list = isUuid(filter.list_id) ? await this.lists.find(ctx.team_id, filter.list_id) : undefined;
      if (!list) throw ServiceError.notFound('List not found.');
      if (!filter.status && filter.email === undefined) total = list.members;
    }
    const [rows, counted] = await Promise.all([
      this.contacts.page(ctx.team_id, { ...filter, offset: (page - 1) * perPage, limit: perPage }),
      total === undefined ? this.contacts.count(ctx.team_id, filter) : Promise.resolve(total),
    ]);
    return { contacts: await this.views.of(rows), pagination: pagination(counted, page, perPage) };
  }
}
