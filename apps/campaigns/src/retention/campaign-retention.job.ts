import { Inject, Injectable, Logger } from '@nestjs/common';
import { deleteInBatches } from '@mailroom/database';
import { PROCESSED_EVENT_KEEP_MS } from '@mailroom/messaging';
import { daysBefore, HourlyJob } from '@mailroom/runtime';
import { CAMPAIGNS_CONFIG, CampaignsConfig } from '../config/campaigns.config';
import { RecipientRepository } from '../delivery/recipient.repository';
import { CampaignEventRepository } from '../engagement/campaign-event.repository';

const BATCH = 5_000;

// Hourly, in every replica (deletes are idempotent). A campaign's events older than EVENT_RETENTION_DAYS are
// forgotten, as the events store forgets email events (SPEC: events are kept about 10 days), but never
// sooner than a stream could deliver an event again: each event is counted once because it is stored once.
// The snapshot of a campaign's recipients (their addresses and properties), read only while it is sent, is
// forgotten EMAIL_RETENTION_DAYS after the campaign was sent or failed. Which of its messages were opened or
// clicked (what makes unique_opens and unique_clicks count a message once) is forgotten once no tracking link
// of the campaign can record an event any more: TRACKING_RETENTION_DAYS after it was sent or failed, and a
// stream's redelivery window later. The campaign and its stats stay.
@Injectable()
export class CampaignRetentionJob extends HourlyJob {
  protected readonly logger = new Logger(CampaignRetentionJob.name);
  protected readonly work = 'Campaign retention';

  constructor(
    @Inject(CAMPAIGNS_CONFIG) private readonly config: CampaignsConfig,
    private readonly events: CampaignEventRepository,
    private readonly recipients: RecipientRepository,
  ) {
    super();
  }

  async run(now = Date.now()): Promise<void> {
    const eventsBefore = new Date(
      Math.min(daysBefore(now, this.config.eventRetentionDays).getTime(), now - PROCESSED_EVENT_KEEP_MS),
    );
    let events = 0;
    for (const campaignId of await this.events.campaignsWithEventsBefore(eventsBefore))
      events += await deleteInBatches(BATCH, () => this.events.pruneBefore(campaignId, eventsBefore, BATCH));
    const finishedBefore = daysBefore(now, this.config.retentionDays);
    let recipients = 0;
    for (const campaignId of await this.recipients.snapshotsFinishedBefore(finishedBefore))
      recipients += await deleteInBatches(BATCH, () => this.recipients.pruneSnapshot(campaignId, BATCH));
    const trackedBefore = new Date(
      daysBefore(now, this.config.trackingRetentionDays).getTime() - PROCESSED_EVENT_KEEP_MS,
    );
    let engagements = 0;
    for (const campaignId of await this.events.engagementsFinishedBefore(trackedBefore))
      engagements += await deleteInBatches(BATCH, () => this.events.pruneEngagements(campaignId, BATCH));
    if (events + recipients + engagements > 0)
      this.logger.log(
        { events, recipients, engagements },
        'Pruned campaign events, recipients and engagements past retention',
      );
  }
}
