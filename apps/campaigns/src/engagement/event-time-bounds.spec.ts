import fc from 'fast-check';
import { ServiceError } from '@mailroom/contracts';
import { eventTimeWindow } from './event-time-bounds';

const day = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const micros = (date: Date): bigint => BigInt(date.getTime()) * 1000n;

// An instant written in another offset, its fraction of the second written as `fraction` gives it.
function written(instant: Date, offsetHours: number, fraction: (millis: string) => string): string {
  const shifted = new Date(instant.getTime() + offsetHours * 3_600_000).toISOString();
  const sign = offsetHours < 0 ? '-' : '+';
  return `${shifted.slice(0, 20)}${fraction(shifted.slice(20, 23))}${sign}${String(Math.abs(offsetHours)).padStart(2, '0')}:00`;
}

const instant = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('9999-12-30T00:00:00Z'),
  noInvalidDate: true,
});

const bound = (value: string, edge: 'start' | 'end'): bigint | undefined =>
  edge === 'start' ? eventTimeWindow(value, undefined).start : eventTimeWindow(undefined, value).end;

describe('eventTimeWindow', () => {
  it('reads a date-only start as 00:00:00 UTC and a date-only end as the last microsecond of that UTC day', () => {
    fc.assert(
      fc.property(day, (date) => {
        const start = bound(date, 'start')!;
        const end = bound(date, 'end')!;
        expect(start).toBe(micros(new Date(`${date}T00:00:00.000Z`)));
        expect(end - start).toBe(86_400_000_000n - 1n);
      }),
    );
  });

  it('reads a date-time to the millisecond as that millisecond: a start at its first microsecond, an end at its last', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -14, max: 14 }), (at, offsetHours) => {
        const text = written(at, offsetHours, (millis) => millis);
        expect(bound(text, 'start')).toBe(micros(at));
        expect(bound(text, 'end')).toBe(micros(at) + 999n);
      }),
    );
  });

  it('reads a date-time written finer to its microsecond, digits past it narrowing the window', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: -14, max: 14 }),
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 999 }),
        (at, offsetHours, pastMillis, pastMicros) => {
          const three = (n: number): string => String(n).padStart(3, '0');
          const sixDigits = written(at, offsetHours, (millis) => `${millis}${three(pastMillis)}`);
          const exact = micros(at) + BigInt(pastMillis);
          expect([bound(sixDigits, 'start'), bound(sixDigits, 'end')]).toEqual([exact, exact]);
          const nine = written(
            at,
            offsetHours,
            (millis) => `${millis}${three(pastMillis)}${three(pastMicros)}`,
          );
          const beyond = pastMicros > 0 ? 1n : 0n;
          expect([bound(nine, 'start'), bound(nine, 'end')]).toEqual([exact + beyond, exact]);
        },
      ),
    );
  });

  it('is undefined without a value', () => {
    expect(eventTimeWindow(undefined, undefined)).toEqual({ start: undefined, end: undefined });
  });

  it('refuses an end before the start as written, and takes one instant written past the microsecond', () => {
    const at = '2026-11-29T21:39:23.205999999Z';
    expect(eventTimeWindow(at, at)).toEqual({ start: 1_795_988_363_206_000n, end: 1_795_988_363_205_999n });
    expect(() => eventTimeWindow(at, '2026-11-29T21:39:23.205999998Z')).toThrow(ServiceError);
    expect(() => eventTimeWindow('2026-11-29', '2026-11-28')).toThrow(ServiceError);
    expect(eventTimeWindow('2026-11-29T21:39:23.205Z', '2026-11-29T21:39:23.205Z')).toEqual({
      start: 1_795_988_363_205_000n,
      end: 1_795_988_363_205_999n,
    });
  });
});
