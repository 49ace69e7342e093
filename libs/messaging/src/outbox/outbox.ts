import { DomainEventMessage } from '@mailroom/contracts';
import { randomUUID } from 'node:crypto';
import { QueryRunnerLike, StatementPart } from '@mailroom/database';

export interface OutboxEntry<T = unknown> {
  subject: string;
  data: T;
}

// Writes events in the SAME transaction as the state change they announce; the relay publishes them later.
export class Outbox {
  constructor(private readonly schema: string) {}

  async add<T>(manager: QueryRunnerLike, subject: string, data: T): Promise<DomainEventMessage<T>> {
    const [event] = await this.addMany(manager, [{ subject, data }]);
    return event;
  }

  // One statement for any number of events: a send to 50 recipients writes its 50 injections at once.
  async addMany<T>(manager: QueryRunnerLike, entries: OutboxEntry<T>[]): Promise<DomainEventMessage<T>[]> {
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
    return { events, rows: [JSON.stringify(events)] };
  }

  // The events of entries as a CTE of a caller's statement (cte(first) reads its parameter $first), for a
  // statement that also writes the change they announce.
  alongside<T>(entries: OutboxEntry<T>[]): StatementPart & { events: DomainEventMessage<T>[] } {
    const { events, rows } = this.prepare(entries);
    return {
      events,
      cte: (first) =>
        `${this.insertInto()} SELECT ${OutboxRows.columns('o')} FROM ${OutboxRows.elements(first, 'o')}`,
      parameters: rows,
    };
  }

  // `INSERT INTO <the outbox> (<its columns>)`, to be followed by a SELECT of OutboxRows.columns.
  insertInto(): string {
    return `INSERT INTO "${this.schema}"."outbox" (event_id, subject, payload, occurred_at)`;
  }
}

// One parameter: the events as a JSON array. An event carries its id, subject and time, so one array makes
// every column; node-postgres escapes every element of an array parameter, and escaping the quotes of JSON
// cost more than writing it.
export type OutboxRows = [string];

export const OutboxRows = {
  // The events of parameter $parameter as rows `alias`(payload, n): each event and its place from 1.
  elements(parameter: number, alias: string): string {
    return `jsonb_array_elements($${parameter}::jsonb) WITH ORDINALITY AS ${alias}(payload, n)`;
  },
  // The outbox's columns (event_id, subject, payload, occurred_at) of a row `alias` of elements.
  columns(alias: string): string {
    return `(${alias}.payload->>'event_id')::uuid, ${alias}.payload->>'subject', ${alias}.payload,
            (${alias}.payload->>'occurred_at')::timestamptz`;
  },
};
