import { EnvReader, readEncryptionKey } from '@mailroom/config';

export interface CampaignsConfig {
  // Recipients handed to sending in one call (one transaction there).
  batchSize: number;
  // Batches one campaigns process has in flight at once.
  sendConcurrency: number;
  // How long a claimed batch or campaign stays claimed: a process that died gives it back after this.
  leaseSeconds: number;
  // The longest the workers sleep between looks for work.
  pollIntervalMs: number;
  // How long one call to sending for a batch may take.
  batchTimeoutMs: number;
  // Keys the signature of the campaign events' cursors.
  encryptionKey: string;
  // Days a campaign's events are listed (as the events store keeps email events); its stats stay.
  eventRetentionDays: number;
  // Days the snapshot of a campaign's recipients is kept after the campaign was sent or failed.
  retentionDays: number;
  // Days the tracking links of a sent message record opens and clicks (the events context's setting): a
  // campaign's record of which messages were opened or clicked is kept as long after it was sent.
  trackingRetentionDays: number;
}

export const CAMPAIGNS_CONFIG = Symbol('CAMPAIGNS_CONFIG');

export function readCampaignsConfig(env: EnvReader): CampaignsConfig {
  const config: CampaignsConfig = {
    batchSize: env.int('CAMPAIGN_BATCH_SIZE', { default: 500, min: 1, max: 1000 }),
    sendConcurrency: env.int('CAMPAIGN_SEND_CONCURRENCY', { default: 4, min: 1, max: 32 }),
    leaseSeconds: env.int('CAMPAIGN_LEASE_SECONDS', { default: 120, min: 2, max: 3600 }),
    pollIntervalMs: env.int('CAMPAIGN_POLL_MS', { default: 1000, min: 50, max: 60_000 }),
    batchTimeoutMs: env.int('CAMPAIGN_BATCH_TIMEOUT_MS', { default: 60_000, min: 1000, max: 600_000 }),
    encryptionKey: readEncryptionKey(env),
    eventRetentionDays: env.int('EVENT_RETENTION_DAYS', { default: 10, min: 1, max: 90 }),
    retentionDays: env.int('EMAIL_RETENTION_DAYS', { default: 30, min: 3, max: 3650 }),
    trackingRetentionDays: env.int('TRACKING_RETENTION_DAYS', { default: 90, min: 1, max: 3650 }),
  };
  // As the events context checks it: the two read the same variables and must agree on them.
  if (config.trackingRetentionDays < config.eventRetentionDays)
    env.problem('TRACKING_RETENTION_DAYS must be at least EVENT_RETENTION_DAYS');
  if (config.leaseSeconds * 1000 <= config.batchTimeoutMs)
    env.problem('CAMPAIGN_LEASE_SECONDS must be longer than CAMPAIGN_BATCH_TIMEOUT_MS');
  return config;
}
