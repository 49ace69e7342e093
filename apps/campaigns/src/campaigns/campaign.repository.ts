import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CampaignStatus } from '@mailroom/contracts';
import { assertTeamId } from '@mailroom/database';
import { DataSource, EntityManager } from 'typeorm';
import { CAMPAIGNS_SCHEMA } from '../database/campaigns.schema';
import { CampaignContent, CampaignRow, CONTENT_FIELDS } from './campaign';

// A campaign row with its counters, as every read answers it.
export const CAMPAIGN_COLUMNS = `c.id, c.team_id, c.name, c.status, c.subject, c.from_email, c.from_name, c.reply_to,
  c.html, c.text, c.template_slug, c.list_id, c.segment_id, c.topic_id, c.scheduled_at, c.requested, c.caller,
  c.total_recipients, c.sent_count, c.sent_at, c.review_reason, c.failure_reason, c.created_at,
  to_jsonb(s) - 'campaign_id' AS stats`;
export const CAMPAIGN_FROM = `FROM "campaigns"."campaign" c
  LEFT JOIN "campaigns"."campaign_stats" s ON s.campaign_id = c.id`;
export const CAMPAIGN_SELECT = `SELECT ${CAMPAIGN_COLUMNS} ${CAMPAIGN_FROM}`;

// What a status change sets besides the status.
export interface CampaignChange {
  status: CampaignStatus;
  scheduled_at?: Date | null;
  requested?: string | null;
  caller?: unknown;
  review_reason?: string | null;
  failure_reason?: string | null;
  total_recipients?: number;
  snapshot_after?: null;
  lease_until?: null;
}

// UPDATE and DELETE ... RETURNING are wrapped in a CTE: the driver answers their rows only for a SELECT.
@Injectable()
export class CampaignRepository {
  constructor(@InjectDataSource(CAMPAIGNS_SCHEMA) private readonly dataSource: DataSource) {}

