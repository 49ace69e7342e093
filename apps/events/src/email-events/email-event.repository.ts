import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EmailEventRecord } from '@mailroom/contracts';
import { assertTeamId, microsColumn } from '@mailroom/database';
import { DataSource, EntityManager } from 'typeorm';
import { EVENTS_SCHEMA } from '../database/events.schema';

// Which of a team's events a caller sees. Live and sandbox traffic are kept apart; a sandbox key sees the
// sandbox events addressed to its owner (SPEC sandbox rule 7): recipients being rewritten, those of its
// owner's sends.
export type EventVisibility = { sandbox: false } | { sandbox: true; recipient: string };

export interface EventFilter {
  visibility: EventVisibility;
  // Inclusive.
  from: Date;
  // Exclusive.
  to: Date;
  types?: string[];
  // Lower-case addresses.
  recipients?: string[];
  requestIds?: string[];
  bounceClasses?: number[];
}

export interface StoredEvent {
  record: EmailEventRecord;
  event_id: string;
  // Microseconds since the epoch (microsColumn).
  occurred_at_us: string;
}

// The events store. Reads are scoped to a team and a visibility; writes run in the caller's transaction
// (EventPartitions.writeAt).
@Injectable()
export class EmailEventRepository {
  constructor(@InjectDataSource(EVENTS_SCHEMA) private readonly dataSource: DataSource) {}

  // False when the event is there already (a redelivery).
  async insert(manager: EntityManager, record: EmailEventRecord): Promise<boolean> {
    assertTeamId(record.team_id);
    const inserted: unknown[] = await manager.query(
      `INSERT INTO "events"."email_event"
         (event_id, occurred_at, team_id, sandbox, type, request_id, message_id, rcpt_to, bounce_class, record)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT DO NOTHING RETURNING event_id`,
      [
        record.event_id,
        record.timestamp,
        record.team_id,
        record.sandbox,
        record.type,
        record.request_id,
        record.message_id,
        record.rcpt_to.toLowerCase(),
        record.bounce_class ?? null,
        JSON.stringify(record),
      ],
    );
    return inserted.length > 0;
  }

  // A page of the list, newest first, strictly after `after` in that order.
  async page(
    teamId: number,
    filter: EventFilter,
    after: { occurredAt: string; eventId: string } | undefined,
    limit: number,
  ): Promise<StoredEvent[]> {
    const query = this.where(teamId, filter);
    if (after) {
      query.conditions.push(
        `(occurred_at, event_id) < (${query.param(after.occurredAt)}::timestamptz, ${query.param(after.eventId)}::uuid)`,
      );
    }
    return this.dataSource.query(
      `SELECT record, event_id, ${microsColumn('occurred_at')} AS occurred_at_us
         FROM "events"."email_event"
        WHERE ${query.conditions.join(' AND ')}
        ORDER BY occurred_at DESC, event_id DESC
        LIMIT ${query.param(limit)}`,
      query.params,
    );
  }

  // A transmission's events, oldest first: the story of its recipients.
  async forTransmission(teamId: number, filter: EventFilter, limit: number): Promise<EmailEventRecord[]> {
    const query = this.where(teamId, filter);
    const rows: { record: EmailEventRecord }[] = await this.dataSource.query(
      `SELECT record FROM "events"."email_event"
        WHERE ${query.conditions.join(' AND ')}
        ORDER BY occurred_at, event_id
        LIMIT ${query.param(limit)}`,
      query.params,
    );
    return rows.map((row) => row.record);
  }

  async count(teamId: number, filter: EventFilter): Promise<number> {
    const query = this.where(teamId, filter);
    const rows: { count: string }[] = await this.dataSource.query(
      `SELECT count(*) FROM "events"."email_event" WHERE ${query.conditions.join(' AND ')}`,
      query.params,
    );
    return Number(rows[0]?.count ?? 0);
  }

  private where(teamId: number, filter: EventFilter) {
    assertTeamId(teamId);
    const params: unknown[] = [];
    const param = (value: unknown): string => {
      params.push(value);
      return `$${params.length}`;
    };
    const conditions = [
      `team_id = ${param(teamId)}`,
      `occurred_at >= ${param(filter.from)}`,
      `occurred_at < ${param(filter.to)}`,
    ];
    // Literals rather than parameters, so that the planner sees which traffic a query reads.
    if (filter.visibility.sandbox) {
      conditions.push('sandbox = true', `rcpt_to = ${param(filter.visibility.recipient.toLowerCase())}`);
    } else {
      conditions.push('sandbox = false');
    }
    if (filter.types) conditions.push(`type = ANY(${param(filter.types)}::text[])`);
    if (filter.recipients) conditions.push(`rcpt_to = ANY(${param(filter.recipients)}::text[])`);
    if (filter.requestIds) conditions.push(`request_id = ANY(${param(filter.requestIds)}::text[])`);
    if (filter.bounceClasses)
      conditions.push(`bounce_class = ANY(${param(filter.bounceClasses)}::smallint[])`);
    return { conditions, params, param };
  }
}
