import { Injectable, Logger } from '@nestjs/common';
import { EmailEventRecord } from '@mailroom/contracts';
import { TrackedMessageRepository } from '../../../tracking/tracked-message.repository';
import { EmailEventRepository } from '../../email-event.repository';
import { EventPartitions } from '../../event-partitions';

export type RecordOutcome = 'stored' | 'duplicate' | 'expired';

// Stores an email event from the stream. Idempotent: a redelivered event conflicts on its id and time and
// changes nothing. An injection also remembers its message for the tracking links of the mail.
@Injectable()
export class RecordEventUseCase {
  private readonly logger = new Logger(RecordEventUseCase.name);

  constructor(
    private readonly events: EmailEventRepository,
    private readonly messages: TrackedMessageRepository,
    private readonly partitions: EventPartitions,
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
    return this.partitions.writeAt(at, async (manager) => {
      if (!(await this.events.insert(manager, record))) return 'duplicate';
      if (record.type === 'injection') await this.messages.insert(manager, record);
      return 'stored';
    });
  }
}
