const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

// SPEC's campaign event paging rules: a date-only start is 00:00:00 UTC of that day; an end is inclusive,
// and a date-only end covers its whole UTC day. Values were validated (ISO 8601, date or zoned date-time).
export function eventTimeBound(value: string | undefined, edge: 'start' | 'end'): Date | undefined {
  if (value === undefined) return undefined;
  if (DATE_ONLY.test(value))
    return new Date(`${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`);
  return new Date(value);
}
