import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CampaignRecipient } from '@mailroom/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { CAMPAIGNS_SCHEMA } from '../database/campaigns.schema';

export interface ClaimedRecipient {
  campaign_id: string;
  contact_id: string;
  email: string;
  properties: Record<string, unknown>;
}

// What became of a recipient handed to sending: sent (injected, now or by an earlier attempt) or skipped
// (the suppression list or its address refused it).
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
  // workers in any number of replicas never hold the same recipient, and a dead worker's claims lapse.
  async claim(limit: number, leaseSeconds: number): Promise<ClaimedRecipient[]> {
    return this.dataSource.query<ClaimedRecipient[]>(
      `WITH claimed AS (
         UPDATE "campaigns"."recipient" r SET claimed_until = now() + make_interval(secs => $2)
          WHERE (r.campaign_id, r.contact_id) IN (
            SELECT p.campaign_id, p.contact_id FROM "campaigns"."recipient" p
              JOIN "campaigns"."campaign" c ON c.id = p.campaign_id
             WHERE c.status = 'sending' AND p.status = 'pending'
               AND (p.claimed_until IS NULL OR p.claimed_until < now())
             ORDER BY p.campaign_id, p.contact_id
             LIMIT $1
             FOR UPDATE OF p SKIP LOCKED)
         RETURNING r.campaign_id, r.contact_id, r.email, r.properties)
       SELECT * FROM claimed`,
      [limit, leaseSeconds],
    );
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
}
