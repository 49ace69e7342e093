import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DomainEventMessage, StreamDefinition, Streams } from '@mailroom/contracts';
import { EVENT_BUS, EventBus, runOnce } from '@mailroom/messaging';
import { DataSource } from 'typeorm';
import { WEBHOOKS_SCHEMA } from '../database/webhooks.schema';
import { DeliveryRepository } from './delivery.repository';
import { DeliveryWorker } from './delivery-worker';
import {
  campaignWebhookEvent,
  emailWebhookEvent,
  scheduledWebhookEvent,
  WebhookEvent,
} from './webhook-events';

// Events handled at once per stream in one process: each is a short transaction.
const FAN_OUT_CONCURRENCY = 32;

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
// team that takes it, in one transaction with the consumer's record of having seen the event, so a
// redelivered event (a crash before the acknowledgement) queues nothing twice and a crash before the commit
// loses nothing.
@Injectable()
export class FanOutSubscriber implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @InjectDataSource(WEBHOOKS_SCHEMA) private readonly dataSource: DataSource,
    private readonly deliveries: DeliveryRepository,
    private readonly worker: DeliveryWorker,
  ) {}

  // Before any outbox relay starts: in standalone mode an event published before this would have no consumer.
  async onModuleInit(): Promise<void> {
    for (const source of SOURCES) {
      await this.bus.subscribe({
        durable: source.durable,
        stream: source.stream,
        subjects: source.stream.subjects,
        concurrency: FAN_OUT_CONCURRENCY,
        handler: (event) => this.fanOut(source.durable, event, source.toWebhook),
      });
    }
  }

  private async fanOut(
    consumer: string,
    event: DomainEventMessage,
    toWebhook: (event: DomainEventMessage) => WebhookEvent,
  ): Promise<void> {
    const webhook = toWebhook(event);
    let queued = 0;
    await runOnce(this.dataSource, WEBHOOKS_SCHEMA, consumer, event.event_id, async (manager) => {
      queued = await this.deliveries.fanOut(manager, webhook);
    });
    if (queued > 0) this.worker.kick();
  }
}
