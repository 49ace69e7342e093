import { backoffMs, isRetryableAnswer, retryAfterSeconds } from './retry-policy.js';

describe('retry policy', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(retryAfterSeconds(new Headers({ 'retry-after': '7' }), now)).toBe(7);
    expect(retryAfterSeconds(new Headers({ 'retry-after': 'Sun, 01 Mar 2026 12:00:30 GMT' }), now)).toBe(30);
    expect(retryAfterSeconds(new Headers({ 'retry-after': 'Sun, 01 Mar 2026 11:00:00 GMT' }), now)).toBe(0);
    expect(retryAfterSeconds(new Headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
    // Date.parse reads these as dates (at once): neither whole seconds nor an HTTP date, they are ignored.
    for (const odd of ['1.5', '2.9', '-5', '2026-03-01T12:00:30Z'])
      expect([odd, retryAfterSeconds(new Headers({ 'retry-after': odd }), now)]).toEqual([odd, undefined]);
    expect(retryAfterSeconds(new Headers({ 'retry-after': 'Sunday, 01-Mar-26 12:00:30 GMT' }), now)).toBe(30);
    expect(retryAfterSeconds(new Headers({ 'retry-after': 'Sun Mar  1 12:00:30 2026' }), now)).toBe(30);
    expect(retryAfterSeconds(new Headers(), now)).toBeUndefined();
  });

  it('backs off exponentially with jitter', () => {
    for (let retry = 0; retry < 4; retry++) {
      const ceiling = 1000 * 2 ** retry;
      const wait = backoffMs(retry);
      expect(wait).toBeGreaterThanOrEqual(ceiling / 2);
      expect(wait).toBeLessThanOrEqual(ceiling);
    }
  });

  it('retries 429, 503 and a keyed send still in progress, nothing else', () => {
    expect(isRetryableAnswer(429, 'rate_limit_exceeded')).toBe(true);
    expect(isRetryableAnswer(503, 'service_unavailable')).toBe(true);
    expect(isRetryableAnswer(409, 'idempotency_in_progress')).toBe(true);
    expect(isRetryableAnswer(409, 'idempotency_conflict')).toBe(false);
    expect(isRetryableAnswer(500, 'internal_error')).toBe(false);
    expect(isRetryableAnswer(422, 'validation_error')).toBe(false);
  });
});
