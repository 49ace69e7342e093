import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EmailEventRecord } from '@mailroom/contracts';
import {
  assertTeamId,
  microsColumn,
  microsToTimestamp,
  queryPrepared,
  QueryRunnerLike,
} from '@mailroom/database';
import { DataSource } from 'typeorm';
import { EVENTS_SCHEMA } from '../database/events.schema';
import { LINKS_BACK_SQL } from '../tracking/links-back';
import { lockMessages } from '../tracking/early-hit-locks';

// Which of a team's events a caller sees. Live and sandbox traffic are kept apart; a sandbox key sees the
// sandbox events addressed to its owner (SPEC sandbox rule 7): recipients being rewritten, those of its
// owner's sends.
export type EventVisibility = { sandbox: false } | { sandbox: true; recipient: string };

export interface EventFilter {
  visibility: EventVisibility;
  // Inclusive, in microseconds since the epoch.
  from: bigint;
  // Exclusive, in microseconds since the epoch.
  to: bigint;
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

// Where a page starts: strictly after this event, in the list's order (newest first).
export interface ListPosition {
  occurredAt: string;
  eventId: string;
}

const HOUR_US = 3_600_000_000n;

// EmailEventRepository.insert's statement, built once (a prepared statement found by its text). The records
// come as one JSON array, their columns read from it: no array literal to escape and unescape per record.
// The recipients come lower-cased apart, as JavaScript lower-cases them (the reads compare with that).
const INSERT_EVENTS = `WITH stored AS (
     INSERT INTO "events"."email_event"
       (event_id, occurred_at, team_id, sandbox, type, request_id, message_id, rcpt_to, bounce_class, record)
     SELECT (r->>'event_id')::uuid, (r->>'timestamp')::timestamptz, (r->>'team_id')::integer,
            (r->>'sandbox')::boolean, r->>'type', r->>'request_id', r->>'message_id', rcpt_to,
            (r->>'bounce_class')::smallint, r
       FROM ROWS FROM (jsonb_array_elements($1::jsonb), unnest($2::text[])) AS e(r, rcpt_to)
     ON CONFLICT DO NOTHING
     RETURNING event_id, occurred_at, team_id, sandbox, type, bounce_class, request_id, message_id, record
   ), counted AS (
     INSERT INTO "events"."email_event_count" AS counted (team_id, hour, type, bounce_class, events)
     SELECT team_id, date_trunc('hour', occurred_at, 'UTC'), type, coalesce(bounce_class, 0), count(*)
       FROM stored
      WHERE NOT sandbox
      GROUP BY 1, 2, 3, 4
      ORDER BY 1, 2, 3, 4
     ON CONFLICT (team_id, hour, type, bounce_class)
       DO UPDATE SET events = counted.events + excluded.events
   ), injections AS (
     SELECT message_id, team_id, request_id, occurred_at, record FROM stored
      WHERE type = 'injection' AND ${LINKS_BACK_SQL}
   ), remembered AS (
     INSERT INTO "events"."tracked_message" (message_id, team_id, request_id, injected_at, record)
     SELECT * FROM injections
     ON CONFLICT DO NOTHING
   ), locked AS (${lockMessages('injections')})
   SELECT event_id FROM stored, locked`;

// Positional parameters of one statement.
class Parameters {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  // A filter on one column. One value is an equality, so that the planner can read the filter's own index
  // in the list's order (newest first) and stop after a page: PostgreSQL before 17 cannot read an index in
  // order under `= ANY` on a column after its first, so several values walk the team's newest events and
  // skip the others, or read every match and sort.
  oneOf(column: string, values: readonly (string | number)[], type: 'text' | 'smallint'): string {
    return values.length === 1
      ? `${column} = ${this.add(values[0])}::${type}`
      : `${column} = ANY(${this.add(values)}::${type}[])`;
  }
}

// The events store. Reads are scoped to a team and a visibility; writes run in the caller's transaction
// (EventPartitions.writeAt).
@Injectable()
export class EmailEventRepository {
  constructor(@InjectDataSource(EVENTS_SCHEMA) private readonly dataSource: DataSource) {}

  // Stores the events that are not there yet (a redelivered one conflicts on its id and time) in one
  // statement, and adds the live ones to the hourly counts (email_event_count) in the same statement, so
  // that the counts never differ from the events. An injection stored whose mail links back (linksBack)
  // also remembers its message for those links (tracked_message; a message remembered already is left as
  // it is) and takes its early-hit lock (early-hit-locks), which PendingTrackingHitRepository.take needs
  // taken by an earlier statement. Answers the ids of the events stored.
  async insert(manager: QueryRunnerLike, records: readonly EmailEventRecord[]): Promise<Set<string>> {
    for (const record of records) assertTeamId(record.team_id);
    const stored: { event_id: string }[] = await queryPrepared(manager, INSERT_EVENTS, [
      JSON.stringify(records),
      records.map((record) => record.rcpt_to.toLowerCase()),
    ]);
    return new Set(stored.map((row) => row.event_id));
  }

  // A page of the list, newest first, strictly after `after` in that order.
  async page(
    teamId: number,
    filter: EventFilter,
    after: ListPosition | undefined,
    limit: number,
  ): Promise<StoredEvent[]> {
    const params = new Parameters();
    return this.dataSource.query(this.pageQuery(teamId, filter, after, limit, params), params.values);
  }

