import { Inject, Injectable, Logger } from '@nestjs/common';
import { deleteInBatches } from '@mailroom/database';
import { daysBefore, HourlyJob } from '@mailroom/runtime';
import { WEBHOOKS_CONFIG, WebhooksConfig } from '../config/webhooks.config';
import { DeliveryRepository } from './delivery.repository';

const BATCH = 5_000;

// Hourly, in every replica (deletes are idempotent): deliveries older than WEBHOOK_RETENTION_DAYS with
// nothing left to attempt are forgotten, with their messages. (The fan-out's records of the events it saw
// are pruned as every consuming context's are: ProcessedEventRetention.)
@Injectable()
export class RetentionJob extends HourlyJob {
  protected readonly logger = new Logger(RetentionJob.name);
  protected readonly work = 'Webhook retention';

  constructor(
    @Inject(WEBHOOKS_CONFIG) private readonly config: WebhooksConfig,
    private readonly deliveries: DeliveryRepository,
  ) {
    super();
  }

  async run(now = Date.now()): Promise<void> {
    const messagesBefore = daysBefore(now, this.config.retentionDays);
    const messages = await deleteInBatches(BATCH, () => this.deliveries.pruneMessages(messagesBefore, BATCH));
    if (messages > 0) this.logger.log({ messages }, 'Pruned webhook history past retention');
  }
}
