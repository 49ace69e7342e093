import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { HourlyJob } from '@mailroom/runtime';
import { DataSource } from 'typeorm';
import { SENDING_CONFIG, SendingConfig } from '../config/sending.config';
import { SENDING_SCHEMA } from '../database/sending.schema';
import { firstRequestIdAt } from './request-id';
import { TransmissionRepository } from './transmission.repository';

const DAY_MS = 86_400_000;
// Transmissions deleted by one statement (with their messages): a short transaction at a time.
const BATCH = 1_000;

// Hourly, in every replica (deletes are idempotent): accepted sends older than EMAIL_RETENTION_DAYS whose
// recipients are all done (delivered or bounced) are forgotten, content, recipients and states with them.
// Without it sending's tables, and the cost of every index write into them, grow for as long as it runs.
@Injectable()
export class TransmissionRetentionJob extends HourlyJob {
  protected readonly logger = new Logger(TransmissionRetentionJob.name);
  protected readonly work = 'Email retention';

  constructor(
    @Inject(SENDING_CONFIG) private readonly config: SendingConfig,
    @InjectDataSource(SENDING_SCHEMA) private readonly dataSource: DataSource,
    private readonly transmissions: TransmissionRepository,
  ) {
    super();
  }

  async run(now = Date.now()): Promise<void> {
    const before = firstRequestIdAt(now - this.config.retentionDays * DAY_MS);
    let transmissions = 0;
    for (let n = BATCH; n === BATCH; transmissions += n)
      n = await this.transmissions.pruneFinished(this.dataSource, before, BATCH);
    if (transmissions > 0) this.logger.log({ transmissions }, 'Pruned sent emails past retention');
  }
}
