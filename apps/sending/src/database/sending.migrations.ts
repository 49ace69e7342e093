import { CreateSendingSchema1763950000000 } from './migrations/1763950000000-create-sending-schema';

// In order of their timestamps.
export const sendingMigrations = [CreateSendingSchema1763950000000];
