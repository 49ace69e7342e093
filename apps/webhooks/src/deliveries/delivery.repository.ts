import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { WebhookDeliveryStatus } from '@mailroom/contracts';
import {
  assertTeamId,
  GenericPlanPool,
  InjectGenericPlanPool,
  microsColumn,
  microsToTimestamp,
  queryPrepared,
} from '@mailroom/database';
import { DataSource, EntityManager } from 'typeorm';
import { WEBHOOKS_SCHEMA } from '../database/webhooks.schema';
import { EndpointRow } from '../endpoints/endpoint';
import { WebhookEvent } from './webhook-events';

// A delivery claimed to be attempted, with what the attempt needs of its message and endpoint.
export interface ClaimedDelivery {
  id: string;
  claim: string;
  attempt: number;
  message_id: string;
  body: string;
  // As JSON: its times are strings.
  endpoint: Omit<EndpointRow, 'created_at' | 'updated_at'> & { updated_at: string };
}

export interface DeliveryRow {
  id: string;
  event_id: string;
  event_type: string;
  attempt: number;
  status: WebhookDeliveryStatus;
  response_status: number | null;
  error: string | null;
  response_body: string | null;
  duration_ms: number | null;
  created_at: Date;
  created_at_us: string;
  next_attempt_at: Date | null;
}

// An event of a stream (its envelope's id, the consumer's dedupe key) and what it is as a webhook.
export interface FannedOutEvent {
  sourceId: string;
  webhook: WebhookEvent;
}

export interface AttemptOutcome {
  responseStatus: number | null;
  error: string | null;
  responseBody: string | null;
  durationMs: number;
}

// LOCK ORDER. Whoever locks both a message and some of its attempts (a failure recorded with its next
// attempt, a retry, an endpoint deleted) locks the message first, FOR NO KEY UPDATE, then the attempts:
// two of them then never wait for each other in a cycle. FOR NO KEY UPDATE, not FOR UPDATE, leaves the
// message free for the key share a new attempt's foreign key takes, so a holder waits for nobody there.
// Recording a success locks only its attempt and waits for nothing else.
export async function lockMessages(
  manager: EntityManager,
  where: string,
  params: unknown[],
): Promise<number> {
  const locked = await manager.query<unknown[]>(
    `SELECT id FROM "webhooks"."message" WHERE ${where} ORDER BY id FOR NO KEY UPDATE`,
    params,
  );
  return locked.length;
}

const DELIVERY_COLUMNS = `d.id, m.event_id, m.event_type, d.attempt, d.status, d.response_status, d.error,
  d.response_body, d.duration_ms, d.created_at, ${microsColumn('d.created_at')} AS created_at_us, d.next_attempt_at`;

@Injectable()
export class DeliveryRepository {
  constructor(
    @InjectDataSource(WEBHOOKS_SCHEMA) private readonly dataSource: DataSource,
    @InjectGenericPlanPool(WEBHOOKS_SCHEMA) private readonly genericPlans: GenericPlanPool,
  ) {}

  // The teams among these that have an enabled endpoint: the events of other teams (most) queue nothing, and
  // are not even remembered as seen. An endpoint committed before this read gets the events read after it.
  // It runs for every batch of events, on the GenericPlanPool: planned at each run, it cost PostgreSQL more
  // than running it.
  async teamsWithEndpoints(teamIds: readonly number[]): Promise<Set<number>> {
    const rows = await queryPrepared<{ team_id: number }[]>(
      this.genericPlans,
      `SELECT DISTINCT team_id FROM "webhooks"."endpoint" WHERE team_id = ANY($1::int[]) AND enabled`,
      [[...new Set(teamIds)]],
    );
    return new Set(rows.map((row) => row.team_id));
  }

