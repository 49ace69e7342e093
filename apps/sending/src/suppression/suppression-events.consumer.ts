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

// SparkPost's class of an unknown recipient: the only bounce that suppresses (as an in-band bounce does).
const INVALID_RECIPIENT_CLASS = 10;

// The email events that put their recipient on the team's suppression list (API.md, Emails): an unsubscribe
// stops the team's non-transactional mail to the address, a complaint all of it, and so does an
// out-of-band bounce (a DSN that came back after the 250) of an unknown recipient.
const SUPPRESSING_EVENTS: {
  type: EmailEventType;
  reason: SuppressionReason;
  applies?: (event: EmailEventRecord) => boolean;
}[] = [
  { type: 'list_unsubscribe', reason: SuppressionReason.unsubscribe },
  { type: 'link_unsubscribe', reason: SuppressionReason.unsubscribe },
  { type: 'spam_complaint', reason: SuppressionReason.spamComplaint },
  {
    type: 'out_of_band',
    reason: SuppressionReason.hardBounce,
    applies: (event) => event.bounce_class === INVALID_RECIPIENT_CLASS,
  },
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
    for (const { type, reason, applies } of SUPPRESSING_EVENTS) {
      await this.bus.subscribe({
        durable: `sending-suppression-${type.replace(/_/g, '-')}`,
        stream: Streams.emailEvents,
        subjects: [emailEventSubject(type)],
        handler: async (message) => {
          const event = message as DomainEventMessage<EmailEventRecord>;
          if (applies && !applies(event.data)) return;
          await this.suppressRecipient.execute(event, reason);
        },
      });
    }
  }
}
