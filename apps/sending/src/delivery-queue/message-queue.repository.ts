import { Inject, Injectable } from '@nestjs/common';
import { GenericPlanPool, InjectGenericPlanPool, PreparedStatement, queryPrepared } from '@mailroom/database';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { SENDING_CONFIG, SendingConfig } from '../config/sending.config';
import { SENDING_SCHEMA } from '../database/sending.schema';
import { Outbox, OutboxRows } from '@mailroom/messaging';
import { contentSize, Message, MessageStatus, Transmission } from '../transmissions/transmission';

export interface MessageSettlement {
  messageId: string;
  // The claim's fencing token (the attempt number it claimed): a settlement whose claim lapsed and was
  // taken again by another worker changes nothing.
  attempt: number;
  status: MessageStatus;
  response: string;
  // deferred only: when to try again
  nextAttemptAt?: Date;
}

export interface ClaimedMessage {
  message: Message;
  transmission: Transmission;
  // Its transmission's contentSize, as recorded with the message.
  contentSize: number;
}

// How much content a claim may add to what is being delivered.
export interface ContentRoom {
  content: number;
  // Nothing is being delivered: the first due message is claimed even when it alone exceeds `content`.
  firstWhateverItsSize: boolean;
}

const UNBOUNDED_ROOM: ContentRoom = { content: Number.MAX_SAFE_INTEGER, firstWhateverItsSize: true };

export interface DueClaim {
  claimed: ClaimedMessage[];
  // Due messages were left because their content did not fit: there is more to claim once room frees up.
  cutShort: boolean;
}

// A claimed message, or (due set, the rest null) the count of the due messages the claim saw.
type ClaimedRow = Message & { content_size: number; due: number | null };

@Injectable()
export class MessageQueueRepository {
  private readonly transmissions = new RecentTransmissions();
  private readonly announcing = new Map<Outbox, PreparedStatement>();

  constructor(
    @InjectDataSource(SENDING_SCHEMA) private readonly dataSource: DataSource,
    @InjectGenericPlanPool(SENDING_SCHEMA) private readonly genericPlans: GenericPlanPool,
    @Inject(SENDING_CONFIG) private readonly config: SendingConfig,
  ) {}

  // Due messages, claimed with SKIP LOCKED so that any number of workers in any number of replicas share
  // the queue without taking the same message, up to `limit` and, in due order, while their content fits
  // in `room`. The status list repeats the due index's predicate so that the planner walks that index in
  // next_attempt_at order and stops at the limit: written as a bare OR, it scanned and sorted the whole
  // queue (40 ms a claim at 100,000 queued messages of a campaign). The claimed ids are an array looked up
  // in the primary key: the plan kept on the generic plan pool cannot know the limit and guesses a tenth of
  // the queue, and as a join of the ids it read every message to update a few. Due messages that did not
  // fit stay as they were (their row locks end with the statement).
  async claimDue(limit: number, room: ContentRoom = UNBOUNDED_ROOM): Promise<DueClaim> {
    // One row more answers how many were due, also when none fitted.
    const rows: ClaimedRow[] = await queryPrepared(
      this.genericPlans,
      `WITH due AS (
         SELECT id, content_size, next_attempt_at FROM "sending"."message"
          WHERE status IN ('queued', 'deferred', 'sending')
            AND ((status <> 'sending' AND next_attempt_at <= now()) OR (status = 'sending' AND locked_until < now()))
          ORDER BY next_attempt_at
          LIMIT $1
          FOR UPDATE SKIP LOCKED
       ), fitting AS (
         SELECT id FROM (
           SELECT id, row_number() OVER w AS n, sum(content_size) OVER w AS content
             FROM due WINDOW w AS (ORDER BY next_attempt_at, id)) d
          WHERE content <= $3::bigint OR (n = 1 AND $4::boolean)
       ), claimed AS (
       UPDATE "sending"."message" m
          SET status = 'sending', locked_until = now() + make_interval(secs => $2), attempts = attempts + 1,
              updated_at = now()
        WHERE m.id = ANY(ARRAY(SELECT id FROM fitting))
      RETURNING m.id, m.transmission_id, m.team_id, m.rcpt_to, m.raw_rcpt_to, m.rcpt_type, m.status, m.attempts,
                m.created_at, m.content_size)
       SELECT *, NULL::int AS due FROM claimed
       UNION ALL
       SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, count(*)::int FROM due`,
      [limit, this.config.claimLeaseSeconds, room.content, room.firstWhateverItsSize],
    );
    const claimedRows = rows.filter((row) => row.due === null);
    const cutShort = claimedRows.length < rows.find((row) => row.due !== null)!.due!;
    if (claimedRows.length === 0) return { claimed: [], cutShort };
    // Taken from the kept ones before the read, which may push some of them out.
    const byId = new Map<string, Transmission>();
    const missing: string[] = [];
    for (const id of new Set(claimedRows.map((m) => m.transmission_id))) {
      const kept = this.transmissions.get(id);
      if (kept) byId.set(id, kept);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const read = await queryPrepared<Transmission[]>(
        this.genericPlans,
        `SELECT * FROM "sending"."transmission" WHERE id = ANY($1)`,
        [missing],
      );
      for (const t of read) {
        byId.set(t.id, t);
        this.transmissions.keep(t);
      }
    }
    const claimed = claimedRows.map(({ content_size, due: _, ...message }) => ({
      message,
      transmission: byId.get(message.transmission_id)!,
      contentSize: content_size,
    }));
    return { claimed, cutShort };
  }

