import { createTestDatabase } from '@mailroom/testing';
import { randomBytes } from 'node:crypto';
import { ApiClient } from './http-client';
import { startTestNats, TestNats } from './nats-server';
import { freePort, RunningProcess, startApp, waitFor } from './processes';

export interface Distributed {
  baseUrl: string;
  admin: ApiClient;
  nats: TestNats;
  gateway: RunningProcess;
  domains: RunningProcess[];
  startDomains(): Promise<RunningProcess>;
  // What a further gateway replica needs (PORT and HOST excepted).
  gatewayEnv(): Record<string, string>;
  stop(): Promise<void>;
}

// Gateway and domains as separate processes, on a fresh PostgreSQL database and a NATS server of their own.
export async function startDistributed(
  options: { env?: Record<string, string>; domainsReplicas?: number } = {},
): Promise<Distributed> {
  const database = await createTestDatabase();
  const nats = await startTestNats();
  const adminToken = randomBytes(32).toString('base64url');
  const shared = {
    DATABASE_URL: database.url,
    NATS_URL: nats.url,
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    BUS_TIMEOUT_MS: '3000',
    ...options.env,
  };

  const startDomains = async (): Promise<RunningProcess> => {
    const opsPort = await freePort();
    const domains = startApp('domains', { ...shared, OPS_PORT: String(opsPort) });
    await waitFor(
      'domains to be ready',
      async () => {
        if (domains.child.exitCode !== null) throw new Error(`domains exited with ${domains.child.exitCode}`);
        return (await fetch(`http://127.0.0.1:${opsPort}/ready`)).status === 200 ? true : undefined;
      },
      60_000,
      () => domains.output(),
    );
    return domains;
  };

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const gateway = startApp('gateway', {
    ...shared,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_TOKEN: adminToken,
  });
  const domains = await Promise.all(
    Array.from({ length: options.domainsReplicas ?? 1 }, () => startDomains()),
  );
  await waitFor(
    'gateway to be ready',
    async () => ((await fetch(`${baseUrl}/ready`)).status === 200 ? true : undefined),
    60_000,
    () => gateway.output(),
  );

  const cluster: Distributed = {
    baseUrl,
    admin: new ApiClient(`${baseUrl}/api`, adminToken),
    nats,
    gateway,
    domains,
    startDomains,
    gatewayEnv: () => ({ ...shared, ADMIN_TOKEN: adminToken }),
    async stop() {
      await Promise.all([gateway, ...cluster.domains].map((process) => process.stop()));
      await nats.stop();
      await database.drop();
    },
  };
  return cluster;
}
