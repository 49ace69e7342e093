import { Injectable, Logger } from '@nestjs/common';
import { EmailEventRecord } from '@mailroom/contracts';
import { WriteBatcher } from '@mailroom/database';
import { InjectOutboxRelay, OutboxRelay } from '@mailroom/messaging';
import { EVENTS_SCHEMA } from '../../../database/events.schema';
import { EarlyTrackingHits } from '../../../tracking/early-tracking-hits';
import { EmailEventRepository } from '../../email-event.repository';
import { EventPartitions } from '../../event-partitions';
import { linksBack } from '../../../tracking/links-back';

export type RecordOutcome = 'stored' | 'duplicate' | 'expired';

// Events written by one multi-row statement at most.
export const RECORD_BATCH_MAX = 500;

// Stores an email event from the stream, with the events that arrive while a write is running, in one
// transaction; it answers once that transaction committed. Idempotent: a redelivered event conflicts on its
// id and time and changes nothing. An injection also remembers its message for the tracking links of the
// mail (EmailEventRepository.insert), and records the opens and clicks of it that came before.
@Injectable()
export class RecordEventUseCase {
  private readonly logger = new Logger(RecordEventUseCase.name);
  private readonly writes = new WriteBatcher<EmailEventRecord, RecordOutcome>(
    (records) => this.store(records),
    RECORD_BATCH_MAX,
  );

  constructor(
    private readonly events: EmailEventRepository,
    private readonly partitions: EventPartitions,
    private readonly earlyHits: EarlyTrackingHits,
    @InjectOutboxRelay(EVENTS_SCHEMA) private readonly relay: OutboxRelay,
  ) {}

  async execute(record: EmailEventRecord, now = new Date()): Promise<RecordOutcome> {
    const at = new Date(record.timestamp);
    if (Number.isNaN(at.getTime())) throw new Error(`Event ${record.event_id} has no valid timestamp`);
    // Older than the retention window: it would never be listed.
    if (at < this.partitions.windowStart(now)) {
      this.logger.warn(
        { event_id: record.event_id, timestamp: record.timestamp },
        'Dropped an expired event',
      );
      return 'expired';
    }
    return this.writes.submit(record);
  }

  private async store(records: EmailEventRecord[]): Promise<RecordOutcome[]> {
    // One row per event, in id order: a batch may hold a redelivery of an event it holds already, and
    // replicas writing the same events at once take their locks in the same order (no deadlock).
    const unique = [...new Map(records.map((record) => [idOf(record), record])).values()].sort((a, b) =>
      idOf(a) < idOf(b) ? -1 : 1,
    );
    const windowStart = this.partitions.windowStart(new Date());
    let earlyHits = 0;
    const instants = unique.map((record) => new Date(record.timestamp));
    // Without an injection whose mail links back there are no early hits to take: the events are one
    // statement.
    const tracked = (record: EmailEventRecord) => record.type === 'injection' && linksBack(record);
    const stored = unique.some(tracked)
      ? await this.partitions.writeByKeyAt(instants, async (manager) => {
          const ids = await this.events.insert(manager, unique);
          const injections = unique.filter((record) => tracked(record) && ids.has(idOf(record)));
          earlyHits = (await this.earlyHits.record(manager, injections, windowStart)).length;
          return ids;
        })
      : await this.partitions.writeOneStatementAt(instants, (runner) => this.events.insert(runner, unique));
    if (earlyHits > 0) this.relay.kick();
    return records.map((record) => {
      const id = idOf(record);
      // The first of two deliveries in one batch stored it; the second is a duplicate.
      return stored.delete(id) ? 'stored' : 'duplicate';
    });
  }
}

// Postgres answers UUIDs in lower case.
function idOf(record: EmailEventRecord): string {
  return record.event_id.toLowerCase();
}
