import { Injectable } from '@nestjs/common';
import { RequestContext, SuppressionReason } from '@mailroom/contracts';
import { WriteBatcher } from '@mailroom/database';
import {
  SuppressionList,
  suppressionAddress,
  SuppressionRepository,
} from '../suppression/suppression.repository';
import { ACCEPT_LINGER_MS } from './accept-linger';
import { Recipient } from './send-checks';

// The recipients of a request split by the team's suppression list (API.md, Emails): the refused ones are
// counted in `rejected` and get a policy_rejection event instead of a message.
export interface ScreenedRecipients {
  all: Recipient[];
  accepted: Recipient[];
  rejected: { recipient: Recipient; reason: SuppressionReason }[];
}

// The reason of the policy_rejection event of a recipient the suppression list refused.
export function suppressedReason(reason: SuppressionReason): string {
  return `Recipient is on the suppression list (${reason})`;
}

interface Lookup extends SuppressionList {
  addresses: string[];
  transactional: boolean;
}

// Sends screened in the same few milliseconds share one query (WriteBatcher: one at a time, the lookups
// that arrive meanwhile make up the next, a lone one lingering as a send's commit does); each sees the list
// as it was when its query ran.
const MOST_LOOKUPS_PER_QUERY = 64;

@Injectable()
export class RecipientScreen {
  private readonly lookups = new WriteBatcher<Lookup, Map<string, SuppressionReason>>(
    (lookups) => this.suppressions.suppressedMany(lookups),
    MOST_LOOKUPS_PER_QUERY,
    { lingerMs: ACCEPT_LINGER_MS },
  );

  constructor(private readonly suppressions: SuppressionRepository) {}

  async screen(ctx: RequestContext, all: Recipient[], transactional: boolean): Promise<ScreenedRecipients> {
    // A sandbox send is checked against its rewritten recipient, the address it really goes to, on the
    // team's sandbox list.
    const suppressed =
      all.length === 0
        ? new Map<string, SuppressionReason>()
        : await this.lookups.submit({
            teamId: ctx.team_id,
            sandbox: ctx.key_type === 'sandbox',
            addresses: all.map((r) => r.address),
            transactional,
          });
    const recipients: ScreenedRecipients = { all, accepted: [], rejected: [] };
    for (const recipient of all) {
      const reason = suppressed.get(suppressionAddress(recipient.address));
      if (reason) recipients.rejected.push({ recipient, reason });
      else recipients.accepted.push(recipient);
    }
    return recipients;
  }
}
