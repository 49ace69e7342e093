import { retryDelayAfter, WEBHOOK_RETRY_SCHEDULE_MS } from './retry-schedule';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('the webhook retry schedule', () => {
  it('retries after about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then gives up', () => {
    expect(WEBHOOK_RETRY_SCHEDULE_MS).toEqual([
      5_000,
      5 * MINUTE,
      30 * MINUTE,
      2 * HOUR,
      5 * HOUR,
      10 * HOUR,
      10 * HOUR,
    ]);
    for (let attempt = 1; attempt <= 7; attempt++) {
      const base = WEBHOOK_RETRY_SCHEDULE_MS[attempt - 1];
      for (let sample = 0; sample < 50; sample++) {
        const delay = retryDelayAfter(attempt)!;
        expect(delay).toBeGreaterThanOrEqual(base * 0.9);
        expect(delay).toBeLessThanOrEqual(base * 1.1);
      }
    }
    expect(retryDelayAfter(8)).toBeUndefined();
  });

  it('spreads retries that failed together', () => {
    const delays = new Set(Array.from({ length: 20 }, () => retryDelayAfter(2)));
    expect(delays.size).toBeGreaterThan(1);
  });
});
