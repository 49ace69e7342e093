import {
  EnvReader,
  readBus,
  readDistributed,
  readEncryptionKey,
  readLogLevel,
  readListenHost,
  readPublicUrl,
  refuseSharedPorts,
  readTrustedProxies,
} from '@mailroom/config';
import { MAX_INTEGER } from '@mailroom/contracts/validation/integer-range';
import { readSubmissionConfig, SubmissionConfig } from './submission.config';

export interface SandboxLimits {
  perMinute: number;
  perDay: number;
}

export interface GatewayConfig {
  port: number;
  host: string;
  publicUrl: string;
  adminToken: string;
  // Base64 master key: the gateway checks the signature of tracking links with a key derived from it.
  encryptionKey: string;
  // Proxies whose X-Forwarded-For is believed (addresses or CIDRs); empty trusts none.
  trustProxy: string[];
  rateLimitStore: 'memory' | 'postgres';
  sandboxLimits: SandboxLimits;
  bodyLimitBytes: number;
  // The bytes of large request bodies held at once (RequestBodyRoom), how long one waits for room, and how
  // long an admitted one may take to arrive.
  requestBodies: { inFlightBytes: number; waitSeconds: number; arrivalSeconds: number };
  submission?: SubmissionConfig;
}

export function readGatewayConfig(
  env: EnvReader,
  defaults: { rateLimitStore: 'memory' | 'postgres' },
): GatewayConfig {
  const adminToken = env.string('ADMIN_TOKEN');
  if (adminToken && adminToken.length < 24) env.problem('ADMIN_TOKEN must be at least 24 characters');
  // No port 0: the banner, the console link and the default PUBLIC_URL (tracking links, the bounce domain)
  // name the port, and must name the one in use.
  const port = env.int('PORT', { default: 3000, min: 1, max: 65_535 });
  return {
    port,
    host: readListenHost(env),
    publicUrl: readPublicUrl(env, `http://localhost:${port}`),
    adminToken,
    encryptionKey: readEncryptionKey(env),
    trustProxy: readTrustedProxies(env),
    rateLimitStore: env.oneOf('RATE_LIMIT_STORE', ['memory', 'postgres'] as const, {
      default: defaults.rateLimitStore,
    }),
    sandboxLimits: {
      // The postgres store counts in an integer column.
      perMinute: env.int('SANDBOX_RATE_LIMIT_PER_MINUTE', { default: 10, min: 1, max: MAX_INTEGER }),
      perDay: env.int('SANDBOX_RATE_LIMIT_PER_DAY', { default: 100, min: 1, max: MAX_INTEGER }),
    },
    // Room for the attachments (10 MiB decoded, 13.4 MiB in base64), html and text of one send.
    // At most 256 MiB: a JSON body is read into one string, and V8's longest is just under 512 MiB.
    bodyLimitBytes: env.int('BODY_LIMIT_BYTES', {
      default: 20 * 1024 * 1024,
      min: 1024,
      max: 256 * 1024 * 1024,
    }),
    // Two sends at the largest body at once; any number of ordinary ones (see http-app).
    requestBodies: {
      inFlightBytes: env.int('REQUEST_BODIES_IN_FLIGHT_BYTES', {
        default: 32 * 1024 * 1024,
        min: 1024 * 1024,
        max: 1024 ** 4,
      }),
      waitSeconds: env.int('REQUEST_BODY_WAIT_SECONDS', { default: 30, min: 0, max: 300 }),
      arrivalSeconds: env.int('REQUEST_BODY_ARRIVAL_SECONDS', { default: 60, min: 1, max: 3600 }),
    },
    submission: readSubmissionConfig(env),
  };
}

// Everything the distributed gateway process reads, checked at once (apps/gateway/src/main.ts).
export type GatewayProcessConfig = ReturnType<typeof readGatewayProcessConfig>;

export function readGatewayProcessConfig(env: EnvReader) {
  const config = {
    logLevel: readLogLevel(env),
    distributed: readDistributed(env),
    bus: readBus(env),
    gateway: readGatewayConfig(env, { rateLimitStore: 'postgres' }),
    opsPort: env.int('OPS_PORT', { default: 9101, min: 1, max: 65_535 }),
    shutdownDelayMs: env.int('SHUTDOWN_DELAY_MS', { default: 0, min: 0, max: 60_000 }),
  };
  refuseSharedPorts(env, [
    ['PORT', config.gateway.port],
    ['OPS_PORT', config.opsPort],
    ['SMTP_SUBMISSION_PORT', config.gateway.submission?.port],
    ['SMTP_SUBMISSION_TLS_PORT', config.gateway.submission?.tlsPort],
  ]);
  env.done();
  return config;
}
