import { Injectable } from '@nestjs/common';
import {
  ListSegmentsQuery,
  MAX_INTEGER,
  pagination,
  RequestContext,
  SegmentListView,
  ServiceError,
} from '@mailroom/contracts';
import { ListRepository } from '../../../lists/list.repository';
import { within } from '../../../shared/audience-ids';
import { segmentView } from '../../segment.mapper';
import { SegmentRepository } from '../../segment.repository';

// GET /audience/segments: newest first, a page at a time, optionally only those restricted to a list.
@Injectable()
export class ListSegmentsUseCase {
  constructor(
    private readonly segments: SegmentRepository,
    private readonly lists: ListRepository,
  ) {}

  async execute(ctx: RequestContext, query: ListSegmentsQuery): Promise<SegmentListView> {
    const page = within(query.page, MAX_INTEGER, 1);
    const perPage = within(query.per_page, 100, 25);
    const listId = query.list_id?.toLowerCase();
    if (listId && !(await this.lists.find(ctx.team_id, listId)))
      throw ServiceError.notFound('List not found.');
    const { rows, total } = await this.segments.page(ctx.team_id, {
      list_id: listId,
      offset: (page - 1) * perPage,
      limit: perPage,
    });
    return { segments: rows.map(segmentView), pagination: pagination(total, page, perPage) };
  }
}
