import { Injectable } from '@nestjs/common';
import { EmailEventRecord, emailEventSubject, EmailEventType } from '@mailroom/contracts';
import { InjectOutbox, InjectOutboxRelay, Outbox, OutboxRelay } from '@mailroom/messaging';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { EVENTS_SCHEMA } from '../database/events.schema';
import { EmailEventRepository } from '../email-events/email-event.repository';
import { EventPartitions } from '../email-events/event-partitions';
import { TrackedMessage } from './tracked-message.repository';

export type TrackingEventType = Extract<
  EmailEventType,
  'open' | 'initial_open' | 'click' | 'list_unsubscribe' | 'link_unsubscribe'
>;

export const MAX_USER_AGENT = 500;

// The reader's user agent as it is kept: its first MAX_USER_AGENT UTF-16 units, never cut between the halves
// of a character (half of one is no text, and PostgreSQL refuses it, which would fail the hit).
export function keptUserAgent(userAgent: string): string {
  const kept = userAgent.slice(0, MAX_USER_AGENT);
  return /[\uD800-\uDBFF]$/.test(kept) ? kept.slice(0, -1) : kept;
}

// An event of a tracked message: what its injection said of the message and recipient, and what the hit adds.
export function trackingEvent(
  message: TrackedMessage,
  type: TrackingEventType,
  hit: { user_agent?: string; target_link_url?: string },
  at: Date,
): EmailEventRecord {
  const injection = message.injection;
  const record: EmailEventRecord = {
    event_id: randomUUID(),
    type,
    timestamp: at.toISOString(),
    team_id: injection.team_id,
    request_id: injection.request_id,
    message_id: injection.message_id,
    rcpt_to: injection.rcpt_to,
    raw_rcpt_to: injection.raw_rcpt_to,
    recipient_domain: injection.recipient_domain,
    mailbox_provider: injection.mailbox_provider,
    mailbox_provider_region: injection.mailbox_provider_region,
    subject: injection.subject,
    friendly_from: injection.friendly_from,
    sending_domain: injection.sending_domain,
    injection_time: injection.injection_time,
    click_tracking: injection.click_tracking,
    open_tracking: injection.open_tracking,
    transactional: injection.transactional,
    rcpt_meta: injection.rcpt_meta,
    sandbox: injection.sandbox,
  };
  if (injection.campaign_id) record.campaign_id = injection.campaign_id;
  if (hit.target_link_url !== undefined) record.target_link_url = hit.target_link_url;
  if (hit.user_agent) record.user_agent = keptUserAgent(hit.user_agent);
  return record;
}

// Records the events the events context itself observes: stored at once, and published on EMAIL_EVENTS
// through the outbox of the same transaction, for the other consumers (webhooks, campaigns, suppression).
@Injectable()
export class TrackingEventRecorder {
  constructor(
    private readonly events: EmailEventRepository,
    private readonly partitions: EventPartitions,
    @InjectOutbox(EVENTS_SCHEMA) private readonly outbox: Outbox,
    @InjectOutboxRelay(EVENTS_SCHEMA) private readonly relay: OutboxRelay,
  ) {}

  // Records the events `decide` answers, all in one transaction at `at` that `decide` runs first in (it may
  // answer none); answers those recorded.
  async record(
    at: Date,
    decide: (manager: EntityManager) => Promise<EmailEventRecord[]>,
  ): Promise<EmailEventRecord[]> {
    const recorded = await this.partitions.writeAt(at, async (manager) => {
      const events = await decide(manager);
      if (events.length === 0) return events;
      await this.events.insert(manager, events);
      await this.outbox.addMany(
        manager,
        events.map((event) => ({ subject: emailEventSubject(event.type), data: event })),
      );
      return events;
    });
    if (recorded.length > 0) this.relay.kick();
    return recorded;
  }
}
