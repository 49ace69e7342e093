import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { assertTeamId } from '@mailroom/database';
import { DataSource, EntityManager } from 'typeorm';
import { SENDING_SCHEMA } from '../database/sending.schema';

// What became of a recipient under its key: its message was sent ('sent'), or it got an event instead that
// says why, under the request id of the key: a generation_failure ('failed'), a policy_rejection because
// the suppression list refused it ('rejected') or its address is not valid ('invalid').
export type KeyOutcome = 'sent' | 'failed' | 'rejected' | 'invalid';

// What a batch did under a key: the request id of the message it sent, or of the event it recorded instead.
export interface TakenKey {
  requestId: string;
  outcome: KeyOutcome;
}

// The per-recipient idempotency keys of emails.send-batch (its rows are TransmissionRepository's).
@Injectable()
export class BatchTransmissionRepository {
  constructor(@InjectDataSource(SENDING_SCHEMA) private readonly dataSource: DataSource) {}

  // What earlier batches did under these keys. A key taken before outcomes were kept (or by a replica of
  // that release) has none: its generation_failed flag tells a failure from a message sent.
  async takenUnder(teamId: number, keys: string[]): Promise<Map<string, TakenKey>> {
    assertTeamId(teamId);
    if (keys.length === 0) return new Map();
    const rows = await this.dataSource.query<
      { idempotency_key: string; transmission_id: string; outcome: KeyOutcome }[]
    >(
      `SELECT idempotency_key, transmission_id,
              coalesce(outcome, CASE WHEN generation_failed THEN 'failed' ELSE 'sent' END) AS outcome
         FROM "sending"."batch_key"
        WHERE team_id = $1 AND idempotency_key = ANY($2::text[])`,
      [teamId, keys],
    );
    return new Map(
      rows.map((row) => [row.idempotency_key, { requestId: row.transmission_id, outcome: row.outcome }]),
    );
  }

  // Takes the keys no one has taken yet and answers them; a key taken by a concurrent batch waits for that
  // batch's commit and is then left out (its transaction sends it, or records its event; this one does
  // not). generation_failed is still written for the replicas of the previous release during an upgrade.
  async claimKeys(
    manager: EntityManager,
    teamId: number,
    keys: { key: string; transmissionId: string; outcome: KeyOutcome }[],
  ): Promise<Set<string>> {
    assertTeamId(teamId);
    if (keys.length === 0) return new Set();
    const rows = await manager.query<{ idempotency_key: string }[]>(
      `INSERT INTO "sending"."batch_key" (team_id, idempotency_key, transmission_id, outcome, generation_failed)
       SELECT $1, k.key, k.transmission_id, k.outcome, k.outcome = 'failed'
         FROM unnest($2::text[], $3::text[], $4::text[]) AS k(key, transmission_id, outcome) ORDER BY k.key
       ON CONFLICT DO NOTHING RETURNING idempotency_key`,
      [teamId, keys.map((k) => k.key), keys.map((k) => k.transmissionId), keys.map((k) => k.outcome)],
    );
    return new Set(rows.map((row) => row.idempotency_key));
  }

  // Deletes up to `limit` keys taken before `before`; answers how many.
  async pruneTakenBefore(before: Date, limit: number): Promise<number> {
    const [{ deleted }] = await this.dataSource.query<{ deleted: number }[]>(
      `WITH gone AS (
         DELETE FROM "sending"."batch_key" WHERE ctid = ANY (ARRAY(
           SELECT ctid FROM "sending"."batch_key" WHERE created_at < $1 LIMIT $2 FOR UPDATE SKIP LOCKED))
         RETURNING 1)
       SELECT count(*)::int AS deleted FROM gone`,
      [before, limit],
    );
    return deleted;
  }
}
