import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CampaignRecipient } from '@mailroom/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { CAMPAIGNS_SCHEMA } from '../database/campaigns.schema';
import { campaignsFinishedBefore, deleteCampaignRows } from '../database/finished-campaign-rows';

export interface ClaimedRecipient {
  campaign_id: string;
  contact_id: string;
  email: string;
  properties: Record<string, unknown>;
}

// What became of a recipient handed to sending: sent (injected, now or by an earlier attempt) or skipped
// (the suppression list or its address refused it, or its message could not be generated: the request_id
// of the event that says why).
export interface RecipientSettlement {
  contact_id: string;
  status: 'sent' | 'skipped';
  request_id: string | null;
}

@Injectable()
export class RecipientRepository {
  constructor(@InjectDataSource(CAMPAIGNS_SCHEMA) private readonly dataSource: DataSource) {}

  // Adds a page of the snapshot; a page added before (a preparation taken over) changes nothing.
  async addSnapshotPage(
    manager: EntityManager,
    campaignId: string,
    recipients: CampaignRecipient[],
  ): Promise<void> {
    if (recipients.length === 0) return;
    await manager.query(
      `INSERT INTO "campaigns"."recipient" (campaign_id, contact_id, email, properties)
       SELECT $1, * FROM unnest($2::uuid[], $3::text[], $4::jsonb[])
       ON CONFLICT DO NOTHING`,
      [
        campaignId,
        recipients.map((r) => r.contact_id),
        recipients.map((r) => r.email),
        recipients.map((r) => JSON.stringify(r.properties ?? {})),
      ],
    );
  }

  async count(campaignId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [{ count }] = await manager.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM "campaigns"."recipient" WHERE campaign_id = $1`,
      [campaignId],
    );
    return count;
  }

  // Pending recipients of campaigns that are sending, claimed under a lease with SKIP LOCKED: any number of
  // workers in any number of replicas never hold the same recipient, and a dead worker's claims lapse. Each
  // campaign's recipients are read in contact order from `after` (its last claimed contact, if any) and only
  // as far as the limit, so a claim does not pass over the recipients already sent; the caller starts again
  // from the beginning when a claim comes back short (claims that lapsed or were given back lie behind).
  async claim(
    limit: number,
    leaseSeconds: number,
    after: ReadonlyMap<string, string>,
  ): Promise<ClaimedRecipient[]> {
    return this.dataSource.query<ClaimedRecipient[]>(
      `WITH claimed AS (
         UPDATE "campaigns"."recipient" r SET claimed_until = now() + make_interval(secs => $2)
           FROM (SELECT p.campaign_id, p.contact_id FROM "campaigns"."campaign" c
                   LEFT JOIN unnest($3::uuid[], $4::uuid[]) AS cursor(campaign_id, after)
                     ON cursor.campaign_id = c.id
                   CROSS JOIN LATERAL (
                     SELECT q.campaign_id, q.contact_id FROM "campaigns"."recipient" q
                      WHERE q.campaign_id = c.id AND q.status = 'pending'
                        AND q.contact_id > COALESCE(cursor.after, '00000000-0000-0000-0000-000000000000'::uuid)
                        AND (q.claimed_until IS NULL OR q.claimed_until < now())
                      ORDER BY q.contact_id
                      LIMIT $1
                      FOR UPDATE OF q SKIP LOCKED) p
                  WHERE c.status = 'sending'
                  ORDER BY c.id
                  LIMIT $1) picked
          WHERE r.campaign_id = picked.campaign_id AND r.contact_id = picked.contact_id
         RETURNING r.campaign_id, r.contact_id, r.email, r.properties)
       SELECT * FROM claimed ORDER BY campaign_id, contact_id`,
      [limit, leaseSeconds, [...after.keys()], [...after.values()]],
    );
  }

  // Fresh statistics once a snapshot is complete: the table may have grown by hundreds of thousands of
  // rows within seconds, before autovacuum looks at it, and with the old statistics PostgreSQL reads all of
  // a campaign's pending recipients for each claim and settlement instead of the few it needs.
  async refreshStatistics(): Promise<void> {
    await this.dataSource.query(`ANALYZE "campaigns"."recipient"`);
  }

  // Claims given back after a failure that may pass: taken again after `delaySeconds`.
  async releaseLater(campaignId: string, contactIds: string[], delaySeconds: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE "campaigns"."recipient" SET claimed_until = now() + make_interval(secs => $3)
        WHERE campaign_id = $1 AND contact_id = ANY($2::uuid[]) AND status = 'pending'`,
      [campaignId, contactIds, delaySeconds],
    );
  }

  // Answers how many of them went from pending to sent: a batch recorded twice counts once.
  async settle(
    manager: EntityManager,
    campaignId: string,
    settlements: RecipientSettlement[],
  ): Promise<number> {
    if (settlements.length === 0) return 0;
    const rows = await manager.query<{ status: string }[]>(
      `WITH settled AS (
       UPDATE "campaigns"."recipient" r SET status = s.status, request_id = s.request_id, claimed_until = NULL
         FROM unnest($2::uuid[], $3::text[], $4::text[]) AS s(contact_id, status, request_id)
        WHERE r.campaign_id = $1 AND r.contact_id = s.contact_id AND r.status = 'pending'
       RETURNING r.status)
       SELECT * FROM settled`,
      [
        campaignId,
        settlements.map((s) => s.contact_id),
        settlements.map((s) => s.status),
        settlements.map((s) => s.request_id),
      ],
    );
    return rows.filter((row) => row.status === 'sent').length;
  }

  async anyPending(manager: EntityManager, campaignId: string): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM "campaigns"."recipient" WHERE campaign_id = $1 AND status = 'pending' LIMIT 1`,
      [campaignId],
    );
    return rows.length > 0;
  }

  // The campaigns sent or failed before `before` whose recipients are still kept.
  snapshotsFinishedBefore(before: Date): Promise<string[]> {
    return campaignsFinishedBefore(this.dataSource, 'recipient', before);
  }

  // Deletes up to `limit` recipients of a finished campaign; answers how many.
  pruneSnapshot(campaignId: string, limit: number): Promise<number> {
    return deleteCampaignRows(this.dataSource, 'recipient', campaignId, limit);
  }
}
