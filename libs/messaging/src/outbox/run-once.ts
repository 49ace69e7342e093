import { DataSource, EntityManager } from 'typeorm';

// Idempotent consumption: the handler's writes and the "seen" mark commit together, so a redelivered event
// changes nothing. Returns false when the event had already been handled by this consumer.
export async function runOnce(
  dataSource: DataSource,
  schema: string,
  consumer: string,
  eventId: string,
  handle: (manager: EntityManager) => Promise<void>,
): Promise<boolean> {
  return dataSource.transaction(async (manager) => {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO "${schema}"."processed_event" (consumer, event_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING event_id`,
      [consumer, eventId],
    );
    if (inserted.length === 0) return false;
    await handle(manager);
    return true;
  });
}
