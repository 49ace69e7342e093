import { Logger } from '@nestjs/common';
import { DomainEventMessage } from '@mailroom/contracts';
import { eventsConsumed } from '@mailroom/observability';
import { setTimeout as sleep } from 'node:timers/promises';
import { subjectFilter } from './subject-match';
import {
  concurrencyOf,
  DEFAULT_MAX_DELIVER,
  EventBus,
  EventSubscription,
  isDependencyFailure,
  redeliveryDelayMs,
} from './event-bus';

// At most `size` calls at once; the others wait their turn, first come first served.
class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(size: number) {
    this.free = size;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}

// Standalone mode: the outbox relay hands each event to every matching subscriber and only marks it
// published once they have all taken it, so a crash before that replays it from the outbox. A subscriber
// runs as many handler calls at once as its concurrency allows, as it would on JetStream. Events are handed
// on as they are: the relay's are read back from the outbox's JSON, all a wire would carry. Once retries
// stopped, a publish whose handler failed is refused; once closed, every publish is: the outbox keeps the
// events for the next start.
export class InProcessEventBus implements EventBus {
  private readonly logger = new Logger(InProcessEventBus.name);
  private readonly retriesStopped = new AbortController();
  private readonly closed = new AbortController();
  private readonly subscriptions: {
    subscription: EventSubscription;
    wants: (subject: string) => boolean;
    slots: Slots;
  }[] = [];

  constructor(private readonly retryDelayMs: (attempt: number) => number = redeliveryDelayMs) {}

  async publishAll(events: readonly DomainEventMessage[]): Promise<void> {
    const outcomes = await Promise.allSettled(events.map((event) => this.publish(event)));
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    if (refused) throw refused.reason;
  }

  private async publish(event: DomainEventMessage): Promise<void> {
    this.closed.signal.throwIfAborted();
    const matching = this.subscriptions.filter(({ wants }) => wants(event.subject));
    await Promise.all(
      matching.map(({ subscription, slots }) => slots.run(() => this.deliver(subscription, event))),
    );
  }

  async subscribe(subscription: EventSubscription): Promise<void> {
    this.subscriptions.push({
      subscription,
      wants: subjectFilter(subscription.subjects),
      slots: new Slots(concurrencyOf(subscription)),
    });
  }

  stopRetrying(): void {
    this.retriesStopped.abort(new Error('The event bus stopped retrying: the process is shutting down'));
  }

  async close(): Promise<void> {
    this.stopRetrying();
    this.closed.abort(new Error('The event bus is closed'));
    this.subscriptions.length = 0;
  }

  private async deliver(subscription: EventSubscription, event: DomainEventMessage): Promise<void> {
    const maxDeliver = subscription.maxDeliver ?? DEFAULT_MAX_DELIVER;
    for (let attempt = 1; ; attempt++) {
      this.closed.signal.throwIfAborted();
      try {
        await subscription.handler(event);
        eventsConsumed.inc({ consumer: subscription.durable, outcome: 'ok' });
        return;
      } catch (error) {
        eventsConsumed.inc({ consumer: subscription.durable, outcome: 'failed' });
        this.logger.warn(
          { err: error, event_id: event.event_id, attempt },
          `${subscription.durable} failed an event`,
        );
        if (attempt >= maxDeliver && !isDependencyFailure(error)) {
          eventsConsumed.inc({ consumer: subscription.durable, outcome: 'given_up' });
          this.logger.error(
            { event_id: event.event_id },
            `${subscription.durable} gave up on an event after ${attempt} attempts`,
          );
          return;
        }
        this.retriesStopped.signal.throwIfAborted();
        await sleep(this.retryDelayMs(attempt), undefined, { signal: this.retriesStopped.signal });
      }
    }
  }
}
