import { configProblems, readConfigFrom } from '@mailroom/testing';
import { readWebhooksConfig } from './webhooks.config';

const KEY = Buffer.alloc(32, 1).toString('base64');

const read = (env: Record<string, string>) => readConfigFrom(readWebhooksConfig, env);
const problemsOf = (env: Record<string, string>): string => configProblems(readWebhooksConfig, env);

describe('readWebhooksConfig', () => {
  it('refuses private networks and waits 15 s per attempt by default', () => {
    expect(read({ ENCRYPTION_KEY: KEY })).toEqual({
      allowPrivateNetworks: false,
      dnsServers: [],
      dnsTimeoutMs: 2000,
      encryptionKey: KEY,
      concurrency: 256,
      endpointConcurrency: 8,
      timeoutMs: 15_000,
      leaseSeconds: 60,
      pollIntervalMs: 1000,
      retentionDays: 30,
    });
  });

  it('takes explicit values', () => {
    expect(
      read({
        ENCRYPTION_KEY: KEY,
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
        DNS_SERVERS: '127.0.0.1:5353',
        WEBHOOK_ENDPOINT_CONCURRENCY: '2',
      }),
    ).toMatchObject({ allowPrivateNetworks: true, dnsServers: ['127.0.0.1:5353'], endpointConcurrency: 2 });
  });

  it('names every malformed value in one error', () => {
    const message = problemsOf({
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'maybe',
      DNS_SERVERS: 'dns.example.com',
      WEBHOOK_TIMEOUT_MS: '40000',
      WEBHOOK_LEASE_SECONDS: '60',
    });
    expect(message).toContain('ENCRYPTION_KEY is required');
    expect(message).toContain('WEBHOOK_ALLOW_PRIVATE_NETWORKS must be true or false');
    expect(message).toContain('DNS_SERVERS entries must be ip or ip:port');
    expect(message).toContain('WEBHOOK_LEASE_SECONDS must be more than twice WEBHOOK_TIMEOUT_MS');
  });
});
