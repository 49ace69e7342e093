import { Injectable } from '@nestjs/common';
import { ErrorCode, parseMailbox, RequestContext, ServiceError } from '@mailroom/contracts';
import { SuppressionRepository } from '../../suppression.repository';
import { listOf } from '../../suppression-view';

// DELETE /suppressions/{email}: the team may send to the address again, whatever the reasons were. A live
// key changes the live list; a sandbox key the sandbox list, and there only its owner's address (where all
// its mail goes): one owner's sandbox key does not undo another owner's complaint.
@Injectable()
export class RemoveSuppressionUseCase {
  constructor(private readonly suppressions: SuppressionRepository) {}

  async execute(ctx: RequestContext, email: string): Promise<void> {
    const address = parseMailbox(email, { displayName: false })?.address;
    if (
      address &&
      ctx.key_type === 'sandbox' &&
      address.toLowerCase() !== ctx.sandbox_recipient?.toLowerCase()
    ) {
      throw new ServiceError({
        status: 403,
        error_code: ErrorCode.sandboxRestricted,
        message: 'A sandbox API key may remove only its owner’s address from the sandbox suppression list.',
      });
    }
    const removed = address ? await this.suppressions.remove(listOf(ctx), address) : 0;
    if (removed === 0) throw ServiceError.notFound('The address is not suppressed.');
  }
}
