import { DomainEventMessage } from '@mailroom/contracts';
import { randomUUID } from 'node:crypto';
import { StatementPart } from '@mailroom/database';
import { EntityManager } from 'typeorm';

export interface OutboxEntry<T = unknown> {
  subject: string;
  data: T;
}

// Writes events in the SAME transaction as the state change they announce; the relay publishes them later.
export class Outbox {
  constructor(private readonly schema: string) {}

  async add<T>(manager: EntityManager, subject: string, data: T): Promise<DomainEventMessage<T>> {
    const [event] = await this.addMany(manager, [{ subject, data }]);
    return event;
  }

  // One statement for any number of events: a send to 50 recipients writes its 50 injections at once.
  async addMany<T>(manager: EntityManager, entries: OutboxEntry<T>[]): Promise<DomainEventMessage<T>[]> {
    if (entries.length === 0) return [];
    const { events, cte, parameters } = this.alongside(entries);
    await manager.query(cte(1), parameters);
    return events;
  }

  // The events of entries and their rows, for a statement of the caller's that writes them beside the change
  // they announce (see insertInto and OutboxRows), so that both commit at once without a transaction of
  // their own.
  prepare<T>(entries: OutboxEntry<T>[]): { events: DomainEventMessage<T>[]; rows: OutboxRows } {
    const occurredAt = new Date().toISOString();
    const events = entries.map(({ subject, data }): DomainEventMessage<T> => ({
      event_id: randomUUID(),
      subject,
      occurred_at: occurredAt,
      data,
    }));
    return {
      events,
      rows: [
        events.map((event) => event.event_id),
        events.map((event) => event.subject),
        events.map((event) => JSON.stringify(event)),
        events.map(() => occurredAt),
      ],
    };
  }

  // The events of entries as a CTE of a caller's statement (cte(first) reads its four parameters from $first
  // on), for a statement that also writes the change they announce.
  alongside<T>(entries: OutboxEntry<T>[]): StatementPart & { events: DomainEventMessage<T>[] } {
    const { events, rows } = this.prepare(entries);
    return {
      events,
      cte: (first) => `${this.insertInto()} SELECT * FROM ${OutboxRows.unnest(first)}`,
      parameters: rows,
    };
  }

  // `INSERT INTO <the outbox> (<its columns>)`, to be followed by a SELECT of the columns of OutboxRows.unnest.
  insertInto(): string {
    return `INSERT INTO "${this.schema}"."outbox" (event_id, subject, payload, occurred_at)`;
  }
}

// Four array parameters: event ids, subjects, payloads, occurrence times.
export type OutboxRows = [string[], string[], string[], string[]];

export const OutboxRows = {
  // The rows as a set of (event_id, subject, payload, occurred_at), from parameters $first to $first+3.
  unnest(first: number): string {
    const [a, b, c, d] = [first, first + 1, first + 2, first + 3];
    return `unnest($${a}::uuid[], $${b}::text[], $${c}::jsonb[], $${d}::timestamptz[])`;
  },
};
