import { DnsTestServer } from '@mailroom/testing';
import { startDistributed } from '../../test/support/distributed';
import { verifiedSendingDomain } from '../../test/support/dns-records';
import { createKey, createTeam } from '../../test/support/factories';
import { ApiClient } from '../../test/support/http-client';
import { freePort } from '../../test/support/processes';
import { startStandalone } from '../../test/support/standalone';
import { connectStandaloneDatabase } from '../../test/support/standalone-database';
import { Client } from 'pg';
import { ServiceProcesses } from './service-cpu';
import { log } from './stats';

export interface BenchService {
  mode: 'standalone' | 'distributed';
  // http://127.0.0.1:<port>; the API is under /api.
  baseUrl: string;
  // Live full-access keys of one team on a Pro plan, to be used round-robin.
  keys: string[];
  // A sending domain of that team, approved and DKIM-verified.
  domain: string;
  // The admin API.
  admin: ApiClient;
  // Processes outside the bench's process tree that work for it (the backends of its own database on the
  // shared PostgreSQL, when distributed), by command line.
  ownsProcess: (cmdline: string) => boolean;
  // The service's processes, whose CPU time is the service's (service-cpu.ts).
  processes: ServiceProcesses;
  // Messages waiting in the delivery queue (queued or deferred, or being delivered).
  queueDepth(): Promise<number>;
  stop(): Promise<void>;
}

export interface ServiceOptions {
  distributed: boolean;
  // Environment of the service processes (DNS_SERVERS is set here).
  env: Record<string, string>;
  keys: number;
}

// The highest Pro plan: 2,000 requests per 5 minutes per key (as every Pro plan) and a monthly limit no
// bench run reaches.
const PLAN = 'pro_1m';
const DOMAIN = 'bench.example.test';
const KEYS_AT_ONCE = 8;

// The built app, as the end-to-end tests start it (test/support): standalone with its embedded PostgreSQL,
// or every app as its own process on the local PostgreSQL (127.0.0.1:5432) and a nats-server of its own.
export async function startService(options: ServiceOptions): Promise<BenchService> {
  const dns = new DnsTestServer();
  await dns.start();
  const env = { ...options.env, DNS_SERVERS: dns.address };
  const stops: (() => Promise<void>)[] = [() => dns.stop()];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };
  try {
    let admin: ApiClient;
    let baseUrl: string;
    let ownsProcess = (_cmdline: string) => false;
    let processes: ServiceProcesses;
    let connect: () => Promise<Client>;
    if (options.distributed) {
      log('starting the distributed apps (gateway, domains, templates, sending) ...');
      const cluster = await startDistributed({ env });
      stops.push(() => cluster.stop());
      ({ admin, baseUrl } = cluster);
      // A backend's command line reads "postgres: <cluster>: <user> <database> <client> <state>".
      const database = new URL(cluster.gatewayEnv().DATABASE_URL).pathname.slice(1);
      ownsProcess = (cmdline) => cmdline.startsWith('postgres:') && cmdline.includes(` ${database} `);
      processes = {
        roots: [
          { pid: cluster.gateway.child.pid ?? 0, kind: 'gateway' },
          ...Object.entries(cluster.services).flatMap(([kind, replicas]) =>
            replicas.map((replica) => ({ pid: replica.child.pid ?? 0, kind })),
          ),
          { pid: cluster.nats.pid, kind: 'nats-server' },
        ],
        sharedDatabase: database,
      };
      connect = async () => {
        const client = new Client({ connectionString: cluster.gatewayEnv().DATABASE_URL });
        await client.connect();
        return client;
      };
    } else {
      log('starting standalone ...');
      const databasePort = await freePort();
      const app = await startStandalone({ ...env, EMBEDDED_PG_PORT: String(databasePort) });
      connect = () => connectStandaloneDatabase(app, databasePort);
      stops.push(() => app.stop());
      ({ admin, baseUrl } = app);
      processes = { roots: [{ pid: app.process.child.pid ?? 0, kind: 'standalone' }] };
    }

    const team = await createTeam(admin, { plan: PLAN });
    const keys = [team.key];
    while (keys.length < options.keys) {
      const batch = Math.min(KEYS_AT_ONCE, options.keys - keys.length);
      keys.push(
        ...(await Promise.all(
          Array.from({ length: batch }, () =>
            createKey(admin, team.id, { permission: 'full_access', type: 'live' }),
          ),
        )),
      );
    }

    await verifiedSendingDomain(team.api, dns, DOMAIN);
    log(`${options.distributed ? 'distributed' : 'standalone'} is up: team on ${PLAN}, ${keys.length} keys`);
    return {
      mode: options.distributed ? 'distributed' : 'standalone',
      baseUrl,
      keys,
      domain: DOMAIN,
      admin,
      ownsProcess,
      processes,
      async queueDepth() {
        const client = await connect();
        try {
          const { rows } = await client.query<{ depth: string }>(
            `SELECT count(*) AS depth FROM "sending"."message" WHERE status IN ('queued', 'deferred', 'sending')`,
          );
          return Number(rows[0].depth);
        } finally {
          await client.end();
        }
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

// Aborted on Ctrl-C (or SIGTERM): every loop of a bench stops at once.
export const interruption = new AbortController();

// Cleans up on Ctrl-C too: the loops stop, the apps get SIGTERM (standalone then stops its embedded
// PostgreSQL) rather than being killed at exit, and the bench exits with 130 without printing figures.
// `cleanup` must be safe to call twice (it also runs when the bench ends).
export function onInterrupt(cleanup: () => Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`${signal}: cleaning up`);
      interruption.abort();
      void cleanup().finally(() => process.exit(130));
    });
  }
}

// The end of a bench: exits 0 (or 1 on an error) unless an interruption is cleaning up and will exit.
export function finish(name: string, run: Promise<void>): void {
  run.then(
    () => {
      if (!interruption.signal.aborted) process.exit(0);
    },
    (error: unknown) => {
      if (interruption.signal.aborted) return;
      process.stderr.write(`${name} failed: ${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
}

// Memoised: the first call does the work, later ones wait for it.
export function once(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= work());
}