  // For each event not yet seen by the consumer: one message and its first attempt, due now, for every
  // enabled endpoint of its team that takes it. One statement, so the consumer's record of the events and
  // the deliveries they queue commit together (a crash before the commit loses nothing; a redelivered event
  // queues nothing twice). Answers how many deliveries were queued.
  async fanOut(consumer: string, events: FannedOutEvent[]): Promise<number> {
    for (const { webhook } of events) assertTeamId(webhook.teamId);
    const queued = await this.dataSource.query<unknown[]>(
      `WITH fresh AS (
         INSERT INTO "webhooks"."processed_event" (consumer, event_id)
         SELECT $1, id FROM unnest($2::uuid[]) AS id
         ON CONFLICT DO NOTHING
         RETURNING event_id
       ), events AS (
         SELECT DISTINCT ON (u.source_id) u.*
           FROM unnest($2::uuid[], $3::int[], $4::text[], $5::text[], $6::text[])
                AS u(source_id, team_id, type, event_id, body)
           JOIN fresh f ON f.event_id = u.source_id
       ), messages AS (
         INSERT INTO "webhooks"."message" (id, endpoint_id, event_id, event_type, body)
         SELECT gen_random_uuid(), e.id, ev.event_id, ev.type, ev.body
           FROM events ev
           JOIN "webhooks"."endpoint" e
             ON e.team_id = ev.team_id AND e.enabled AND (e.events_mode = 'all' OR ev.type = ANY(e.events))
         ON CONFLICT (endpoint_id, event_id) DO NOTHING
         RETURNING id, endpoint_id
       )
       INSERT INTO "webhooks"."delivery" (id, message_id, endpoint_id, attempt, status, next_attempt_at)
       SELECT gen_random_uuid(), id, endpoint_id, 1, 'pending', now() FROM messages
       RETURNING id`,
      [
        consumer,
        events.map((event) => event.sourceId),
        events.map((event) => event.webhook.teamId),
        events.map((event) => event.webhook.type),
        events.map((event) => event.webhook.eventId),
        events.map((event) => event.webhook.body),
      ],
    );
    return queued.length;
  }

  // A message for one enabled endpoint only (the test event), due now. Undefined when the endpoint is not the
  // team's or is disabled.
  async enqueue(teamId: number, endpointId: string, event: WebhookEvent): Promise<DeliveryRow | undefined> {
    assertTeamId(teamId);
    const [row] = await this.dataSource.query<(DeliveryRow | undefined)[]>(
      `WITH m AS (
         INSERT INTO "webhooks"."message" (id, endpoint_id, event_id, event_type, body)
         SELECT gen_random_uuid(), e.id, $3, $4, $5 FROM "webhooks"."endpoint" e
          WHERE e.team_id = $1 AND e.id = $2 AND e.enabled
         RETURNING id, endpoint_id, event_id, event_type
       ), d AS (
         INSERT INTO "webhooks"."delivery" (id, message_id, endpoint_id, attempt, status, next_attempt_at)
         SELECT gen_random_uuid(), id, endpoint_id, 1, 'pending', now() FROM m
         RETURNING *
       )
       SELECT ${DELIVERY_COLUMNS} FROM d JOIN m ON m.id = d.message_id`,
      [teamId, endpointId, event.eventId, event.type, event.body],
    );
    return row;
  }

  // Due deliveries of enabled endpoints, at most `endpointCap` in flight per endpoint (counting those other
  // replicas hold), oldest due first across endpoints: an endpoint with a backlog takes its share, never
  // every slot. Claimed under a lease; SKIP LOCKED lets replicas claim side by side.
  async claimDue(room: number, endpointCap: number, leaseSeconds: number): Promise<ClaimedDelivery[]> {
    return this.dataSource.query<ClaimedDelivery[]>(
      `WITH busy AS (
         SELECT endpoint_id, count(*)::int AS n FROM "webhooks"."delivery"
          WHERE status = 'pending' AND claimed_until > now() GROUP BY endpoint_id
       ), candidates AS (
         SELECT c.id, c.next_attempt_at FROM "webhooks"."endpoint" e
           LEFT JOIN busy b ON b.endpoint_id = e.id
           CROSS JOIN LATERAL (
             SELECT d.id, d.next_attempt_at FROM "webhooks"."delivery" d
              WHERE d.endpoint_id = e.id AND d.status = 'pending' AND d.next_attempt_at <= now()
                AND (d.claimed_until IS NULL OR d.claimed_until <= now())
              ORDER BY d.next_attempt_at
              LIMIT GREATEST($2 - COALESCE(b.n, 0), 0)) c
          WHERE e.enabled
          ORDER BY c.next_attempt_at
          LIMIT $1
       ), claimed AS (
         UPDATE "webhooks"."delivery" d
            SET claimed_until = now() + make_interval(secs => $3), claim = gen_random_uuid()
          WHERE d.id IN (
            SELECT id FROM "webhooks"."delivery"
             WHERE id IN (SELECT id FROM candidates) AND status = 'pending'
               AND (claimed_until IS NULL OR claimed_until <= now())
             FOR UPDATE SKIP LOCKED)
         RETURNING d.id, d.claim, d.attempt, d.message_id, d.endpoint_id
       )
       SELECT c.id, c.claim, c.attempt, c.message_id, m.body, to_jsonb(e) AS endpoint
         FROM claimed c
         JOIN "webhooks"."message" m ON m.id = c.message_id
         JOIN "webhooks"."endpoint" e ON e.id = c.endpoint_id`,
      [room, endpointCap, leaseSeconds],
    );
  }

