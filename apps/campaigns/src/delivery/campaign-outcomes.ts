import { Injectable, Logger } from '@nestjs/common';
import { CampaignEvent, CampaignSentEvent, CampaignStatus, ServiceError } from '@mailroom/contracts';
import { InjectOutbox, InjectOutboxRelay, Outbox, OutboxRelay } from '@mailroom/messaging';
import { EntityManager } from 'typeorm';
import { CampaignRow } from '../campaigns/campaign';
import { CampaignRepository } from '../campaigns/campaign.repository';
import { CAMPAIGNS_SCHEMA } from '../database/campaigns.schema';
import { CampaignProgressRepository } from './campaign-progress.repository';
import { RecipientRepository } from './recipient.repository';

// A failure another context answered for good (4xx: the domain was removed, the template deleted, the quota
// exhausted) ends the campaign; anything else (a timeout, a service down) is tried again.
export function isRefusal(error: unknown): error is ServiceError {
  return error instanceof ServiceError && error.status >= 400 && error.status < 500;
}

// The refusal as a client reads it in failure_reason: its message, and the fields a validation named.
export function refusalReason(error: ServiceError): string {
  const fields = Object.entries(error.payload.errors ?? {}).map(
    ([field, messages]) => `${field}: ${messages.join(' ')}`,
  );
  return [error.payload.message, ...fields].join(' ').slice(0, 2000);
}

export function sentEvent(campaign: CampaignRow): CampaignSentEvent {
  return {
    team_id: campaign.team_id,
    campaign: {
      id: campaign.id,
      name: campaign.name,
      status: 'sent',
      subject: campaign.subject,
      from_email: campaign.from_email,
      sent_count: campaign.sent_count,
      total_recipients: campaign.total_recipients,
      sent_at: new Date(campaign.sent_at!).toISOString(),
    },
  };
}

// How a campaign ends: sent once its last recipient is, with campaign.sent in the same transaction (outbox);
// or failed, with the reason.
@Injectable()
export class CampaignOutcomes {
  private readonly logger = new Logger(CampaignOutcomes.name);

  constructor(
    private readonly progress: CampaignProgressRepository,
    private readonly recipients: RecipientRepository,
    private readonly campaigns: CampaignRepository,
    @InjectOutbox(CAMPAIGNS_SCHEMA) private readonly outbox: Outbox,
    @InjectOutboxRelay(CAMPAIGNS_SCHEMA) private readonly relay: OutboxRelay,
  ) {}

  // Inside a transaction that holds the campaign's row (lockSending).
  async finishIfDone(manager: EntityManager, campaignId: string): Promise<boolean> {
    if (await this.recipients.anyPending(manager, campaignId)) return false;
    const sent = await this.progress.markSent(manager, campaignId);
    if (!sent) return false;
    await this.outbox.add(manager, CampaignEvent.sent, sentEvent(sent));
    return true;
  }

  kickRelay(): void {
    this.relay.kick();
  }

  async fail(campaignId: string, from: readonly CampaignStatus[], reason: string): Promise<void> {
    const failed = await this.campaigns.transaction((manager) =>
      this.campaigns.transition(manager, campaignId, from, {
        status: 'failed',
        failure_reason: reason.slice(0, 2000),
        lease_until: null,
      }),
    );
    if (failed) this.logger.warn({ campaign_id: campaignId }, `Campaign failed: ${reason}`);
  }
}
