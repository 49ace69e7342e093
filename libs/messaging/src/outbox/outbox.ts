import { DomainEventMessage } from '@mailroom/contracts';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';

// Writes an event in the SAME transaction as the state change it announces; the relay publishes it later.
export class Outbox {
  constructor(private readonly schema: string) {}

  async add<T>(manager: EntityManager, subject: string, data: T): Promise<DomainEventMessage<T>> {
    const event: DomainEventMessage<T> = {
      event_id: randomUUID(),
      subject,
      occurred_at: new Date().toISOString(),
      data,
    };
    await manager.query(
      `INSERT INTO "${this.schema}"."outbox" (event_id, subject, payload, occurred_at) VALUES ($1, $2, $3, $4)`,
      [event.event_id, subject, JSON.stringify(event), event.occurred_at],
    );
    return event;
  }
}
