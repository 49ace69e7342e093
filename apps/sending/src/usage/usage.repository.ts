import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { assertTeamId, QueryRunnerLike, StatementPart } from '@mailroom/database';
import { DataSource } from 'typeorm';

// Recipients to add to a period under a soft limit (paid teams): one per team and period.
export interface SoftAddition {
  teamId: number;
  period: string;
  count: number;
  limit: number;
}
import { SENDING_SCHEMA } from '../database/sending.schema';

export interface PeriodUsage {
  sent: number;
  overage: number;
}

@Injectable()
export class UsageRepository {
  constructor(@InjectDataSource(SENDING_SCHEMA) private readonly dataSource: DataSource) {}

  // The team's counters for the given periods; a period without a row has sent nothing.
  async read(teamId: number, periods: string[]): Promise<Map<string, PeriodUsage>> {
    assertTeamId(teamId);
    const rows: ({ period: string } & PeriodUsage)[] = await this.dataSource.query(
      `SELECT period, sent, overage FROM "sending"."usage" WHERE team_id = $1 AND period = ANY($2::text[])`,
      [teamId, periods],
    );
    return new Map(rows.map((row) => [row.period, { sent: row.sent, overage: row.overage }]));
  }

  // Adds `count` to the period, inside the caller's transaction. A hard limit adds only while the total stays
  // within it and answers null otherwise: the row lock and the re-checked WHERE of ON CONFLICT DO UPDATE make
  // parallel sends queue on the row, so they can never pass the limit together. A soft limit always adds,
  // and records what passes the limit as overage.
  async add(
    manager: QueryRunnerLike,
    teamId: number,
    period: string,
    count: number,
    limit: number,
    kind: 'hard' | 'soft',
  ): Promise<PeriodUsage | null> {
    assertTeamId(teamId);
    const rows: PeriodUsage[] =
      kind === 'hard'
        ? await manager.query(
            `INSERT INTO "sending"."usage" AS u (team_id, period, sent)
             SELECT $1, $2, $3::integer WHERE $3::integer <= $4::integer
             ON CONFLICT (team_id, period) DO UPDATE
               SET sent = u.sent + EXCLUDED.sent, updated_at = now()
               WHERE u.sent + EXCLUDED.sent <= $4::integer
             RETURNING sent, overage`,
            [teamId, period, count, limit],
          )
        : await manager.query(
            `INSERT INTO "sending"."usage" AS u (team_id, period, sent, overage)
             VALUES ($1, $2, $3::integer, GREATEST(0, $3::integer - $4::integer))
             ON CONFLICT (team_id, period) DO UPDATE
               SET sent = u.sent + EXCLUDED.sent,
                   overage = u.overage + GREATEST(0, LEAST(EXCLUDED.sent, u.sent + EXCLUDED.sent - $4::integer)),
                   updated_at = now()
             RETURNING sent, overage`,
            [teamId, period, count, limit],
          );
    return rows[0] ?? null;
  }

  // add(..., 'soft') for several teams and periods, as a CTE of the caller's statement reading its four
  // parameters from $first on. The rows are locked in (team, period) order, as every writer of usage does.
  softAdditions(additions: SoftAddition[]): StatementPart {
    for (const addition of additions) assertTeamId(addition.teamId);
    return {
      cte: (first) => {
        const [teams, periods, counts, limits] = [first, first + 1, first + 2, first + 3].map((n) => `$${n}`);
        return `INSERT INTO "sending"."usage" AS u (team_id, period, sent, overage)
           SELECT a.team_id, a.period, a.sent, GREATEST(0, a.sent - a.lim)
             FROM unnest(${teams}::integer[], ${periods}::text[], ${counts}::integer[], ${limits}::integer[])
                  AS a(team_id, period, sent, lim)
            ORDER BY a.team_id, a.period
           ON CONFLICT (team_id, period) DO UPDATE
             SET sent = u.sent + EXCLUDED.sent,
                 overage = u.overage + GREATEST(0, LEAST(EXCLUDED.sent, u.sent + EXCLUDED.sent - (
                   SELECT l.lim FROM unnest(${teams}::integer[], ${periods}::text[], ${limits}::integer[])
                          AS l(team_id, period, lim)
                    WHERE l.team_id = EXCLUDED.team_id AND l.period = EXCLUDED.period))),
                 updated_at = now()`;
      },
      parameters: [
        additions.map((a) => a.teamId),
        additions.map((a) => a.period),
        additions.map((a) => a.count),
        additions.map((a) => a.limit),
      ],
    };
  }
}
