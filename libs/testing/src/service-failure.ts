import { ServiceError, ServiceErrorPayload } from '@mailroom/contracts';

// What a call over the bus was refused with: its error payload (status, error_code, errors). A call that
// answers, or fails with anything but a ServiceError, fails the test.
export async function serviceFailure(call: Promise<unknown>): Promise<ServiceErrorPayload> {
  const outcome = await call.then(
    (response) => ({ response }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`Expected a failure, got ${JSON.stringify(outcome.response)}`);
  if (!(outcome.error instanceof ServiceError)) throw outcome.error;
  return outcome.error.payload;
}
