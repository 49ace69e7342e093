import { EMAIL_EVENT_TYPES } from '../sending/email-events';
import { CampaignEvent, ScheduledEmailEvent } from '../streams';

// The event names an endpoint can subscribe to: `message.<email event type>`, the scheduler's events and
// campaign.sent.
export const WEBHOOK_EVENT_NAMES: readonly string[] = [
  ...EMAIL_EVENT_TYPES.map((type) => `message.${type}`),
  ...Object.values(ScheduledEmailEvent),
  ...Object.values(CampaignEvent),
];

// What POST /webhooks/{webhook}/test sends; no endpoint subscribes to it.
export const WEBHOOK_TEST_EVENT = 'message.test';

// The body of every delivery (Standard Webhooks payload).
export interface WebhookPayload<T = unknown> {
  id: string;
  type: string;
  created_at: string;
  data: T;
}
