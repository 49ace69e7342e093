import { EnvReader } from '@mailroom/config';

export interface SchedulerConfig {
  // The longest the worker sleeps between looks for due emails; it also wakes at the next due time it knows.
  pollIntervalMs: number;
  // Emails one scheduler process hands to sending at once.
  concurrency: number;
  // How long a claimed email stays claimed: a process that died mid-send gives it back after this.
  leaseSeconds: number;
  // How long a call to emails.send may take.
  sendTimeoutMs: number;
  // First retry delay after a transient failure (sending down, timeout); it doubles with each attempt.
  retryBaseSeconds: number;
  // An email that still could not be handed to sending this long after its first attempt fails.
  retryLimitSeconds: number;
  // Days a sent, cancelled or failed scheduled email is kept after its last change (as sending keeps sends).
  retentionDays: number;
}

export const SCHEDULER_CONFIG = Symbol('SCHEDULER_CONFIG');

// Sending keeps an Idempotency-Key 24 hours: every retry must fall inside that, so that it is a replay and
// never a second send.
const MAX_RETRY_LIMIT_SECONDS = 20 * 3600;
// The injector never waits longer than 5 minutes between attempts (scheduled-email-injector.ts): a first
// delay above that would be accepted and not kept.
const MAX_RETRY_DELAY_SECONDS = 300;

export function readSchedulerConfig(env: EnvReader): SchedulerConfig {
  const config: SchedulerConfig = {
    pollIntervalMs: env.int('SCHEDULER_POLL_MS', { default: 1000, min: 50, max: 60_000 }),
    concurrency: env.int('SCHEDULER_CONCURRENCY', { default: 16, min: 1, max: 256 }),
    leaseSeconds: env.int('SCHEDULER_LEASE_SECONDS', { default: 60, min: 2, max: 3600 }),
    sendTimeoutMs: env.int('SCHEDULER_SEND_TIMEOUT_MS', { default: 15_000, min: 1000, max: 120_000 }),
    retryBaseSeconds: env.int('SCHEDULER_RETRY_BASE_SECONDS', {
      default: 5,
      min: 1,
      max: MAX_RETRY_DELAY_SECONDS,
    }),
    retryLimitSeconds: env.int('SCHEDULER_RETRY_LIMIT_SECONDS', {
      default: 6 * 3600,
      min: 1,
      max: MAX_RETRY_LIMIT_SECONDS,
    }),
    retentionDays: env.int('EMAIL_RETENTION_DAYS', { default: 30, min: 3, max: 3650 }),
  };
  if (config.leaseSeconds * 1000 <= config.sendTimeoutMs)
    env.problem('SCHEDULER_LEASE_SECONDS must be longer than SCHEDULER_SEND_TIMEOUT_MS');
  return config;
}