  // Transmissions as accepted, for the claims of their messages: what a claim would read back.
  keep(transmissions: readonly Transmission[]): void {
    for (const transmission of transmissions) this.transmissions.keep(transmission);
  }

  // The messages' new states after an attempt, all in one statement, each only while its claim still holds
  // (same attempt, still sending). Answers the ids that were settled.
  async settleMany(manager: EntityManager, settlements: MessageSettlement[]): Promise<Set<string>> {
    if (settlements.length === 0) return new Set();
    // Wrapped in a CTE so that the driver answers rows, as for a SELECT.
    const settled: { id: string }[] = await queryPrepared(
      manager,
      `WITH settled AS (
       UPDATE "sending"."message" m
          SET status = s.status, last_response = s.response,
              next_attempt_at = COALESCE(s.next_attempt_at, m.next_attempt_at), locked_until = NULL,
              updated_at = now()
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[], $5::int[])
              AS s(id, status, response, next_attempt_at, attempt)
        WHERE ${stillClaimed('s')}
      RETURNING m.id)
       SELECT id FROM settled`,
      settlementColumns(settlements),
    );
    return new Set(settled.map((row) => row.id));
  }

  // settleMany and the events of the settlements that held, in one statement (atomic on its own, one round
  // trip): `announcements` are the outbox rows of each settlement's event, in the order of `settlements`.
  async settleAndAnnounce(
    settlements: MessageSettlement[],
    outbox: Outbox,
    announcements: OutboxRows,
  ): Promise<Set<string>> {
    if (settlements.length === 0) return new Set();
    const settled: { id: string }[] = await this.settleAndAnnounceStatement(outbox).run(this.genericPlans, [
      ...settlementColumns(settlements),
      ...announcements,
    ]);
    return new Set(settled.map((row) => row.id));
  }

  // settleAndAnnounce's statement for an outbox, built once.
  private settleAndAnnounceStatement(outbox: Outbox): PreparedStatement {
    let statement = this.announcing.get(outbox);
    if (!statement) {
      statement = PreparedStatement.of(
        `WITH s AS (
           SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[], $5::int[])
                  WITH ORDINALITY AS s(id, status, response, next_attempt_at, attempt, n)
         ), settled AS (
         UPDATE "sending"."message" m
            SET status = s.status, last_response = s.response,
                next_attempt_at = COALESCE(s.next_attempt_at, m.next_attempt_at), locked_until = NULL,
                updated_at = now()
           FROM s
          WHERE ${stillClaimed('s')}
        RETURNING m.id, s.n
         ), announced AS (
         ${outbox.insertInto()}
         SELECT ${OutboxRows.columns('o')}
           FROM ${OutboxRows.elements(6, 'o')}
           JOIN settled ON settled.n = o.n
         )
         SELECT id FROM settled`,
      );
      this.announcing.set(outbox, statement);
    }
    return statement;
  }

  // Pushes back the lease of claims whose SMTP conversation still runs, so that no other worker takes them
  // meanwhile; a claim already taken again (another attempt) is left alone.
  async extendLeases(claims: { messageId: string; attempt: number }[]): Promise<void> {
    if (claims.length === 0) return;
    await queryPrepared(
      this.dataSource,
      `UPDATE "sending"."message" m
          SET locked_until = now() + make_interval(secs => $3)
         FROM unnest($1::uuid[], $2::int[]) AS c(id, attempt)
        WHERE ${stillClaimed('c')}`,
      [claims.map((c) => c.messageId), claims.map((c) => c.attempt), this.config.claimLeaseSeconds],
    );
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}

// The message m's claim still holds for the claim of the same id in `claims` (same attempt, still sending).
// `IS NOT DISTINCT FROM` is `=` for this NOT NULL column, but it does not imply message_due_idx's predicate:
// with `status = 'sending'`, a planner whose statistics lagged behind a burst of sends read the whole due
// index (every queued message: about a millisecond at 5,000 queued) to settle two messages, instead of
// looking each up by its id.
function stillClaimed(claims: string): string {
  return `m.id = ${claims}.id AND m.attempts = ${claims}.attempt AND m.status IS NOT DISTINCT FROM 'sending'`;
}

// The settlements as the five array parameters of the settling statements.
function settlementColumns(settlements: MessageSettlement[]): unknown[] {
  return [
    settlements.map((s) => s.messageId),
    settlements.map((s) => s.status),
    settlements.map((s) => s.response.slice(0, 2000)),
    settlements.map((s) => s.nextAttemptAt ?? null),
    settlements.map((s) => s.attempt),
  ];
}

// A transmission never changes once accepted, and its recipients are claimed a few at a time: the ones read
// for a claim are kept for the next claims of the same transmission (a campaign batch, a send to many), but
// for large ones.
const KEPT_TRANSMISSIONS = 256;
const MOST_KEPT_CHARACTERS = 256 * 1024;

class RecentTransmissions {
  private readonly kept = new Map<string, Transmission>();

  get(id: string): Transmission | undefined {
    return this.kept.get(id);
  }

  keep(transmission: Transmission): void {
    if (contentSize(transmission) > MOST_KEPT_CHARACTERS) return;
    if (this.kept.size >= KEPT_TRANSMISSIONS) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(transmission.id, transmission);
  }
}
