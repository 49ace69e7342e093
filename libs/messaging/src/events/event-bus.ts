import { DomainEventMessage, StreamDefinition } from '@mailroom/contracts';

export type EventHandler = (event: DomainEventMessage) => Promise<void>;

export interface EventSubscription {
  // Durable consumer name: it survives restarts and is shared by the replicas of one consumer.
  durable: string;
  stream: StreamDefinition;
  subjects: readonly string[];
  handler: EventHandler;
  maxDeliver?: number;
}

// Domain events between contexts. Published from an outbox only; consumed at least once, so every handler
// must be idempotent (see runOnce).
export interface EventBus {
  publish(event: DomainEventMessage): Promise<void>;
  subscribe(subscription: EventSubscription): Promise<void>;
  close(): Promise<void>;
}

export const EVENT_BUS = Symbol('EVENT_BUS');

export const DEFAULT_MAX_DELIVER = 10;

// Redelivery delay after the nth failed attempt: 1 s, 2 s, 4 s ... capped at 5 minutes.
export function redeliveryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), 300_000);
}
