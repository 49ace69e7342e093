import { CursorListQuery, CursorPagination } from '../cursor-list.query';

// GET /emails. `from` is inclusive and `to` exclusive, on the time the email was accepted.
export class ListEmailsQuery extends CursorListQuery {}

// The type of the latest event among a sent email's recipients (a refusal by the suppression list is a
// policy_rejection at injection time); null when none is known.
export type EmailLastEvent = 'injection' | 'policy_rejection' | 'delay' | 'delivery' | 'bounce';

export interface SentEmailView {
  request_id: string;
  from: string;
  subject: string;
  to: string[];
  cc: string[];
  bcc: string[];
  accepted: number;
  rejected: number;
  template_slug: string | null;
  metadata: Record<string, string>;
  created_at: string;
  last_event: EmailLastEvent | null;
}

export interface EmailListView {
  emails: SentEmailView[];
  pagination: CursorPagination;
}
