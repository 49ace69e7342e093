// SPEC's event types of GET /emails/events.
export const EMAIL_EVENT_TYPES = [
  'injection',
  'delivery',
  'bounce',
  'delay',
  'out_of_band',
  'spam_complaint',
  'policy_rejection',
  'click',
  'open',
  'initial_open',
  'amp_click',
  'amp_open',
  'amp_initial_open',
  'generation_failure',
  'generation_rejection',
  'list_unsubscribe',
  'link_unsubscribe',
] as const;

export type EmailEventType = (typeof EMAIL_EVENT_TYPES)[number];

export const emailEventSubject = (type: EmailEventType): string => `email.event.${type}`;

// One per-recipient event, as the events context stores it and GET /emails/events and webhooks show it.
// Fields a type does not carry are absent.
export interface EmailEventRecord {
  event_id: string;
  type: EmailEventType;
  timestamp: string;
  team_id: number;
  request_id: string;
  message_id: string;
  rcpt_to: string;
  raw_rcpt_to: string;
  recipient_domain: string;
  mailbox_provider: string;
  mailbox_provider_region: string;
  subject: string;
  friendly_from: string;
  sending_domain: string;
  sending_ip?: string;
  msg_size?: number;
  injection_time: string;
  click_tracking: boolean;
  open_tracking: boolean;
  transactional: boolean;
  rcpt_meta: Record<string, string>;
  // Sandbox traffic is shown only to keys of the same team whose owner it was addressed to.
  sandbox: boolean;
  queue_time?: number;
  bounce_class?: number;
  error_code?: string | null;
  reason?: string | null;
  raw_reason?: string | null;
  // Tracking events (recorded by the events context): the link's original target on clicks, the reader's
  // User-Agent on opens, clicks and unsubscribes.
  target_link_url?: string;
  user_agent?: string;
  // spam_complaint (a feedback report, RFC 5965): its Feedback-Type (abuse, fraud, virus, other), the domain
  // that reported it, and the domain it was reported to (the bounce domain the report arrived at).
  fbtype?: string;
  report_by?: string;
  report_to?: string;
  // Set on the events of a campaign's messages (the campaigns context's stats and campaign events).
  campaign_id?: string;
}
