import { DnsTestServer, SmtpSink } from '@mailroom/testing';
import { verifiedSendingDomain } from './support/dns-records';
import { Distributed, startDistributed } from './support/distributed';
import { createTeam, TestTeam } from './support/factories';
import { waitFor } from './support/processes';

// A rolling restart of sending under a steady load, as a Deployment with maxUnavailable 0 does it: a new
// replica starts and becomes ready, then the old one gets SIGTERM, stops taking work and drains.
describe('a rolling restart of sending under load (distributed)', () => {
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
      env: { DNS_SERVERS: dns.address, DELIVERY_MODE: 'relay', RELAY_URL: `smtp://127.0.0.1:${sinkPort}` },
      replicas: { sending: 2 },
    });
    team = await createTeam(cluster.admin);
    await verifiedSendingDomain(team.api, dns, 'rolling.example.test');
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
    await sink?.stop();
    await dns?.stop();
  });

  it('fails no send and loses no email while every sending replica is replaced', async () => {
    // A steady load of sends, a client's next one after its previous answer.
    const statuses: number[] = [];
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
          // Four sends a second in all: inside a standard key's 300 requests per 5 minutes for the run.
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

    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    await waitFor(
      'every accepted email at the receiving server',
      async () =>
        accepted.every((to) => sink.messages.some((m) => m.rcptTo.includes(to))) ? true : undefined,
      60_000,
    );
  }, 240_000);
});
