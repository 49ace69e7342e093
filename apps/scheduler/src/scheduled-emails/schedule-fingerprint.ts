import { parseScheduledAt, ScheduleEmailDto } from '@mailroom/contracts';
import { requestFingerprint } from '@mailroom/database';

// What makes a retry of POST /emails/scheduled the same request: the same body, scheduled_at taken as the
// moment it names, so that `10:00:00Z`, `10:00:00.000Z` and `11:00:00+01:00` are one scheduled email. A
// scheduled_at that names no moment counts as written (the key is looked up before it is refused).
export function scheduleFingerprint(request: ScheduleEmailDto): string {
  const moment = parseScheduledAt(request.scheduled_at);
  return requestFingerprint(moment ? { ...request, scheduled_at: moment.toISOString() } : request);
}

// The fingerprint earlier versions stored, of scheduled_at as written: a retry of a request they took must
// still replay. A key stored since can only match it when scheduleFingerprint matches too (scheduled_at
// written as the moment's own form), so only keys stored before decide by it. Remove it once every
// scheduler has run this version for 24 hours: the keys of earlier versions are gone by then.
export function textFingerprint(request: ScheduleEmailDto): string {
  return requestFingerprint(request);
}
