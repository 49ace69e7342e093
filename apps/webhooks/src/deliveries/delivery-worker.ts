import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { ClaimLoop } from '@mailroom/runtime';
import { WEBHOOKS_CONFIG, WebhooksConfig } from '../config/webhooks.config';
import { ClaimedDelivery, DeliveryRepository } from './delivery.repository';
import { WebhookSender } from './webhook-sender';

const MIN_IDLE_MS = 20;

// Claims due deliveries and attempts them, up to the process's concurrency and the per-endpoint cap. It
// wakes at once when this process queues deliveries, when an attempt finishes, and otherwise at the next
// retry it knows of, at most the poll interval.
@Injectable()
export class DeliveryWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly loop: ClaimLoop<ClaimedDelivery>;

  constructor(
    @Inject(WEBHOOKS_CONFIG) config: WebhooksConfig,
    deliveries: DeliveryRepository,
    sender: WebhookSender,
  ) {
    this.loop = new ClaimLoop({
      concurrency: config.concurrency,
      minClaim: Math.min(8, config.concurrency),
      claim: (room) => deliveries.claimDue(room, config.endpointConcurrency, config.leaseSeconds),
      process: (delivery) => sender.attempt(delivery),
      idleMs: async () => {
        const untilNext = (await deliveries.msUntilNextDue()) ?? config.pollIntervalMs;
        return Math.min(Math.max(untilNext, MIN_IDLE_MS), config.pollIntervalMs);
      },
      logger: new Logger(DeliveryWorker.name),
    });
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  // Before the database closes: attempts in flight finish and are recorded.
  async beforeApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }

  kick(): void {
    this.loop.kick();
  }
}
