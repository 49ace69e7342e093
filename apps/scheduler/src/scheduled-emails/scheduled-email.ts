import { KeyType, RequestContext, ScheduledEmailState, SendEmailDto } from '@mailroom/contracts';

// The caller a scheduled email was made by: what sending is told when the email goes out.
export type Caller = Omit<RequestContext, 'request_id'>;

// What the views show of a scheduled email.
export interface ScheduledEmailRow {
  id: string;
  team_id: number;
  key_type: KeyType;
  state: ScheduledEmailState;
  scheduled_at: Date;
  from_address: string;
  subject: string;
  to_addresses: string[];
  cc_addresses: string[];
  bcc_addresses: string[];
  template_slug: string | null;
  transmission_id: string | null;
  failure_reason: string | null;
  created_at: Date;
  updated_at: Date;
  sent_at: Date | null;
  cancelled_at: Date | null;
}

export const SCHEDULED_EMAIL_VIEW_COLUMNS = `id, team_id, key_type, state, scheduled_at, from_address, subject,
  to_addresses, cc_addresses, bcc_addresses, template_slug, transmission_id, failure_reason, created_at,
  updated_at, sent_at, cancelled_at`;

// A scheduled email as it is first stored.
export interface NewScheduledEmail {
  id: string;
  caller: Caller;
  request: SendEmailDto;
  // Every address of to, cc and bcc, parsed and in lower case: whom a sandbox key's owner is compared with.
  recipients: string[];
  scheduled_at: Date;
  subject: string;
}
