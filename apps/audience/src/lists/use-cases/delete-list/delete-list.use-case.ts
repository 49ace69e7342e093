import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RequestContext, ServiceError } from '@mailroom/contracts';
import { DataSource } from 'typeorm';
import { AUDIENCE_SCHEMA } from '../../../database/audience.schema';
import { requireUuid } from '../../../shared/audience-ids';
import { listInUse } from '../../list-in-use';
import { ListRepository } from '../../list.repository';

// DELETE /audience/lists/{id}: the list and its memberships (the contacts stay); 409 list_in_use while a
// segment is restricted to it, as for the bulk delete.
@Injectable()
export class DeleteListUseCase {
  constructor(
    @InjectDataSource(AUDIENCE_SCHEMA) private readonly dataSource: DataSource,
    private readonly lists: ListRepository,
  ) {}

  execute(ctx: RequestContext, listId: string): Promise<void> {
    const id = requireUuid(listId, 'List');
    return this.dataSource.transaction(async (manager) => {
      if (await this.lists.restrictedBySegment(manager, ctx.team_id, [id])) throw listInUse();
      if ((await this.lists.delete(manager, ctx.team_id, [id])) === 0)
        throw ServiceError.notFound('List not found.');
    });
  }
}
