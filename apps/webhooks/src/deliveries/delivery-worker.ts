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
import { EndpointSlots } from './endpoint-slots';
import { WebhookSender } from './webhook-sender';

const MIN_IDLE_MS = 20;
// Deliveries of one endpoint claimed at once, as a multiple of the attempts it may have in flight.
const CLAIM_DEPTH = 4;
// Claims are spaced at least this far apart: every finished attempt wakes the loop, and a claim per attempt
// would cost more than the attempt; spaced, one claim feeds those that finished meanwhile.
const CLAIM_SPACING_MS = 10;

// Claims due deliveries and attempts them, up to the process's concurrency and, per endpoint, up to its cap
// of attempts in flight (a slow endpoint holds a few claims and slots, never all of them). It wakes at once
// when this process queues deliveries, when an attempt finishes, and otherwise at the next retry it knows
// of, at most the poll interval.
@Injectable()
export class DeliveryWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly loop: ClaimLoop<ClaimedDelivery>;

  constructor(
    @Inject(WEBHOOKS_CONFIG) config: WebhooksConfig,
    deliveries: DeliveryRepository,
    sender: WebhookSender,
  ) {
    const slots = new EndpointSlots(config.endpointConcurrency);
    // A delivery that waited for its endpoint's turn past half its lease is left to lapse and be claimed
    // again, rather than attempted while another replica may take it over.
    const staleAfterMs = (config.leaseSeconds * 1000) / 2;
    let lastClaimAt = 0;
    let spacing = false;
    this.loop = new ClaimLoop({
      concurrency: config.concurrency,
      minClaim: Math.max(1, Math.floor(config.concurrency / 8)),
      claim: async (room) => {
        spacing = Date.now() - lastClaimAt < CLAIM_SPACING_MS;
        if (spacing) return [];
        lastClaimAt = Date.now();
        return deliveries.claimDue(room, config.endpointConcurrency * CLAIM_DEPTH, config.leaseSeconds);
      },
      process: (delivery) => {
        const claimedAt = Date.now();
        return slots
          .run(delivery.endpoint.id, async () =>
            Date.now() - claimedAt < staleAfterMs ? sender.attempt(delivery) : undefined,
          )
          .then((outcome) => (outcome ? sender.record(delivery, outcome) : undefined));
      },
      idleMs: async () => {
        if (spacing) return Math.max(1, CLAIM_SPACING_MS - (Date.now() - lastClaimAt));
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
