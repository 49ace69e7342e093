import { CreateSendingSchema1763950000000 } from './migrations/1763950000000-create-sending-schema';
import { IndexSandboxTransmissions1763960000000 } from './migrations/1763960000000-index-sandbox-transmissions';
import { CreateSuppressionAndUsage1764100000000 } from './migrations/1764100000000-create-suppression-and-usage';
import { FenceIdempotencyClaims1764500000000 } from './migrations/1764500000000-fence-idempotency-claims';
import { CampaignBatches1764600000000 } from './migrations/1764600000000-campaign-batches';
import { SuppressionSources1764700000000 } from './migrations/1764700000000-suppression-sources';
import { SubmittedMessages1764710000000 } from './migrations/1764710000000-submitted-messages';
import { InboundReports1764720000000 } from './migrations/1764720000000-inbound-reports';
import { IndexBatchKeyAge1764800000000 } from './migrations/1764800000000-index-batch-key-age';
import { MessageContentSize1764900000000 } from './migrations/1764900000000-message-content-size';
import { AttachmentsStoredUncompressed1765000000000 } from './migrations/1765000000000-attachments-stored-uncompressed';
import { BatchKeyGenerationFailures1765040000000 } from './migrations/1765040000000-batch-key-generation-failures';
import { BatchKeyOutcomes1765050000000 } from './migrations/1765050000000-batch-key-outcomes';

// In order of their timestamps.
export const sendingMigrations = [
  CreateSendingSchema1763950000000,
  IndexSandboxTransmissions1763960000000,
  CreateSuppressionAndUsage1764100000000,
  FenceIdempotencyClaims1764500000000,
  CampaignBatches1764600000000,
  SuppressionSources1764700000000,
  SubmittedMessages1764710000000,
  InboundReports1764720000000,
  IndexBatchKeyAge1764800000000,
  MessageContentSize1764900000000,
  AttachmentsStoredUncompressed1765000000000,
  BatchKeyGenerationFailures1765040000000,
  BatchKeyOutcomes1765050000000,
];
