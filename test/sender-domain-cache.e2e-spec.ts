import { DnsTestServer } from '@mailroom/testing';
import { verifiedSendingDomain } from './support/dns-records';
import { Distributed, startDistributed } from './support/distributed';
import { createTeam, TestTeam } from './support/factories';

// Each sending replica keeps a team's sender domain for at most one second (SENDER_LIFETIME_MS), so that
// the domains context is not asked once per send. A domain that is deleted or blacklisted therefore stops
// sends on every replica within that second. The sends go through the gateway to two sending replicas
// (NATS spreads the requests over both), so both have the domain cached when it changes.
const LIFETIME_MS = 1_000;
const SENDS = 12;

describe('the sender domain a sending replica keeps (distributed, two sending replicas)', () => {
  let cluster: Distributed;
  let dns: DnsTestServer;
  let team: TestTeam;

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    cluster = await startDistributed({
      services: ['domains', 'templates', 'sending'],
      env: { DNS_SERVERS: dns.address },
      replicas: { sending: 2 },
    });
    team = await createTeam(cluster.admin);
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
    await dns?.stop();
  });

  const sendAll = async (domain: string): Promise<{ status: number; error_code?: string }[]> =>
    Promise.all(
      Array.from({ length: SENDS }, async (_, i) => {
        const response = await team.api.post('/emails', {
          from: `a@${domain}`,
          to: [`cache-${i}@example.net`],
          subject: 'Cache',
          text: 'Hello',
        });
        return { status: response.status, error_code: response.body?.error_code as string | undefined };
      }),
    );
  const refused = { status: 400, error_code: 'unconfigured_domain' };

  it('stops sends from a deleted domain within one second on every replica', async () => {
    await verifiedSendingDomain(team.api, dns, 'gone.example.test');
    expect((await sendAll('gone.example.test')).map((r) => r.status)).toEqual(Array(SENDS).fill(200));

    expect((await team.api.delete('/domains/gone.example.test')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, LIFETIME_MS + 100));
    expect(await sendAll('gone.example.test')).toEqual(Array(SENDS).fill(refused));
  });

  it('stops sends from a domain the operator blacklists within one second on every replica', async () => {
    await verifiedSendingDomain(team.api, dns, 'mail.shady.example.test');
    expect((await sendAll('mail.shady.example.test')).map((r) => r.status)).toEqual(Array(SENDS).fill(200));

    const listed = await cluster.admin.put('/admin/domain-reputation/shady.example.test', {
      status: 'blacklisted',
    });
    expect(listed.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, LIFETIME_MS + 100));
    expect(await sendAll('mail.shady.example.test')).toEqual(Array(SENDS).fill(refused));

    // Cleared again, it sends again (an answer is kept, a refusal is not).
    expect((await cluster.admin.delete('/admin/domain-reputation/shady.example.test')).status).toBe(200);
    expect((await sendAll('mail.shady.example.test')).map((r) => r.status)).toEqual(Array(SENDS).fill(200));
  });
});
