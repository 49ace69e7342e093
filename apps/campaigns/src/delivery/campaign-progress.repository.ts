import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { CampaignRow } from '../campaigns/campaign';
import { CAMPAIGN_COLUMNS, CAMPAIGN_FROM, CAMPAIGN_SELECT } from '../campaigns/campaign.repository';
import { CAMPAIGNS_SCHEMA } from '../database/campaigns.schema';

// A campaign claimed to be prepared, with where its snapshot stands.
export interface PreparingCampaign extends CampaignRow {
  snapshot_after: string | null;
}

// The worker side of a campaign's life: preparing it, then counting what was sent until it is done.
@Injectable()
export class CampaignProgressRepository {
  constructor(@InjectDataSource(CAMPAIGNS_SCHEMA) private readonly dataSource: DataSource) {}

  // Scheduled campaigns whose time has come become preparing; preparing campaigns nobody holds (new, or
  // their process died) are claimed under a lease. SKIP LOCKED: replicas never claim the same one.
  async claimPreparing(limit: number, leaseSeconds: number): Promise<PreparingCampaign[]> {
    const claimed = await this.dataSource.query<{ id: string }[]>(
      `WITH claimed AS (
         UPDATE "campaigns"."campaign" c
            SET status = 'preparing', lease_until = now() + make_interval(secs => $2), updated_at = now()
          WHERE c.id IN (
            SELECT id FROM "campaigns"."campaign"
             WHERE (status = 'scheduled' AND scheduled_at <= now())
                OR (status = 'preparing' AND (lease_until IS NULL OR lease_until < now()))
             ORDER BY created_at
             LIMIT $1
             FOR UPDATE SKIP LOCKED)
         RETURNING c.id)
       SELECT * FROM claimed`,
      [limit, leaseSeconds],
    );
    if (claimed.length === 0) return [];
    return this.dataSource.query<PreparingCampaign[]>(
      `SELECT c.snapshot_after, ${CAMPAIGN_COLUMNS} ${CAMPAIGN_FROM} WHERE c.id = ANY($1::uuid[])`,
      [claimed.map((row) => row.id)],
    );
  }

  // Milliseconds until a scheduled campaign is due (0 when one is); undefined when none waits.
  async msUntilNextDue(): Promise<number | undefined> {
    const [row] = await this.dataSource.query<{ ms: number | null }[]>(
      `SELECT (EXTRACT(EPOCH FROM (min(scheduled_at) - clock_timestamp())) * 1000)::float8 AS ms
         FROM "campaigns"."campaign" WHERE status = 'scheduled'`,
    );
    return row?.ms == null ? undefined : Math.max(0, row.ms);
  }

  // Records how far the snapshot got and extends the lease; false when the campaign is no longer preparing.
  async advanceSnapshot(
    manager: EntityManager,
    campaignId: string,
    after: string | null,
    leaseSeconds: number,
  ): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `WITH advanced AS (
       UPDATE "campaigns"."campaign"
          SET snapshot_after = $2, lease_until = now() + make_interval(secs => $3), updated_at = now()
        WHERE id = $1 AND status = 'preparing' RETURNING id)
       SELECT * FROM advanced`,
      [campaignId, after, leaseSeconds],
    );
    return rows.length > 0;
  }

  // The campaign's row locked until the transaction ends: the batches that finish at once count their
  // recipients one after the other, so that exactly one of them sees the last recipient sent.
  async lockSending(manager: EntityManager, campaignId: string): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `SELECT id FROM "campaigns"."campaign" WHERE id = $1 AND status = 'sending' FOR UPDATE`,
      [campaignId],
    );
    return rows.length > 0;
  }

  async addSent(manager: EntityManager, campaignId: string, count: number): Promise<void> {
    if (count === 0) return;
    await manager.query(
      `UPDATE "campaigns"."campaign" SET sent_count = sent_count + $2, updated_at = now() WHERE id = $1`,
      [campaignId, count],
    );
  }

  async markSent(manager: EntityManager, campaignId: string): Promise<CampaignRow | undefined> {
    const rows = await manager.query<unknown[]>(
      `WITH finished AS (
       UPDATE "campaigns"."campaign" SET status = 'sent', sent_at = now(), lease_until = NULL, updated_at = now()
        WHERE id = $1 AND status = 'sending' RETURNING id)
       SELECT * FROM finished`,
      [campaignId],
    );
    if (rows.length === 0) return undefined;
    const [row] = await manager.query<CampaignRow[]>(`${CAMPAIGN_SELECT} WHERE c.id = $1`, [campaignId]);
    return row;
  }

  async find(campaignId: string): Promise<CampaignRow | undefined> {
    const [row] = await this.dataSource.query<CampaignRow[]>(`${CAMPAIGN_SELECT} WHERE c.id = $1`, [
      campaignId,
    ]);
    return row;
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
