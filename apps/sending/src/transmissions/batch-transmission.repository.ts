import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { assertTeamId } from '@mailroom/database';
import { DataSource, EntityManager } from 'typeorm';
import { SENDING_SCHEMA } from '../database/sending.schema';

// What a batch did under a key: the request id of the message it sent, or of the generation_failure event
// of a recipient whose message could not be generated.
export interface TakenKey {
  requestId: string;
  generationFailed: boolean;
}

// The per-recipient idempotency keys of emails.send-batch (its rows are TransmissionRepository's).
@Injectable()
export class BatchTransmissionRepository {
  constructor(@InjectDataSource(SENDING_SCHEMA) private readonly dataSource: DataSource) {}

  // What earlier batches did under these keys: the transmission each made, or the generation failure.
  async takenUnder(teamId: number, keys: string[]): Promise<Map<string, TakenKey>> {
    assertTeamId(teamId);
    if (keys.length === 0) return new Map();
    const rows = await this.dataSource.query<
      { idempotency_key: string; transmission_id: string; generation_failed: boolean }[]
    >(
      `SELECT idempotency_key, transmission_id, generation_failed FROM "sending"."batch_key"
        WHERE team_id = $1 AND idempotency_key = ANY($2::text[])`,
      [teamId, keys],
    );
    return new Map(
      rows.map((row) => [
        row.idempotency_key,
        { requestId: row.transmission_id, generationFailed: row.generation_failed },
      ]),
    );
  }

  // Takes the keys no one has taken yet and answers them; a key taken by a concurrent batch waits for that
  // batch's commit and is then left out (its transaction sends it, this one does not).
  async claimKeys(
    manager: EntityManager,
    teamId: number,
    keys: { key: string; transmissionId: string; generationFailed?: boolean }[],
  ): Promise<Set<string>> {
    assertTeamId(teamId);
    if (keys.length === 0) return new Set();
    const rows = await manager.query<{ idempotency_key: string }[]>(
      `INSERT INTO "sending"."batch_key" (team_id, idempotency_key, transmission_id, generation_failed)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::boolean[]) ORDER BY 2
       ON CONFLICT DO NOTHING RETURNING idempotency_key`,
      [
        teamId,
        keys.map((k) => k.key),
        keys.map((k) => k.transmissionId),
        keys.map((k) => k.generationFailed ?? false),
      ],
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
