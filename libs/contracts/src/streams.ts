// JetStream streams, one per producing context. Subjects are listed one by one so that a stream never
// captures a request/reply subject of the same context.
export const DomainEvent = {
  domainCreated: 'domains.domain-created',
  domainVerified: 'domains.domain-verified',
  domainDeleted: 'domains.domain-deleted',
} as const;

export type DomainEvent = (typeof DomainEvent)[keyof typeof DomainEvent];

// Payloads of the domains context's events.
export interface DomainChangedEvent {
  team_id: number;
  domain: string;
}

export interface DomainVerifiedEvent extends DomainChangedEvent {
  dkim_status: 'valid' | 'unverified';
  spf_status: 'valid' | 'unverified';
  dmarc_status: 'valid' | 'unverified';
  cname_status: 'valid' | 'unverified';
  can_send: boolean;
}

export const ScheduledEmailEvent = {
  cancelled: 'scheduled.cancelled',
  failed: 'scheduled.failed',
} as const;

export type ScheduledEmailEvent = (typeof ScheduledEmailEvent)[keyof typeof ScheduledEmailEvent];

export const CampaignEvent = {
  sent: 'campaign.sent',
} as const;

export type CampaignEvent = (typeof CampaignEvent)[keyof typeof CampaignEvent];

// The data of `campaign.sent`: the campaign as GET /campaigns/{id} shows it when it finished, plus its team.
export interface CampaignSentEvent {
  team_id: number;
  campaign: {
    id: string;
    name: string;
    status: 'sent';
    subject: string;
    from_email: string;
    sent_count: number;
    total_recipients: number;
    sent_at: string;
  };
}

export interface StreamDefinition {
  name: string;
  subjects: readonly string[];
  // JetStream keeps a message this long, consumed or not (limits retention): long enough for a consumer
  // that was down to catch up, short enough that streams do not grow without bound.
  maxAgeHours: number;
}

export const Streams = {
  domainEvents: { name: 'DOMAIN_EVENTS', subjects: Object.values(DomainEvent), maxAgeHours: 7 * 24 },
  emailEvents: { name: 'EMAIL_EVENTS', subjects: ['email.event.>'], maxAgeHours: 3 * 24 },
  scheduledEmailEvents: {
    name: 'SCHEDULED_EMAIL_EVENTS',
    subjects: Object.values(ScheduledEmailEvent),
    maxAgeHours: 7 * 24,
  },
  campaignEvents: { name: 'CAMPAIGN_EVENTS', subjects: Object.values(CampaignEvent), maxAgeHours: 7 * 24 },
} as const satisfies Record<string, StreamDefinition>;

// The envelope of every event on a stream. event_id is the dedupe key of every consumer.
export interface DomainEventMessage<T = unknown> {
  event_id: string;
  subject: string;
  occurred_at: string;
  data: T;
}
