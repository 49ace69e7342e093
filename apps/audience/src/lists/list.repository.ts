import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { assertTeamId } from '@mailroom/database';
import { DataSource, EntityManager } from 'typeorm';
import { AUDIENCE_SCHEMA } from '../database/audience.schema';
import { NamedCollectionRepository } from '../shared/named-collection.repository';

@Injectable()
export class ListRepository extends NamedCollectionRepository {
  constructor(@InjectDataSource(AUDIENCE_SCHEMA) dataSource: DataSource) {
    super(dataSource, 'list', 'contacts_count');
  }

  // Locks the lists against a segment being restricted to them meanwhile, and says whether one is.
  async restrictedBySegment(manager: EntityManager, teamId: number, ids: string[]): Promise<boolean> {
    assertTeamId(teamId);
    await manager.query(
      `SELECT id FROM "audience"."list" WHERE team_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE`,
      [teamId, ids],
    );
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM "audience"."segment" WHERE team_id = $1 AND list_id = ANY($2::uuid[]) LIMIT 1`,
      [teamId, ids],
    );
    return rows.length > 0;
  }
}
