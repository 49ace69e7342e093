import { Streams } from '@mailroom/contracts';
import { deleteInBatches } from '@mailroom/database';
import { DataSource } from 'typeorm';

const HOUR_MS = 3_600_000;
// A consumer's record of an event it handled (runOnce, the webhooks fan-out) outlives the longest any stream
// keeps an event, with a day's margin: an event older than that cannot be delivered again.
export const PROCESSED_EVENT_KEEP_MS =
  Math.max(...Object.values(Streams).map((stream) => stream.maxAgeHours)) * HOUR_MS + 24 * HOUR_MS;
// Rows deleted by one statement: a context that consumes many events prunes an hour's records in steps.
const PRUNE_BATCH = 10_000;

// Deletes a context's records of handled events past PROCESSED_EVENT_KEEP_MS; answers how many.
export function pruneProcessedEvents(
  dataSource: DataSource,
  schema: string,
  now = Date.now(),
): Promise<number> {
  const before = new Date(now - PROCESSED_EVENT_KEEP_MS);
  return deleteInBatches(PRUNE_BATCH, async () => {
    const [{ deleted }] = await dataSource.query<{ deleted: number }[]>(
      `WITH gone AS (
         DELETE FROM "${schema}"."processed_event" WHERE ctid = ANY (ARRAY(
           SELECT ctid FROM "${schema}"."processed_event" WHERE processed_at < $1 LIMIT $2))
         RETURNING 1)
       SELECT count(*)::int AS deleted FROM gone`,
      [before, PRUNE_BATCH],
    );
    return deleted;
  });
}
