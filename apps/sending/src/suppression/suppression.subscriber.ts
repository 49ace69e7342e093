import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EmailEventRecord, emailEventSubject, EmailEventType, Streams } from '@mailroom/contracts';
import { EVENT_BUS, EventBus } from '@mailroom/messaging';
import { DataSource } from 'typeorm';
import { SENDING_SCHEMA } from '../database/sending.schema';
import { SuppressionReason, SuppressionRepository } from './suppression.repository';

// The email events that suppress their recipient for the team (API.md, Emails): an unsubscribe through a
// link of the mail (recorded by the events context) and a spam complaint.
const SUPPRESSING: Partial<Record<EmailEventType, SuppressionReason>> = {
  list_unsubscribe: SuppressionReason.unsubscribe,
  link_unsubscribe: SuppressionReason.unsubscribe,
  spam_complaint: SuppressionReason.spamComplaint,
};

export const SUPPRESSION_CONSUMER = 'sending-suppression';

@Injectable()
export class SuppressionSubscriber implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @InjectDataSource(SENDING_SCHEMA) private readonly dataSource: DataSource,
    private readonly suppressions: SuppressionRepository,
  ) {}

  // Before any outbox relay starts: in standalone mode an event published earlier would have no consumer.
  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      durable: SUPPRESSION_CONSUMER,
      stream: Streams.emailEvents,
      subjects: Object.keys(SUPPRESSING).map((type) => emailEventSubject(type as EmailEventType)),
      handler: (event) => this.apply(event.data as EmailEventRecord),
    });
  }

  // Idempotent: an address is suppressed once per reason. Sandbox traffic suppresses nothing: its recipient
  // is the key owner, testing.
  async apply(record: EmailEventRecord): Promise<void> {
    const reason = SUPPRESSING[record.type];
    if (!reason || record.sandbox) return;
    await this.dataSource.transaction((manager) =>
      this.suppressions.add(manager, record.team_id, record.rcpt_to, reason, record.request_id),
    );
  }
}
