import { ContactStatus, NamedRef, PropertyValue } from '@mailroom/contracts';

export interface ContactRow {
  id: string;
  email: string;
  status: ContactStatus;
  paused_until: Date | null;
  properties: Record<string, PropertyValue>;
  status_changed_at: Date | null;
  status_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

export const CONTACT_COLUMNS =
  'c.id, c.email, c.status, c.paused_until, c.properties, c.status_changed_at, c.status_reason, c.created_at, c.updated_at';

export interface ContactMemberships {
  lists: NamedRef[];
  topics: NamedRef[];
}

// Why a contact's status changed: a write through the API, or the email event that changed it.
export type StatusReason =
  'api' | 'list_unsubscribe' | 'link_unsubscribe' | 'bounce' | 'out_of_band' | 'spam_complaint';
