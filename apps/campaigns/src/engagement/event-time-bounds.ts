import { fractionDigits, microsDown, microsUp, nanosOfTimestamp, ServiceError } from '@mailroom/contracts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_NANOS = 86_400_000_000_000n;

// The window of GET /campaigns/{id}/events, both ends inclusive, in microseconds as events are stored.
export interface EventTimeWindow {
  start?: bigint;
  end?: bigint;
}

// SPEC's campaign event paging rules: a date-only start is 00:00:00 UTC of that day; an end is inclusive,
// and a date-only end covers its whole UTC day. An end written to the millisecond (as event times are shown)
// covers that millisecond; one written finer ends where it is written. An end before the start, as written,
// is 422. Values were validated (ISO 8601, date or zoned date-time).
export function eventTimeWindow(startTime?: string, endTime?: string): EventTimeWindow {
  const start = startTime === undefined ? undefined : nanosOf(startTime, 'start');
  const end = endTime === undefined ? undefined : nanosOf(endTime, 'end');
  if (start !== undefined && end !== undefined && end < start)
    throw ServiceError.validation({ end_time: ['The end_time may not be before the start_time.'] });
  return {
    start: start === undefined ? undefined : microsUp(start),
    end: end === undefined ? undefined : microsDown(end),
  };
}

function nanosOf(value: string, edge: 'start' | 'end'): bigint {
  if (DATE_ONLY.test(value)) {
    const dayStart = nanosOfTimestamp(`${value}T00:00:00Z`)!;
    return edge === 'start' ? dayStart : dayStart + DAY_NANOS - 1n;
  }
  const nanos = nanosOfTimestamp(value)!;
  return edge === 'end' && fractionDigits(value).length <= 3 ? nanos + 999_999n : nanos;
}
