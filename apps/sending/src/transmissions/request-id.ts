import { randomUUID } from 'node:crypto';

// Transmission ids sort by creation time (a UUIDv7 layout: 48 bits of milliseconds, then randomness), so
// that lists and keyset cursors follow time without another column. The random part is a UUIDv4's past its
// version digit (74 random bits, the variant bits already set): randomUUID draws from a buffered pool,
// where a randomBytes call per id cost more than the rest of the id.
export function newRequestId(now = Date.now()): string {
  const time = now.toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${randomUUID().slice(15)}`;
}

// The lowest id of a transmission created at `now` or later: every id below it is of an earlier millisecond.
export function firstRequestIdAt(now: number): string {
  const time = now.toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-0000-0000-000000000000`;
}
