// What a message that arrived at a bounce address says, once parsed.
export type InboundReport = DeliveryReport | ComplaintReport | UnusableReport;

// A delivery status notification: RFC 3464, or the plain-text kind some mail systems still send.
export interface DeliveryReport {
  kind: 'delivery';
  format: 'rfc3464' | 'text';
  recipients: RecipientStatus[];
}

export interface RecipientStatus {
  // Final-Recipient (or Original-Recipient), or the address the text names; absent when none is given.
  recipient?: string;
  // RFC 3464 action: failed, delayed, delivered, relayed, expanded.
  action: string;
  // RFC 3463 status, `5.1.1`.
  status?: string;
  // The remote server's reply (Diagnostic-Code without its type), whitespace unfolded.
  diagnostic?: string;
}

// An RFC 5965 feedback report (ARF).
export interface ComplaintReport {
  kind: 'complaint';
  feedbackType: string;
  // Original-Rcpt-To; most feedback loops redact it.
  recipient?: string;
  // The domain the report came from (its From address).
  reportedBy?: string;
  // The envelope sender of the reported message: Original-Mail-From, else the Return-Path of the copy the
  // report carries. What names the message when the report came to a fixed address, not to its own.
  originalMailFrom?: string;
}

// An auto-reply, a warning, a message from a person: accepted and dropped.
export interface UnusableReport {
  kind: 'unusable';
  why: string;
}
