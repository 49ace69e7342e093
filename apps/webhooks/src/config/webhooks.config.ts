import { EnvReader, readDnsServers, readEncryptionKey } from '@mailroom/config';

export interface WebhooksConfig {
  // Lets endpoints and token URLs reach loopback and private addresses (http only to loopback); tests set
  // it. Cloud metadata addresses stay refused.
  allowPrivateNetworks: boolean;
  dnsServers: string[];
  dnsTimeoutMs: number;
  // Seals signing secrets, basic passwords and OAuth2 client secrets at rest.
  encryptionKey: string;
  // Deliveries one webhooks process makes at once, and at most this many to any one endpoint.
  concurrency: number;
  endpointConcurrency: number;
  // One attempt (connect, request, response) may take this long.
  timeoutMs: number;
  // A claimed delivery whose process died is attempted again after this.
  leaseSeconds: number;
  // The longest the worker sleeps between looks for due deliveries (other replicas' work, retries).
  pollIntervalMs: number;
}

export const WEBHOOKS_CONFIG = Symbol('WEBHOOKS_CONFIG');

export function readWebhooksConfig(env: EnvReader): WebhooksConfig {
  const config: WebhooksConfig = {
    allowPrivateNetworks: env.bool('WEBHOOK_ALLOW_PRIVATE_NETWORKS', { default: false }),
    dnsServers: readDnsServers(env),
    dnsTimeoutMs: env.int('DNS_TIMEOUT_MS', { default: 2000, min: 100, max: 60_000 }),
    encryptionKey: readEncryptionKey(env),
    concurrency: env.int('WEBHOOK_CONCURRENCY', { default: 256, min: 1, max: 4096 }),
    endpointConcurrency: env.int('WEBHOOK_ENDPOINT_CONCURRENCY', { default: 8, min: 1, max: 256 }),
    timeoutMs: env.int('WEBHOOK_TIMEOUT_MS', { default: 15_000, min: 1000, max: 60_000 }),
    leaseSeconds: env.int('WEBHOOK_LEASE_SECONDS', { default: 60, min: 5, max: 3600 }),
    pollIntervalMs: env.int('WEBHOOK_POLL_MS', { default: 1000, min: 50, max: 60_000 }),
  };
  if (config.leaseSeconds * 1000 <= config.timeoutMs * 2)
    env.problem('WEBHOOK_LEASE_SECONDS must be more than twice WEBHOOK_TIMEOUT_MS');
  return config;
}
