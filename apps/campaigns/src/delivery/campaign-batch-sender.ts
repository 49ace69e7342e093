import { Inject, Injectable, Logger } from '@nestjs/common';
import { BulkSendingSubject, Envelope, SendBatchRequest, SendBatchResult } from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { CAMPAIGNS_CONFIG, CampaignsConfig } from '../config/campaigns.config';
import { CampaignBatch, batchRecipient, splitBySize } from './campaign-batch';
import { CampaignOutcomes, isRefusal, refusalReason } from './campaign-outcomes';
import { CampaignProgressRepository } from './campaign-progress.repository';
import { RecipientRepository, RecipientSettlement } from './recipient.repository';

// A batch that could not be handed to sending (it timed out, sending was down or failed) is taken again
// after 2 s, then twice as long after each failure of the campaign's batches in a row, up to 5 minutes: a
// sending that fails the campaign's batches every time is not asked again every 2 s for ever.
export function retryDelaySeconds(failuresInARow: number): number {
  return Math.min(2 ** Math.max(1, failuresInARow), 300);
}

// Hands one batch to sending (emails.send-batch), then records in one transaction which recipients were
// sent, the campaign's sent_count, and, for the batch that sent the last recipient, the end of the campaign.
@Injectable()
export class CampaignBatchSender {
  private readonly logger = new Logger(CampaignBatchSender.name);
  // Per campaign, the batches sending failed in a row in this process.
  private readonly failuresInARow = new Map<string, number>();

  constructor(
    @Inject(CAMPAIGNS_CONFIG) private readonly config: CampaignsConfig,
    private readonly bus: BusClient,
    private readonly progress: CampaignProgressRepository,
    private readonly recipients: RecipientRepository,
    private readonly outcomes: CampaignOutcomes,
  ) {}

  async send(batch: CampaignBatch): Promise<void> {
    const campaign = await this.progress.find(batch.campaignId);
    if (!campaign || campaign.status !== 'sending' || !campaign.caller) {
      this.failuresInARow.delete(batch.campaignId);
      return;
    }
    const contactIds = batch.recipients.map((recipient) => recipient.contact_id);
    const byKey = new Map(batch.recipients.map((r) => [batchRecipient(r).idempotency_key, r.contact_id]));
    const settlements: RecipientSettlement[] = [];
    try {
      for (const request of splitBySize(campaign, batch.recipients.map(batchRecipient))) {
        const result = await this.bus.request<SendBatchResult>(
          BulkSendingSubject.sendBatch,
          {
            ctx: { ...campaign.caller, request_id: campaign.id },
            data: request,
          } satisfies Envelope<SendBatchRequest>,
          { timeoutMs: this.config.batchTimeoutMs },
        );
        for (const outcome of result.outcomes) {
          const sent = outcome.outcome === 'accepted' || outcome.outcome === 'duplicate';
          settlements.push({
            contact_id: byKey.get(outcome.idempotency_key)!,
            status: sent ? 'sent' : 'skipped',
            request_id: outcome.request_id,
          });
        }
      }
    } catch (error) {
      if (isRefusal(error)) {
        this.failuresInARow.delete(campaign.id);
        return this.outcomes.fail(campaign.id, ['sending'], refusalReason(error));
      }
      const failures = (this.failuresInARow.get(campaign.id) ?? 0) + 1;
      this.failuresInARow.set(campaign.id, failures);
      const delaySeconds = retryDelaySeconds(failures);
      this.logger.warn(
        { err: error, campaign_id: campaign.id, failures_in_a_row: failures },
        `Sending did not take a campaign batch; it is tried again in ${delaySeconds} s`,
      );
      return this.recipients.releaseLater(campaign.id, contactIds, delaySeconds);
    }
    this.failuresInARow.delete(campaign.id);
    const finished = await this.progress.transaction(async (manager) => {
      const sending = await this.progress.lockSending(manager, campaign.id);
      const sent = await this.recipients.settle(manager, campaign.id, settlements);
      if (!sending) return false;
      await this.progress.addSent(manager, campaign.id, sent);
      return this.outcomes.finishIfDone(manager, campaign.id);
    });
    if (finished) this.outcomes.kickRelay();
  }
}
