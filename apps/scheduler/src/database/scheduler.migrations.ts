import { CreateSchedulerSchema1764300000000 } from './migrations/1764300000000-create-scheduler-schema';

// In order of their timestamps.
export const schedulerMigrations = [CreateSchedulerSchema1764300000000];
