import { Injectable } from '@nestjs/common';
import { parseMailbox, RequestContext, ServiceError, SuppressedAddressView } from '@mailroom/contracts';
import { SuppressionRepository } from '../../suppression.repository';
import { listOf, suppressionView } from '../../suppression-view';

// GET /suppressions/{email}: every reason the address is suppressed for; 404 when it is not.
@Injectable()
export class GetSuppressionUseCase {
  constructor(private readonly suppressions: SuppressionRepository) {}

  async execute(ctx: RequestContext, email: string): Promise<SuppressedAddressView> {
    const address = parseMailbox(email, { displayName: false })?.address;
    const rows = address ? await this.suppressions.forAddress(listOf(ctx), address) : [];
    if (!address || rows.length === 0) throw ServiceError.notFound('The address is not suppressed.');
    return { email: rows[0].address, suppressions: rows.map(suppressionView) };
  }
}
