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

  // Lists deleted since the import was opened are skipped, as are contacts deleted meanwhile: the lists and
  // the contacts left as they were are held until the batch commits (FOR KEY SHARE, in id order; the ones
  // just written are this transaction's), so that a concurrent delete waits or is not seen, never failing the
  // batch on a foreign key. Only the contacts left as they were are looked up by address (none in a first
  // import).
  async addToLists(
    manager: EntityManager,
    teamId: number,
    contacts: UpsertedContacts,
    listIds: string[],
  ): Promise<void> {
    assertTeamId(teamId);
    if (listIds.length === 0) return;
    if (contacts.writtenIds.length === 0 && contacts.unchangedAddresses.length === 0) return;
    const lists = await manager.query<{ id: string }[]>(
      `SELECT id FROM "audience"."list" WHERE team_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR KEY SHARE`,
      [teamId, listIds],
    );
    if (lists.length === 0) return;
    const unchanged =
      contacts.unchangedAddresses.length === 0
        ? []
        : await manager.query<{ id: string }[]>(
            `SELECT id FROM "audience"."contact" WHERE team_id = $1 AND lower(email) = ANY($2::text[])
              ORDER BY id FOR KEY SHARE`,
            [teamId, contacts.unchangedAddresses],
          );
    await manager.query(
      `INSERT INTO "audience"."list_member" (list_id, contact_id)
       SELECT l.id, m.id FROM unnest($1::uuid[]) AS l(id), unnest($2::uuid[]) AS m(id)
       ON CONFLICT DO NOTHING`,
      [lists.map((row) => row.id), [...contacts.writtenIds, ...unchanged.map((row) => row.id)]],
    );
  }
}
