// `emails.send-batch`: the messages of one campaign batch. Content is rendered once per recipient with the
// recipient's substitution data (merge tags {{email}}, {{properties.x}}); every message is non-transactional
// (List-Unsubscribe, RFC 8058 one-click) and carries the campaign's id on its events.
export interface SendBatchRequest {
  campaign_id: string;
  from: string;
  from_name?: string;
  reply_to?: string;
  subject: string;
  html?: string;
  text?: string;
  template_slug?: string;
  recipients: BatchRecipient[];
}

export interface BatchRecipient {
  // Namespaced per team; a key sent before answers its original message and sends nothing, and one refused
  // before answers as it was then.
  idempotency_key: string;
  email: string;
  substitution_data: Record<string, unknown>;
}

// accepted: injected by this call; duplicate: injected by an earlier call with the same key; rejected: the
// suppression list refused it, and invalid: the address cannot be mailed (a policy_rejection event under
// request_id says why); failed: its message could not be generated (its data renders a subject or part
// outside the limits: a generation_failure event under request_id says why). A key that was rejected,
// invalid or failed answers the same, with the same request_id, to every later call, which records nothing.
export type BatchRecipientOutcome = 'accepted' | 'duplicate' | 'rejected' | 'invalid' | 'failed';

export interface SendBatchResult {
  // In the order of the request's recipients.
  outcomes: { idempotency_key: string; outcome: BatchRecipientOutcome; request_id: string | null }[];
}

export interface CheckQuotaRequest {
  count: number;
}

export interface ScreenRecipientsRequest {
  // At most 5000.
  addresses: string[];
}

export interface ScreenRecipientsResult {
  // Lower-cased.
  suppressed: string[];
}