  async insert(teamId: number, id: string, content: CampaignContent): Promise<CampaignRow> {
    assertTeamId(teamId);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO "campaigns"."campaign" (id, team_id, status, ${CONTENT_FIELDS.join(', ')})
         VALUES ($1, $2, 'draft', ${CONTENT_FIELDS.map((_, i) => `$${i + 3}`).join(', ')})`,
        [id, teamId, ...CONTENT_FIELDS.map((field) => content[field])],
      );
      await manager.query(`INSERT INTO "campaigns"."campaign_stats" (campaign_id) VALUES ($1)`, [id]);
    });
    return (await this.find(teamId, id))!;
  }

  async find(
    teamId: number,
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<CampaignRow | undefined> {
    assertTeamId(teamId);
    const [row] = await manager.query<CampaignRow[]>(
      `${CAMPAIGN_SELECT} WHERE c.team_id = $1 AND c.id = $2`,
      [teamId, id],
    );
    return row;
  }

  // The operator's view: any team's campaign.
  async findAny(
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<CampaignRow | undefined> {
    const [row] = await manager.query<CampaignRow[]>(`${CAMPAIGN_SELECT} WHERE c.id = $1`, [id]);
    return row;
  }

  // Newest first.
  async page(
    teamId: number,
    filter: { status?: CampaignStatus; offset: number; limit: number },
  ): Promise<{ rows: CampaignRow[]; total: number }> {
    assertTeamId(teamId);
    const params: unknown[] = [teamId];
    let where = 'c.team_id = $1';
    if (filter.status) {
      params.push(filter.status);
      where += ` AND c.status = $2`;
    }
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM "campaigns"."campaign" c WHERE ${where}`,
      params,
    );
    const rows = await this.dataSource.query<CampaignRow[]>(
      `${CAMPAIGN_SELECT} WHERE ${where} ORDER BY c.created_at DESC, c.id DESC
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, filter.limit, filter.offset],
    );
    return { rows, total };
  }

  // Changes a draft's content from `read` to `content`; false when it is not (or no longer) a draft with the
  // content read, so that two updates of different fields at once never undo each other.
  async updateDraft(
    teamId: number,
    id: string,
    read: CampaignContent,
    content: CampaignContent,
  ): Promise<boolean> {
    assertTeamId(teamId);
    const next = CONTENT_FIELDS.map((_, i) => `$${i + 3}`);
    const rows = await this.dataSource.query<unknown[]>(
      `WITH updated AS (
       UPDATE "campaigns"."campaign" SET ${CONTENT_FIELDS.map((field, i) => `${field} = ${next[i]}`).join(', ')},
              updated_at = now()
        WHERE team_id = $1 AND id = $2 AND status = 'draft'
          AND ${contentIs(3 + CONTENT_FIELDS.length)} RETURNING id)
       SELECT * FROM updated`,
      [
        teamId,
        id,
        ...CONTENT_FIELDS.map((field) => content[field]),
        ...CONTENT_FIELDS.map((field) => read[field]),
      ],
    );
    return rows.length > 0;
  }

  async deleteDraft(teamId: number, id: string): Promise<boolean> {
    assertTeamId(teamId);
    const rows = await this.dataSource.query<unknown[]>(
      `WITH deleted AS (
         DELETE FROM "campaigns"."campaign" WHERE team_id = $1 AND id = $2 AND status = 'draft' RETURNING id)
       SELECT * FROM deleted`,
      [teamId, id],
    );
    return rows.length > 0;
  }

  // A team's status change in a transaction of its own, answering the campaign as the change left it (read
  // under the change's row lock, before a worker can move it on), or undefined when it was not in `from`.
  changeStatus(
    teamId: number,
    id: string,
    from: readonly CampaignStatus[],
    change: CampaignChange,
    checked?: CampaignContent,
  ): Promise<CampaignRow | undefined> {
    return this.transaction(async (manager) =>
      (await this.transition(manager, id, from, change, checked))
        ? this.find(teamId, id, manager)
        : undefined,
    );
  }

  // One conditional UPDATE: of two changes racing on one campaign, only one finds it in a `from` status.
  // With `checked`, only while its content is still the content checked.
  async transition(
    manager: EntityManager,
    id: string,
    from: readonly CampaignStatus[],
    change: CampaignChange,
    checked?: CampaignContent,
  ): Promise<boolean> {
    const entries: [string, unknown][] = Object.entries(change);
    const sets = entries.map(([field], i) => `${field} = $${i + 3}`);
    const unchanged = checked ? `AND ${contentIs(3 + entries.length)}` : '';
    const rows = await manager.query<unknown[]>(
      `WITH moved AS (
       UPDATE "campaigns"."campaign" SET ${sets.join(', ')}, updated_at = now()
        WHERE id = $1 AND status = ANY($2::text[]) ${unchanged} RETURNING id)
       SELECT * FROM moved`,
      [
        id,
        from,
        ...entries.map(([field, value]): unknown =>
          field === 'caller' && value !== null ? JSON.stringify(value) : value,
        ),
        ...(checked ? CONTENT_FIELDS.map((field) => checked[field]) : []),
      ],
    );
    return rows.length > 0;
  }

  // The team's first campaign asked to send or schedule (recorded now if the team had none), while the
  // operator has approved none of the team's campaigns; null once one is approved.
  async unapprovedFirstOfTeam(teamId: number, campaignId: string): Promise<string | null> {
    assertTeamId(teamId);
    await this.dataSource.query(
      `INSERT INTO "campaigns"."team_review" (team_id, first_campaign_id) VALUES ($1, $2)
       ON CONFLICT (team_id) DO NOTHING`,
      [teamId, campaignId],
    );
    const rows = await this.dataSource.query<{ first_campaign_id: string }[]>(
      `SELECT first_campaign_id FROM "campaigns"."team_review" WHERE team_id = $1 AND approved_at IS NULL`,
      [teamId],
    );
    return rows[0]?.first_campaign_id ?? null;
  }

  // The operator approved one of the team's campaigns: its later ones no longer wait for that reason.
  async approveTeam(manager: EntityManager, teamId: number): Promise<void> {
    assertTeamId(teamId);
    await manager.query(
      `UPDATE "campaigns"."team_review" SET approved_at = now() WHERE team_id = $1 AND approved_at IS NULL`,
      [teamId],
    );
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}

// The condition that a campaign's content is the one given in the parameters from $first on, in the order of
// CONTENT_FIELDS: a write made on content read earlier lands only while nobody changed it since.
function contentIs(first: number): string {
  const given = CONTENT_FIELDS.map((_, i) => `$${first + i}`);
  return `(${CONTENT_FIELDS.join(', ')}) IS NOT DISTINCT FROM (${given.join(', ')})`;
}
