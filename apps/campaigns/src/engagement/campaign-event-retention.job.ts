import { Inject, Injectable, Logger } from '@nestjs/common';
import { deleteInBatches } from '@mailroom/database';
import { PROCESSED_EVENT_KEEP_MS } from '@mailroom/messaging';
import { HourlyJob } from '@mailroom/runtime';
import { CAMPAIGNS_CONFIG, CampaignsConfig } from '../config/campaigns.config';
import { CampaignEventRepository } from './campaign-event.repository';

const DAY_MS = 86_400_000;
const BATCH = 5_000;

// Hourly, in every replica (deletes are idempotent): a campaign's events older than EVENT_RETENTION_DAYS are
// forgotten, as the events store forgets email events (SPEC: events are kept about 10 days); its stats and
// unique opens and clicks stay. Never sooner than a stream could deliver an event again: each event is
// counted once because it is stored once.
@Injectable()
export class CampaignEventRetentionJob extends HourlyJob {
  protected readonly logger = new Logger(CampaignEventRetentionJob.name);
  protected readonly work = 'Campaign event retention';

  constructor(
    @Inject(CAMPAIGNS_CONFIG) private readonly config: CampaignsConfig,
    private readonly events: CampaignEventRepository,
  ) {
    super();
  }

  async run(now = Date.now()): Promise<void> {
    const before = new Date(now - Math.max(this.config.eventRetentionDays * DAY_MS, PROCESSED_EVENT_KEEP_MS));
    let pruned = 0;
    for (const campaignId of await this.events.campaignsCreatedBefore(before))
      pruned += await deleteInBatches(BATCH, () => this.events.pruneBefore(campaignId, before, BATCH));
    if (pruned > 0) this.logger.log({ pruned }, 'Pruned campaign events past retention');
  }
}
