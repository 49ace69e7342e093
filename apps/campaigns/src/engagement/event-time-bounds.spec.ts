import fc from 'fast-check';
import { eventTimeBound } from './event-time-bounds';

const day = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('eventTimeBound', () => {
  it('reads a date-only start as 00:00:00 UTC and a date-only end as the last instant of that UTC day', () => {
    fc.assert(
      fc.property(day, (date) => {
        const start = eventTimeBound(date, 'start')!;
        const end = eventTimeBound(date, 'end')!;
        expect(start.toISOString()).toBe(`${date}T00:00:00.000Z`);
        expect(end.toISOString()).toBe(`${date}T23:59:59.999Z`);
        expect(end.getTime() - start.getTime()).toBe(86_400_000 - 1);
      }),
    );
  });

  it('keeps a date-time with its zone as the instant it names, whatever the edge', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('9999-12-30T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -14, max: 14 }),
        (instant, offsetHours) => {
          const shifted = new Date(instant.getTime() + offsetHours * 3_600_000).toISOString().slice(0, 23);
          const sign = offsetHours < 0 ? '-' : '+';
          const text = `${shifted}${sign}${String(Math.abs(offsetHours)).padStart(2, '0')}:00`;
          for (const edge of ['start', 'end'] as const)
            expect(eventTimeBound(text, edge)!.getTime()).toBe(instant.getTime());
        },
      ),
    );
  });

  it('is undefined without a value', () => {
    expect(eventTimeBound(undefined, 'start')).toBeUndefined();
  });
});
