import { DomainEventMessage, ServiceError, StreamDefinition } from '@mailroom/contracts';
import { databaseUnavailability } from '@mailroom/database';

export type EventHandler = (event: DomainEventMessage) => Promise<void>;

export interface EventSubscription {
  // Durable consumer name: it survives restarts and is shared by the replicas of one consumer.
  durable: string;
  stream: StreamDefinition;
  subjects: readonly string[];
  handler: EventHandler;
  // Attempts after which an event whose handler keeps failing of itself is given up on (see
  // isDependencyFailure for the failures that never count).
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
  // Shutdown has begun: no handler is waited on for another attempt (the process would wait out the
  // backoff). An event left to try again stays where it came from: JetStream, or the outbox.
  stopRetrying(): void;
  close(): Promise<void>;
}

export const EVENT_BUS = Symbol('EVENT_BUS');

export const DEFAULT_MAX_DELIVER = 10;

// A handler that failed because what it depends on could not serve (the database, or another context
// answering 503) met no bad event: giving up would lose the event for this consumer after an outage of a few
// minutes (the backoff adds up to 8.5 over ten attempts). It is tried again with the same backoff for as
// long as the outage lasts. A failure of any other kind on the maxDeliver-th attempt or later gives it up.
export function isDependencyFailure(error: unknown): boolean {
  if (databaseUnavailability(error)) return true;
  return error instanceof ServiceError && error.status === 503;
}

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
