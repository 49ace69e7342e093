import { createTestDatabase } from '@mailroom/testing';
import { randomBytes } from 'node:crypto';
import { productionConfigMap, readinessPath } from './deployment';
import { ApiClient } from './http-client';
import { startTestNats, TestNats } from './nats-server';
import { freePort, GaveUp, RunningProcess, startApp, waitFor } from './processes';

// How long an app may take to become ready: on a loaded 2-core machine, up to three suites' clusters start at
// once (some thirty processes), each loading its modules and migrating its schema.
const STARTUP_MS = 120_000;

export const SERVICES = [
  'domains',
  'templates',
  'sending',
  'events',
  'scheduler',
  'webhooks',
  'audience',
  'campaigns',
] as const;
export type ServiceName = (typeof SERVICES)[number];

export interface GatewayReplica {
  process: RunningProcess;
  baseUrl: string;
  opsUrl: string;
}

export interface Distributed {
  baseUrl: string;
  admin: ApiClient;
  nats: TestNats;
  gateway: RunningProcess;
  services: Record<ServiceName, RunningProcess[]>;
  // Starts one more replica of a service and waits until it is ready.
  startService(name: ServiceName): Promise<RunningProcess>;
  // The gateway's ops port: /live, /ready, /metrics.
  gatewayOpsUrl: string;
  // What a further gateway replica needs (PORT, OPS_PORT and HOST excepted).
  gatewayEnv(): Record<string, string>;
  // Starts one more gateway replica, stopped with the cluster, and waits until it is ready.
  startGateway(): Promise<GatewayReplica>;
  stop(): Promise<void>;
}

// The gateway and every service app (or those given) as separate processes, on a fresh PostgreSQL database and a NATS server
// of their own, with the environment the production overlay deploys (k8s/overlays/production, its
// ConfigMap): only what points at the test's own servers is replaced, and mail goes to the capture server
// the tests read. Each app is ready when the path of its manifest's readiness probe says so.
export async function startDistributed(
  options: {
    env?: Record<string, string>;
    replicas?: Partial<Record<ServiceName, number>>;
    // The NATS server's max_payload in bytes; its default (1 MB) unless given.
    natsMaxPayload?: number;
    // A database of the caller's (on a PostgreSQL of its own), instead of a fresh one on the local server.
    databaseUrl?: string;
    // The services the suite reaches (every one unless given): each costs a process start, and a service
    // nothing asks stays idle. Whoever produces events declares their streams, so a missing consumer loses
    // nothing.
    services?: readonly ServiceName[];
  } = {},
): Promise<Distributed> {
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => undefined }
    : await createTestDatabase();
  const nats = await startTestNats({ maxPayload: options.natsMaxPayload });
  const adminToken = randomBytes(32).toString('base64url');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const shared = {
    ...productionConfigMap(),
    DELIVERY_MODE: 'capture',
    DATABASE_URL: database.url,
    NATS_URL: nats.url,
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    // Tracking links in sent mail lead to the gateway.
    PUBLIC_URL: baseUrl,
    ...options.env,
  };

  // Every process started, so that a cluster that fails to start leaves none behind.
  const started: RunningProcess[] = [];
  const startService = async (name: ServiceName): Promise<RunningProcess> => {
    const opsPort = await freePort();
    // Replicas on one machine, and suites side by side: each sending process its own bounce MX port, unless
    // the suite names one.
    const service = startApp(name, {
      ...shared,
      OPS_PORT: String(opsPort),
      ...(name === 'sending' ? { BOUNCE_MX_PORT: options.env?.BOUNCE_MX_PORT ?? '0' } : {}),
    });
    started.push(service);
    await waitFor(
      `${name} to be ready`,
      async () => {
        if (service.child.exitCode !== null)
          throw new GaveUp(`${name} exited with ${service.child.exitCode}`);
        const ready = await fetch(`http://127.0.0.1:${opsPort}${readinessPath(name)}`);
        return ready.status === 200 ? true : undefined;
      },
      STARTUP_MS,
      () => service.output(),
    );
    return service;
  };

  const gatewayOpsUrl = `http://127.0.0.1:${await freePort()}`;
  const gateway = startApp('gateway', {
    ...shared,
    PORT: String(port),
    OPS_PORT: new URL(gatewayOpsUrl).port,
    HOST: '127.0.0.1',
    ADMIN_TOKEN: adminToken,
  });
  started.push(gateway);
  // Every start is let finish before a failed one is acted on, so that none starts after the clean-up.
  const starting = await Promise.allSettled(
    SERVICES.flatMap((name) => {
      const replicas = (options.services?.includes(name) ?? true) ? (options.replicas?.[name] ?? 1) : 0;
      return Array.from({ length: replicas }, async () => ({ name, process: await startService(name) }));
    }),
  );
  try {
    const failed = starting.find((start) => start.status === 'rejected');
    if (failed) throw failed.reason;
    await waitFor(
      'gateway to be ready',
      async () =>
        (await fetch(`${gatewayOpsUrl}${readinessPath('gateway')}`)).status === 200 ? true : undefined,
      STARTUP_MS,
      () => gateway.output(),
    );
  } catch (error) {
    await Promise.all(started.map((process) => process.stop()));
    await nats.stop();
    await database.drop();
    throw error;
  }
  const services = {} as Record<ServiceName, RunningProcess[]>;
  for (const name of SERVICES) services[name] = [];
  for (const start of starting)
    if (start.status === 'fulfilled') services[start.value.name].push(start.value.process);

  const extraGateways: RunningProcess[] = [];
  const startGateway = async (): Promise<GatewayReplica> => {
    const baseUrl = `http://127.0.0.1:${await freePort()}`;
    const opsUrl = `http://127.0.0.1:${await freePort()}`;
    const process = startApp('gateway', {
      ...shared,
      ADMIN_TOKEN: adminToken,
      PORT: new URL(baseUrl).port,
      OPS_PORT: new URL(opsUrl).port,
      HOST: '127.0.0.1',
    });
    extraGateways.push(process);
    await waitFor(
      'a further gateway to be ready',
      async () => {
        if (process.child.exitCode !== null)
          throw new GaveUp(`gateway exited with ${process.child.exitCode}`);
        return (await fetch(`${opsUrl}${readinessPath('gateway')}`)).status === 200 ? true : undefined;
      },
      STARTUP_MS,
      () => process.output(),
    );
    return { process, baseUrl, opsUrl };
  };

  const cluster: Distributed = {
    baseUrl,
    gatewayOpsUrl,
    admin: new ApiClient(`${baseUrl}/api`, adminToken),
    nats,
    gateway,
    services,
    startService,
    gatewayEnv: () => ({ ...shared, ADMIN_TOKEN: adminToken }),
    startGateway,
    async stop() {
      const all = [gateway, ...extraGateways, ...Object.values(cluster.services).flat()];
      await Promise.all(all.map((process) => process.stop()));
      await nats.stop();
      await database.drop();
    },
  };
  return cluster;
}
