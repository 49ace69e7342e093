import fc from 'fast-check';
import { backoffDelayMs } from './backoff';

const SCHEDULE = [5_000, 300_000, 1_800_000];

describe('backoffDelayMs', () => {
  it('follows the schedule, then gives up', () => {
    const middle = (): number => 0.5;
    expect([1, 2, 3, 4].map((retry) => backoffDelayMs(SCHEDULE, retry, 0.1, middle))).toEqual([
      5_000,
      300_000,
      1_800_000,
      undefined,
    ]);
  });

  it('stays within the jitter around each step', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: SCHEDULE.length }),
        fc.double({ min: 0, max: 0.999999, noNaN: true }),
        (retry, r) => {
          const delay = backoffDelayMs(SCHEDULE, retry, 0.1, () => r)!;
          const base = SCHEDULE[retry - 1];
          return delay >= base * 0.9 - 1 && delay <= base * 1.1 + 1;
        },
      ),
    );
  });

  it('refuses a retry number that is not a positive integer', () => {
    expect(() => backoffDelayMs(SCHEDULE, 0)).toThrow();
  });
});
