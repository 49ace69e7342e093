import { Inject, Injectable, Logger } from '@nestjs/common';
import { deleteInBatches } from '@mailroom/database';
import { daysBefore, HourlyJob } from '@mailroom/runtime';
import { SCHEDULER_CONFIG, SchedulerConfig } from '../config/scheduler.config';
import { ScheduledEmailRepository } from './scheduled-email.repository';

const BATCH = 1_000;

// Hourly, in every replica (deletes are idempotent): scheduled emails sent, cancelled or failed more than
// EMAIL_RETENTION_DAYS ago are forgotten, with the request each held. One still scheduled or being handed to
// sending is never touched.
@Injectable()
export class ScheduledEmailRetentionJob extends HourlyJob {
  protected readonly logger = new Logger(ScheduledEmailRetentionJob.name);
  protected readonly work = 'Scheduled email retention';

  constructor(
    @Inject(SCHEDULER_CONFIG) private readonly config: SchedulerConfig,
    private readonly scheduledEmails: ScheduledEmailRepository,
  ) {
    super();
  }

  async run(now = Date.now()): Promise<void> {
    const before = daysBefore(now, this.config.retentionDays);
    const pruned = await deleteInBatches(BATCH, () => this.scheduledEmails.pruneFinished(before, BATCH));
    if (pruned > 0) this.logger.log({ pruned }, 'Pruned scheduled emails past retention');
  }
}
