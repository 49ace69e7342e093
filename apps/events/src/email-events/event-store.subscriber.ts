import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { EmailEventRecord, Streams } from '@mailroom/contracts';
import { EVENT_BUS, EventBus } from '@mailroom/messaging';
import { EventPartitions } from './event-partitions';
import { RECORD_BATCH_MAX, RecordEventUseCase } from './use-cases/record-event/record-event.use-case';

// The events context's durable consumer of every email event (EMAIL_EVENTS), its own tracking events
// included (they are stored when recorded; their echo changes nothing).
export const EVENT_STORE_CONSUMER = 'events-store';

@Injectable()
export class EventStoreSubscriber implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly partitions: EventPartitions,
    private readonly recordEvent: RecordEventUseCase,
  ) {}

  // Before any outbox relay starts (they start on application bootstrap): in standalone mode an event
  // published before this subscription would have no consumer.
  async onModuleInit(): Promise<void> {
    await this.partitions.maintain();
    await this.bus.subscribe({
      durable: EVENT_STORE_CONSUMER,
      stream: Streams.emailEvents,
      subjects: Streams.emailEvents.subjects,
      // As many events in hand as one write takes: those that arrive while a write runs make the next one.
      concurrency: RECORD_BATCH_MAX,
      handler: async (event) => {
        await this.recordEvent.execute(event.data as EmailEventRecord);
      },
    });
  }
}
