import { ApiProperty } from '@nestjs/swagger';
import { CursorPagination } from '../cursor-list.query';
import { WEBHOOK_AUTH_TYPES, WEBHOOK_EVENTS_MODES, WebhookAuthType, WebhookEventsMode } from './webhook.dto';

export class WebhookViewOauth2 {
  @ApiProperty({ type: String })
  token_url!: string;

  @ApiProperty({ type: String })
  client_id!: string;

  @ApiProperty({ type: String, nullable: true })
  scope!: string | null;
}

export class WebhookView {
  @ApiProperty({ type: String })
  id!: string;

  @ApiProperty({ type: String })
  name!: string;

  @ApiProperty({ type: String })
  url!: string;

  @ApiProperty({ type: Boolean })
  enabled!: boolean;

  @ApiProperty({ enum: WEBHOOK_AUTH_TYPES })
  auth_type!: WebhookAuthType;

  // auth_type basic: the username (the password is never shown).
  @ApiProperty({ type: String, nullable: true })
  auth_username!: string | null;

  // auth_type oauth2: where and as whom tokens are fetched (the client secret is never shown).
  @ApiProperty({ type: () => WebhookViewOauth2, nullable: true })
  oauth2!: WebhookViewOauth2 | null;

  @ApiProperty({ enum: WEBHOOK_EVENTS_MODES })
  events_mode!: WebhookEventsMode;

  @ApiProperty({ type: [String] })
  events!: string[];

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updated_at!: string;
}

// POST /webhooks only: the signing secret, in full, this once.
export class CreatedWebhookView extends WebhookView {
  @ApiProperty({ type: String })
  signing_secret!: string;
}

export class WebhookListView {
  @ApiProperty({ type: () => [WebhookView] })
  webhooks!: WebhookView[];
}

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

// One attempt at delivering one event to one endpoint. A pending attempt is due at next_attempt_at; a
// failed one that will be retried names when in next_attempt_at.
export class WebhookDeliveryView {
  @ApiProperty({ type: String })
  id!: string;

  @ApiProperty({ type: String })
  event_id!: string;

  @ApiProperty({ type: String })
  event_type!: string;

  @ApiProperty({ type: 'integer' })
  attempt!: number;

  @ApiProperty({ enum: WEBHOOK_DELIVERY_STATUSES })
  status!: WebhookDeliveryStatus;

  @ApiProperty({ type: 'integer', nullable: true })
  response_status!: number | null;

  // Why the attempt failed when there is no response status to say it (timeout, refused address, ...).
  @ApiProperty({ type: String, nullable: true })
  error!: string | null;

  // The start of the receiver's answer, truncated.
  @ApiProperty({ type: String, nullable: true })
  response_body!: string | null;

  @ApiProperty({ type: 'integer', nullable: true })
  duration_ms!: number | null;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  next_attempt_at!: string | null;
}

export class WebhookDeliveryListView {
  @ApiProperty({ type: () => [WebhookDeliveryView] })
  deliveries!: WebhookDeliveryView[];

  @ApiProperty({ type: () => CursorPagination })
  pagination!: CursorPagination;
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
