import { CreateSchedulerSchema1764300000000 } from './migrations/1764300000000-create-scheduler-schema';
import { FenceIdempotencyClaims1764500000000 } from './migrations/1764500000000-fence-idempotency-claims';
import { IndexFinishedSchedules1764800000000 } from './migrations/1764800000000-index-finished-schedules';
import { OwnInjectionKeys1764900000000 } from './migrations/1764900000000-own-injection-keys';

// In order of their timestamps.
export const schedulerMigrations = [
  CreateSchedulerSchema1764300000000,
  FenceIdempotencyClaims1764500000000,
  IndexFinishedSchedules1764800000000,
  OwnInjectionKeys1764900000000,
];
