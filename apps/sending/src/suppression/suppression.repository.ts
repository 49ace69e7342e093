import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { assertTeamId } from '@mailroom/database';
import { DataSource, EntityManager } from 'typeorm';
import { SENDING_SCHEMA } from '../database/sending.schema';

export const SuppressionReason = {
  hardBounce: 'hard_bounce',
  spamComplaint: 'spam_complaint',
  unsubscribe: 'unsubscribe',
} as const;

export type SuppressionReason = (typeof SuppressionReason)[keyof typeof SuppressionReason];

// Suppression is per team and case-insensitive: addresses are kept and compared in lower case.
export function suppressionAddress(address: string): string {
  return address.toLowerCase();
}

@Injectable()
export class SuppressionRepository {
  constructor(@InjectDataSource(SENDING_SCHEMA) private readonly dataSource: DataSource) {}

  // The addresses among `addresses` that the team must not send this mail to, each with the reason. A hard
  // bounce or a complaint stops every mail; an unsubscribe only non-transactional mail.
  async suppressed(
    teamId: number,
    addresses: string[],
    transactional: boolean,
  ): Promise<Map<string, SuppressionReason>> {
    assertTeamId(teamId);
    const found = new Map<string, SuppressionReason>();
    if (addresses.length === 0) return found;
    const rows: { address: string; reason: SuppressionReason }[] = await this.dataSource.query(
      `SELECT address, reason FROM "sending"."suppression"
        WHERE team_id = $1 AND address = ANY($2::text[]) AND (reason <> 'unsubscribe' OR NOT $3::boolean)
        ORDER BY CASE reason WHEN 'hard_bounce' THEN 0 WHEN 'spam_complaint' THEN 1 ELSE 2 END`,
      [teamId, [...new Set(addresses.map(suppressionAddress))], transactional],
    );
    // An address suppressed for several reasons reports the strongest.
    for (const row of rows) if (!found.has(row.address)) found.set(row.address, row.reason);
    return found;
  }

  // suppressed() for many lookups at once (of any teams), with one statement; answered in their order.
  async suppressedMany(
    lookups: { teamId: number; addresses: string[]; transactional: boolean }[],
  ): Promise<Map<string, SuppressionReason>[]> {
    const teams: number[] = [];
    const addresses: string[] = [];
    const transactional: boolean[] = [];
    const owners: number[] = [];
    lookups.forEach((lookup, index) => {
      assertTeamId(lookup.teamId);
      for (const address of new Set(lookup.addresses.map(suppressionAddress))) {
        teams.push(lookup.teamId);
        addresses.push(address);
        transactional.push(lookup.transactional);
        owners.push(index);
      }
    });
    const found = lookups.map(() => new Map<string, SuppressionReason>());
    if (addresses.length === 0) return found;
    const rows: { owner: number; address: string; reason: SuppressionReason }[] = await this.dataSource.query(
      `SELECT q.owner, s.address, s.reason
         FROM unnest($1::integer[], $2::text[], $3::boolean[], $4::integer[]) AS q(team_id, address, transactional, owner)
         JOIN "sending"."suppression" s ON s.team_id = q.team_id AND s.address = q.address
        WHERE s.reason <> 'unsubscribe' OR NOT q.transactional
        ORDER BY CASE s.reason WHEN 'hard_bounce' THEN 0 WHEN 'spam_complaint' THEN 1 ELSE 2 END`,
      [teams, addresses, transactional, owners],
    );
    // An address suppressed for several reasons reports the strongest.
    for (const row of rows)
      if (!found[row.owner].has(row.address)) found[row.owner].set(row.address, row.reason);
    return found;
  }

  async add(
    manager: EntityManager,
    teamId: number,
    address: string,
    reason: SuppressionReason,
    sourceRequestId: string,
  ): Promise<void> {
    assertTeamId(teamId);
    await manager.query(
      `INSERT INTO "sending"."suppression" (team_id, address, reason, source_request_id)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (team_id, address, reason) DO NOTHING`,
      [teamId, suppressionAddress(address), reason, sourceRequestId],
    );
  }
}
