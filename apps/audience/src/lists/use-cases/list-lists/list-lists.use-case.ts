import { Injectable } from '@nestjs/common';
import {
  AudienceListListView,
  MAX_INTEGER,
  pagination,
  PageQuery,
  RequestContext,
} from '@mailroom/contracts';
import { within } from '../../../shared/audience-ids';
import { listView } from '../../list.mapper';
import { ListRepository } from '../../list.repository';

// GET /audience/lists: newest first, a page at a time.
@Injectable()
export class ListListsUseCase {
  constructor(private readonly lists: ListRepository) {}

  async execute(ctx: RequestContext, query: PageQuery): Promise<AudienceListListView> {
    const page = within(query.page, MAX_INTEGER, 1);
    const perPage = within(query.per_page, 100, 25);
    const { rows, total } = await this.lists.page(ctx.team_id, (page - 1) * perPage, perPage);
    return { lists: rows.map(listView), pagination: pagination(total, page, perPage) };
  }
}
