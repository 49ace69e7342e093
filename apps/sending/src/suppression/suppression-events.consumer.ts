import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import {
  DomainEventMessage,
  EmailEventRecord,
  emailEventSubject,
  EmailEventType,
  Streams,
  SuppressionReason,
} from '@mailroom/contracts';
import { EVENT_BUS, EventBus } from '@mailroom/messaging';
import { SuppressRecipientUseCase } from './use-cases/suppress-recipient/suppress-recipient.use-case';

// The email events that put their recipient on the team's suppression list (API.md, Emails): an unsubscribe
// stops the team's non-transactional mail to the address, a complaint all of it. Hard bounces, in-band or
// out-of-band, are suppressed in the transaction that records them.
const SUPPRESSING_EVENTS: { type: EmailEventType; reason: SuppressionReason }[] = [
  { type: 'list_unsubscribe', reason: SuppressionReason.unsubscribe },
  { type: 'link_unsubscribe', reason: SuppressionReason.unsubscribe },
  { type: 'spam_complaint', reason: SuppressionReason.spamComplaint },
];

// One durable consumer per event type: NATS before 2.10 filters a consumer on a single subject, and a
// consumer of several subjects would read every event of the stream to find them.
@Injectable()
export class SuppressionEventsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly suppressRecipient: SuppressRecipientUseCase,
  ) {}

  async onModuleInit(): Promise<void> {
    for (const { type, reason } of SUPPRESSING_EVENTS) {
      await this.bus.subscribe({
        durable: `sending-suppression-${type.replace(/_/g, '-')}`,
        stream: Streams.emailEvents,
        subjects: [emailEventSubject(type)],
        handler: async (message) => {
          const event = message as DomainEventMessage<EmailEventRecord>;
          await this.suppressRecipient.execute(event, reason);
        },
      });
    }
  }
}