  // Milliseconds until the next pending delivery falls due; undefined when none is waiting for a time.
  async msUntilNextDue(): Promise<number | undefined> {
    const [row] = await this.dataSource.query<{ ms: number | null }[]>(
      `SELECT (EXTRACT(EPOCH FROM (min(next_attempt_at) - clock_timestamp())) * 1000)::float8 AS ms
         FROM "webhooks"."delivery" WHERE status = 'pending' AND next_attempt_at > now()`,
    );
    return row?.ms == null ? undefined : Math.max(0, row.ms);
  }

  // Many at once (the worker batches them). Fenced by the claim: once a lapsed claim was taken over, the
  // older attempt records nothing.
  async recordSuccesses(successes: { delivery: ClaimedDelivery; outcome: AttemptOutcome }[]): Promise<void> {
    await this.dataSource.query(
      `UPDATE "webhooks"."delivery" d
          SET status = 'succeeded', response_status = u.response_status, error = NULL,
              response_body = u.response_body, duration_ms = u.duration_ms, next_attempt_at = NULL,
              claimed_until = NULL
         FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::int[])
              AS u(id, claim, response_status, response_body, duration_ms)
        WHERE d.id = u.id AND d.claim = u.claim AND d.status = 'pending'`,
      [
        successes.map(({ delivery }) => delivery.id),
        successes.map(({ delivery }) => delivery.claim),
        successes.map(({ outcome }) => outcome.responseStatus),
        successes.map(({ outcome }) => outcome.responseBody),
        successes.map(({ outcome }) => outcome.durationMs),
      ],
    );
  }

