import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { assertTeamId, queryPrepared, QueryRunnerLike } from '@mailroom/database';
import { DataSource } from 'typeorm';
import { EVENTS_SCHEMA } from '../database/events.schema';
import { lockMessages } from './early-hit-locks';
import { keptUserAgent } from './tracking-events';

// An open or a click whose message was not known yet when it came.
export interface PendingTrackingHit {
  message_id: string;
  team_id: number;
  request_id: string;
  kind: 'open' | 'click';
  occurred_at: Date;
  user_agent?: string;
  target_link_url?: string;
}

const PRUNE_BATCH = 5_000;

const LOCK_MESSAGE = lockMessages('unnest($1::text[]) AS message_id');

@Injectable()
export class PendingTrackingHitRepository {
  constructor(@InjectDataSource(EVENTS_SCHEMA) private readonly dataSource: DataSource) {}

  // Keeps the hit unless its message is known by now (answers false: record it as any other hit).
  async keepUnlessKnown(hit: PendingTrackingHit): Promise<boolean> {
    assertTeamId(hit.team_id);
    return this.dataSource.transaction(async (manager) => {
      await manager.query(LOCK_MESSAGE, [[hit.message_id]]);
      const known: unknown[] = await manager.query(
        `SELECT 1 FROM "events"."tracked_message" WHERE message_id = $1`,
        [hit.message_id],
      );
      if (known.length > 0) return false;
      await manager.query(
        `INSERT INTO "events"."pending_tracking_hit"
           (message_id, team_id, request_id, kind, occurred_at, user_agent, target_link_url)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          hit.message_id,
          hit.team_id,
          hit.request_id,
          hit.kind,
          hit.occurred_at,
          hit.user_agent === undefined ? null : keptUserAgent(hit.user_agent),
          hit.target_link_url ?? null,
        ],
      );
      return true;
    });
  }

  // Removes and answers the hits kept for these messages (team and transmission must match too), oldest
  // first, in the transaction that remembered the messages, after a statement of its own took their locks
  // (EmailEventRepository.insert): a statement sees what committed before it began, so this one sees any
  // hit kept while it waited for them.
  async take(
    manager: QueryRunnerLike,
    messages: readonly { message_id: string; team_id: number; request_id: string }[],
  ): Promise<PendingTrackingHit[]> {
    if (messages.length === 0) return [];
    for (const message of messages) assertTeamId(message.team_id);
    const ids = messages.map((message) => message.message_id);
    const [rows]: [
      (Omit<PendingTrackingHit, 'user_agent' | 'target_link_url'> & {
        id: string;
        user_agent: string | null;
        target_link_url: string | null;
      })[],
      number,
    ] = await queryPrepared(
      manager,
      `DELETE FROM "events"."pending_tracking_hit" AS hit
        USING unnest($1::text[], $2::integer[], $3::text[]) AS message (message_id, team_id, request_id)
        WHERE hit.message_id = message.message_id
          AND hit.team_id = message.team_id
          AND hit.request_id = message.request_id
       RETURNING hit.id, hit.message_id, hit.team_id, hit.request_id, hit.kind, hit.occurred_at,
                 hit.user_agent, hit.target_link_url`,
      [ids, messages.map((message) => message.team_id), messages.map((message) => message.request_id)],
    );
    return rows
      .sort((a, b) => a.occurred_at.getTime() - b.occurred_at.getTime() || Number(a.id) - Number(b.id))
      .map((row) => {
        const hit: PendingTrackingHit = {
          message_id: row.message_id,
          team_id: row.team_id,
          request_id: row.request_id,
          kind: row.kind,
          occurred_at: row.occurred_at,
        };
        if (row.user_agent !== null) hit.user_agent = row.user_agent;
        if (row.target_link_url !== null) hit.target_link_url = row.target_link_url;
        return hit;
      });
  }

  // Deletes the hits kept since before `before` (their message never came), a batch at a time.
  async prune(before: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const [, deleted] = await this.dataSource.query<[unknown, number]>(
        `DELETE FROM "events"."pending_tracking_hit" WHERE id IN (
           SELECT id FROM "events"."pending_tracking_hit" WHERE created_at < $1 LIMIT ${PRUNE_BATCH})`,
        [before],
      );
      total += deleted;
      if (deleted < PRUNE_BATCH) return total;
    }
  }
}
