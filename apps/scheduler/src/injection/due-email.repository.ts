import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SendEmailDto } from '@mailroom/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { SCHEDULER_SCHEMA } from '../database/scheduler.schema';
import { Caller, SCHEDULED_EMAIL_VIEW_COLUMNS, ScheduledEmailRow } from '../scheduled-emails/scheduled-email';

// A scheduled email claimed to be handed to sending. `attempt` fences the claim: once a lapsed claim has
// been taken over, the outcome of the older attempt changes nothing.
export interface DueEmail {
  id: string;
  caller: Caller;
  request: SendEmailDto;
  attempt: number;
  first_attempt_at: Date;
  injection_key: string;
}

// Sending namespaces Idempotency-Keys per API key, and a client's key never holds ':' (SPEC's pattern), so
// no request of the client can take a scheduled email's key. An email first claimed by an earlier version
// keeps the key it was sent with then ('scheduled.<id>'), so that its retry is still answered with the
// original transmission.
export const INJECTION_KEY_PREFIX = 'scheduled:';
const EARLIER_INJECTION_KEY_PREFIX = 'scheduled.';

@Injectable()
export class DueEmailRepository {
  constructor(@InjectDataSource(SCHEDULER_SCHEMA) private readonly dataSource: DataSource) {}

  // Emails whose time has come, and emails whose claim lapsed (their process died) or whose retry is due,
  // moved to `sending` under a lease. SKIP LOCKED lets any number of replicas claim side by side, never the
  // same email; a cancel that holds the row, or committed first, keeps it from being claimed at all.
  async claimDue(limit: number, leaseSeconds: number): Promise<DueEmail[]> {
    return this.dataSource.query<DueEmail[]>(
      `WITH claimed AS (
         UPDATE "scheduler"."scheduled_email" e
            SET state = 'sending', attempts = e.attempts + 1, next_attempt_at = now() + make_interval(secs => $2),
                first_attempt_at = COALESCE(e.first_attempt_at, now()), updated_at = now(),
                injection_key = COALESCE(e.injection_key,
                  CASE WHEN e.attempts = 0 THEN $3::text ELSE $4::text END || e.id)
          WHERE e.id IN (
            SELECT id FROM "scheduler"."scheduled_email"
             WHERE state IN ('scheduled', 'sending') AND next_attempt_at <= now()
             ORDER BY next_attempt_at
             LIMIT $1
             FOR UPDATE SKIP LOCKED)
         RETURNING e.id, e.caller, e.request, e.attempts AS attempt, e.first_attempt_at, e.injection_key)
       SELECT * FROM claimed`,
      [limit, leaseSeconds, INJECTION_KEY_PREFIX, EARLIER_INJECTION_KEY_PREFIX],
    );
  }

  // Milliseconds until the next email is due (0 when one is due now); undefined when none is waiting.
  async msUntilNextDue(): Promise<number | undefined> {
    // min() of no rows is NULL; GREATEST would turn that into 0 ("due now") and the worker would spin.
    const [row] = await this.dataSource.query<{ ms: number | null }[]>(
      `SELECT (EXTRACT(EPOCH FROM (min(next_attempt_at) - clock_timestamp())) * 1000)::float8 AS ms
         FROM "scheduler"."scheduled_email" WHERE state IN ('scheduled', 'sending')`,
    );
    return row?.ms == null ? undefined : Math.max(0, row.ms);
  }

  async markSent(email: DueEmail, transmissionId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "scheduler"."scheduled_email"
          SET state = 'sent', transmission_id = $3, sent_at = now(), updated_at = now(), next_attempt_at = NULL
        WHERE id = $1 AND state = 'sending' AND attempts = $2`,
      [email.id, email.attempt, transmissionId],
    );
  }

  // Still `sending`: taken again once the delay has passed.
  async retryLater(email: DueEmail, delaySeconds: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE "scheduler"."scheduled_email"
          SET next_attempt_at = now() + make_interval(secs => $3), updated_at = now()
        WHERE id = $1 AND state = 'sending' AND attempts = $2`,
      [email.id, email.attempt, delaySeconds],
    );
  }

  async markFailed(
    manager: EntityManager,
    email: DueEmail,
    reason: string,
  ): Promise<ScheduledEmailRow | undefined> {
    const rows = await manager.query<ScheduledEmailRow[]>(
      `WITH failed AS (
         UPDATE "scheduler"."scheduled_email"
            SET state = 'failed', failure_reason = $3, updated_at = now(), next_attempt_at = NULL
          WHERE id = $1 AND state = 'sending' AND attempts = $2
         RETURNING ${SCHEDULED_EMAIL_VIEW_COLUMNS})
       SELECT * FROM failed`,
      [email.id, email.attempt, reason.slice(0, 2000)],
    );
    return rows[0];
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
