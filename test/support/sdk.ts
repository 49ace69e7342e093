import { MailroomError } from '@mailroom/sdk';

// A fetch that records the requests a client makes and the statuses answered; what the service answered is
// passed on untouched.
export interface CountingFetch {
  fetch: typeof fetch;
  calls(): number;
  statuses: number[];
}

export function countingFetch(service: typeof fetch = fetch): CountingFetch {
  const statuses: number[] = [];
  let calls = 0;
  return {
    fetch: async (input, init) => {
      calls++;
      const response = await service(input, init);
      statuses.push(response.status);
      return response;
    },
    calls: () => calls,
    statuses,
  };
}

// A countingFetch behind a proxy that refuses the first request itself, as the service does when a key's
// limit is reached (429 rate_limit_exceeded, with Retry-After), and passes every later one to the service.
export function refusingFirstFetch(retryAfterSeconds: number): CountingFetch {
  let refused = false;
  return countingFetch(async (input, init) => {
    if (refused) return fetch(input, init);
    refused = true;
    return Response.json(
      { error_code: 'rate_limit_exceeded', message: 'The request limit is reached; wait before retrying.' },
      { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
    );
  });
}

// The MailroomError a call of the SDK was refused with.
export async function rejection(promise: Promise<unknown>): Promise<MailroomError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof MailroomError)) throw new Error(`expected a MailroomError, got ${String(error)}`);
  return error;
}
