import { backoffDelayMs } from '@mailroom/runtime';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

// After a failed attempt: about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then the delivery has failed.
export const WEBHOOK_RETRY_SCHEDULE_MS = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
];

// The wait before the attempt after `attempt` failed, with +/-10% jitter; undefined after the last.
export function retryDelayAfter(attempt: number): number | undefined {
  return backoffDelayMs(WEBHOOK_RETRY_SCHEDULE_MS, attempt, 0.1);
}
