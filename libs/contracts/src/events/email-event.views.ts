import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EMAIL_EVENT_TYPES, EmailEventRecord, EmailEventType } from '../sending/email-events';
import { CursorPagination } from '../cursor-list.query';

// One record of GET /emails/events (SPEC "Email event record"); also the `data` of a webhook delivery
// (API.md). Fields an event does not carry are absent: queue_time on delivery and delay events, bounce_class
// on bounces and out-of-band bounces, error_code and reason where the event has them (bounce, out_of_band,
// delay, policy_rejection, ...), target_link_url on clicks, user_agent on opens, clicks and unsubscribes,
// fbtype, report_by and report_to on spam complaints.
export class EmailEventView {
  @ApiProperty({ type: String })
  event_id!: string;

  @ApiProperty({
    enum: EMAIL_EVENT_TYPES,
  })
  type!: EmailEventType;

  @ApiProperty({ type: String, format: 'date-time' })
  timestamp!: string;

  @ApiProperty({ type: String })
  request_id!: string;

  @ApiProperty({ type: String })
  rcpt_to!: string;

  @ApiProperty({ type: String })
  raw_rcpt_to!: string;

  @ApiProperty({ type: String })
  recipient_domain!: string;

  @ApiProperty({ type: String })
  mailbox_provider!: string;

  @ApiProperty({ type: String })
  mailbox_provider_region!: string;

  @ApiProperty({ type: String })
  subject!: string;

  @ApiProperty({ type: String })
  friendly_from!: string;

  @ApiPropertyOptional({ type: 'integer' })
  queue_time?: number;

  @ApiPropertyOptional({ type: 'integer' })
  bounce_class?: number;

  @ApiPropertyOptional({ type: String, nullable: true })
  error_code?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  reason?: string | null;

  @ApiPropertyOptional({ type: String })
  target_link_url?: string;

  @ApiPropertyOptional({ type: String })
  user_agent?: string;

  @ApiPropertyOptional({ type: String })
  fbtype?: string;

  @ApiPropertyOptional({ type: String })
  report_by?: string;

  @ApiPropertyOptional({ type: String })
  report_to?: string;
}

export class EmailEventListViewEvents {
  @ApiProperty({ type: () => [EmailEventView] })
  data!: EmailEventView[];

  @ApiProperty({ type: 'integer' })
  total_count!: number;

  @ApiProperty({
    type: String,
    format: 'date-time',
    description: 'The start of the window used: the from asked, moved forward to the retention window',
  })
  from!: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    description: 'The end of the window used; never before from (equal to it when the window is empty)',
  })
  to!: string;

  @ApiProperty({ type: () => CursorPagination })
  pagination!: CursorPagination;
}

export class EmailEventListView {
  @ApiProperty({ type: () => EmailEventListViewEvents })
  events!: EmailEventListViewEvents;
}

// One record of GET /emails/{requestId} (SPEC "Email detail event record"): every field on every event;
// what does not apply to an event (sending_ip, msg_size before delivery, reason of a delivery) is null.
export class EmailDetailEventView {
  @ApiProperty({ type: String })
  event_id!: string;

  @ApiProperty({
    enum: EMAIL_EVENT_TYPES,
  })
  type!: EmailEventType;

  @ApiProperty({ type: String, format: 'date-time' })
  timestamp!: string;

  @ApiProperty({ type: String })
  request_id!: string;

  @ApiProperty({ type: String })
  message_id!: string;

  @ApiProperty({ type: String })
  subject!: string;

  @ApiProperty({ type: String })
  friendly_from!: string;

  @ApiProperty({ type: String })
  sending_domain!: string;

  @ApiProperty({ type: String })
  rcpt_to!: string;

  @ApiProperty({ type: String })
  raw_rcpt_to!: string;

  @ApiProperty({ type: String })
  recipient_domain!: string;

  @ApiProperty({ type: String })
  mailbox_provider!: string;

  @ApiProperty({ type: String })
  mailbox_provider_region!: string;

  @ApiProperty({ type: String, nullable: true })
  sending_ip!: string | null;

  @ApiProperty({ type: Boolean })
  click_tracking!: boolean;

  @ApiProperty({ type: Boolean })
  open_tracking!: boolean;

  @ApiProperty({ type: Boolean })
  transactional!: boolean;

  @ApiProperty({ type: 'integer', nullable: true })
  msg_size!: number | null;

  @ApiProperty({ type: String, format: 'date-time' })
  injection_time!: string;

  @ApiProperty({ type: String, nullable: true })
  reason!: string | null;

  @ApiProperty({ type: String, nullable: true })
  raw_reason!: string | null;

  @ApiProperty({ type: String, nullable: true })
  error_code!: string | null;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  rcpt_meta!: Record<string, string>;

  @ApiPropertyOptional({ type: 'integer' })
  queue_time?: number;

  @ApiPropertyOptional({ type: 'integer' })
  bounce_class?: number;

  @ApiPropertyOptional({ type: String })
  target_link_url?: string;

  @ApiPropertyOptional({ type: String })
  user_agent?: string;

  @ApiPropertyOptional({ type: String })
  fbtype?: string;

  @ApiPropertyOptional({ type: String })
  report_by?: string;

  @ApiPropertyOptional({ type: String })
  report_to?: string;
}

export class TransmissionEventsView {
  // Oldest first.
  @ApiProperty({ type: () => [EmailDetailEventView] })
  results!: EmailDetailEventView[];

  @ApiProperty({ type: 'integer' })
  total_count!: number;
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
