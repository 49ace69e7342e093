import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CAMPAIGN_EVENT_TYPES, CampaignEventType, EmailEventRecord } from '@mailroom/contracts';
import { KeysetPosition, microsColumn, microsToTimestamp } from '@mailroom/database';
import { DataSource, EntityManager } from 'typeorm';
import { CAMPAIGNS_SCHEMA } from '../database/campaigns.schema';
import { campaignsFinishedBefore, deleteCampaignRows } from '../database/finished-campaign-rows';

export interface CampaignEventRow {
  event_id: string;
  event_type: CampaignEventType;
  email: string;
  occurred_at: Date;
  micros: string;
  bounce_class: string | null;
  reason: string | null;
  target_link_url: string | null;
  user_agent: string | null;
}

export interface StoredEvent {
  event_id: string;
  campaign_id: string;
  type: string;
  message_id: string;
}

export interface CampaignEventFilter {
  campaignId: string;
  eventType?: CampaignEventType;
  email?: string;
  // Inclusive, in microseconds since the epoch.
  start?: bigint;
  end?: bigint;
  after?: KeysetPosition;
  limit: number;
}

@Injectable()
export class CampaignEventRepository {
  constructor(@InjectDataSource(CAMPAIGNS_SCHEMA) private readonly dataSource: DataSource) {}

  // Stores the events of the team's own campaigns once each; answers those stored by this call.
  async insert(manager: EntityManager, records: EmailEventRecord[]): Promise<StoredEvent[]> {
    if (records.length === 0) return [];
    return manager.query<StoredEvent[]>(
      `INSERT INTO "campaigns"."campaign_event" (event_id, campaign_id, event_type, email, occurred_at, message_id,
         bounce_class, reason, target_link_url, user_agent)
       SELECT e.event_id, e.campaign_id, e.event_type, e.email, e.occurred_at, e.message_id, e.bounce_class,
              e.reason, e.target_link_url, e.user_agent
         FROM unnest($1::uuid[], $2::uuid[], $3::integer[], $4::text[], $5::text[], $6::timestamptz[], $7::text[],
                     $8::text[], $9::text[], $10::text[], $11::text[])
              AS e(event_id, campaign_id, team_id, event_type, email, occurred_at, message_id, bounce_class, reason,
                   target_link_url, user_agent)
         JOIN "campaigns"."campaign" c ON c.id = e.campaign_id AND c.team_id = e.team_id
        ORDER BY e.event_id
       ON CONFLICT (event_id) DO NOTHING
       RETURNING event_id, campaign_id, event_type AS type, message_id`,
      [
        records.map((r) => r.event_id),
        records.map((r) => r.campaign_id),
        records.map((r) => r.team_id),
        records.map((r) => r.type),
        records.map((r) => r.rcpt_to),
        records.map((r) => r.timestamp),
        records.map((r) => r.message_id),
        records.map((r) => (r.bounce_class === undefined ? null : String(r.bounce_class))),
        records.map((r) => r.reason ?? null),
        records.map((r) => r.target_link_url ?? null),
        records.map((r) => r.user_agent ?? null),
      ],
    );
  }

  // Deletes up to `limit` events of the campaign that occurred before `before`; answers how many.
  async pruneBefore(campaignId: string, before: Date, limit: number): Promise<number> {
    const [{ deleted }] = await this.dataSource.query<{ deleted: number }[]>(
      `WITH gone AS (
         DELETE FROM "campaigns"."campaign_event" WHERE ctid = ANY (ARRAY(
           SELECT ctid FROM "campaigns"."campaign_event" WHERE campaign_id = $1 AND occurred_at < $2 LIMIT $3))
         RETURNING 1)
       SELECT count(*)::int AS deleted FROM gone`,
      [campaignId, before, limit],
    );
    return deleted;
  }

  // The campaigns with events that occurred before `before` (a campaign created since has none): one probe
  // of each campaign's time index, in one statement.
  async campaignsWithEventsBefore(before: Date): Promise<string[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT c.id FROM "campaigns"."campaign" c
        WHERE c.created_at < $1
          AND EXISTS (SELECT 1 FROM "campaigns"."campaign_event" e WHERE e.campaign_id = c.id AND e.occurred_at < $1)`,
      [before],
    );
    return rows.map((row) => row.id);
  }

  // The campaigns sent or failed before `before` that still record which of their messages were opened or
  // clicked.
  engagementsFinishedBefore(before: Date): Promise<string[]> {
    return campaignsFinishedBefore(this.dataSource, 'engagement', before);
  }

  // Deletes up to `limit` of a campaign's records of opened and clicked messages; answers how many.
  pruneEngagements(campaignId: string, limit: number): Promise<number> {
    return deleteCampaignRows(this.dataSource, 'engagement', campaignId, limit);
  }

  // The first open or click of each message; answers those that were.
  async firstEngagements(
    manager: EntityManager,
    engagements: { campaign_id: string; message_id: string; kind: string }[],
  ): Promise<{ campaign_id: string; kind: string }[]> {
    if (engagements.length === 0) return [];
    return manager.query(
      `INSERT INTO "campaigns"."engagement" (campaign_id, message_id, kind)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[]) ORDER BY 1, 2, 3
       ON CONFLICT DO NOTHING RETURNING campaign_id, kind`,
      [
        engagements.map((e) => e.campaign_id),
        engagements.map((e) => e.message_id),
        engagements.map((e) => e.kind),
      ],
    );
  }

  async addStats(
    manager: EntityManager,
    campaignId: string,
    increments: Record<string, number>,
  ): Promise<void> {
    const entries = Object.entries(increments).filter(([, value]) => value > 0);
    if (entries.length === 0) return;
    await manager.query(
      `UPDATE "campaigns"."campaign_stats" SET ${entries.map(([name], i) => `${name} = ${name} + $${i + 2}`).join(', ')}
        WHERE campaign_id = $1`,
      [campaignId, ...entries.map(([, value]) => value)],
    );
  }

  // Newest first, ties by event_id; one row more than the page, for the cursor.
  async page(filter: CampaignEventFilter): Promise<CampaignEventRow[]> {
    const params: unknown[] = [filter.campaignId, CAMPAIGN_EVENT_TYPES];
    const where = ['campaign_id = $1', 'event_type = ANY($2::text[])'];
    const add = (clause: (p: string) => string, value: unknown): void => {
      params.push(value);
      where.push(clause(`$${params.length}`));
    };
    if (filter.eventType) add((p) => `event_type = ${p}`, filter.eventType);
    if (filter.email) add((p) => `lower(email) = ${p}`, filter.email.toLowerCase());
    if (filter.start !== undefined)
      add((p) => `occurred_at >= ${p}::timestamptz`, microsToTimestamp(filter.start));
    if (filter.end !== undefined)
      add((p) => `occurred_at <= ${p}::timestamptz`, microsToTimestamp(filter.end));
    if (filter.after) {
      params.push(microsToTimestamp(filter.after.micros), filter.after.id);
      where.push(`(occurred_at, event_id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
    }
    params.push(filter.limit);
    return this.dataSource.query<CampaignEventRow[]>(
      `SELECT event_id, event_type, email, occurred_at, ${microsColumn('occurred_at')} AS micros, bounce_class, reason,
              target_link_url, user_agent
         FROM "campaigns"."campaign_event" WHERE ${where.join(' AND ')}
        ORDER BY occurred_at DESC, event_id DESC LIMIT $${params.length}`,
      params,
    );
  }
}
