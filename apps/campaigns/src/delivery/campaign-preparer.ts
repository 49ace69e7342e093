import { Inject, Injectable, Logger } from '@nestjs/common';
import { BulkSendingSubject, CheckQuotaRequest, Envelope, Plan, RequestContext } from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { CampaignAudience } from '../audience/campaign-audience';
import { CampaignLaunch } from '../campaigns/campaign-launch';
import { CampaignRepository } from '../campaigns/campaign.repository';
import { CAMPAIGNS_CONFIG, CampaignsConfig } from '../config/campaigns.config';
import { CampaignOutcomes, isRefusal, refusalReason } from './campaign-outcomes';
import { CampaignProgressRepository, PreparingCampaign } from './campaign-progress.repository';
import { RecipientRepository } from './recipient.repository';

// Prepares a campaign: its sender checked again (the domain may have gone since it was asked), its
// recipients snapshotted once, page by page (a preparation taken over after a crash resumes after the last
// page recorded), a free team's quota checked for all of them, then sending.
@Injectable()
export class CampaignPreparer {
  private readonly logger = new Logger(CampaignPreparer.name);

  constructor(
    @Inject(CAMPAIGNS_CONFIG) private readonly config: CampaignsConfig,
    private readonly bus: BusClient,
    private readonly audience: CampaignAudience,
    private readonly launch: CampaignLaunch,
    private readonly progress: CampaignProgressRepository,
    private readonly recipients: RecipientRepository,
    private readonly campaigns: CampaignRepository,
    private readonly outcomes: CampaignOutcomes,
  ) {}

  // Answers true when the campaign is now sending (or already sent, having no recipient).
  async prepare(campaign: PreparingCampaign): Promise<boolean> {
    const ctx = campaign.caller;
    if (!ctx) {
      await this.outcomes.fail(campaign.id, ['preparing'], 'The campaign has no sender context.');
      return false;
    }
    try {
      await this.launch.checkSender(ctx, campaign);
      if (!(await this.snapshot(ctx, campaign))) return false;
      await this.recipients.refreshStatistics();
      const total = await this.recipients.count(campaign.id);
      if (ctx.plan === Plan.free)
        await this.bus.request(BulkSendingSubject.checkQuota, {
          ctx,
          data: { count: total },
        } satisfies Envelope<CheckQuotaRequest>);
      return await this.campaigns.transaction(async (manager) => {
        const started = await this.campaigns.transition(manager, campaign.id, ['preparing'], {
          status: 'sending',
          total_recipients: total,
          lease_until: null,
        });
        if (started && total === 0) {
          await this.progress.lockSending(manager, campaign.id);
          await this.outcomes.finishIfDone(manager, campaign.id);
        }
        return started;
      });
    } catch (error) {
      if (isRefusal(error)) {
        await this.outcomes.fail(campaign.id, ['preparing'], refusalReason(error));
        return false;
      }
      this.logger.warn(
        { err: error, campaign_id: campaign.id },
        'Preparing a campaign failed; it is taken again when its claim lapses',
      );
      return false;
    } finally {
      this.outcomes.kickRelay();
    }
  }

  private async snapshot(ctx: RequestContext, campaign: PreparingCampaign): Promise<boolean> {
    let after = campaign.snapshot_after;
    // A snapshot_after of the last page is recorded as the campaign's own id: the snapshot is complete.
    while (after !== campaign.id) {
      const page = await this.audience.page(ctx, campaign, after);
      const next = page.next_after_id ?? campaign.id;
      const going = await this.campaigns.transaction(async (manager) => {
        await this.recipients.addSnapshotPage(manager, campaign.id, page.recipients);
        return this.progress.advanceSnapshot(manager, campaign.id, next, this.config.leaseSeconds);
      });
      if (!going) return false;
      after = next;
    }
    return true;
  }
}
