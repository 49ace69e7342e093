import { DomainEventMessage, StreamDefinition } from '@mailroom/contracts';

export type EventHandler = (event: DomainEventMessage) => Promise<void>;

export interface EventSubscription {
  // Durable consumer name: it survives restarts and is shared by the replicas of one consumer.
  durable: string;
  stream: StreamDefinition;
  subjects: readonly string[];
  handler: EventHandler;
  maxDeliver?: number;
  // Handler calls run at once for this subscription in one process (default 1: one event after the other,
  // in stream order). Above 1, events are handled concurrently and in no particular order. An event is
  // acknowledged only once its handler resolved, together with the other events of its JetStream message.
  concurrency?: number;
}

// Domain events between contexts. Published from an outbox only; consumed at least once, so every handler
// must be idempotent (see runOnce).
export interface EventBus {
  // Events in the outbox's order; settles once every one was taken (or refused: then it rejects, after
  // the others settled).
  publishAll(events: readonly DomainEventMessage[]): Promise<void>;
  subscribe(subscription: EventSubscription): Promise<void>;
  close(): Promise<void>;
}

export const EVENT_BUS = Symbol('EVENT_BUS');

export const DEFAULT_MAX_DELIVER = 10;

export function concurrencyOf(subscription: EventSubscription): number {
  const concurrency = subscription.concurrency ?? 1;
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new Error(`${subscription.durable}: concurrency must be a positive integer, not ${concurrency}`);
  return concurrency;
}

// Redelivery delay after the nth failed attempt: 1 s, 2 s, 4 s ... capped at 5 minutes.
export function redeliveryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), 300_000);
}
