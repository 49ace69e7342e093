import {
  EnvReader,
  readBounceDomain,
  readDnsServers,
  readEncryptionKey,
  readHeloName,
  readPublicUrl,
} from '@mailroom/config';
import { parseRelayUrl } from '../delivery/relay-url';

export const DELIVERY_MODES = ['capture', 'relay', 'mx'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

export interface ProviderConfig {
  mode: DeliveryMode;
  // relay: the smarthost; capture: an external capture server (empty: the built-in one).
  relayUrl?: string;
}

export interface SendingConfig {
  live: ProviderConfig;
  // The separate sending account of sandbox keys (SPEC: sandbox traffic goes through its own account).
  sandbox: ProviderConfig;
  mxPort: number;
  dnsServers: string[];
  heloName: string;
  captureSmtpPort: number;
  // 0: this process delivers nothing (an accept-only replica).
  workerConcurrency: number;
  // Most content (contentSize) of the messages one process delivers at once; a larger message goes alone.
  deliveryContentInFlight: number;
  maxConnectionsPerDestination: number;
  // Relay mode checks the smarthost's TLS certificate (RELAY_TLS_VERIFY, on by default).
  verifyRelayTls: boolean;
  smtpTimeoutMs: number;
  // First retry delay of a deferred message; it doubles with each attempt.
  retryBaseSeconds: number;
  // A message still deferred this long after injection bounces.
  retryLimitSeconds: number;
  // How long a claimed message stays claimed: a worker that died mid-delivery gives it back after this.
  claimLeaseSeconds: number;
  // Days an accepted send (its content and its recipients' states) is kept once none of its recipients is
  // still to be delivered: GET /emails lists that far back, and a late bounce or complaint finds its message.
  retentionDays: number;
  // Where the public tracking links of composed mail point (the gateway's PUBLIC_URL), no trailing slash.
  publicUrl: string;
  // Base64 master key; the tracking tokens' and VERP addresses' signing keys are derived from it.
  encryptionKey: string;
  // The service's bounce domain: envelope senders are VERP addresses on it (or on a sending domain's
  // verified bounce subdomain, a CNAME to it), and the inbound listener takes mail for it.
  bounceDomain: string;
  // The inbound MX listener of bounces and complaints (0: a free port).
  bounceMx: { host: string; port: number };
}

export interface SendingConfigDefaults {
  // Standalone listens where its API does, on a free port unless told.
  bounceMx?: { host: string; port: number };
}

export const SENDING_CONFIG = Symbol('SENDING_CONFIG');

// Delivering a message holds a few times its content in memory at its peak (the row read, the composed and
// the signed copy): 32 MiB of content in flight stays well within the 512 MiB a sending container is given,
// and leaves a message at the largest a send takes to go alone.
const DEFAULT_CONTENT_IN_FLIGHT_BYTES = 32 * 1024 * 1024;

export function readSendingConfig(env: EnvReader, defaults: SendingConfigDefaults = {}): SendingConfig {
  const live: ProviderConfig = {
    mode: env.oneOf('DELIVERY_MODE', DELIVERY_MODES, { default: 'capture' }),
    relayUrl: env.optionalString('RELAY_URL'),
  };
  if (live.mode === 'relay' && !live.relayUrl)
    env.problem('RELAY_URL is required when DELIVERY_MODE is relay');
  const sandboxRelayUrl = env.optionalString('SANDBOX_RELAY_URL');
  const sandbox: ProviderConfig = {
    mode: env.oneOf('SANDBOX_DELIVERY_MODE', DELIVERY_MODES, { default: live.mode }),
    relayUrl: sandboxRelayUrl ?? live.relayUrl,
  };
  if (sandbox.mode === 'relay' && !sandbox.relayUrl) {
    env.problem('SANDBOX_RELAY_URL (or RELAY_URL) is required when SANDBOX_DELIVERY_MODE is relay');
  }
  // Only what was set is named: a sandbox relay inherited from RELAY_URL is RELAY_URL's problem.
  for (const [name, url] of [
    ['RELAY_URL', live.relayUrl],
    ['SANDBOX_RELAY_URL', sandboxRelayUrl],
  ] as const) {
    if (!url) continue;
    if (!/^smtps?:\/\//.test(url)) {
      env.problem(`${name} must be an smtp:// or smtps:// URL`);
      continue;
    }
    try {
      parseRelayUrl(url, name);
    } catch (error) {
      env.problem((error as Error).message);
    }
  }
  const publicUrl = readPublicUrl(env, 'http://localhost:3000');
  return {
    live,
    sandbox,
    mxPort: env.int('MX_PORT', { default: 25, min: 1, max: 65_535 }),
    dnsServers: readDnsServers(env),
    heloName: readHeloName(env),
    captureSmtpPort: env.int('CAPTURE_SMTP_PORT', { default: 0, min: 0, max: 65_535 }),
    workerConcurrency: env.int('DELIVERY_CONCURRENCY', { default: 32, min: 0, max: 512 }),
    deliveryContentInFlight: env.int('DELIVERY_CONTENT_IN_FLIGHT_BYTES', {
      default: DEFAULT_CONTENT_IN_FLIGHT_BYTES,
      min: 1_048_576,
      // A claim compares it as a bigint in SQL: a larger number would fail every claim.
      max: 1_099_511_627_776,
    }),
    maxConnectionsPerDestination: env.int('SMTP_MAX_CONNECTIONS', { default: 5, min: 1, max: 100 }),
    verifyRelayTls: env.bool('RELAY_TLS_VERIFY', { default: true }),
    // Node timers and PostgreSQL intervals take these: each bound keeps them far inside what either holds
    // (a Node timer over 2^31-1 ms silently fires after 1 ms).
    smtpTimeoutMs: env.int('SMTP_TIMEOUT_MS', { default: 30_000, min: 1_000, max: 600_000 }),
    retryBaseSeconds: env.int('DELIVERY_RETRY_BASE_SECONDS', { default: 60, min: 1, max: 86_400 }),
    retryLimitSeconds: env.int('DELIVERY_RETRY_LIMIT_SECONDS', {
      default: 72 * 3600,
      min: 1,
      max: 30 * 86_400,
    }),
    claimLeaseSeconds: env.int('DELIVERY_CLAIM_LEASE_SECONDS', { default: 600, min: 1, max: 86_400 }),
    retentionDays: env.int('EMAIL_RETENTION_DAYS', { default: 30, min: 3, max: 3650 }),
    publicUrl,
    encryptionKey: readEncryptionKey(env),
    bounceDomain: readBounceDomain(env, publicUrl),
    bounceMx: {
      host: defaults.bounceMx?.host ?? '0.0.0.0',
      port: env.int('BOUNCE_MX_PORT', { default: defaults.bounceMx?.port ?? 2525, min: 0, max: 65_535 }),
    },
  };
}
