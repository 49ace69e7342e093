import { CreateEventsSchema1764200000000 } from './migrations/1764200000000-create-events-schema';

// In order of their timestamps.
export const eventsMigrations = [CreateEventsSchema1764200000000];
