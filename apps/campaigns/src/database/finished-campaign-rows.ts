import { DataSource } from 'typeorm';

// Tables of rows a campaign keeps while it may still need them, forgotten some time after it finished.
export type FinishedCampaignTable = 'recipient' | 'engagement';

// The campaigns sent or failed before `before` that still have rows in `table`: one probe of each
// campaign's key in the table, in one statement.
export async function campaignsFinishedBefore(
  dataSource: DataSource,
  table: FinishedCampaignTable,
  before: Date,
): Promise<string[]> {
  const rows = await dataSource.query<{ id: string }[]>(
    `SELECT c.id FROM "campaigns"."campaign" c
      WHERE c.status IN ('sent', 'failed') AND c.updated_at < $1
        AND EXISTS (SELECT 1 FROM "campaigns"."${table}" r WHERE r.campaign_id = c.id)`,
    [before],
  );
  return rows.map((row) => row.id);
}

// Deletes up to `limit` of a campaign's rows in `table`; answers how many.
export async function deleteCampaignRows(
  dataSource: DataSource,
  table: FinishedCampaignTable,
  campaignId: string,
  limit: number,
): Promise<number> {
  const [{ deleted }] = await dataSource.query<{ deleted: number }[]>(
    `WITH gone AS (
       DELETE FROM "campaigns"."${table}" WHERE ctid = ANY (ARRAY(
         SELECT ctid FROM "campaigns"."${table}" WHERE campaign_id = $1 LIMIT $2))
       RETURNING 1)
     SELECT count(*)::int AS deleted FROM gone`,
    [campaignId, limit],
  );
  return deleted;
}
