import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { deleteInBatches } from '@mailroom/database';
import { daysBefore, HourlyJob } from '@mailroom/runtime';
import { DataSource } from 'typeorm';
import { SENDING_CONFIG, SendingConfig } from '../config/sending.config';
import { SENDING_SCHEMA } from '../database/sending.schema';
import { BatchTransmissionRepository } from './batch-transmission.repository';
import { firstRequestIdAt } from './request-id';
import { TransmissionRepository } from './transmission.repository';

// Transmissions deleted by one statement (with their messages): a short transaction at a time.
const BATCH = 1_000;

// Hourly, in every replica (deletes are idempotent): accepted sends older than EMAIL_RETENTION_DAYS whose
// recipients are all done (delivered or bounced) are forgotten, content, recipients and states with them,
// and so are the campaign batch keys taken that long ago (a batch is retried within minutes, not days).
// Without it sending's tables, and the cost of every index write into them, grow for as long as it runs.
@Injectable()
export class TransmissionRetentionJob extends HourlyJob {
  protected readonly logger = new Logger(TransmissionRetentionJob.name);
  protected readonly work = 'Email retention';

  constructor(
    @Inject(SENDING_CONFIG) private readonly config: SendingConfig,
    @InjectDataSource(SENDING_SCHEMA) private readonly dataSource: DataSource,
    private readonly transmissions: TransmissionRepository,
    private readonly batchKeys: BatchTransmissionRepository,
  ) {
    super();
  }

  async run(now = Date.now()): Promise<void> {
    const before = daysBefore(now, this.config.retentionDays);
    const transmissions = await deleteInBatches(BATCH, () =>
      this.transmissions.pruneFinished(this.dataSource, firstRequestIdAt(before.getTime()), BATCH),
    );
    const batchKeys = await deleteInBatches(BATCH, () => this.batchKeys.pruneTakenBefore(before, BATCH));
    if (transmissions + batchKeys > 0)
      this.logger.log({ transmissions, batchKeys }, 'Pruned sent emails past retention');
  }
}
