import { ServiceError } from '@mailroom/contracts';
import { BusOutcomeUnknownError, BusSilenceError, BusTimeoutError } from '@mailroom/messaging';
import { withUnknownOutcome } from './uncommitted-outcome';

async function failure(request: Promise<unknown>, key?: string): Promise<ServiceError> {
  try {
    await withUnknownOutcome(request, key, 15);
  } catch (error) {
    return error as ServiceError;
  }
  throw new Error('expected a failure');
}

describe('withUnknownOutcome', () => {
  it('passes answers and other failures through', async () => {
    await expect(withUnknownOutcome(Promise.resolve('ok'), undefined, 15)).resolves.toBe('ok');
    const refused = ServiceError.unavailable();
    expect(await failure(Promise.reject(refused))).toBe(refused);
  });

  it('answers a timeout after the hand-off with an Idempotency-Key as still in progress', async () => {
    const error = await failure(Promise.reject(new BusTimeoutError('emails.send')), 'key-1');
    expect(error.payload).toMatchObject({
      status: 409,
      error_code: 'idempotency_in_progress',
      headers: { 'Retry-After': '5' },
    });
  });

  it('answers a timeout without a key with a 503 that says the outcome is unknown', async () => {
    const error = await failure(Promise.reject(new BusTimeoutError('emails.send')));
    expect(error.payload).toMatchObject({
      status: 503,
      error_code: 'service_unavailable',
      headers: { 'X-Outcome-Unknown': 'true' },
    });
    expect(error.message).toMatch(/may still be accepted/);
  });

  it('says when the service stopped responding rather than being slow', async () => {
    const keyed = await failure(Promise.reject(new BusSilenceError('emails.send')), 'key-1');
    expect(keyed.payload).toMatchObject({ status: 409, error_code: 'idempotency_in_progress' });
    expect(keyed.message).toMatch(/^The service processing the request stopped responding; retry/);
    const unkeyed = await failure(Promise.reject(new BusSilenceError('emails.send')));
    expect(unkeyed.payload).toMatchObject({ status: 503, headers: { 'X-Outcome-Unknown': 'true' } });
    expect(unkeyed.message).toMatch(/^The service processing the request stopped responding before/);
  });

  it('treats a commit its database did not confirm as a timeout: the send may still be accepted', async () => {
    const keyed = await failure(Promise.reject(new BusOutcomeUnknownError('emails.send')), 'key-1');
    expect(keyed.payload).toMatchObject({ status: 409, error_code: 'idempotency_in_progress' });
    const unkeyed = await failure(Promise.reject(new BusOutcomeUnknownError('emails.send')));
    expect(unkeyed.payload).toMatchObject({
      status: 503,
      error_code: 'service_unavailable',
      headers: { 'X-Outcome-Unknown': 'true' },
    });
    expect(unkeyed.message).toMatch(/^The database did not confirm the request and may still be accepted/);
  });
});
