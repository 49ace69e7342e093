import { ErrorCode, ServiceError } from '@mailroom/contracts';
import { createHash, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { deleteInBatches } from './batched-deletes';
import { PreparedStatement, QueryRunnerLike } from './prepared-statement';
import { WriteBatcher } from './write-batcher';

const RETENTION = '24 hours';
// A claim not completed in this time is taken over by the next retry: its request most likely died with its
// process. Should it still be running, the claim token fences it: its completion fails and it rolls back.
const ABANDONED_AFTER = '10 seconds';
const RETRY_AFTER_SECONDS = 1;

// A key this request holds: `token` proves it at completion.
export interface ClaimedKey {
  keyId: string;
  key: string;
  token: string;
}

interface ClaimAsked extends ClaimedKey {
  fingerprint: string;
}

const MOST_CLAIMS_PER_STATEMENT = 500;
const PRUNE_BATCH = 5_000;

export type IdempotencyClaim<T> = { kind: 'new'; claimed: ClaimedKey } | { kind: 'replay'; response: T };

// SPEC send rule 2, for every context that takes an Idempotency-Key, over its own "<schema>".idempotency_key
// table (key_id, idempotency_key, fingerprint, state, response, claim_token, created_at, updated_at). The
// first request with a key inserts it `in_progress` with a token of its own; the transaction that does the
// work marks it `completed` with the answer, if it still holds the token. Concurrent requests with the key
// lose the insert race and get 409 (in progress) or the stored answer (completed): the work is never done
// twice, and a claim left by a crashed process stops blocking after ABANDONED_AFTER.
export class IdempotencyKeys {
  // Concurrent claims are made by one statement (WriteBatcher): one commit for many keyed requests.
  private readonly claimBatches = new WriteBatcher<ClaimAsked, ClaimedKey | undefined>(
    (asked) => this.claimMany(asked),
    MOST_CLAIMS_PER_STATEMENT,
  );
  private readonly claimStatement: PreparedStatement;
  private readonly readStatement: PreparedStatement;
  private readonly completeStatement: PreparedStatement;

  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
    // Where claims run: the context's GenericPlanPool on a hot path (every statement here reads by key).
    private readonly claims: QueryRunnerLike = dataSource,
  ) {
    // In key order: two processes claiming the same keys at once lock them in the same order.
    this.claimStatement = PreparedStatement.of(
      `INSERT INTO "${schema}"."idempotency_key" (key_id, idempotency_key, fingerprint, state, claim_token)
       SELECT key_id, idempotency_key, fingerprint, 'in_progress', claim_token
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::uuid[])
              AS given(key_id, idempotency_key, fingerprint, claim_token)
        ORDER BY key_id, idempotency_key
       ON CONFLICT (key_id, idempotency_key) DO UPDATE
         SET fingerprint = EXCLUDED.fingerprint, state = 'in_progress', response = NULL,
             claim_token = EXCLUDED.claim_token, created_at = now(), updated_at = now()
         WHERE "idempotency_key".created_at < now() - interval '${RETENTION}'
            OR ("idempotency_key".state = 'in_progress' AND "idempotency_key".updated_at < now() - interval '${ABANDONED_AFTER}')
       RETURNING claim_token`,
    );
    this.readStatement = PreparedStatement.of(
      `SELECT fingerprint, state, response FROM "${schema}"."idempotency_key"
        WHERE key_id = $1 AND idempotency_key = $2`,
    );
    this.completeStatement = PreparedStatement.of(
      `WITH completed AS (
         UPDATE "${schema}"."idempotency_key" k
            SET state = 'completed', response = given.response, updated_at = now()
           FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::jsonb[])
                AS given(key_id, idempotency_key, claim_token, response)
          WHERE k.key_id = given.key_id AND k.idempotency_key = given.idempotency_key
            AND k.claim_token = given.claim_token AND k.state = 'in_progress'
         RETURNING k.key_id)
       SELECT count(*)::int AS completed FROM completed`,
    );
  }

  // `earlier`: the fingerprint an earlier version of the service gave this request, where the fingerprint of
  // a request has since changed: a key it stored within its 24 hours still names the same request.
  async claim<T>(
    keyId: string,
    key: string,
    fingerprint: string,
    earlier?: string,
  ): Promise<IdempotencyClaim<T>> {
    const claimed = await this.claimBatches.submit({ keyId, key, fingerprint, token: randomUUID() });
    if (claimed) return { kind: 'new', claimed };

    const [existing] = await this.readStatement.run<
      { fingerprint: string; state: string; response: T | null }[]
    >(this.claims, [keyId, key]);
    if (!existing) return this.claim(keyId, key, fingerprint, earlier);
    if (existing.fingerprint !== fingerprint && existing.fingerprint !== earlier) {
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

  // Answers each asked claim if it was made, in order. A key asked twice in the statement is claimed by its
  // first asking: the others find it in progress, as if they had come a moment later.
  private async claimMany(asked: ClaimAsked[]): Promise<(ClaimedKey | undefined)[]> {
    const firsts = new Map<string, ClaimAsked>();
    for (const claim of asked) {
      const id = `${claim.keyId} ${claim.key}`;
      if (!firsts.has(id)) firsts.set(id, claim);
    }
    const statement = [...firsts.values()];
    const made = await this.claimStatement.run<{ claim_token: string }[]>(this.claims, [
      statement.map((claim) => claim.keyId),
      statement.map((claim) => claim.key),
      statement.map((claim) => claim.fingerprint),
      statement.map((claim) => claim.token),
    ]);
    const tokens = new Set(made.map((row) => row.claim_token));
    return asked.map((claim) =>
      tokens.has(claim.token) ? { keyId: claim.keyId, key: claim.key, token: claim.token } : undefined,
    );
  }

  // Inside the transaction that does the work: it commits only if the claim was not taken over meanwhile.
  complete<T>(runner: QueryRunnerLike, claimed: ClaimedKey, response: T): Promise<void> {
    return this.completeMany(runner, [{ claimed, response }]);
  }

  // complete() for the claims of one group commit, in one statement: it throws unless every one of them was
  // still held, so that the transaction rolls back (and each send is then written alone).
  async completeMany<T>(
    runner: QueryRunnerLike,
    completions: { claimed: ClaimedKey; response: T }[],
  ): Promise<void> {
    if (completions.length === 0) return;
    const [{ completed }] = await this.completeStatement.run<{ completed: number }[]>(runner, [
      completions.map(({ claimed }) => claimed.keyId),
      completions.map(({ claimed }) => claimed.key),
      completions.map(({ claimed }) => claimed.token),
      completions.map(({ response }) => JSON.stringify(response)),
    ]);
    if (completed < completions.length) {
      throw new Error('The Idempotency-Key claim was taken over by a retry; this attempt rolls back');
    }
  }

  // Keys past their 24 hours, deleted a batch at a time: a claim would overwrite them and nothing else reads
  // them, but without this the table keeps one row per keyed request ever made. Answers how many went.
  pruneExpired(): Promise<number> {
    return deleteInBatches(PRUNE_BATCH, async () => {
      const [{ deleted }] = await this.dataSource.query<{ deleted: number }[]>(
        `WITH gone AS (
           DELETE FROM "${this.schema}"."idempotency_key" WHERE ctid = ANY (ARRAY(
             SELECT ctid FROM "${this.schema}"."idempotency_key"
              WHERE created_at < now() - interval '${RETENTION}' LIMIT $1 FOR UPDATE SKIP LOCKED))
           RETURNING 1)
         SELECT count(*)::int AS deleted FROM gone`,
        [PRUNE_BATCH],
      );
      return deleted;
    });
  }

  // The request failed before its work committed: a retry with the key may try again.
  async release(claimed: ClaimedKey): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM "${this.schema}"."idempotency_key"
        WHERE key_id = $1 AND idempotency_key = $2 AND claim_token = $3 AND state = 'in_progress'`,
      [claimed.keyId, claimed.key, claimed.token],
    );
  }
}

// Same payload, same fingerprint: object keys in a stable order.
export function requestFingerprint(...parts: unknown[]): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(parts)))
    .digest('hex');
}
