import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PropertyType } from '@mailroom/contracts';
import { assertTeamId } from '@mailroom/database';
import { DataSource, EntityManager } from 'typeorm';
import { AUDIENCE_SCHEMA } from '../database/audience.schema';
import { returning } from '../shared/returning';

export interface PropertyRow {
  key: string;
  type: PropertyType;
  label: string | null;
  created_at: Date;
}

export type PropertyDefinitions = Map<string, PropertyType>;

@Injectable()
export class PropertyRepository {
  constructor(@InjectDataSource(AUDIENCE_SCHEMA) private readonly dataSource: DataSource) {}

  async list(teamId: number): Promise<PropertyRow[]> {
    assertTeamId(teamId);
    return this.dataSource.query<PropertyRow[]>(
      `SELECT key, type, label, created_at FROM "audience"."property" WHERE team_id = $1 ORDER BY key`,
      [teamId],
    );
  }

  async definitions(teamId: number, manager?: EntityManager): Promise<PropertyDefinitions> {
    assertTeamId(teamId);
    const rows = await (manager ?? this.dataSource).query<{ key: string; type: PropertyType }[]>(
      `SELECT key, type FROM "audience"."property" WHERE team_id = $1`,
      [teamId],
    );
    return new Map(rows.map((row) => [row.key, row.type]));
  }

  // The definitions of these keys, held (FOR KEY SHARE) until the caller's commit: a contact write that sets
  // values of them commits before a delete of one of them removes its values from every contact, or, coming
  // after the delete, no longer finds it defined. Keys in one order, so that writers never wait on each other.
  async definitionsHeld(
    manager: EntityManager,
    teamId: number,
    keys: string[],
  ): Promise<PropertyDefinitions> {
    assertTeamId(teamId);
    if (keys.length === 0) return new Map();
    const rows = await manager.query<{ key: string; type: PropertyType }[]>(
      `SELECT key, type FROM "audience"."property" WHERE team_id = $1 AND key = ANY($2::text[])
        ORDER BY key FOR KEY SHARE`,
      [teamId, [...new Set(keys)].sort()],
    );
    return new Map(rows.map((row) => [row.key, row.type]));
  }

  // Serialises definitions of one team so that the per-team bound holds under concurrent requests.
  async lockTeam(manager: EntityManager, teamId: number): Promise<void> {
    assertTeamId(teamId);
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('audience.property'), $1)`, [teamId]);
  }

  async count(manager: EntityManager, teamId: number): Promise<number> {
    assertTeamId(teamId);
    const [{ count }] = await manager.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM "audience"."property" WHERE team_id = $1`,
      [teamId],
    );
    return count;
  }

  // Undefined when the key is already defined.
  async insert(
    manager: EntityManager,
    teamId: number,
    property: { key: string; type: PropertyType; label: string | null },
  ): Promise<PropertyRow | undefined> {
    assertTeamId(teamId);
    const [row] = await manager.query<PropertyRow[]>(
      `INSERT INTO "audience"."property" (team_id, key, type, label) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING key, type, label, created_at`,
      [teamId, property.key, property.type, property.label],
    );
    return row;
  }

  async usedBySegment(manager: EntityManager, teamId: number, key: string): Promise<boolean> {
    assertTeamId(teamId);
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM "audience"."segment" WHERE team_id = $1
          AND jsonb_path_exists(condition_groups, '$[*].conditions[*] ? (@.field == $field)',
                                jsonb_build_object('field', 'properties.' || $2::text))
        LIMIT 1`,
      [teamId, key],
    );
    return rows.length > 0;
  }

  // The definition and every contact's value of it go together.
  async delete(manager: EntityManager, teamId: number, key: string): Promise<boolean> {
    assertTeamId(teamId);
    const deleted = await returning(
      manager,
      `DELETE FROM "audience"."property" WHERE team_id = $1 AND key = $2 RETURNING key`,
      [teamId, key],
    );
    if (deleted.length === 0) return false;
    await manager.query(
      `UPDATE "audience"."contact" SET properties = properties - $2::text, updated_at = now()
        WHERE team_id = $1 AND properties ? $2::text`,
      [teamId, key],
    );
    return true;
  }
}
