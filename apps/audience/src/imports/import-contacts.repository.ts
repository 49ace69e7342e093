import { Injectable } from '@nestjs/common';
import { PropertyValue } from '@mailroom/contracts';
import { assertTeamId } from '@mailroom/database';
import { EntityManager } from 'typeorm';

// The writes of an import: one statement per batch for the contacts and one for the memberships.
@Injectable()
export class ImportContactsRepository {
  // Inserts new contacts and, with updateExisting, merges the properties of existing ones; a row that would
  // change nothing is not written, so a second run of the same file changes nothing. Keyed by
  // (team, lower(email)); the batch holds each address once.
  async upsert(
    manager: EntityManager,
    teamId: number,
    rows: { email: string; properties: Record<string, PropertyValue> }[],
    updateExisting: boolean,
  ): Promise<{ imported: number; updated: number }> {
    assertTeamId(teamId);
    const written = await manager.query<{ inserted: boolean }[]>(
      `INSERT INTO "audience"."contact" AS c (team_id, email, properties)
       SELECT $1, t.email, t.properties FROM unnest($2::text[], $3::jsonb[]) AS t(email, properties)
       ON CONFLICT (team_id, lower(email)) DO UPDATE
          SET properties = c.properties || EXCLUDED.properties, updated_at = now()
        WHERE $4 AND NOT (c.properties @> EXCLUDED.properties)
       RETURNING (xmax = 0) AS inserted`,
      [
        teamId,
        rows.map((row) => row.email),
        rows.map((row) => JSON.stringify(row.properties)),
        updateExisting,
      ],
    );
    const imported = written.filter((row) => row.inserted).length;
    return { imported, updated: written.length - imported };
  }

  // Lists deleted since the import was opened are skipped.
  async addToLists(
    manager: EntityManager,
    teamId: number,
    emails: string[],
    listIds: string[],
  ): Promise<void> {
    assertTeamId(teamId);
    if (listIds.length === 0 || emails.length === 0) return;
    await manager.query(
      `INSERT INTO "audience"."list_member" (list_id, contact_id)
       SELECT l.id, c.id FROM "audience"."contact" c
         JOIN "audience"."list" l ON l.team_id = $1 AND l.id = ANY($3::uuid[])
        WHERE c.team_id = $1 AND lower(c.email) = ANY($2::text[])
       ON CONFLICT DO NOTHING`,
      [teamId, emails.map((email) => email.toLowerCase()), listIds],
    );
  }
}
