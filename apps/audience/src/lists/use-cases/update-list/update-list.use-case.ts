import { Injectable } from '@nestjs/common';
import { AudienceListView, RequestContext, ServiceError, UpdateListRequest } from '@mailroom/contracts';
import { requireUuid } from '../../../shared/audience-ids';
import { listView } from '../../list.mapper';
import { ListRepository } from '../../list.repository';

@Injectable()
export class UpdateListUseCase {
  constructor(private readonly lists: ListRepository) {}

  async execute(ctx: RequestContext, request: UpdateListRequest): Promise<AudienceListView> {
    const row = await this.lists.update(ctx.team_id, requireUuid(request.list_id, 'List'), request.changes);
    if (!row) throw ServiceError.notFound('List not found.');
    return listView(row);
  }
}
