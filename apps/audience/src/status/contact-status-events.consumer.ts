import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import {
  DomainEventMessage,
  EmailEventRecord,
  emailEventSubject,
  EmailEventType,
  Streams,
} from '@mailroom/contracts';
import { EVENT_BUS, EventBus } from '@mailroom/messaging';
import { ApplyEmailEventUseCase } from './use-cases/apply-email-event/apply-email-event.use-case';

// The email events a contact's status follows: unsubscribes, hard bounces (in-band and out-of-band),
// complaints.
const STATUS_EVENTS: EmailEventType[] = [
  'list_unsubscribe',
  'link_unsubscribe',
  'bounce',
  'out_of_band',
  'spam_complaint',
];

// One durable consumer per event type: NATS before 2.10 filters a consumer on a single subject.
@Injectable()
export class ContactStatusEventsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly applyEmailEvent: ApplyEmailEventUseCase,
  ) {}

  async onModuleInit(): Promise<void> {
    for (const type of STATUS_EVENTS) {
      await this.bus.subscribe({
        durable: `audience-contact-status-${type.replace(/_/g, '-')}`,
        stream: Streams.emailEvents,
        subjects: [emailEventSubject(type)],
        handler: (event) => this.applyEmailEvent.execute(event as DomainEventMessage<EmailEventRecord>),
      });
    }
  }
}
