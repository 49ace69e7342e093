import { MailroomError } from '@mailroom/sdk';

// A fetch that records the requests a client makes and the statuses answered; what the service answered is
// passed on untouched.
export interface CountingFetch {
  fetch: typeof fetch;
  calls(): number;
  statuses: number[];
}

export function countingFetch(): CountingFetch {
  const statuses: number[] = [];
  let calls = 0;
  return {
    fetch: async (input, init) => {
      calls++;
      const response = await fetch(input, init);
      statuses.push(response.status);
      return response;
    },
    calls: () => calls,
    statuses,
  };
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
