import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { assertTeamId } from '@mailroom/database';
import { DataSource } from 'typeorm';
import { AUDIENCE_SCHEMA } from '../database/audience.schema';
import { PropertyDefinitions } from '../properties/property.repository';
import { compileConditionGroups, ConditionGroups } from './segment-compiler';

export interface SegmentDefinition {
  list_id: string | null;
  condition_groups: ConditionGroups[];
}

const QUERY_CANCELED = '57014';

// The contacts a segment matches, as one parameterised query.
@Injectable()
export class SegmentAudience {
  constructor(@InjectDataSource(AUDIENCE_SCHEMA) private readonly dataSource: DataSource) {}

  // FROM and WHERE over contact alias `c`; params start with the team id.
  matching(
    teamId: number,
    segment: SegmentDefinition,
    definitions: PropertyDefinitions,
    params: unknown[],
  ): string {
    assertTeamId(teamId);
    params.push(teamId);
    const team = `$${params.length}`;
    let from = `"audience"."contact" c`;
    if (segment.list_id) {
      params.push(segment.list_id);
      from += ` JOIN "audience"."list_member" m ON m.contact_id = c.id AND m.list_id = $${params.length}`;
    }
    const conditions = compileConditionGroups(segment.condition_groups, definitions, params);
    return `FROM ${from} WHERE c.team_id = ${team} AND ${conditions}`;
  }

  // The exact count now; undefined when it takes longer than timeoutMs (left to the periodic refresh).
  async count(
    teamId: number,
    segment: SegmentDefinition,
    definitions: PropertyDefinitions,
    timeoutMs?: number,
  ): Promise<number | undefined> {
    const params: unknown[] = [];
    const sql = `SELECT count(*)::int AS count ${this.matching(teamId, segment, definitions, params)}`;
    try {
      return await this.dataSource.transaction(async (manager) => {
        if (timeoutMs !== undefined)
          await manager.query(`SELECT set_config('statement_timeout', $1, true)`, [`${timeoutMs}ms`]);
        const [{ count }] = await manager.query<{ count: number }[]>(sql, params);
        return count;
      });
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === QUERY_CANCELED)
        return undefined;
      throw error;
    }
  }
}
