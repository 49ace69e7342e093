import { Injectable } from '@nestjs/common';
import { RequestContext, SuppressionReason } from '@mailroom/contracts';
import { suppressionAddress, SuppressionRepository } from '../suppression/suppression.repository';
import { Recipient } from './send-checks';

// The recipients of a request split by the team's suppression list (API.md, Emails): the refused ones are
// counted in `rejected` and get a policy_rejection event instead of a message.
export interface ScreenedRecipients {
  all: Recipient[];
  accepted: Recipient[];
  rejected: { recipient: Recipient; reason: SuppressionReason }[];
}

@Injectable()
export class RecipientScreen {
  constructor(private readonly suppressions: SuppressionRepository) {}

  async screen(ctx: RequestContext, all: Recipient[], transactional: boolean): Promise<ScreenedRecipients> {
    // A sandbox send is checked against its rewritten recipient, the address it really goes to, on the
    // team's sandbox list.
    const suppressed = await this.suppressions.suppressed(
      { teamId: ctx.team_id, sandbox: ctx.key_type === 'sandbox' },
      all.map((r) => r.address),
      transactional,
    );
    const recipients: ScreenedRecipients = { all, accepted: [], rejected: [] };
    for (const recipient of all) {
      const reason = suppressed.get(suppressionAddress(recipient.address));
      if (reason) recipients.rejected.push({ recipient, reason });
      else recipients.accepted.push(recipient);
    }
    return recipients;
  }
}
