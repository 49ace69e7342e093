import {
  CampaignSentEvent,
  DomainEventMessage,
  EmailEventRecord,
  emailEventView,
  ScheduledEmailEventRecord,
  WebhookPayload,
} from '@mailroom/contracts';

// An event of another context as a webhook: whose it is, its name, and the body every endpoint gets.
export interface WebhookEvent {
  teamId: number;
  eventId: string;
  type: string;
  body: string;
}

// The team an event of any of the three streams is addressed to: known before its body is made.
export function webhookTeam(event: DomainEventMessage): number {
  return (event.data as { team_id: number }).team_id;
}

function webhookEvent(teamId: number, payload: WebhookPayload): WebhookEvent {
  return { teamId, eventId: payload.id, type: payload.type, body: JSON.stringify(payload) };
}

// `data` is the record GET /emails/events shows, under the event's own id.
export function emailWebhookEvent(event: DomainEventMessage): WebhookEvent {
  const record = event.data as EmailEventRecord;
  return webhookEvent(record.team_id, {
    id: record.event_id,
    type: `message.${record.type}`,
    created_at: record.timestamp,
    data: emailEventView(record),
  });
}

// scheduled.* and campaign.sent: the event's data, less the team it is addressed to (and, for scheduled
// emails, the sandbox mark: the data is the scheduled email as GET /emails/scheduled/{id} shows it).
export function scheduledWebhookEvent(event: DomainEventMessage): WebhookEvent {
  const record = event.data as ScheduledEmailEventRecord;
  const data: Partial<ScheduledEmailEventRecord> = { ...record };
  delete data.team_id;
  delete data.sandbox;
  const teamId = record.team_id;
  return webhookEvent(teamId, {
    id: event.event_id,
    type: event.subject,
    created_at: event.occurred_at,
    data,
  });
}

export function campaignWebhookEvent(event: DomainEventMessage): WebhookEvent {
  const { team_id: teamId, ...data } = event.data as CampaignSentEvent;
  return webhookEvent(teamId, {
    id: event.event_id,
    type: event.subject,
    created_at: event.occurred_at,
    data,
  });
}
