import { Inject, Injectable, Logger } from '@nestjs/common';
import { ClaimLoop, ClaimLoopWorker } from '@mailroom/runtime';
import { CAMPAIGNS_CONFIG, CampaignsConfig } from '../config/campaigns.config';
import { CampaignBatch, batchesOf } from './campaign-batch';
import { CampaignBatchSender } from './campaign-batch-sender';
import { RecipientRepository } from './recipient.repository';

// Sends the recipients of campaigns that are sending, a batch at a time, up to CAMPAIGN_SEND_CONCURRENCY
// batches at once. A recipient claimed by a process that died is claimed again once its lease lapses, and
// sending's per-recipient idempotency key makes that retry send nothing twice.
@Injectable()
export class SendingWorker extends ClaimLoopWorker<CampaignBatch> {
  protected readonly loop: ClaimLoop<CampaignBatch>;
  // Each campaign's last claimed contact: the next claim reads on from there (claims come back in order).
  private readonly after = new Map<string, string>();

  constructor(
    @Inject(CAMPAIGNS_CONFIG) config: CampaignsConfig,
    recipients: RecipientRepository,
    sender: CampaignBatchSender,
  ) {
    super();
    this.loop = new ClaimLoop({
      concurrency: config.sendConcurrency,
      claim: async (room) => {
        const limit = room * config.batchSize;
        let claimed = await recipients.claim(limit, config.leaseSeconds, this.after);
        if (claimed.length < limit && this.after.size > 0) {
          this.after.clear();
          claimed = claimed.concat(
            await recipients.claim(limit - claimed.length, config.leaseSeconds, this.after),
          );
        }
        for (const recipient of claimed) this.after.set(recipient.campaign_id, recipient.contact_id);
        return batchesOf(claimed, config.batchSize);
      },
      process: (batch) => sender.send(batch),
      idleMs: () => Promise.resolve(config.pollIntervalMs),
      logger: new Logger(SendingWorker.name),
    });
  }
}
