import {
  MAX_SCHEDULE_AHEAD_DAYS,
  parseScheduledAt,
  SCHEDULED_AT_FORMAT_MESSAGE,
  ServiceError,
} from '@mailroom/contracts';

const DAY_MS = 24 * 3600 * 1000;

const refuse = (message: string): ServiceError => ServiceError.validation({ scheduled_at: [message] });

// When a scheduled email goes out: in the future and at most 30 days ahead (API.md), by this service's clock.
export function scheduledMoment(value: unknown, now: Date): Date {
  if (value === undefined || value === null) throw refuse('The scheduled_at field is required.');
  const moment = parseScheduledAt(value);
  if (!moment) throw refuse(SCHEDULED_AT_FORMAT_MESSAGE);
  if (moment.getTime() <= now.getTime()) throw refuse('The scheduled_at must be in the future.');
  if (moment.getTime() > now.getTime() + MAX_SCHEDULE_AHEAD_DAYS * DAY_MS)
    throw refuse(`The scheduled_at may be at most ${MAX_SCHEDULE_AHEAD_DAYS} days ahead.`);
  return moment;
}
