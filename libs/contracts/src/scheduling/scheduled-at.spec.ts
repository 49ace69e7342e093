import fc from 'fast-check';
import { parseScheduledAt } from './scheduled-at';

describe('parseScheduledAt: fractions of a second', () => {
  it('keeps the millisecond and drops the digits beyond it, never rounding up', () => {
    expect(parseScheduledAt('2026-12-01T10:00:00.123456789Z')?.toISOString()).toBe(
      '2026-12-01T10:00:00.123Z',
    );
    expect(parseScheduledAt('2026-12-01T10:00:00.999999+02:00')?.toISOString()).toBe(
      '2026-12-01T08:00:00.999Z',
    );
    expect(parseScheduledAt('2026-12-01T10:00:00.5Z')?.toISOString()).toBe('2026-12-01T10:00:00.500Z');
  });

  it('reads any 1 to 9 fractional digits as their first three', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,9}$/), (digits) => {
        const millis = Number(digits.padEnd(3, '0').slice(0, 3));
        expect(parseScheduledAt(`2026-12-01T10:00:00.${digits}Z`)?.getTime()).toBe(
          Date.UTC(2026, 11, 1, 10, 0, 0, millis),
        );
      }),
    );
  });

  it('refuses more than 9 fractional digits', () => {
    expect(parseScheduledAt('2026-12-01T10:00:00.1234567890Z')).toBeUndefined();
  });
});
