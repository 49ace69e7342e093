import { EmailEventRecord, EmailEventType } from '../sending/email-events';
import { CursorPagination } from '../cursor-list.query';

// One record of GET /emails/events (SPEC "Email event record"); also the `data` of a webhook delivery
// (API.md). Fields an event does not carry are absent: queue_time on delivery and delay events, bounce_class
// on bounces and out-of-band bounces, error_code and reason where the event has them (bounce, out_of_band,
// delay, policy_rejection, ...), target_link_url on clicks, user_agent on opens, clicks and unsubscribes,
// fbtype, report_by and report_to on spam complaints.
export interface EmailEventView {
  event_id: string;
  type: EmailEventType;
  timestamp: string;
  request_id: string;
  rcpt_to: string;
  raw_rcpt_to: string;
  recipient_domain: string;
  mailbox_provider: string;
  mailbox_provider_region: string;
  subject: string;
  friendly_from: string;
  queue_time?: number;
  bounce_class?: number;
  error_code?: string | null;
  reason?: string | null;
  target_link_url?: string;
  user_agent?: string;
  fbtype?: string;
  report_by?: string;
  report_to?: string;
}

export interface EmailEventListView {
  events: {
    data: EmailEventView[];
    // Events matching the filters in the window, on every page.
    total_count: number;
    // The window actually used: `from` moved forward to the retention window, defaults filled in.
    from: string;
    to: string;
    pagination: CursorPagination;
  };
}

// One record of GET /emails/{requestId} (SPEC "Email detail event record"): every field on every event;
// what does not apply to an event (sending_ip, msg_size before delivery, reason of a delivery) is null.
export interface EmailDetailEventView {
  event_id: string;
  type: EmailEventType;
  timestamp: string;
  request_id: string;
  message_id: string;
  subject: string;
  friendly_from: string;
  sending_domain: string;
  rcpt_to: string;
  raw_rcpt_to: string;
  recipient_domain: string;
  mailbox_provider: string;
  mailbox_provider_region: string;
  sending_ip: string | null;
  click_tracking: boolean;
  open_tracking: boolean;
  transactional: boolean;
  msg_size: number | null;
  injection_time: string;
  reason: string | null;
  raw_reason: string | null;
  error_code: string | null;
  rcpt_meta: Record<string, string>;
  queue_time?: number;
  bounce_class?: number;
  target_link_url?: string;
  user_agent?: string;
  fbtype?: string;
  report_by?: string;
  report_to?: string;
}

export interface TransmissionEventsView {
  // Oldest first.
  results: EmailDetailEventView[];
  total_count: number;
}

// events.get-transmission: GET /emails/{requestId}.
export interface TransmissionRef {
  request_id: string;
}

function optional<K extends keyof EmailEventRecord>(
  record: EmailEventRecord,
  keys: readonly K[],
): Partial<Pick<EmailEventRecord, K>> {
  const present: Partial<Pick<EmailEventRecord, K>> = {};
  for (const key of keys) if (record[key] !== undefined) present[key] = record[key];
  return present;
}

export function emailEventView(record: EmailEventRecord): EmailEventView {
  return {
    event_id: record.event_id,
    type: record.type,
    timestamp: record.timestamp,
    request_id: record.request_id,
    rcpt_to: record.rcpt_to,
    raw_rcpt_to: record.raw_rcpt_to,
    recipient_domain: record.recipient_domain,
    mailbox_provider: record.mailbox_provider,
    mailbox_provider_region: record.mailbox_provider_region,
    subject: record.subject,
    friendly_from: record.friendly_from,
    ...optional(record, [
      'queue_time',
      'bounce_class',
      'error_code',
      'reason',
      'target_link_url',
      'user_agent',
      'fbtype',
      'report_by',
      'report_to',
    ] as const),
  };
}

export function emailDetailEventView(record: EmailEventRecord): EmailDetailEventView {
  return {
    event_id: record.event_id,
    type: record.type,
    timestamp: record.timestamp,
    request_id: record.request_id,
    message_id: record.message_id,
    subject: record.subject,
    friendly_from: record.friendly_from,
    sending_domain: record.sending_domain,
    rcpt_to: record.rcpt_to,
    raw_rcpt_to: record.raw_rcpt_to,
    recipient_domain: record.recipient_domain,
    mailbox_provider: record.mailbox_provider,
    mailbox_provider_region: record.mailbox_provider_region,
    sending_ip: record.sending_ip ?? null,
    click_tracking: record.click_tracking,
    open_tracking: record.open_tracking,
    transactional: record.transactional,
    msg_size: record.msg_size ?? null,
    injection_time: record.injection_time,
    reason: record.reason ?? null,
    raw_reason: record.raw_reason ?? null,
    error_code: record.error_code ?? null,
    rcpt_meta: record.rcpt_meta,
    ...optional(record, [
      'queue_time',
      'bounce_class',
      'target_link_url',
      'user_agent',
      'fbtype',
      'report_by',
      'report_to',
    ] as const),
  };
}
