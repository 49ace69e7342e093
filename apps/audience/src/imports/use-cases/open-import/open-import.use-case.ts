import { Injectable } from '@nestjs/common';
import { ImportRef, OpenImportRequest, RequestContext, ServiceError } from '@mailroom/contracts';
import { ListRepository } from '../../../lists/list.repository';
import { isUuid } from '../../../shared/audience-ids';
import { ImportRepository } from '../../import.repository';

// The first step of POST /audience/contacts/import: an import that receives the file's chunks.
@Injectable()
export class OpenImportUseCase {
  constructor(
    private readonly imports: ImportRepository,
    private readonly lists: ListRepository,
  ) {}

  async execute(ctx: RequestContext, request: OpenImportRequest): Promise<ImportRef> {
    const listIds = [...new Set(request.list_ids.map((id) => id.toLowerCase()))];
    if (!listIds.every(isUuid)) throw ServiceError.validation({ list_ids: ['Each list id must be a UUID.'] });
    if ((await this.lists.unknownIds(ctx.team_id, listIds)).length > 0)
      throw ServiceError.notFound('List not found.');
    return {
      import_id: await this.imports.open(ctx.team_id, {
        list_ids: listIds,
        update_existing: request.update_existing,
      }),
    };
  }
}
