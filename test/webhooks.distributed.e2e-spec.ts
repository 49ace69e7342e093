import { DnsTestServer } from '@mailroom/testing';
import { verifiedSendingDomain } from './support/dns-records';
import { Distributed, startDistributed } from './support/distributed';
import { createTeam, TestTeam } from './support/factories';
import { waitFor } from './support/processes';
import { WebhookReceiver } from './support/webhook-receiver';

describe('webhooks in distributed mode: a webhooks process killed mid-fan-out', () => {
  let cluster: Distributed;
  let dns: DnsTestServer;
  let team: TestTeam;
  const receiver = new WebhookReceiver();
  const domain = 'kill.dist.example.test';

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    await receiver.start();
    cluster = await startDistributed({
      services: ['domains', 'templates', 'sending', 'events', 'webhooks'],
      env: {
        DNS_SERVERS: dns.address,
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
        // A delivery claimed by the killed process is attempted again this soon.
        WEBHOOK_TIMEOUT_MS: '2000',
        WEBHOOK_LEASE_SECONDS: '5',
      },
    });
    team = await createTeam(cluster.admin);
    await verifiedSendingDomain(team.api, dns, domain);
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
    await receiver.stop();
    await dns?.stop();
  });

  it('loses no delivery when the webhooks process is killed with SIGKILL while events pour in', async () => {
    const created = await team.api.post('/webhooks', { name: 'Kill', url: receiver.url('/kill') });
    expect(created.status).toBe(201);
    const secret = created.body.data.signing_secret as string;
    const sends = 30;
    const sending = (async () => {
      const ids: string[] = [];
      for (let i = 0; i < sends; i++) {
        const response = await team.api.post('/emails', {
          from: `news@${domain}`,
          to: [`reader-${i}@example.net`],
          subject: `Kill ${i}`,
          text: 'Hello',
        });
        if (response.status !== 200) throw new Error(`send ${i}: ${response.status}`);
        ids.push(response.body.data.request_id as string);
      }
      return ids;
    })();

    await waitFor('the first deliveries', async () => (receiver.at('/kill').length >= 6 ? true : undefined));
    const [webhooks] = cluster.services.webhooks;
    await webhooks.stop('SIGKILL');
    // Kept in the cluster's list, so that the cluster stops it.
    cluster.services.webhooks.push(await cluster.startService('webhooks'));
    const requestIds = await sending;

    // Every send has an injection and a delivery event: each reaches the receiver at least once.
    const expected = sends * 2;
    const received = await waitFor(
      `${expected} distinct events at the receiver`,
      async () => {
        const all = await receiver.webhooks('/kill', secret, 0);
        return new Set(all.map((w) => w.payload.id)).size >= expected ? all : undefined;
      },
      90_000,
    );
    const perRequest = new Map<string, Set<string>>();
    for (const webhook of received) {
      const requestId = webhook.payload.data.request_id as string;
      perRequest.set(requestId, (perRequest.get(requestId) ?? new Set()).add(webhook.payload.type));
    }
    for (const requestId of requestIds) {
      expect([requestId, [...(perRequest.get(requestId) ?? [])].sort()]).toEqual([
        requestId,
        ['message.delivery', 'message.injection'],
      ]);
    }
    // A redelivered webhook carries the webhook-id of its first attempt.
    const idsByEvent = new Map<string, Set<string>>();
    for (const webhook of received)
      idsByEvent.set(webhook.payload.id, (idsByEvent.get(webhook.payload.id) ?? new Set()).add(webhook.id));
    expect([...idsByEvent.values()].every((ids) => ids.size === 1)).toBe(true);
  }, 150_000);
});
