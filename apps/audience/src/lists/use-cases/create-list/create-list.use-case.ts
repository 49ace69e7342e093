import { Injectable } from '@nestjs/common';
import { AudienceListView, CreateListDto, RequestContext } from '@mailroom/contracts';
import { listView } from '../../list.mapper';
import { ListRepository } from '../../list.repository';

@Injectable()
export class CreateListUseCase {
  constructor(private readonly lists: ListRepository) {}

  async execute(ctx: RequestContext, dto: CreateListDto): Promise<AudienceListView> {
    return listView(
      await this.lists.insert(ctx.team_id, { name: dto.name, description: dto.description ?? null }),
    );
  }
}
