import { BatchRecipientOutcome, mailboxProblem, printableText, SuppressionReason } from '@mailroom/contracts';
import { TakenKey } from '../../batch-transmission.repository';
import { suppressedReason } from '../../recipient-screen';

// Why a batch recipient is refused before its message is made: the recipient and reason of its
// policy_rejection event, and the outcome the batch answers.
export interface Refusal {
  outcome: 'rejected' | 'invalid';
  address: string;
  reason: string;
}

// The reason a single send gives (POST /emails).
export function onSuppressionList(address: string, reason: SuppressionReason): Refusal {
  return { outcome: 'rejected', address, reason: suppressedReason(reason) };
}

// The address as given, less what no text field can hold (it is recorded rather than refused).
export function invalidAddress(email: string): Refusal {
  const problem = mailboxProblem(email, 'recipient address') ?? 'The recipient address is not valid.';
  return { outcome: 'invalid', address: printableText(email), reason: printableText(problem) };
}

// A key taken before answers what became of its recipient then; its message sent is a duplicate now.
export function takenOutcome(taken: TakenKey): { outcome: BatchRecipientOutcome; request_id: string } {
  return { outcome: taken.outcome === 'sent' ? 'duplicate' : taken.outcome, request_id: taken.requestId };
}
