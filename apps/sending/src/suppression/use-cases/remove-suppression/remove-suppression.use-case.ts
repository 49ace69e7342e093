import { Injectable } from '@nestjs/common';
import { parseMailbox, RequestContext, ServiceError } from '@mailroom/contracts';
import { SuppressionRepository } from '../../suppression.repository';
import { listOf } from '../../suppression-view';

// DELETE /suppressions/{email}: the team may send to the address again, whatever the reasons were.
@Injectable()
export class RemoveSuppressionUseCase {
  constructor(private readonly suppressions: SuppressionRepository) {}

  async execute(ctx: RequestContext, email: string): Promise<void> {
    const address = parseMailbox(email)?.address;
    const removed = address ? await this.suppressions.remove(listOf(ctx), address) : 0;
    if (removed === 0) throw ServiceError.notFound('The address is not suppressed.');
  }
}