  // The attempt failed; with a retry delay, the next attempt is queued for then in the same transaction.
  // Its message is locked first (see LOCK ORDER), so that a retry of the same message either comes before
  // (and finds this attempt in flight) or after (and finds the next one waiting), never in between.
  async recordFailure(
    delivery: ClaimedDelivery,
    outcome: AttemptOutcome,
    retryInMs: number | undefined,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await lockMessages(manager, `id = $1`, [delivery.message_id]);
      const failed = await manager.query<unknown[]>(
        `WITH failed AS (
           UPDATE "webhooks"."delivery"
              SET status = 'failed', response_status = $3, error = $4, response_body = $5, duration_ms = $6,
                  next_attempt_at = CASE WHEN $7::float8 IS NULL THEN NULL
                                         ELSE now() + make_interval(secs => $7::float8 / 1000) END,
                  claimed_until = NULL
            WHERE id = $1 AND claim = $2 AND status = 'pending'
           RETURNING id)
         SELECT id FROM failed`,
        [
          delivery.id,
          delivery.claim,
          outcome.responseStatus,
          outcome.error,
          outcome.responseBody,
          outcome.durationMs,
          retryInMs ?? null,
        ],
      );
      if (failed.length === 0 || retryInMs === undefined) return;
      await manager.query(
        `INSERT INTO "webhooks"."delivery" (id, message_id, endpoint_id, attempt, status, next_attempt_at)
         VALUES (gen_random_uuid(), $1, $2, $3, 'pending', now() + make_interval(secs => $4::float8 / 1000))`,
        [delivery.message_id, delivery.endpoint.id, delivery.attempt + 1, retryInMs],
      );
    });
  }

  // A 410 Gone: the endpoint takes nothing more until it is enabled again.
  async disableEndpoint(endpointId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "webhooks"."endpoint" SET enabled = false, updated_at = now() WHERE id = $1 AND enabled`,
      [endpointId],
    );
  }

  // Newest first, after the cursor's position.
  async list(
    teamId: number,
    endpointId: string,
    after: { micros: bigint; id: string } | undefined,
    limit: number,
  ): Promise<DeliveryRow[]> {
    assertTeamId(teamId);
    const params: unknown[] = [teamId, endpointId, limit];
    let position = '';
    if (after) {
      params.push(microsToTimestamp(after.micros), after.id);
      position = `AND (d.created_at, d.id) < ($4::timestamptz, $5::uuid)`;
    }
    return this.dataSource.query<DeliveryRow[]>(
      `SELECT ${DELIVERY_COLUMNS}
         FROM "webhooks"."delivery" d
         JOIN "webhooks"."message" m ON m.id = d.message_id
         JOIN "webhooks"."endpoint" e ON e.id = d.endpoint_id
        WHERE e.team_id = $1 AND d.endpoint_id = $2 ${position}
        ORDER BY d.created_at DESC, d.id DESC
        LIMIT $3`,
      params,
    );
  }

  // POST .../deliveries/{id}/retry: the message's waiting attempt is made due now, or, when none waits, a
  // new attempt is queued for now. Undefined when the delivery is not the team's endpoint's.
  async retryNow(teamId: number, endpointId: string, deliveryId: string): Promise<DeliveryRow | undefined> {
    assertTeamId(teamId);
    return this.dataSource.transaction(async (manager) => {
      // Read, not locked: the message is locked before any of its attempts (LOCK ORDER).
      const [target] = await manager.query<{ message_id: string }[]>(
        `SELECT d.message_id FROM "webhooks"."delivery" d
           JOIN "webhooks"."endpoint" e ON e.id = d.endpoint_id
          WHERE e.team_id = $1 AND d.endpoint_id = $2 AND d.id = $3`,
        [teamId, endpointId, deliveryId],
      );
      if (!target) return undefined;
      // Serializes retries of one message with each other and with the recording of its attempts: two
      // retries at once queue one attempt. Gone meanwhile (its endpoint deleted): not found.
      if ((await lockMessages(manager, `id = $1`, [target.message_id])) === 0) return undefined;
      const [waiting] = await manager.query<{ id: string }[]>(
        `WITH due AS (
           UPDATE "webhooks"."delivery" SET next_attempt_at = LEAST(next_attempt_at, now())
            WHERE message_id = $1 AND status = 'pending'
           RETURNING id)
         SELECT id FROM due`,
        [target.message_id],
      );
      const id =
        waiting?.id ??
        (
          await manager.query<{ id: string }[]>(
            `WITH queued AS (
               INSERT INTO "webhooks"."delivery" (id, message_id, endpoint_id, attempt, status, next_attempt_at)
               SELECT gen_random_uuid(), $1, $2, max(attempt) + 1, 'pending', now()
                 FROM "webhooks"."delivery" WHERE message_id = $1
               RETURNING id)
             SELECT id FROM queued`,
            [target.message_id, endpointId],
          )
        )[0].id;
      const [row] = await manager.query<DeliveryRow[]>(
        `SELECT ${DELIVERY_COLUMNS} FROM "webhooks"."delivery" d JOIN "webhooks"."message" m ON m.id = d.message_id
          WHERE d.id = $1`,
        [id],
      );
      return row;
    });
  }

  // Messages older than the cutoff with nothing left to attempt, with their attempts; a batch at a time.
  async pruneMessages(before: Date, batch: number): Promise<number> {
    const deleted = await this.dataSource.query<unknown[]>(
      `WITH old AS (
         SELECT m.id FROM "webhooks"."message" m
          WHERE m.created_at < $1
            AND NOT EXISTS (SELECT 1 FROM "webhooks"."delivery" d WHERE d.message_id = m.id AND d.status = 'pending')
          LIMIT $2
       ), gone AS (DELETE FROM "webhooks"."message" WHERE id IN (SELECT id FROM old) RETURNING id)
       SELECT id FROM gone`,
      [before, batch],
    );
    return deleted.length;
  }
}
