import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DeletedListsView, DeleteListsDto, RequestContext, ServiceError } from '@mailroom/contracts';
import { DataSource } from 'typeorm';
import { AUDIENCE_SCHEMA } from '../../../database/audience.schema';
import { listInUse } from '../../list-in-use';
import { ListRepository } from '../../list.repository';

// DELETE /audience/lists/bulk: all of them or none. Every id must be a list of the team (another team's is
// 404 like an unknown one), and none may have a segment restricted to it (409 list_in_use).
@Injectable()
export class DeleteListsUseCase {
  constructor(
    @InjectDataSource(AUDIENCE_SCHEMA) private readonly dataSource: DataSource,
    private readonly lists: ListRepository,
  ) {}

  execute(ctx: RequestContext, dto: DeleteListsDto): Promise<DeletedListsView> {
    const ids = [...new Set(dto.list_ids.map((id) => id.toLowerCase()))];
    return this.dataSource.transaction(async (manager) => {
      if ((await this.lists.unknownIds(ctx.team_id, ids, manager)).length > 0)
        throw ServiceError.notFound('List not found.');
      if (await this.lists.restrictedBySegment(manager, ctx.team_id, ids)) throw listInUse();
      return { deleted: await this.lists.delete(manager, ctx.team_id, ids) };
    });
  }
}
