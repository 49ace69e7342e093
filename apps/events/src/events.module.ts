import { DynamicModule, Module } from '@nestjs/common';
import { DatabaseModule } from '@mailroom/database';
import { OutboxModule } from '@mailroom/messaging';
import { EVENTS_CONFIG, EventsConfig } from './config/events.config';
import { eventsMigrations } from './database/events.migrations';
import { EVENTS_SCHEMA } from './database/events.schema';
import { EmailEventRepository } from './email-events/email-event.repository';
import { EmailEventsHandler } from './email-events/email-events.handler';
import { EventListCursors } from './email-events/event-list-cursor';
import { EventPartitions } from './email-events/event-partitions';
import { EventStoreSubscriber } from './email-events/event-store.subscriber';
import { GetTransmissionEventsUseCase } from './email-events/use-cases/get-transmission-events/get-transmission-events.use-case';
import { ListEventsUseCase } from './email-events/use-cases/list-events/list-events.use-case';
import { RecordEventUseCase } from './email-events/use-cases/record-event/record-event.use-case';
import { RetentionJob } from './retention/retention.job';
import { EarlyTrackingHits } from './tracking/early-tracking-hits';
import { PendingTrackingHitRepository } from './tracking/pending-tracking-hit.repository';
import { TrackedMessageRepository } from './tracking/tracked-message.repository';
import { TrackingEventRecorder } from './tracking/tracking-events';
import { TrackingTokens } from './tracking/tracking-tokens';
import { TrackingHandler } from './tracking/tracking.handler';
import { UnsubscribeLink } from './tracking/unsubscribe-link';
import { UnsubscribeRepository } from './tracking/unsubscribe.repository';
import { ShowUnsubscribePageUseCase } from './tracking/use-cases/show-unsubscribe-page/show-unsubscribe-page.use-case';
import { TrackClickUseCase } from './tracking/use-cases/track-click/track-click.use-case';
import { TrackOpenUseCase } from './tracking/use-cases/track-open/track-open.use-case';
import { UnsubscribeUseCase } from './tracking/use-cases/unsubscribe/unsubscribe.use-case';

// The events context: the store of per-recipient email events (consumed from EMAIL_EVENTS), their lists,
// and the tracking links (opens, clicks, unsubscribes) it records events for. The process that imports it
// provides the database settings, the bus and observability globally (distributed main or standalone).
@Module({})
export class EventsModule {
  static register(config: EventsConfig): DynamicModule {
    return {
      module: EventsModule,
      imports: [
        DatabaseModule.forContext({ schema: EVENTS_SCHEMA, entities: [], migrations: eventsMigrations }),
        OutboxModule.forContext(EVENTS_SCHEMA),
      ],
      controllers: [EmailEventsHandler, TrackingHandler],
      providers: [
        { provide: EVENTS_CONFIG, useValue: config },
        EmailEventRepository,
        EventPartitions,
        EventStoreSubscriber,
        RecordEventUseCase,
        ListEventsUseCase,
        EventListCursors,
        GetTransmissionEventsUseCase,
        RetentionJob,
        TrackedMessageRepository,
        PendingTrackingHitRepository,
        EarlyTrackingHits,
        UnsubscribeRepository,
        TrackingTokens,
        TrackingEventRecorder,
        UnsubscribeLink,
        TrackOpenUseCase,
        TrackClickUseCase,
        ShowUnsubscribePageUseCase,
        UnsubscribeUseCase,
      ],
    };
  }
}
