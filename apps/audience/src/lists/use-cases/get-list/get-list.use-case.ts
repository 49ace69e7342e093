import { Injectable } from '@nestjs/common';
import { AudienceListView, RequestContext, ServiceError } from '@mailroom/contracts';
import { requireUuid } from '../../../shared/audience-ids';
import { listView } from '../../list.mapper';
import { ListRepository } from '../../list.repository';

@Injectable()
export class GetListUseCase {
  constructor(private readonly lists: ListRepository) {}

  async execute(ctx: RequestContext, listId: string): Promise<AudienceListView> {
    const row = await this.lists.find(ctx.team_id, requireUuid(listId, 'List'));
    if (!row) throw ServiceError.notFound('List not found.');
    return listView(row);
  }
}
