import { Injectable } from '@nestjs/common';
import { assertTeamId, queryPrepared, QueryRunnerLike, StatementPart } from '@mailroom/database';
import { Message, Transmission } from './transmission';

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
    const column = <K extends keyof Transmission>(key: K): Transmission[K][] =>
      transmissions.map((t) => t[key]);
    const json = <K extends keyof Transmission>(key: K): string[] =>
      transmissions.map((t) => JSON.stringify(t[key]));
    const parameters: unknown[] = [
      column('id'),
      column('team_id'),
      column('key_id'),
      column('key_type'),
      column('from_address'),
      column('from_name'),
      column('sending_domain'),
      column('subject'),
      column('html'),
      column('text'),
      json('attachments'),
      json('headers'),
      json('metadata'),
      json('options'),
      column('template_slug'),
      column('template_version'),
      json('to_addresses'),
      json('cc_addresses'),
      json('bcc_addresses'),
      column('accepted'),
      column('rejected'),
      column('created_at'),
      transmissions.map((t) => t.campaign_id ?? null),
      transmissions.map((t) => t.reply_to ?? null),
      transmissions.map((t) => t.raw_mime ?? null),
      messages.map((m) => m.id),
      messages.map((m) => m.transmission_id),
      messages.map((m) => m.team_id),
      messages.map((m) => m.rcpt_to),
      messages.map((m) => m.raw_rcpt_to),
      messages.map((m) => m.rcpt_type),
      messages.map((m) => m.status),
      messages.map((m) => m.created_at),
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
         INSERT INTO "sending"."transmission" (id, team_id, key_id, key_type, from_address, from_name,
           sending_domain, subject, html, text, attachments, headers, metadata, options, template_slug,
           template_version, to_addresses, cc_addresses, bcc_addresses, accepted, rejected, created_at,
           campaign_id, reply_to, raw_mime)
         SELECT * FROM unnest($1::text[], $2::integer[], $3::uuid[], $4::text[], $5::text[], $6::text[],
           $7::text[], $8::text[], $9::text[], $10::text[], $11::jsonb[], $12::jsonb[], $13::jsonb[],
           $14::jsonb[], $15::text[], $16::integer[], $17::jsonb[], $18::jsonb[], $19::jsonb[], $20::integer[],
           $21::integer[], $22::timestamptz[], $23::uuid[], $24::text[], $25::bytea[])
       ), messages AS (
         INSERT INTO "sending"."message" (id, transmission_id, team_id, rcpt_to, raw_rcpt_to, rcpt_type, status,
           created_at, next_attempt_at)
         SELECT m.*, m.created_at FROM unnest($26::uuid[], $27::text[], $28::integer[], $29::text[], $30::text[],
           $31::text[], $32::text[], $33::timestamptz[])
           AS m(id, transmission_id, team_id, rcpt_to, raw_rcpt_to, rcpt_type, status, created_at)
       )${more.map((cte, index) => `, alongside_${index} AS (${cte})`).join('')}
       SELECT 1`,
      parameters,
    );
  }
}
