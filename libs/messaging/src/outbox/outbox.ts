import { DomainEventMessage } from '@mailroom/contracts';
import { randomUUID } from 'node:crypto';
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
    const occurredAt = new Date().toISOString();
    const events = entries.map(({ subject, data }): DomainEventMessage<T> => ({
      event_id: randomUUID(),
      subject,
      occurred_at: occurredAt,
      data,
    }));
    await manager.query(
      `INSERT INTO "${this.schema}"."outbox" (event_id, subject, payload, occurred_at)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::jsonb[], $4::timestamptz[])`,
      [
        events.map((event) => event.event_id),
        events.map((event) => event.subject),
        events.map((event) => JSON.stringify(event)),
        events.map(() => occurredAt),
      ],
    );
    return events;
  }
}
