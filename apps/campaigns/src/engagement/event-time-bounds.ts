import { microsOfTimestamp } from '@mailroom/contracts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MICROS = 86_400_000_000n;

// SPEC's campaign event paging rules, in microseconds as events are stored: a date-only start is 00:00:00
// UTC of that day; an end is inclusive, and a date-only end covers its whole UTC day. An end written to the
// millisecond (as event times are shown) covers that millisecond; one written finer ends at its own
// microsecond. Values were validated (ISO 8601, date or zoned date-time).
export function eventTimeBound(value: string | undefined, edge: 'start' | 'end'): bigint | undefined {
  if (value === undefined) return undefined;
  if (DATE_ONLY.test(value)) {
    const dayStart = microsOfTimestamp(`${value}T00:00:00Z`)!;
    return edge === 'start' ? dayStart : dayStart + DAY_MICROS - 1n;
  }
  // Rounded up past the microsecond: right for an inclusive start.
  const micros = microsOfTimestamp(value)!;
  if (edge === 'start') return micros;
  const fraction = /T[^.]*\.(\d+)/.exec(value)?.[1] ?? '';
  if (fraction.length <= 3) return micros + 999n;
  return /[1-9]/.test(fraction.slice(6)) ? micros - 1n : micros;
}
