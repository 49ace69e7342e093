import { EnvReader, readEncryptionKey } from '@mailroom/config';

export interface EventsConfig {
  // How long events are kept and listed (SPEC: about 10 days).
  retentionDays: number;
  // How long the open, click and unsubscribe links of a sent message keep recording events and the
  // unsubscribe page keeps working: the recipient of each message is remembered this long.
  trackingRetentionDays: number;
  // Tracking tokens are verified with a key derived from it (TRACKING_TOKEN_PURPOSE).
  encryptionKey: string;
}

export const EVENTS_CONFIG = Symbol('EVENTS_CONFIG');

export function readEventsConfig(env: EnvReader): EventsConfig {
  const retentionDays = env.int('EVENT_RETENTION_DAYS', { default: 10, min: 1, max: 90 });
  const trackingRetentionDays = env.int('TRACKING_RETENTION_DAYS', { default: 90, min: 1, max: 3650 });
  if (trackingRetentionDays < retentionDays)
    env.problem('TRACKING_RETENTION_DAYS must be at least EVENT_RETENTION_DAYS');
  return { retentionDays, trackingRetentionDays, encryptionKey: readEncryptionKey(env) };
}
