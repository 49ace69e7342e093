import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RequestContext, ScheduledEmailState } from '@mailroom/contracts';
import { assertTeamId } from '@mailroom/database';
import { DataSource, EntityManager } from 'typeorm';
import { SCHEDULER_SCHEMA } from '../database/scheduler.schema';
import { NewScheduledEmail, SCHEDULED_EMAIL_VIEW_COLUMNS, ScheduledEmailRow } from './scheduled-email';

// Whom the scheduled emails are shown to.
export type Viewer = Pick<RequestContext, 'team_id' | 'key_type' | 'sandbox_recipient'>;

// A live key sees its team's live scheduled emails. A sandbox key sees one only when its owner is a
// recipient (SPEC sandbox rule 7): it was scheduled by a sandbox key of the team whose owner is this key's
// owner (every recipient is rewritten to that owner), or the owner's address is among its to, cc and bcc.
function visibleTo(viewer: Viewer, params: unknown[]): string {
  assertTeamId(viewer.team_id);
  params.push(viewer.team_id);
  const team = `team_id = $${params.length}`;
  if (viewer.key_type === 'live') return `${team} AND key_type = 'live'`;
  if (!viewer.sandbox_recipient) return 'false';
  params.push(viewer.sandbox_recipient.toLowerCase());
  const owner = `$${params.length}`;
  return `${team} AND ((key_type = 'sandbox' AND sandbox_recipient = ${owner}) OR ${owner} = ANY(recipients))`;
}

// A scheduled email is named by its own request_id (sch_<id>) or by the transmission it became.
function named(ref: string, params: unknown[]): string {
  params.push(ref);
  return `(id = $${params.length} OR transmission_id = $${params.length})`;
}

@Injectable()
export class ScheduledEmailRepository {
  constructor(@InjectDataSource(SCHEDULER_SCHEMA) private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, email: NewScheduledEmail): Promise<ScheduledEmailRow> {
    const { caller, request } = email;
    assertTeamId(caller.team_id);
    const [row] = await manager.query<ScheduledEmailRow[]>(
      `INSERT INTO "scheduler"."scheduled_email" (id, team_id, key_id, key_type, sandbox_recipient, caller, request,
         recipients, state, scheduled_at, next_attempt_at, from_address, subject, to_addresses, cc_addresses,
         bcc_addresses, template_slug)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'scheduled', $9, $9, $10, $11, $12, $13, $14, $15)
       RETURNING ${SCHEDULED_EMAIL_VIEW_COLUMNS}`,
      [
        email.id,
        caller.team_id,
        caller.key_id,
        caller.key_type,
        caller.key_type === 'sandbox' ? (caller.sandbox_recipient?.toLowerCase() ?? null) : null,
        JSON.stringify(caller),
        JSON.stringify(request),
        email.recipients.map((address) => address.toLowerCase()),
        email.scheduled_at,
        request.from,
        email.subject,
        JSON.stringify(request.to),
        JSON.stringify(request.cc ?? []),
        JSON.stringify(request.bcc ?? []),
        request.template_slug ?? null,
      ],
    );
    return row;
  }

  async find(viewer: Viewer, ref: string): Promise<ScheduledEmailRow | undefined> {
    const params: unknown[] = [];
    const [row] = await this.dataSource.query<ScheduledEmailRow[]>(
      `SELECT ${SCHEDULED_EMAIL_VIEW_COLUMNS} FROM "scheduler"."scheduled_email"
        WHERE ${visibleTo(viewer, params)} AND ${named(ref, params)}`,
      params,
    );
    return row;
  }

  // Newest scheduled_at first.
  async page(
    viewer: Viewer,
    filter: { state?: ScheduledEmailState; offset: number; limit: number },
  ): Promise<{ rows: ScheduledEmailRow[]; total: number }> {
    const params: unknown[] = [];
    let where = visibleTo(viewer, params);
    if (filter.state) {
      params.push(filter.state);
      where += ` AND state = $${params.length}`;
    }
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM "scheduler"."scheduled_email" WHERE ${where}`,
      params,
    );
    const rows = await this.dataSource.query<ScheduledEmailRow[]>(
      `SELECT ${SCHEDULED_EMAIL_VIEW_COLUMNS} FROM "scheduler"."scheduled_email" WHERE ${where}
        ORDER BY scheduled_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, filter.limit, filter.offset],
    );
    return { rows, total };
  }

  // One conditional UPDATE: of a cancel and the scheduler's claim of the same email, exactly one changes it.
  async cancel(manager: EntityManager, viewer: Viewer, ref: string): Promise<ScheduledEmailRow | undefined> {
    const params: unknown[] = [];
    const rows = await manager.query<ScheduledEmailRow[]>(
      `WITH cancelled AS (
         UPDATE "scheduler"."scheduled_email"
            SET state = 'cancelled', cancelled_at = now(), updated_at = now(), next_attempt_at = NULL
          WHERE ${visibleTo(viewer, params)} AND ${named(ref, params)} AND state = 'scheduled'
         RETURNING ${SCHEDULED_EMAIL_VIEW_COLUMNS})
       SELECT * FROM cancelled`,
      params,
    );
    return rows[0];
  }

  // Deletes up to `limit` scheduled emails that are done (sent, cancelled, failed) and were last changed
  // before `before`; answers how many.
  async pruneFinished(before: Date, limit: number): Promise<number> {
    const [{ deleted }] = await this.dataSource.query<{ deleted: number }[]>(
      `WITH gone AS (
         DELETE FROM "scheduler"."scheduled_email" WHERE id = ANY (ARRAY(
           SELECT id FROM "scheduler"."scheduled_email"
            WHERE state IN ('sent', 'cancelled', 'failed') AND updated_at < $1
            LIMIT $2 FOR UPDATE SKIP LOCKED))
         RETURNING 1)
       SELECT count(*)::int AS deleted FROM gone`,
      [before, limit],
    );
    return deleted;
  }
}
