// The Feedback-Type of an ARF report (RFC 5965, 7.3; RFC 6591), as a complaint records it. Only the
// registered types that mean a reader objected to the message are complaints; the rest are answered and
// dropped: `not-spam` says the message is wanted after all, `auth-failure` is a machine's authentication
// failure report (often a DMARC forensic report), which says nothing of what the recipient wants.
const COMPLAINT_TYPES = new Set(['abuse', 'fraud', 'virus', 'other']);
const NOT_COMPLAINTS = new Set(['not-spam', 'auth-failure']);
// The field is the sender's own text: whatever is not a registered type is recorded as `other`, so that an
// event carries one of four short words rather than anything up to the size of the report part.
const UNREGISTERED = 'other';

export interface FeedbackType {
  complaint: boolean;
  type: string;
}

export function feedbackType(field: string): FeedbackType | undefined {
  const word = /^[\s;]*([^\s;()]+)/.exec(field)?.[1]?.toLowerCase();
  if (!word) return undefined;
  if (NOT_COMPLAINTS.has(word)) return { complaint: false, type: word };
  return { complaint: true, type: COMPLAINT_TYPES.has(word) ? word : UNREGISTERED };
}
