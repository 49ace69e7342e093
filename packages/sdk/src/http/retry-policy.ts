export interface RetryOptions {
  // Retries after the first attempt (default 2).
  maxRetries?: number;
  // The longest a call may spend waiting between attempts, in total, in milliseconds (default 60,000). A
  // Retry-After longer than what is left ends the retries: the error is thrown with its `retryAfter`.
  maxWaitMs?: number;
}

export const DEFAULT_RETRY: Required<RetryOptions> = { maxRetries: 2, maxWaitMs: 60_000 };

const BACKOFF_BASE_MS = 500;
// "Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994".
const HTTP_DATE_START = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,? /;

// Retry-After is either delay-seconds or an HTTP date (RFC 9110, 10.2.3); undefined when absent or unreadable.
export function retryAfterSeconds(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  // Each form of an HTTP date begins with the day's name; Date.parse alone reads "1.5" or "-5" as dates.
  if (!HTTP_DATE_START.test(value)) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

// Without a Retry-After: exponential backoff with jitter (0.5-1 s, 1-2 s, 2-4 s, ...).
export function backoffMs(retry: number): number {
  const ceiling = BACKOFF_BASE_MS * 2 ** (retry + 1);
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

// 429 (rate limits, quotas) and 503 are answers to try again later; 409 idempotency_in_progress is a keyed send
// still in flight, whose retry answers the original result.
export function isRetryableAnswer(status: number, errorCode: string | undefined): boolean {
  return status === 429 || status === 503 || (status === 409 && errorCode === 'idempotency_in_progress');
}
