import { EnvReader } from '@mailroom/config';

export interface AudienceConfig {
  // Imports one audience process works on at once.
  importConcurrency: number;
  // CSV rows applied per transaction: the unit of progress and of resuming after a crash.
  importBatchRows: number;
  // How long a claimed import stays claimed without progress: a process that died gives it back after this.
  importLeaseSeconds: number;
  // The longest the import worker sleeps between looks for queued imports; a started import wakes it at once.
  importPollMs: number;
  // The most property expression indexes kept on contacts (for the property keys most teams define).
  propertyIndexes: number;
  // A segment's cached_contacts_count is counted again when it is older than this.
  segmentRefreshSeconds: number;
  // The longest a count may take when a segment is written; a longer one is left to the periodic refresh.
  segmentCountTimeoutMs: number;
}

export const AUDIENCE_CONFIG = Symbol('AUDIENCE_CONFIG');

export function readAudienceConfig(env: EnvReader): AudienceConfig {
  return {
    importConcurrency: env.int('AUDIENCE_IMPORT_CONCURRENCY', { default: 1, min: 1, max: 16 }),
    importBatchRows: env.int('AUDIENCE_IMPORT_BATCH_ROWS', { default: 2000, min: 1, max: 20_000 }),
    importLeaseSeconds: env.int('AUDIENCE_IMPORT_LEASE_SECONDS', { default: 60, min: 2, max: 3600 }),
    importPollMs: env.int('AUDIENCE_IMPORT_POLL_MS', { default: 1000, min: 50, max: 60_000 }),
    propertyIndexes: env.int('AUDIENCE_PROPERTY_INDEXES', { default: 32, min: 0, max: 200 }),
    segmentRefreshSeconds: env.int('AUDIENCE_SEGMENT_REFRESH_SECONDS', { default: 300, min: 1, max: 86_400 }),
    segmentCountTimeoutMs: env.int('AUDIENCE_SEGMENT_COUNT_TIMEOUT_MS', {
      default: 5000,
      min: 100,
      max: 120_000,
    }),
  };
}
