import { CursorPagination } from '../cursor-list.query';
import { WebhookAuthType, WebhookEventsMode } from './webhook.dto';

export interface WebhookView {
  id: string;
  name: string;
  url: string;
  enabled: boolean;
  auth_type: WebhookAuthType;
  // auth_type basic: the username (the password is never shown).
  auth_username: string | null;
  // auth_type oauth2: where and as whom tokens are fetched (the client secret is never shown).
  oauth2: { token_url: string; client_id: string; scope: string | null } | null;
  events_mode: WebhookEventsMode;
  events: string[];
  created_at: string;
  updated_at: string;
}

// POST /webhooks only: the signing secret, in full, this once.
export interface CreatedWebhookView extends WebhookView {
  signing_secret: string;
}

export interface WebhookListView {
  webhooks: WebhookView[];
}

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

// One attempt at delivering one event to one endpoint. A pending attempt is due at next_attempt_at; a
// failed one that will be retried names when in next_attempt_at.
export interface WebhookDeliveryView {
  id: string;
  event_id: string;
  event_type: string;
  attempt: number;
  status: WebhookDeliveryStatus;
  response_status: number | null;
  // Why the attempt failed when there is no response status to say it (timeout, refused address, ...).
  error: string | null;
  // The start of the receiver's answer, truncated.
  response_body: string | null;
  duration_ms: number | null;
  created_at: string;
  next_attempt_at: string | null;
}

export interface WebhookDeliveryListView {
  deliveries: WebhookDeliveryView[];
  pagination: CursorPagination;
}

// webhooks.get, .delete, .send-test
export interface WebhookRef {
  id: string;
}

export interface UpdateWebhookRequest<T> {
  id: string;
  changes: T;
}

export interface ListWebhookDeliveriesRequest<Q> {
  id: string;
  query: Q;
}

export interface WebhookDeliveryRef {
  id: string;
  delivery_id: string;
}
