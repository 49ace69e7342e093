import { Injectable } from '@nestjs/common';
import { CampaignStats, EmailEventRecord } from '@mailroom/contracts';
import { WriteBatcher } from '@mailroom/database';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CAMPAIGNS_SCHEMA } from '../../../database/campaigns.schema';
import { CampaignEventRepository } from '../../campaign-event.repository';

export const RECORD_BATCH_MAX = 500;

// The counter of stats each email event type adds to. A bounce that came back after delivery (out_of_band)
// is one of the campaign's bounces, and one of its events as a `bounce`; an unsubscribe through the page
// (link_unsubscribe) is one of its unsubscribes, and one of its events as a `list_unsubscribe` (SPEC's
// campaign event types name only these), so that the events a client lists add up to the stats.
const COUNTED: Partial<Record<EmailEventRecord['type'], keyof CampaignStats>> = {
  injection: 'injections',
  delivery: 'deliveries',
  bounce: 'bounces',
  out_of_band: 'bounces',
  spam_complaint: 'spam_complaints',
  open: 'opens',
  click: 'clicks',
  list_unsubscribe: 'unsubscribes',
  link_unsubscribe: 'unsubscribes',
};

const UNIQUE: Record<string, keyof CampaignStats> = { open: 'unique_opens', click: 'unique_clicks' };

export const CAMPAIGN_EVENT_SOURCE_TYPES = Object.keys(COUNTED) as EmailEventRecord['type'][];

// Keeps a campaign's events and stats as its email events arrive. The events that arrive while a write runs
// are written together in one transaction; an event stored before (a redelivery) conflicts on its id and
// counts nothing, so every event counts once.
@Injectable()
export class RecordCampaignEventsUseCase {
  private readonly writes = new WriteBatcher<EmailEventRecord, void>(async (records) => {
    await this.store(records);
    return records.map(() => undefined);
  }, RECORD_BATCH_MAX);

  constructor(
    @InjectDataSource(CAMPAIGNS_SCHEMA) private readonly dataSource: DataSource,
    private readonly events: CampaignEventRepository,
  ) {}

  async execute(record: EmailEventRecord): Promise<void> {
    if (!record.campaign_id || !COUNTED[record.type]) return;
    await this.writes.submit(record);
  }

  private async store(records: EmailEventRecord[]): Promise<void> {
    const unique = [...new Map(records.map((r) => [r.event_id.toLowerCase(), asCampaignEvent(r)])).values()];
    await this.dataSource.transaction(async (manager) => {
      const stored = await this.events.insert(manager, unique);
      const increments = new Map<string, Record<string, number>>();
      const add = (campaignId: string, counter: string): void => {
        const counts = increments.get(campaignId) ?? {};
        counts[counter] = (counts[counter] ?? 0) + 1;
        increments.set(campaignId, counts);
      };
      for (const event of stored) add(event.campaign_id, COUNTED[event.type as EmailEventRecord['type']]!);
      const firsts = await this.events.firstEngagements(
        manager,
        stored
          .filter((event) => UNIQUE[event.type])
          .map((event) => ({
            campaign_id: event.campaign_id,
            message_id: event.message_id,
            kind: event.type,
          })),
      );
      for (const first of firsts) add(first.campaign_id, UNIQUE[first.kind]);
      // In id order: replicas writing at once take the stats rows' locks in the same order.
      for (const campaignId of [...increments.keys()].sort())
        await this.events.addStats(manager, campaignId, increments.get(campaignId)!);
    });
  }
}

const LISTED_AS: Partial<Record<EmailEventRecord['type'], EmailEventRecord['type']>> = {
  out_of_band: 'bounce',
  link_unsubscribe: 'list_unsubscribe',
};

function asCampaignEvent(record: EmailEventRecord): EmailEventRecord {
  const type = LISTED_AS[record.type];
  return type ? { ...record, type } : record;
}
