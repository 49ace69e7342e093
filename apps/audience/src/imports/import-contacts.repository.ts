import { Injectable } from '@nestjs/common';
import { PropertyValue } from '@mailroom/contracts';
import { assertTeamId } from '@mailroom/database';
import { EntityManager } from 'typeorm';

export interface UpsertedContacts {
  imported: number;
  updated: number;
  // The ids of the contacts inserted or changed, and the addresses of the others (left as they were).
  writtenIds: string[];
  unchangedAddresses: string[];
}

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
  ): Promise<UpsertedContacts> {
    assertTeamId(teamId);
    const written = await manager.query<{ id: string; address: string; inserted: boolean }[]>(
      `INSERT INTO "audience"."contact" AS c (team_id, email, properties)
       SELECT $1, t.email, t.properties FROM unnest($2::text[], $3::jsonb[]) AS t(email, properties)
       ON CONFLICT (team_id, lower(email)) DO UPDATE
          SET properties = c.properties || EXCLUDED.properties, updated_at = now()
        WHERE $4 AND NOT (c.properties @> EXCLUDED.properties)
       RETURNING c.id, lower(c.email) AS address, (c.xmax = 0) AS inserted`,
      [
        teamId,
        rows.map((row) => row.email),
        rows.map((row) => JSON.stringify(row.properties)),
        updateExisting,
      ],
    );
    const imported = written.filter((row) => row.inserted).length;
    const writtenAddresses = new Set(written.map((row) => row.address));
    return {
      imported,
      updated: written.length - imported,
      writtenIds: written.map((row) => row.id),
      unchangedAddresses: rows
        .map((row) => row.email.toLowerCase())
        .filter((address) => !writtenAddresses.has(address)),
    };
  }

  // Lists deleted since the import was opened are skipped. The contacts just written are known by id; only
  // those left as they were are looked up by address (none in a first import).
  async addToLists(
    manager: EntityManager,
    teamId: number,
    contacts: UpsertedContacts,
    listIds: string[],
  ): Promise<void> {
    assertTeamId(teamId);
    if (listIds.length === 0) return;
    if (contacts.writtenIds.length === 0 && contacts.unchangedAddresses.length === 0) return;
    await manager.query(
      `INSERT INTO "audience"."list_member" (list_id, contact_id)
       SELECT l.id, m.contact_id FROM "audience"."list" l,
              (SELECT unnest($3::uuid[])
                UNION ALL
               SELECT c.id FROM "audience"."contact" c WHERE c.team_id = $1 AND lower(c.email) = ANY($4::text[])
              ) AS m(contact_id)
        WHERE l.team_id = $1 AND l.id = ANY($2::uuid[])
       ON CONFLICT DO NOTHING`,
      [teamId, listIds, contacts.writtenIds, contacts.unchangedAddresses],
    );
  }
}
