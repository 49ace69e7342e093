import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEventMessage, StreamDefinition, Streams } from '@mailroom/contracts';
import { WriteBatcher } from '@mailroom/database';
import { EVENT_BUS, EventBus } from '@mailroom/messaging';
import { DeliveryRepository } from './delivery.repository';
import { DeliveryWorker } from './delivery-worker';
import {
  campaignWebhookEvent,
  emailWebhookEvent,
  scheduledWebhookEvent,
  WebhookEvent,
  webhookTeam,
} from './webhook-events';

// Events in hand at once per stream in one process, and the most one write fans out: those that arrive
// while a write runs make the next one.
const FAN_OUT_BATCH = 256;

const SOURCES: {
  durable: string;
  stream: StreamDefinition;
  toWebhook: (event: DomainEventMessage) => WebhookEvent;
}[] = [
  { durable: 'webhooks-email-events', stream: Streams.emailEvents, toWebhook: emailWebhookEvent },
  {
    durable: 'webhooks-scheduled-events',
    stream: Streams.scheduledEmailEvents,
    toWebhook: scheduledWebhookEvent,
  },
  { durable: 'webhooks-campaign-events', stream: Streams.campaignEvents, toWebhook: campaignWebhookEvent },
];

// Durable consumers of the events webhooks push: each event becomes one delivery per enabled endpoint of its
// team that takes it, written with the consumer's record of having seen the event (see
// DeliveryRepository.fanOut), and acknowledged only once that committed. The events of teams without an
// enabled endpoint are acknowledged after one read per batch, with no body made and nothing written.
@Injectable()
export class FanOutSubscriber implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly deliveries: DeliveryRepository,
    private readonly worker: DeliveryWorker,
  ) {}

  // Before any outbox relay starts: in standalone mode an event published before this would have no consumer.
  async onModuleInit(): Promise<void> {
    for (const source of SOURCES) {
      const writes = new WriteBatcher<DomainEventMessage, number>(async (events) => {
        const teams = await this.deliveries.teamsWithEndpoints(events.map(webhookTeam));
        const wanted = events.filter((event) => teams.has(webhookTeam(event)));
        if (wanted.length === 0) return events.map(() => 0);
        const queued = await this.deliveries.fanOut(
          source.durable,
          wanted.map((event) => ({ sourceId: event.event_id, webhook: source.toWebhook(event) })),
        );
        if (queued > 0) this.worker.kick();
        return events.map(() => queued);
      }, FAN_OUT_BATCH);
      await this.bus.subscribe({
        durable: source.durable,
        stream: source.stream,
        subjects: source.stream.subjects,
        concurrency: FAN_OUT_BATCH,
        handler: async (event) => {
          await writes.submit(event);
        },
      });
    }
  }
}
