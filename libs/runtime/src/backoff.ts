// The delay before retry number `retry` (1 = the first retry) of a fixed schedule of delays in milliseconds,
// spread by +/- `jitter` (a fraction) so that work that failed together is not retried together. Undefined
// once the schedule is spent: the caller gives up.
export function backoffDelayMs(
  schedule: readonly number[],
  retry: number,
  jitter = 0.1,
  random: () => number = Math.random,
): number | undefined {
  if (!Number.isInteger(retry) || retry < 1)
    throw new Error(`retry must be a positive integer, not ${retry}`);
  const base = schedule[retry - 1];
  if (base === undefined) return undefined;
  return Math.round(base * (1 + jitter * (2 * random() - 1)));
}
