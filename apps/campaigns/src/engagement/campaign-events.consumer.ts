import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { EmailEventRecord, emailEventSubject, Streams } from '@mailroom/contracts';
import { EVENT_BUS, EventBus } from '@mailroom/messaging';
import {
  CAMPAIGN_EVENT_SOURCE_TYPES,
  RECORD_BATCH_MAX,
  RecordCampaignEventsUseCase,
} from './use-cases/record-campaign-events/record-campaign-events.use-case';

// One durable consumer per event type the campaigns count (NATS before 2.10 filters a consumer on a single
// subject); the events of other mail are acknowledged and ignored.
@Injectable()
export class CampaignEventsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly recordEvents: RecordCampaignEventsUseCase,
  ) {}

  async onModuleInit(): Promise<void> {
    for (const type of CAMPAIGN_EVENT_SOURCE_TYPES) {
      await this.bus.subscribe({
        durable: `campaigns-${type.replace(/_/g, '-')}`,
        stream: Streams.emailEvents,
        subjects: [emailEventSubject(type)],
        concurrency: RECORD_BATCH_MAX,
        handler: (event) => this.recordEvents.execute(event.data as EmailEventRecord),
      });
    }
  }
}
