import { CreateEventsSchema1764200000000 } from './migrations/1764200000000-create-events-schema';
import { CountEventsByHour1764300000000 } from './migrations/1764300000000-count-events-by-hour';
import { RememberFirstOpen1764400000000 } from './migrations/1764400000000-remember-first-open';
import { KeepEarlyTrackingHits1764500000000 } from './migrations/1764500000000-keep-early-tracking-hits';

// In order of their timestamps.
export const eventsMigrations = [
  CreateEventsSchema1764200000000,
  CountEventsByHour1764300000000,
  RememberFirstOpen1764400000000,
  KeepEarlyTrackingHits1764500000000,
];
