import { Inject, Injectable, Logger } from '@nestjs/common';
import { HourlyJob } from '@mailroom/runtime';
import { EVENTS_CONFIG, EventsConfig } from '../config/events.config';
import { DAY_MS, EventPartitions } from '../email-events/event-partitions';
import { PendingTrackingHitRepository } from '../tracking/pending-tracking-hit.repository';
import { TrackedMessageRepository } from '../tracking/tracked-message.repository';

// Hourly, in every replica (the work is idempotent and serialised in the database): partitions for the
// days ahead, expired partitions dropped, messages older than TRACKING_RETENTION_DAYS forgotten, and the
// opens and clicks kept for a message that never came deleted after EVENT_RETENTION_DAYS.
@Injectable()
export class RetentionJob extends HourlyJob {
  protected readonly logger = new Logger(RetentionJob.name);
  protected readonly work = 'Event retention';

  constructor(
    @Inject(EVENTS_CONFIG) private readonly config: EventsConfig,
    private readonly partitions: EventPartitions,
    private readonly messages: TrackedMessageRepository,
    private readonly pendingHits: PendingTrackingHitRepository,
  ) {
    super();
  }

  async run(now = new Date()): Promise<void> {
    await this.partitions.maintain(now);
    const forgotten = await this.messages.prune(
      new Date(now.getTime() - this.config.trackingRetentionDays * DAY_MS),
    );
    if (forgotten > 0) this.logger.log({ forgotten }, 'Forgot the tracked messages past their retention');
    const unclaimed = await this.pendingHits.prune(this.partitions.windowStart(now));
    if (unclaimed > 0)
      this.logger.log(
        { unclaimed },
        'Deleted the tracking hits whose message never came, past event retention',
      );
  }
}
