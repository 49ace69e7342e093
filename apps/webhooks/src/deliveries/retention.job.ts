import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Streams } from '@mailroom/contracts';
import { WEBHOOKS_CONFIG, WebhooksConfig } from '../config/webhooks.config';
import { DeliveryRepository } from './delivery.repository';

const EVERY_MS = 3_600_000;
const DAY_MS = 86_400_000;
const BATCH = 5_000;
// The consumers' dedupe records outlive the longest any stream keeps an event, with a margin.
const PROCESSED_EVENT_KEEP_MS =
  Math.max(...Object.values(Streams).map((stream) => stream.maxAgeHours)) * 3_600_000 + DAY_MS;

// Hourly, in every replica (deletes are idempotent): deliveries older than WEBHOOK_RETENTION_DAYS with
// nothing left to attempt are forgotten, with their messages, and so are the dedupe records of events no
// stream can deliver again.
@Injectable()
export class RetentionJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RetentionJob.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    @Inject(WEBHOOKS_CONFIG) private readonly config: WebhooksConfig,
    private readonly deliveries: DeliveryRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.start(), EVERY_MS);
    this.timer.unref();
    this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  async run(now = Date.now()): Promise<void> {
    let messages = 0;
    const messagesBefore = new Date(now - this.config.retentionDays * DAY_MS);
    for (let n = BATCH; n === BATCH; messages += n)
      n = await this.deliveries.pruneMessages(messagesBefore, BATCH);
    let records = 0;
    const recordsBefore = new Date(now - PROCESSED_EVENT_KEEP_MS);
    for (let n = BATCH; n === BATCH; records += n)
      n = await this.deliveries.pruneProcessedEvents(recordsBefore, BATCH);
    if (messages + records > 0)
      this.logger.log({ messages, records }, 'Pruned webhook history past retention');
  }

  private start(): void {
    if (this.running) return;
    this.running = this.run()
      .catch((error: unknown) =>
        this.logger.warn({ err: error }, 'Webhook retention failed; retrying in an hour'),
      )
      .finally(() => (this.running = undefined));
  }
}
