import { CreateSendingSchema1763950000000 } from './migrations/1763950000000-create-sending-schema';
import { IndexSandboxTransmissions1763960000000 } from './migrations/1763960000000-index-sandbox-transmissions';
import { CreateSuppressionAndUsage1764100000000 } from './migrations/1764100000000-create-suppression-and-usage';

// In order of their timestamps.
export const sendingMigrations = [
  CreateSendingSchema1763950000000,
  IndexSandboxTransmissions1763960000000,
  CreateSuppressionAndUsage1764100000000,
];