  // page() and the count of every match (as count() counts them), read by one statement: both see the same
  // events, so that an event stored meanwhile is either listed and counted, or neither.
  async pageAndCount(
    teamId: number,
    filter: EventFilter,
    after: ListPosition | undefined,
    limit: number,
  ): Promise<{ rows: StoredEvent[]; total: number }> {
    const params = new Parameters();
    const total = this.countExpression(teamId, filter, params);
    const page = this.pageQuery(teamId, filter, after, limit, params);
    const rows: (StoredEvent & { total: string })[] = await this.dataSource.query(
      `SELECT counted.total, listed.record, listed.event_id, listed.occurred_at_us
         FROM (SELECT ${total} AS total) counted
         LEFT JOIN LATERAL (${page}) listed ON true
        ORDER BY listed.occurred_at DESC, listed.event_id DESC`,
      params.values,
    );
    // An empty page still answers one row: the count, beside no event.
    return {
      rows: rows[0]?.event_id ? rows : [],
      total: Number(rows[0]?.total ?? 0),
    };
  }

  private pageQuery(
    teamId: number,
    filter: EventFilter,
    after: ListPosition | undefined,
    limit: number,
    params: Parameters,
  ): string {
    const conditions = this.where(teamId, filter, params);
    if (after) {
      conditions.push(
        `(occurred_at, event_id) < (${params.add(after.occurredAt)}::timestamptz, ${params.add(after.eventId)}::uuid)`,
      );
    }
    return `SELECT record, event_id, occurred_at, ${microsColumn('occurred_at')} AS occurred_at_us
              FROM "events"."email_event"
             WHERE ${conditions.join(' AND ')}
             ORDER BY occurred_at DESC, event_id DESC
             LIMIT ${params.add(limit)}`;
  }

  // A transmission's events, oldest first: the story of its recipients.
  async forTransmission(teamId: number, filter: EventFilter, limit: number): Promise<EmailEventRecord[]> {
    const params = new Parameters();
    const conditions = this.where(teamId, filter, params);
    const rows: { record: EmailEventRecord }[] = await this.dataSource.query(
      `SELECT record FROM "events"."email_event"
        WHERE ${conditions.join(' AND ')}
        ORDER BY occurred_at, event_id
        LIMIT ${params.add(limit)}`,
      params.values,
    );
    return rows.map((row) => row.record);
  }

  // Exact. Live events filtered by type and bounce class at most are added up from the hourly counts for
  // the whole hours of the window, and counted in the index for the partial hours at its edges; any other
  // filter (recipients, transmissions, a sandbox owner) is narrow enough to count in its index.
  async count(teamId: number, filter: EventFilter): Promise<number> {
    const params = new Parameters();
    const rows: { count: string }[] = await this.dataSource.query(
      `SELECT ${this.countExpression(teamId, filter, params)} AS count`,
      params.values,
    );
    return Number(rows[0]?.count ?? 0);
  }

  // count()'s SQL expression, one statement's worth: the hourly counts and the events are read from one
  // snapshot.
  private countExpression(teamId: number, filter: EventFilter, params: Parameters): string {
    // Times of the retention window, after 1970: bigint division rounds them down.
    const firstHour = ((filter.from + HOUR_US - 1n) / HOUR_US) * HOUR_US;
    const endHour = (filter.to / HOUR_US) * HOUR_US;
    const byHour =
      !filter.visibility.sandbox && !filter.recipients && !filter.requestIds && firstHour < endHour;
    const countIn = (window: Pick<EventFilter, 'from' | 'to'>): string =>
      `(SELECT count(*) FROM "events"."email_event"
         WHERE ${this.where(teamId, { ...filter, ...window }, params).join(' AND ')})`;
    if (!byHour) return countIn(filter);
    const hours = [
      `team_id = ${params.add(teamId)}`,
      `hour >= ${params.add(microsToTimestamp(firstHour))}::timestamptz`,
      `hour < ${params.add(microsToTimestamp(endHour))}::timestamptz`,
    ];
    if (filter.types) hours.push(params.oneOf('type', filter.types, 'text'));
    if (filter.bounceClasses) hours.push(params.oneOf('bounce_class', filter.bounceClasses, 'smallint'));
    return `((SELECT coalesce(sum(events), 0) FROM "events"."email_event_count" WHERE ${hours.join(' AND ')})
            + ${countIn({ from: filter.from, to: firstHour })}
            + ${countIn({ from: endHour, to: filter.to })})`;
  }

  private where(teamId: number, filter: EventFilter, params: Parameters): string[] {
    assertTeamId(teamId);
    const conditions = [
      `team_id = ${params.add(teamId)}`,
      `occurred_at >= ${params.add(microsToTimestamp(filter.from))}::timestamptz`,
      `occurred_at < ${params.add(microsToTimestamp(filter.to))}::timestamptz`,
    ];
    // Literals rather than parameters, so that the planner sees which traffic a query reads.
    if (filter.visibility.sandbox) {
      conditions.push('sandbox = true', `rcpt_to = ${params.add(filter.visibility.recipient.toLowerCase())}`);
    } else {
      conditions.push('sandbox = false');
    }
    if (filter.types) conditions.push(params.oneOf('type', filter.types, 'text'));
    if (filter.recipients) conditions.push(params.oneOf('rcpt_to', filter.recipients, 'text'));
    if (filter.requestIds) conditions.push(params.oneOf('request_id', filter.requestIds, 'text'));
    if (filter.bounceClasses) conditions.push(params.oneOf('bounce_class', filter.bounceClasses, 'smallint'));
    return conditions;
  }
}
