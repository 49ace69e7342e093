import { ErrorCode, ServiceError } from '@mailroom/contracts';
import { BusOutcomeUnknownError, BusSilenceError, BusTimeoutError } from '@mailroom/messaging';

export const RETRY_AFTER_UNKNOWN_OUTCOME_SECONDS = 5;

// A send or schedule that was handed off but not answered in time may be committed: a plain 503 would tell
// the client that nothing was done, and a retry without a key would send twice. With an Idempotency-Key the
// transmission is still in progress as far as the client can know (SPEC's 409 idempotency_in_progress, whose
// retry later returns the original result); without one, the 503 says that the outcome is unknown.
export async function withUnknownOutcome<T>(
  request: Promise<T>,
  idempotencyKey: string | undefined,
  timeoutSeconds: number,
): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (!(error instanceof BusTimeoutError)) throw error;
    const retryAfter = String(RETRY_AFTER_UNKNOWN_OUTCOME_SECONDS);
    // The process handling the request stopped answering (it died), as opposed to a slow one.
    const stopped = error instanceof BusSilenceError;
    // Or it answered that its database did not confirm the commit (the database hangs).
    const uncommitted = error instanceof BusOutcomeUnknownError;
    const state = stopped
      ? 'The service processing the request stopped responding'
      : 'The request is still being processed';
    const unconfirmed = stopped
      ? 'The service processing the request stopped responding before confirming it'
      : uncommitted
        ? 'The database did not confirm the request'
        : `The request was not confirmed within ${timeoutSeconds} s`;
    if (idempotencyKey !== undefined) {
      throw new ServiceError({
        status: 409,
        error_code: ErrorCode.idempotencyInProgress,
        message: `${state}; retry with the same Idempotency-Key after ${retryAfter} seconds.`,
        headers: { 'Retry-After': retryAfter },
      });
    }
    throw new ServiceError({
      status: 503,
      error_code: ErrorCode.serviceUnavailable,
      message:
        `${unconfirmed} and may still be accepted. ` +
        'Check GET /emails before sending it again; send with an Idempotency-Key to retry safely.',
      headers: { 'X-Outcome-Unknown': 'true' },
    });
  }
}
