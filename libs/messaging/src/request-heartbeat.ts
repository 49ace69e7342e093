// The serving process acknowledges a request as it takes it, with a progress message on the request's reply
// subject, and sends another every third of BUS_SILENCE_MS while it handles it. A caller that then hears
// nothing for BUS_SILENCE_MS knows that the process died or lost the bus and answers 503 at once, instead of
// waiting out its timeout; a handler that is slow but alive keeps its whole timeout.
export const PROGRESS_HEADER = 'Mailroom-Progress';

export function heartbeatIntervalMs(silenceMs: number): number {
  return Math.max(50, Math.floor(silenceMs / 3));
}

// The body of a progress message: an id that is not the request's, so that a caller that does not know
// progress messages (during a rolling upgrade) skips it as it skips any other foreign reply.
export function progressBody(requestId: string): string {
  return JSON.stringify({ id: `${requestId}:progress` });
}
