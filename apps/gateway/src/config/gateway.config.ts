import { EnvReader, readEncryptionKey } from '@mailroom/config';
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
  const port = env.int('PORT', { default: 3000, min: 0, max: 65535 });
  return {
    port,
    host: env.string('HOST', { default: '0.0.0.0' }),
    publicUrl: env
      .url('PUBLIC_URL', ['http', 'https'], { default: `http://localhost:${port}` })
      .replace(/\/+$/, ''),
    adminToken,
    encryptionKey: readEncryptionKey(env),
    trustProxy: env.list('TRUST_PROXY'),
    rateLimitStore: env.oneOf('RATE_LIMIT_STORE', ['memory', 'postgres'] as const, {
      default: defaults.rateLimitStore,
    }),
    sandboxLimits: {
      perMinute: env.int('SANDBOX_RATE_LIMIT_PER_MINUTE', { default: 10, min: 1 }),
      perDay: env.int('SANDBOX_RATE_LIMIT_PER_DAY', { default: 100, min: 1 }),
    },
    // Room for the attachments (10 MiB decoded, 13.4 MiB in base64), html and text of one send.
    bodyLimitBytes: env.int('BODY_LIMIT_BYTES', { default: 20 * 1024 * 1024, min: 1024 }),
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
