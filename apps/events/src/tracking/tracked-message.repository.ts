import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EmailEventRecord } from '@mailroom/contracts';
import { assertTeamId, QueryRunnerLike } from '@mailroom/database';
import { DataSource, EntityManager } from 'typeorm';
import { EVENTS_SCHEMA } from '../database/events.schema';

// A message as its injection event described it: what later tracking events of it repeat.
export interface TrackedMessage {
  message_id: string;
  team_id: number;
  request_id: string;
  injection: EmailEventRecord;
}

const PRUNE_BATCH = 5_000;

@Injectable()
export class TrackedMessageRepository {
  constructor(@InjectDataSource(EVENTS_SCHEMA) private readonly dataSource: DataSource) {}

  // The message a tracking token names; team and transmission must match too.
  async find(teamId: number, requestId: string, messageId: string): Promise<TrackedMessage | undefined> {
    assertTeamId(teamId);
    const rows: { message_id: string; team_id: number; request_id: string; record: EmailEventRecord }[] =
      await this.dataSource.query(
        `SELECT message_id, team_id, request_id, record FROM "events"."tracked_message"
          WHERE message_id = $1 AND team_id = $2 AND request_id = $3`,
        [messageId, teamId, requestId],
      );
    const row = rows[0];
    return (
      row && {
        message_id: row.message_id,
        team_id: row.team_id,
        request_id: row.request_id,
        injection: row.record,
      }
    );
  }

  // True for the first open of the message only: the one that is also its initial_open. Concurrent first
  // loads serialise on the row, and one of them wins.
  async markOpened(manager: EntityManager, teamId: number, messageId: string, at: Date): Promise<boolean> {
    assertTeamId(teamId);
    const [, updated] = await manager.query<[unknown, number]>(
      `UPDATE "events"."tracked_message" SET first_opened_at = $3
        WHERE message_id = $1 AND team_id = $2 AND first_opened_at IS NULL`,
      [messageId, teamId, at],
    );
    return updated === 1;
  }

  // markOpened for many messages at once: answers those whose first open this is.
  async markFirstOpens(
    manager: QueryRunnerLike,
    opens: readonly { team_id: number; message_id: string; at: Date }[],
  ): Promise<Set<string>> {
    if (opens.length === 0) return new Set();
    for (const open of opens) assertTeamId(open.team_id);
    const [rows]: [{ message_id: string }[], number] = await manager.query(
      `UPDATE "events"."tracked_message" AS message SET first_opened_at = open.at
         FROM unnest($1::text[], $2::integer[], $3::timestamptz[]) AS open (message_id, team_id, at)
        WHERE message.message_id = open.message_id AND message.team_id = open.team_id
          AND message.first_opened_at IS NULL
       RETURNING message.message_id`,
      [opens.map((open) => open.message_id), opens.map((open) => open.team_id), opens.map((open) => open.at)],
    );
    return new Set(rows.map((row) => row.message_id));
  }

  // Forgets messages injected before `before`, a batch at a time so that no statement holds many locks.
  async prune(before: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const [, deleted] = await this.dataSource.query<[unknown, number]>(
        `DELETE FROM "events"."tracked_message" WHERE message_id IN (
           SELECT message_id FROM "events"."tracked_message" WHERE injected_at < $1 LIMIT ${PRUNE_BATCH})`,
        [before],
      );
      total += deleted;
      if (deleted < PRUNE_BATCH) return total;
    }
  }
}
