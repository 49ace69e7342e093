import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { assertTeamId } from '@mailroom/database';
import { DataSource, EntityManager } from 'typeorm';
import { AUDIENCE_SCHEMA } from '../database/audience.schema';
import { returning } from '../shared/returning';
import { ConditionGroups } from './segment-compiler';

export interface SegmentRow {
  id: string;
  team_id: number;
  name: string;
  list_id: string | null;
  list_name: string | null;
  condition_groups: ConditionGroups[];
  version: number;
  cached_contacts_count: number;
  counted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `s.id, s.team_id, s.name, s.list_id, l.name AS list_name, s.condition_groups, s.version, s.cached_contacts_count,
  s.counted_at, s.created_at, s.updated_at`;
const FROM = `"audience"."segment" s LEFT JOIN "audience"."list" l ON l.id = s.list_id`;

@Injectable()
export class SegmentRepository {
  constructor(@InjectDataSource(AUDIENCE_SCHEMA) private readonly dataSource: DataSource) {}

  async insert(
    manager: EntityManager,
    teamId: number,
    segment: { name: string; list_id: string | null; condition_groups: ConditionGroups[] },
  ): Promise<string> {
    assertTeamId(teamId);
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO "audience"."segment" (team_id, name, list_id, condition_groups) VALUES ($1, $2, $3, $4) RETURNING id`,
      [teamId, segment.name, segment.list_id, JSON.stringify(segment.condition_groups)],
    );
    return row.id;
  }

  async find(
    teamId: number,
    id: string,
    manager?: EntityManager,
    lock = false,
  ): Promise<SegmentRow | undefined> {
    assertTeamId(teamId);
    const [row] = await (manager ?? this.dataSource).query<SegmentRow[]>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE s.team_id = $1 AND s.id = $2 ${lock ? 'FOR UPDATE OF s' : ''}`,
      [teamId, id],
    );
    return row;
  }

  async page(
    teamId: number,
    filter: { list_id?: string; offset: number; limit: number },
  ): Promise<{ rows: SegmentRow[]; total: number }> {
    assertTeamId(teamId);
    const params: unknown[] = [teamId];
    let where = 's.team_id = $1';
    if (filter.list_id) {
      params.push(filter.list_id);
      where += ` AND s.list_id = $2`;
    }
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM "audience"."segment" s WHERE ${where}`,
      params,
    );
    const rows = await this.dataSource.query<SegmentRow[]>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY s.created_at DESC, s.id DESC
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, filter.limit, filter.offset],
    );
    return { rows, total };
  }

  async update(
    manager: EntityManager,
    teamId: number,
    id: string,
    segment: { name: string; list_id: string | null; condition_groups: ConditionGroups[] },
  ): Promise<void> {
    assertTeamId(teamId);
    await manager.query(
      `UPDATE "audience"."segment" SET name = $3, list_id = $4, condition_groups = $5, version = version + 1,
             updated_at = now()
        WHERE team_id = $1 AND id = $2`,
      [teamId, id, segment.name, segment.list_id, JSON.stringify(segment.condition_groups)],
    );
  }

  async delete(teamId: number, id: string): Promise<boolean> {
    assertTeamId(teamId);
    const rows = await returning(
      this.dataSource,
      `DELETE FROM "audience"."segment" WHERE team_id = $1 AND id = $2 RETURNING id`,
      [teamId, id],
    );
    return rows.length > 0;
  }

  // The count stays with the definition it was made for: a change since then leaves it to the next count.
  async storeCount(id: string, count: number, version: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE "audience"."segment" SET cached_contacts_count = $2, counted_at = now()
        WHERE id = $1 AND version = $3`,
      [id, count, version],
    );
  }

  // Segments whose count is older than the refresh interval, taken by this process: their counted_at moves
  // to now, so that another replica does not count them too (a failed count is tried again an interval later).
  async claimStale(limit: number, olderThanSeconds: number): Promise<SegmentRow[]> {
    const claimed = await returning<{ id: string; team_id: number }>(
      this.dataSource,
      `UPDATE "audience"."segment" SET counted_at = now()
        WHERE id IN (SELECT id FROM "audience"."segment"
                      WHERE counted_at IS NULL OR counted_at < now() - make_interval(secs => $2)
                      ORDER BY counted_at NULLS FIRST LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING id, team_id`,
      [limit, olderThanSeconds],
    );
    const rows: SegmentRow[] = [];
    for (const { id, team_id } of claimed) {
      const row = await this.find(team_id, id);
      if (row) rows.push(row);
    }
    return rows;
  }
}
