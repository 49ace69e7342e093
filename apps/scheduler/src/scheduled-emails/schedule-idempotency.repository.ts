import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, ServiceError } from '@mailroom/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { SCHEDULER_SCHEMA } from '../database/scheduler.schema';

const RETENTION = '24 hours';
// A claim not completed in this time belongs to a request that died: the next retry takes it over.
const ABANDONED_AFTER = '2 minutes';
const RETRY_AFTER_SECONDS = 1;

// What a completed key answers: the scheduled email it made.
export interface ScheduledByKey {
  scheduled_email_id: string;
}

export type ScheduleClaim = { kind: 'new' } | { kind: 'replay'; response: ScheduledByKey };

// The Idempotency-Key of POST /emails/scheduled, as sending keeps that of POST /emails (SPEC send rule 2).
// The first request with a key inserts it `in_progress`; the transaction that stores the scheduled email
// marks it `completed`. Concurrent requests with the key get 409 (in progress) or the stored answer.
@Injectable()
export class ScheduleIdempotencyRepository {
  constructor(@InjectDataSource(SCHEDULER_SCHEMA) private readonly dataSource: DataSource) {}

  async claim(keyId: string, key: string, fingerprint: string): Promise<ScheduleClaim> {
    const inserted: unknown[] = await this.dataSource.query(
      `INSERT INTO "scheduler"."idempotency_key" (key_id, idempotency_key, fingerprint, state)
       VALUES ($1, $2, $3, 'in_progress')
       ON CONFLICT (key_id, idempotency_key) DO UPDATE
         SET fingerprint = EXCLUDED.fingerprint, state = 'in_progress', response = NULL, created_at = now(),
             updated_at = now()
         WHERE "idempotency_key".created_at < now() - interval '${RETENTION}'
            OR ("idempotency_key".state = 'in_progress' AND "idempotency_key".updated_at < now() - interval '${ABANDONED_AFTER}')
       RETURNING key_id`,
      [keyId, key, fingerprint],
    );
    if (inserted.length > 0) return { kind: 'new' };

    const [existing] = await this.dataSource.query<
      { fingerprint: string; state: string; response: ScheduledByKey | null }[]
    >(
      `SELECT fingerprint, state, response FROM "scheduler"."idempotency_key"
        WHERE key_id = $1 AND idempotency_key = $2`,
      [keyId, key],
    );
    if (!existing) return this.claim(keyId, key, fingerprint);
    if (existing.fingerprint !== fingerprint) {
      throw new ServiceError({
        status: 409,
        error_code: ErrorCode.idempotencyConflict,
        message: 'This Idempotency-Key was used with a different request.',
      });
    }
    if (existing.state !== 'completed' || existing.response === null) {
      throw new ServiceError({
        status: 409,
        error_code: ErrorCode.idempotencyInProgress,
        message: 'A request with this Idempotency-Key is still being processed.',
        headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
      });
    }
    return { kind: 'replay', response: existing.response };
  }

  async complete(
    manager: EntityManager,
    keyId: string,
    key: string,
    response: ScheduledByKey,
  ): Promise<void> {
    await manager.query(
      `UPDATE "scheduler"."idempotency_key" SET state = 'completed', response = $3, updated_at = now()
        WHERE key_id = $1 AND idempotency_key = $2`,
      [keyId, key, JSON.stringify(response)],
    );
  }

  // The request failed before anything was scheduled: a retry with the key may try again.
  async release(keyId: string, key: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM "scheduler"."idempotency_key"
        WHERE key_id = $1 AND idempotency_key = $2 AND state = 'in_progress'`,
      [keyId, key],
    );
  }
}
