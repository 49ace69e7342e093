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
  'open' | 'click' | 'list_unsubscribe' | 'link_unsubscribe'
>;

const MAX_USER_AGENT = 500;

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
  if (hit.target_link_url !== undefined) record.target_link_url = hit.target_link_url;
  if (hit.user_agent) record.user_agent = hit.user_agent.slice(0, MAX_USER_AGENT);
  return record;
}

// Records an event the events context itself observed: stored at once, and published on EMAIL_EVENTS
// through the outbox of the same transaction, for the other consumers (webhooks, campaigns, suppression).
@Injectable()
export class TrackingEventRecorder {
  constructor(
    private readonly events: EmailEventRepository,
    private readonly partitions: EventPartitions,
    @InjectOutbox(EVENTS_SCHEMA) private readonly outbox: Outbox,
    @InjectOutboxRelay(EVENTS_SCHEMA) private readonly relay: OutboxRelay,
  ) {}

  // `before` runs first in the transaction; when it answers false nothing is recorded.
  async record(
    event: EmailEventRecord,
    before: (manager: EntityManager) => Promise<boolean> = async () => true,
  ): Promise<boolean> {
    const recorded = await this.partitions.writeAt(new Date(event.timestamp), async (manager) => {
      if (!(await before(manager))) return false;
      await this.events.insert(manager, [event]);
      await this.outbox.add(manager, emailEventSubject(event.type), event);
      return true;
    });
    if (recorded) this.relay.kick();
    return recorded;
  }
}
