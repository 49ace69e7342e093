import { AsyncLocalStorage } from 'node:async_hooks';

// Carries the request id through async work so that every log line of a request names it.
const storage = new AsyncLocalStorage<{ request_id: string }>();

export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return storage.run({ request_id: requestId }, fn);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.request_id;
}

// For frameworks whose hooks cannot wrap the rest of the request in a callback (Fastify's onRequest).
export function enterRequestScope(requestId: string): void {
  storage.enterWith({ request_id: requestId });
}
