import { Injectable } from '@nestjs/common';
import {
  AudienceListView,
  CreateListDto,
  MAX_LISTS_PER_TEAM,
  RequestContext,
  ServiceError,
} from '@mailroom/contracts';
import { listView } from '../../list.mapper';
import { ListRepository } from '../../list.repository';

@Injectable()
export class CreateListUseCase {
  constructor(private readonly lists: ListRepository) {}

  async execute(ctx: RequestContext, dto: CreateListDto): Promise<AudienceListView> {
    const row = await this.lists.insert(
      ctx.team_id,
      { name: dto.name, description: dto.description ?? null },
      MAX_LISTS_PER_TEAM,
    );
    if (!row) {
      throw ServiceError.validation({
        name: [`A team may have at most ${MAX_LISTS_PER_TEAM.toLocaleString('en-US')} lists.`],
      });
    }
    return listView(row);
  }
}
