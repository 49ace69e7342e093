import { assertTeamId } from '@mailroom/database';
import { DataSource, EntityManager } from 'typeorm';
import { returning } from './returning';

export interface NamedCollectionRow {
  id: string;
  name: string;
  description: string | null;
  members: number;
  created_at: Date;
  updated_at: Date;
}

// Lists and topics are the same shape (a named set of contacts with a kept member count) in two tables.
export abstract class NamedCollectionRepository {
  protected constructor(
    protected readonly dataSource: DataSource,
    private readonly table: 'list' | 'topic',
    private readonly membersColumn: 'contacts_count' | 'subscribers_count',
  ) {}

  private get columns(): string {
    return `id, name, description, ${this.membersColumn} AS members, created_at, updated_at`;
  }

  // Undefined when the team has `max` already. The team's inserts into this table wait for each other, so
  // that two at once cannot both take the last place.
  async insert(
    teamId: number,
    values: { name: string; description: string | null },
    max: number,
  ): Promise<NamedCollectionRow | undefined> {
    assertTeamId(teamId);
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('audience.${this.table}'), $1)`, [teamId]);
      const [row] = await manager.query<NamedCollectionRow[]>(
        `INSERT INTO "audience"."${this.table}" (team_id, name, description)
         SELECT $1, $2, $3
          WHERE (SELECT count(*) FROM "audience"."${this.table}" WHERE team_id = $1) < $4
         RETURNING ${this.columns}`,
        [teamId, values.name, values.description, max],
      );
      return row;
    });
  }

  async find(teamId: number, id: string, manager?: EntityManager): Promise<NamedCollectionRow | undefined> {
    assertTeamId(teamId);
    const [row] = await (manager ?? this.dataSource).query<NamedCollectionRow[]>(
      `SELECT ${this.columns} FROM "audience"."${this.table}" WHERE team_id = $1 AND id = $2`,
      [teamId, id],
    );
    return row;
  }

  // The ids among these that are not the team's.
  async unknownIds(teamId: number, ids: string[], manager?: EntityManager): Promise<string[]> {
    assertTeamId(teamId);
    if (ids.length === 0) return [];
    const rows = await (manager ?? this.dataSource).query<{ id: string }[]>(
      `SELECT id FROM "audience"."${this.table}" WHERE team_id = $1 AND id = ANY($2::uuid[])`,
      [teamId, ids],
    );
    const known = new Set(rows.map((row) => row.id));
    return ids.filter((id) => !known.has(id.toLowerCase()));
  }

  // The ids among these that are not the team's, the others held until the transaction ends (FOR KEY SHARE,
  // in id order) for a row about to reference them: a concurrent delete of one waits for that row (and then
  // removes it with the collection), or has committed first and the id is unknown here (404), never a
  // foreign-key violation in between.
  async unknownIdsHeld(manager: EntityManager, teamId: number, ids: string[]): Promise<string[]> {
    assertTeamId(teamId);
    if (ids.length === 0) return [];
    const rows = await manager.query<{ id: string }[]>(
      `SELECT id FROM "audience"."${this.table}" WHERE team_id = $1 AND id = ANY($2::uuid[])
        ORDER BY id FOR KEY SHARE`,
      [teamId, ids],
    );
    const known = new Set(rows.map((row) => row.id));
    return ids.filter((id) => !known.has(id.toLowerCase()));
  }

  async page(
    teamId: number,
    offset: number,
    limit: number,
  ): Promise<{ rows: NamedCollectionRow[]; total: number }> {
    assertTeamId(teamId);
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM "audience"."${this.table}" WHERE team_id = $1`,
      [teamId],
    );
    const rows = await this.dataSource.query<NamedCollectionRow[]>(
      `SELECT ${this.columns} FROM "audience"."${this.table}" WHERE team_id = $1
        ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [teamId, limit, offset],
    );
    return { rows, total };
  }

  // updated_at moves only when the name or the description changes.
  async update(
    teamId: number,
    id: string,
    changes: { name?: string; description?: string | null },
  ): Promise<NamedCollectionRow | undefined> {
    assertTeamId(teamId);
    const rows = await returning<NamedCollectionRow>(
      this.dataSource,
      `UPDATE "audience"."${this.table}"
          SET name = COALESCE($3, name),
              description = CASE WHEN $4 THEN $5 ELSE description END,
              updated_at = CASE
                WHEN (COALESCE($3, name), CASE WHEN $4 THEN $5 ELSE description END)
                     IS DISTINCT FROM (name, description) THEN now()
                ELSE updated_at END
        WHERE team_id = $1 AND id = $2 RETURNING ${this.columns}`,
      [teamId, id, changes.name ?? null, changes.description !== undefined, changes.description ?? null],
    );
    return rows[0];
  }

  async delete(manager: EntityManager, teamId: number, ids: string[]): Promise<number> {
    assertTeamId(teamId);
    const rows = await returning(
      manager,
      `DELETE FROM "audience"."${this.table}" WHERE team_id = $1 AND id = ANY($2::uuid[]) RETURNING id`,
      [teamId, ids],
    );
    return rows.length;
  }

  // Adds the pair; false when it was already there.
  async addMember(manager: EntityManager, collectionId: string, contactId: string): Promise<boolean> {
    const table = this.table === 'list' ? 'list_member' : 'topic_subscription';
    const rows = await manager.query<unknown[]>(
      `INSERT INTO "audience"."${table}" (${this.table}_id, contact_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING contact_id`,
      [collectionId, contactId],
    );
    return rows.length > 0;
  }

  async addMemberships(manager: EntityManager, contactId: string, collectionIds: string[]): Promise<void> {
    if (collectionIds.length === 0) return;
    const table = this.table === 'list' ? 'list_member' : 'topic_subscription';
    await manager.query(
      `INSERT INTO "audience"."${table}" (${this.table}_id, contact_id)
       SELECT DISTINCT unnest($1::uuid[]), $2::uuid ON CONFLICT DO NOTHING`,
      [collectionIds, contactId],
    );
  }

  // Removes the pair if both are the team's; nothing otherwise.
  async removeMember(teamId: number, collectionId: string, contactId: string): Promise<void> {
    assertTeamId(teamId);
    const table = this.table === 'list' ? 'list_member' : 'topic_subscription';
    await this.dataSource.query(
      `DELETE FROM "audience"."${table}" x USING "audience"."${this.table}" p
        WHERE x.${this.table}_id = $2 AND x.contact_id = $3 AND p.id = x.${this.table}_id AND p.team_id = $1`,
      [teamId, collectionId, contactId],
    );
  }
}
