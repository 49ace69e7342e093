import { Injectable } from '@nestjs/common';
import { MAX_INTEGER, pagination, PageQuery, RequestContext, TopicListView } from '@mailroom/contracts';
import { topicView } from '../../../lists/list.mapper';
import { within } from '../../../shared/audience-ids';
import { TopicRepository } from '../../topic.repository';

// GET /audience/topics: newest first, a page at a time.
@Injectable()
export class ListTopicsUseCase {
  constructor(private readonly topics: TopicRepository) {}

  async execute(ctx: RequestContext, query: PageQuery): Promise<TopicListView> {
    const page = within(query.page, MAX_INTEGER, 1);
    const perPage = within(query.per_page, 100, 25);
    const { rows, total } = await this.topics.page(ctx.team_id, (page - 1) * perPage, perPage);
    return { topics: rows.map(topicView), pagination: pagination(total, page, perPage) };
  }
}
