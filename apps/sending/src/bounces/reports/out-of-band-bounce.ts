import { classifyBounce, enhancedStatusCode } from '../../delivery';
import { RecipientStatus } from './inbound-report';

export interface OutOfBandDetails {
  bounce_class: number;
  error_code: string | null;
  reason: string;
  raw_reason: string;
}

// A failed recipient of a delivery report, classified like the reply of an in-band bounce: the SMTP reply
// the remote server gave (Diagnostic-Code), its RFC 3463 status, and its text. A report that gives up after
// temporary failures (status 4.x.x) is a soft bounce, as a 4xx is in-band.
export function outOfBandDetails(recipient: RecipientStatus): OutOfBandDetails {
  const diagnostic = recipient.diagnostic ?? '';
  const replyCode = /^([245]\d\d)\b/.exec(diagnostic)?.[1];
  const status = recipient.status ?? enhancedStatusCode(diagnostic);
  const code = replyCode ? Number(replyCode) : status?.startsWith('4') ? 450 : 550;
  const text = diagnostic || (status ? `Status ${status}` : 'Delivery failed');
  return {
    bounce_class: classifyBounce(code, status, text),
    error_code: replyCode ?? null,
    reason: status && !text.includes(status) ? `${status} ${text}` : text,
    raw_reason: text,
  };
}

// The recipient a report speaks of for a message sent to `address`: the one naming it, else the only or
// first failed one. Reports with no failed recipient (delays, relays, successes) carry no bounce.
export function failedRecipient(recipients: RecipientStatus[], address: string): RecipientStatus | undefined {
  const failed = recipients.filter((recipient) => recipient.action === 'failed');
  return failed.find((recipient) => recipient.recipient === address.toLowerCase()) ?? failed[0];
}
