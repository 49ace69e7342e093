import { Injectable } from '@nestjs/common';
import { assertTeamId, queryPrepared, QueryRunnerLike, StatementPart } from '@mailroom/database';
import { contentSize, Message, Transmission } from './transmission';

// The columns of a transmission, as jsonb_to_recordset reads them from the JSON of Transmission objects.
const TRANSMISSION_COLUMNS = `id text, team_id integer, key_id uuid, key_type text, from_address text,
  from_name text, sending_domain text, subject text, html text, text text, attachments jsonb, headers jsonb,
  metadata jsonb, options jsonb, template_slug text, template_version integer, to_addresses jsonb,
  cc_addresses jsonb, bcc_addresses jsonb, accepted integer, rejected integer, created_at timestamptz,
  campaign_id uuid, reply_to text, raw_mime bytea`;

const TRANSMISSION_COLUMN_NAMES = TRANSMISSION_COLUMNS.split(',')
  .map((column) => column.trim().split(' ')[0])
  .join(', ');

// A submitted message's bytes in bytea's hex input form, which JSON can carry.
const asJson = (transmission: Transmission): object =>
  transmission.raw_mime
    ? { ...transmission, raw_mime: `\\x${transmission.raw_mime.toString('hex')}` }
    : transmission;

@Injectable()
export class TransmissionRepository {
  // Any number of transmissions and their messages in one statement, with whatever `alongside` adds to it
  // (their outbox events, the teams' usage): the accepted sends of a group commit, or the recipients of a
  // campaign batch. One statement is atomic on its own: without a transaction, it is one round trip. The
  // rows alongside belong to the transmissions: without transmissions, nothing is written.
  async insert(
    runner: QueryRunnerLike,
    transmissions: Transmission[],
    messages: Message[],
    alongside: StatementPart[] = [],
  ): Promise<void> {
    if (transmissions.length === 0) return;
    for (const t of transmissions) assertTeamId(t.team_id);
    const sizes = new Map(transmissions.map((t) => [t.id, contentSize(t)]));
    // The transmissions as one JSON array (no array literal to escape per value, their text and JSON
    // columns the longest); the messages, short values, as arrays.
    const parameters: unknown[] = [
      JSON.stringify(transmissions.map(asJson)),
      messages.map((m) => m.id),
      messages.map((m) => m.transmission_id),
      messages.map((m) => m.team_id),
      messages.map((m) => m.rcpt_to),
      messages.map((m) => m.raw_rcpt_to),
      messages.map((m) => m.rcpt_type),
      messages.map((m) => m.status),
      messages.map((m) => m.created_at),
      messages.map((m) => sizes.get(m.transmission_id) ?? 0),
    ];
    const more = alongside.map((rows) => {
      const cte = rows.cte(parameters.length + 1);
      parameters.push(...rows.parameters);
      return cte;
    });
    // The messages' foreign key to their transmission is checked at the end of the statement, when both are
    // in.
    await queryPrepared(
      runner,
      `WITH transmissions AS (
         INSERT INTO "sending"."transmission" (${TRANSMISSION_COLUMN_NAMES})
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS t(${TRANSMISSION_COLUMNS})
       ), messages AS (
         INSERT INTO "sending"."message" (id, transmission_id, team_id, rcpt_to, raw_rcpt_to, rcpt_type, status,
           created_at, content_size, next_attempt_at)
         SELECT m.*, m.created_at FROM unnest($2::uuid[], $3::text[], $4::integer[], $5::text[], $6::text[],
           $7::text[], $8::text[], $9::timestamptz[], $10::integer[])
           AS m(id, transmission_id, team_id, rcpt_to, raw_rcpt_to, rcpt_type, status, created_at, content_size)
       )${more.map((cte, index) => `, alongside_${index} AS (${cte})`).join('')}
       SELECT 1`,
      parameters,
    );
  }

  // Deletes up to `limit` transmissions created before `createdBefore` (an id: ids sort by creation time, so
  // the primary key finds them) none of whose messages is still to be delivered, with their messages; answers
  // how many. SKIP LOCKED: replicas pruning at once take different rows.
  async pruneFinished(runner: QueryRunnerLike, createdBefore: string, limit: number): Promise<number> {
    const [, deleted]: [unknown[], number] = await runner.query(
      `DELETE FROM "sending"."transmission" WHERE id = ANY (ARRAY(
         SELECT t.id FROM "sending"."transmission" t
          WHERE t.id < $1
            AND NOT EXISTS (SELECT 1 FROM "sending"."message" m
                             WHERE m.transmission_id = t.id AND m.status IN ('queued', 'deferred', 'sending'))
          ORDER BY t.id LIMIT $2 FOR UPDATE SKIP LOCKED))`,
      [createdBefore, limit],
    );
    return deleted;
  }
}
