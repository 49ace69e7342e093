import { DnsTestServer, SmtpSink } from '@mailroom/testing';
import { ChildProcess } from 'node:child_process';
import { Client } from 'pg';
import { verifiedSendingDomain } from './support/dns-records';
import { Distributed, GatewayReplica, startDistributed } from './support/distributed';
import { createKey, createTeam, TestTeam } from './support/factories';
import { ReadinessLoadBalancer } from './support/load-balancer';
import { waitFor } from './support/processes';

// How long the gateway keeps serving after SIGTERM while /ready answers 503: thirty polls of the test's load
// balancer (k8s/base/gateway.yaml sets 5 s for endpoints and ingresses).
const SHUTDOWN_DELAY_MS = 3_000;

// Rolling restarts under a steady load, as a Deployment with maxUnavailable 0 does them: a new replica
// starts and becomes ready, then the old one gets SIGTERM, stops taking work and drains.
describe('rolling restarts under load (distributed)', () => {
  let cluster: Distributed;
  let dns: DnsTestServer;
  let sink: SmtpSink;
  let team: TestTeam;

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    sink = new SmtpSink();
    const sinkPort = await sink.start();
    cluster = await startDistributed({
      services: ['domains', 'templates', 'sending'],
      env: {
        DNS_SERVERS: dns.address,
        DELIVERY_MODE: 'relay',
        RELAY_URL: `smtp://127.0.0.1:${sinkPort}`,
        SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
      },
      replicas: { sending: 2 },
    });
    // A plan whose rate limit (2,000 requests per 5 minutes per key) the load of a restart stays under however
    // long the replicas take to start and drain on a slow machine.
    team = await createTeam(cluster.admin, { plan: 'pro_50k' });
    await verifiedSendingDomain(team.api, dns, 'rolling.example.test');
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
    await sink?.stop();
    await dns?.stop();
  });

  it('fails no send and loses no email while every sending replica is replaced', async () => {
    // A steady load of sends, a client's next one after its previous answer.
    const statuses: number[] = [];
    const failures: string[] = [];
    const accepted: string[] = [];
    let sending = true;
    const load = Promise.all(
      [0, 1, 2, 3].map(async (client) => {
        for (let n = 0; sending; n++) {
          const to = `rolling-${client}-${n}@example.net`;
          const response = await team.api.post('/emails', {
            from: 'a@rolling.example.test',
            to: [to],
            subject: 'Rolling',
            text: 'Hello',
          });
          statuses.push(response.status);
          if (response.status === 200) accepted.push(to);
          else failures.push(`${to}: ${response.status} ${JSON.stringify(response.body)}`);
          // Four sends a second in all: 1,200 in 5 minutes at most, inside the key's 2,000.
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      }),
    );

    try {
      for (const replica of [...cluster.services.sending]) {
        const before = statuses.length;
        await waitFor('sends under load', async () => (statuses.length >= before + 12 ? true : undefined));
        const successor = await cluster.startService('sending');
        // Drained and ended by its own SIGTERM handling, not killed after the grace period.
        await replica.stop('SIGTERM');
        expect(replica.child.signalCode ?? `exit ${replica.child.exitCode}`).toMatch(/^(SIGTERM|exit 0)$/);
        cluster.services.sending = [...cluster.services.sending.filter((r) => r !== replica), successor];
      }
      const before = statuses.length;
      await waitFor('sends after the restart', async () =>
        statuses.length >= before + 12 ? true : undefined,
      );
    } finally {
      sending = false;
      await load;
    }

    expect(failures).toEqual([]);
    await waitFor(
      'every accepted email at the receiving server',
      async () =>
        accepted.every((to) => sink.messages.some((m) => m.rcptTo.includes(to))) ? true : undefined,
      60_000,
    );
  }, 240_000);

  it('fails and loses no request while every gateway replica is replaced behind a load balancer', async () => {
    // A plan whose rate limit (2,000 requests per 5 minutes per key) leaves room for the load, with a key
    // per client of the load.
    const pro = await createTeam(cluster.admin, { plan: 'pro_50k' });
    const keys = await Promise.all(
      [0, 1, 2, 3].map(() => createKey(cluster.admin, pro.id, { permission: 'full_access', type: 'live' })),
    );
    await verifiedSendingDomain(pro.api, dns, 'gateways.example.test');
    const database = new Client({ connectionString: cluster.gatewayEnv().DATABASE_URL });
    await database.connect();
    const balancer = new ReadinessLoadBalancer();
    const balanced = pro.api.withBaseUrl(`${await balancer.start()}/api`);
    const first: GatewayReplica = {
      process: cluster.gateway,
      baseUrl: cluster.baseUrl,
      opsUrl: cluster.gatewayOpsUrl,
    };
    const replicas = [first, await cluster.startGateway()];
    for (const replica of replicas) balancer.add(replica.baseUrl, replica.baseUrl, `${replica.opsUrl}/ready`);
    await waitFor('both gateways ready behind the balancer', async () =>
      replicas.every((replica) => balancer.isReady(replica.baseUrl)) ? true : undefined,
    );

    // A steady load through the balancer: a send, then a read (of another service).
    const failures: string[] = [];
    const accepted: string[] = [];
    let answered = 0;
    let inFlight = 0;
    let paused = false;
    let running = true;
    const call = async (what: string, request: () => Promise<{ status: number; body: unknown }>) => {
      inFlight++;
      try {
        const response = await request();
        answered++;
        if (response.status !== 200)
          failures.push(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
        return response;
      } catch (error) {
        failures.push(`${what}: ${String(error)}`);
        return undefined;
      } finally {
        inFlight--;
      }
    };
    const load = Promise.all(
      keys.map(async (key, client) => {
        const api = balanced.withToken(key);
        for (let n = 0; running; n++) {
          while (paused && running) await new Promise((resolve) => setTimeout(resolve, 20));
          const to = `gateways-${client}-${n}@example.net`;
          const sent = await call(`send to ${to}`, () =>
            api.post('/emails', {
              from: 'a@gateways.example.test',
              to: [to],
              subject: 'Gateways',
              text: 'Hi',
            }),
          );
          if (sent?.status === 200) accepted.push(to);
          await call('read the domain', () => api.get('/domains/gateways.example.test'));
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }),
    );
    const moreAnswers = (count: number) => {
      const target = answered + count;
      return waitFor(`${count} more answers`, async () => (answered >= target ? true : undefined), 60_000);
    };

    try {
      for (const [index, replica] of [...replicas].entries()) {
        await moreAnswers(20);
        // A send in flight at the replica when it gets SIGTERM: held inside sending by a lock on the table it
        // writes, until the replica has stopped listening.
        paused = true;
        await waitFor('the load to pause', async () => (inFlight === 0 ? true : undefined));
        await database.query('BEGIN');
        await database.query('LOCK TABLE "sending"."transmission" IN SHARE MODE');
        const held = pro.api.withBaseUrl(`${replica.baseUrl}/api`).post('/emails', {
          from: 'a@gateways.example.test',
          to: [`held-${index}@example.net`],
          subject: 'Held',
          text: 'Hi',
        });
        await waitFor('the held send to wait on the lock', async () => {
          const { rows } = await database.query<{ waiting: number }>(
            `SELECT count(*)::int AS waiting FROM pg_locks
              WHERE NOT granted AND relation = '"sending"."transmission"'::regclass`,
          );
          return rows[0].waiting === 1 ? true : undefined;
        });
        paused = false;

        const exited = exitOf(replica.process.child);
        replica.process.child.kill('SIGTERM');
        // The balancer sees it not ready (while it still serves), then its HTTP server stops taking connections.
        await waitFor('the balancer to see the replica not ready', async () =>
          balancer.reportedNotReady(replica.baseUrl) ? true : undefined,
        );
        // Meanwhile it still serves a client that has not moved away yet.
        const straight = await pro.api
          .withBaseUrl(`${replica.baseUrl}/api`)
          .get('/domains/gateways.example.test');
        expect(straight.status).toBe(200);
        await waitFor('the replica to stop listening', async () => {
          const probe = await fetch(`${replica.baseUrl}/live`).then(
            (response) => response.status,
            () => 'refused',
          );
          return probe === 200 ? undefined : true;
        });
        expect(replica.process.child.exitCode).toBeNull();
        await database.query('COMMIT');
        const heldAnswer = await held;
        expect(heldAnswer.status).toBe(200);
        accepted.push(`held-${index}@example.net`);
        // Ended by its own SIGTERM handling after the drain, not killed.
        expect(await exited).toMatch(/^(SIGTERM|exit 0)$/);

        const successor = await cluster.startGateway();
        balancer.remove(replica.baseUrl);
        balancer.add(successor.baseUrl, successor.baseUrl, `${successor.opsUrl}/ready`);
        await waitFor('the successor ready behind the balancer', async () =>
          balancer.isReady(successor.baseUrl) ? true : undefined,
        );
      }
      await moreAnswers(20);
    } finally {
      running = false;
      paused = false;
      await load;
      await balancer.stop();
      await database.end();
    }

    expect(failures).toEqual([]);
    await waitFor(
      'every accepted email at the receiving server',
      async () =>
        accepted.every((to) => sink.messages.some((m) => m.rcptTo.includes(to))) ? true : undefined,
      60_000,
    );
    const duplicates = accepted.filter(
      (to) => sink.messages.filter((m) => m.rcptTo.includes(to)).length !== 1,
    );
    expect(duplicates).toEqual([]);
  }, 240_000);
});

function exitOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve) => {
    const describe = () => (child.signalCode ? child.signalCode : `exit ${child.exitCode}`);
    if (child.exitCode !== null || child.signalCode !== null) return resolve(describe());
    child.once('exit', () => resolve(describe()));
  });
}
