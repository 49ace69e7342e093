import { Injectable } from '@nestjs/common';
import { ListMembershipRef, RequestContext } from '@mailroom/contracts';
import { ListRepository } from '../../../lists/list.repository';
import { isUuid } from '../../../shared/audience-ids';

// DELETE /audience/contacts/{id}/lists/{listId}: idempotent; whether or not the pair existed, it is gone.
@Injectable()
export class RemoveContactFromListUseCase {
  constructor(private readonly lists: ListRepository) {}

  async execute(ctx: RequestContext, ref: ListMembershipRef): Promise<void> {
    if (!isUuid(ref.contact_id) || !isUuid(ref.list_id)) return;
    await this.lists.removeMember(ctx.team_id, ref.list_id, ref.contact_id);
  }
}
