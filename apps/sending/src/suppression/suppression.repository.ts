import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SuppressionReason, SuppressionSource } from '@mailroom/contracts';
import {
  assertTeamId,
  GenericPlanPool,
  InjectGenericPlanPool,
  KeysetPosition,
  microsColumn,
  microsToTimestamp,
  queryPrepared,
} from '@mailroom/database';
import { DataSource, EntityManager } from 'typeorm';
import { SENDING_SCHEMA } from '../database/sending.schema';

// Suppression is per team and case-insensitive: addresses are kept and compared in lower case.
export function suppressionAddress(address: string): string {
  return address.toLowerCase();
}

// Whose list: a team's live list, or its sandbox list (the key owners' addresses sandbox mail went to).
export interface SuppressionList {
  teamId: number;
  sandbox: boolean;
}

export interface NewSuppression {
  address: string;
  reason: SuppressionReason;
  source: SuppressionSource;
  eventId: string | null;
  requestId: string | null;
}

export interface SuppressionRow {
  id: string;
  address: string;
  reason: SuppressionReason;
  source: SuppressionSource;
  event_id: string | null;
  source_request_id: string | null;
  created_at: Date;
  micros: string;
}

export interface SuppressionFilter {
  reason?: SuppressionReason;
  address?: string;
  after?: KeysetPosition;
  limit: number;
}

const COLUMNS = `id, address, reason, source, event_id, source_request_id, created_at, ${microsColumn('created_at')} AS micros`;

@Injectable()
export class SuppressionRepository {
  constructor(
    @InjectDataSource(SENDING_SCHEMA) private readonly dataSource: DataSource,
    @InjectGenericPlanPool(SENDING_SCHEMA) private readonly genericPlans: GenericPlanPool,
  ) {}

  // The addresses among `addresses` that this mail must not go to, each with the reason. A hard bounce or a
  // complaint stops every mail; an unsubscribe only non-transactional mail.
  async suppressed(
    list: SuppressionList,
    addresses: string[],
    transactional: boolean,
  ): Promise<Map<string, SuppressionReason>> {
    assertTeamId(list.teamId);
    const found = new Map<string, SuppressionReason>();
    if (addresses.length === 0) return found;
    const rows: { address: string; reason: SuppressionReason }[] = await this.dataSource.query(
      `SELECT address, reason FROM "sending"."suppression"
        WHERE team_id = $1 AND sandbox = $2 AND address = ANY($3::text[])
          AND (reason <> 'unsubscribe' OR NOT $4::boolean)
        ORDER BY CASE reason WHEN 'hard_bounce' THEN 0 WHEN 'spam_complaint' THEN 1 ELSE 2 END`,
      [list.teamId, list.sandbox, [...new Set(addresses.map(suppressionAddress))], transactional],
    );
    // An address suppressed for several reasons reports the strongest.
    for (const row of rows) if (!found.has(row.address)) found.set(row.address, row.reason);
    return found;
  }

  // suppressed() for many lookups at once (of any teams and lists), with one statement; answered in their
  // order.
  async suppressedMany(
    lookups: (SuppressionList & { addresses: string[]; transactional: boolean })[],
  ): Promise<Map<string, SuppressionReason>[]> {
    const teams: number[] = [];
    const sandbox: boolean[] = [];
    const addresses: string[] = [];
    const transactional: boolean[] = [];
    const owners: number[] = [];
    lookups.forEach((lookup, index) => {
      assertTeamId(lookup.teamId);
      for (const address of new Set(lookup.addresses.map(suppressionAddress))) {
        teams.push(lookup.teamId);
        sandbox.push(lookup.sandbox);
        addresses.push(address);
        transactional.push(lookup.transactional);
        owners.push(index);
      }
    });
    const found = lookups.map(() => new Map<string, SuppressionReason>());
    if (addresses.length === 0) return found;
    const rows: { owner: number; address: string; reason: SuppressionReason }[] = await queryPrepared(
      this.genericPlans,
      `SELECT q.owner, s.address, s.reason
         FROM unnest($1::integer[], $2::boolean[], $3::text[], $4::boolean[], $5::integer[])
               AS q(team_id, sandbox, address, transactional, owner)
         JOIN "sending"."suppression" s
           ON s.team_id = q.team_id AND s.sandbox = q.sandbox AND s.address = q.address
        WHERE s.reason <> 'unsubscribe' OR NOT q.transactional
        ORDER BY CASE s.reason WHEN 'hard_bounce' THEN 0 WHEN 'spam_complaint' THEN 1 ELSE 2 END`,
      [teams, sandbox, addresses, transactional, owners],
    );
    // An address suppressed for several reasons reports the strongest.
    for (const row of rows)
      if (!found[row.owner].has(row.address)) found[row.owner].set(row.address, row.reason);
    return found;
  }

  // Answers the new entry, or nothing when the address was already suppressed for that reason (the first
  // cause is kept).
  async add(
    manager: EntityManager,
    list: SuppressionList,
    entry: NewSuppression,
  ): Promise<SuppressionRow | undefined> {
    assertTeamId(list.teamId);
    const rows: SuppressionRow[] = await manager.query(
      `INSERT INTO "sending"."suppression" (team_id, sandbox, address, reason, source, event_id, source_request_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (team_id, sandbox, address, reason) DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        list.teamId,
        list.sandbox,
        suppressionAddress(entry.address),
        entry.reason,
        entry.source,
        entry.eventId,
        entry.requestId,
      ],
    );
    return rows[0];
  }

  // Newest first, one row more than the page.
  async list(list: SuppressionList, filter: SuppressionFilter): Promise<SuppressionRow[]> {
    assertTeamId(list.teamId);
    const params: unknown[] = [list.teamId, list.sandbox, filter.limit];
    const conditions = ['team_id = $1', 'sandbox = $2'];
    if (filter.reason !== undefined) {
      params.push(filter.reason);
      conditions.push(`reason = $${params.length}`);
    }
    if (filter.address !== undefined) {
      params.push(suppressionAddress(filter.address));
      conditions.push(`address = $${params.length}`);
    }
    if (filter.after) {
      params.push(microsToTimestamp(filter.after.micros), filter.after.id);
      conditions.push(`(created_at, id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
    }
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM "sending"."suppression" WHERE ${conditions.join(' AND ')}
        ORDER BY created_at DESC, id DESC LIMIT $3`,
      params,
    );
  }

  async forAddress(list: SuppressionList, address: string): Promise<SuppressionRow[]> {
    return this.list(list, { address, limit: 10 });
  }

  async reasonOf(list: SuppressionList, address: string, reason: SuppressionReason): Promise<SuppressionRow> {
    const [row] = await this.list(list, { address, reason, limit: 1 });
    return row;
  }

  // Answers how many entries (one per reason) were removed.
  async remove(list: SuppressionList, address: string): Promise<number> {
    assertTeamId(list.teamId);
    // Wrapped in a CTE so that the driver answers rows, as for a SELECT.
    const rows: unknown[] = await this.dataSource.query(
      `WITH removed AS (
         DELETE FROM "sending"."suppression" WHERE team_id = $1 AND sandbox = $2 AND address = $3 RETURNING id)
       SELECT id FROM removed`,
      [list.teamId, list.sandbox, suppressionAddress(address)],
    );
    return rows.length;
  }
}
