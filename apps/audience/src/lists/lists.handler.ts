import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AudienceListListView,
  AudienceListView,
  AudienceSubject,
  CreateListDto,
  DeletedListsView,
  DeleteListsDto,
  Envelope,
  ListRef,
  PageQuery,
  UpdateListRequest,
} from '@mailroom/contracts';
import { BusHandler } from '@mailroom/messaging';
import { CreateListUseCase } from './use-cases/create-list/create-list.use-case';
import { DeleteListUseCase } from './use-cases/delete-list/delete-list.use-case';
import { DeleteListsUseCase } from './use-cases/delete-lists/delete-lists.use-case';
import { GetListUseCase } from './use-cases/get-list/get-list.use-case';
import { ListListsUseCase } from './use-cases/list-lists/list-lists.use-case';
import { UpdateListUseCase } from './use-cases/update-list/update-list.use-case';

@BusHandler()
export class ListsHandler {
  constructor(
    private readonly createList: CreateListUseCase,
    private readonly listLists: ListListsUseCase,
    private readonly getList: GetListUseCase,
    private readonly updateList: UpdateListUseCase,
    private readonly deleteList: DeleteListUseCase,
    private readonly deleteLists: DeleteListsUseCase,
  ) {}

  @MessagePattern(AudienceSubject.createList)
  create(@Payload() { ctx, data }: Envelope<CreateListDto>): Promise<AudienceListView> {
    return this.createList.execute(ctx, data);
  }

  @MessagePattern(AudienceSubject.listLists)
  list(@Payload() { ctx, data }: Envelope<PageQuery>): Promise<AudienceListListView> {
    return this.listLists.execute(ctx, data);
  }

  @MessagePattern(AudienceSubject.getList)
  get(@Payload() { ctx, data }: Envelope<ListRef>): Promise<AudienceListView> {
    return this.getList.execute(ctx, data.list_id);
  }

  @MessagePattern(AudienceSubject.updateList)
  update(@Payload() { ctx, data }: Envelope<UpdateListRequest>): Promise<AudienceListView> {
    return this.updateList.execute(ctx, data);
  }

  @MessagePattern(AudienceSubject.deleteList)
  async delete(@Payload() { ctx, data }: Envelope<ListRef>): Promise<{ deleted: true }> {
    await this.deleteList.execute(ctx, data.list_id);
    return { deleted: true };
  }

  @MessagePattern(AudienceSubject.deleteLists)
  deleteMany(@Payload() { ctx, data }: Envelope<DeleteListsDto>): Promise<DeletedListsView> {
    return this.deleteLists.execute(ctx, data);
  }
}
