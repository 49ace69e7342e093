import { Mailroom } from '@mailroom/sdk';
import { startDistributed, Distributed } from './support/distributed';
import { createTeam, TestTeam } from './support/factories';
import { waitFor } from './support/processes';
import { countingFetch, rejection } from './support/sdk';

// A 503 of the real service: the gateway answers it at once while nothing serves the domains subject.
describe('@mailroom/sdk retries a 503 (distributed, the domains service stopped)', () => {
  let cluster: Distributed;
  let team: TestTeam;

  beforeAll(async () => {
    cluster = await startDistributed({ services: ['domains', 'templates', 'sending'] });
    team = await createTeam(cluster.admin);
    await Promise.all(cluster.services.domains.map((process) => process.stop()));
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
  });

  const client = (counter: { fetch: typeof fetch }): Mailroom =>
    new Mailroom(team.key, {
      baseUrl: `${cluster.baseUrl}/api`,
      fetch: counter.fetch,
      retry: { maxRetries: 10, maxWaitMs: 120_000 },
    });

  it('does not retry a send without an Idempotency-Key', async () => {
    const counter = countingFetch();
    const refused = await rejection(
      client(counter).emails.send({ from: 'a@example.com', to: ['b@example.net'], subject: 'S', text: 'T' }),
    );
    expect([refused.status, refused.errorCode]).toEqual([503, 'service_unavailable']);
    expect(counter.statuses).toEqual([503]);
  });

  it('retries a read answered 503 with backoff, and answers once the service is back', async () => {
    const counter = countingFetch();
    const listing = client(counter).domains.list();
    await waitFor('a retried 503', async () => (counter.statuses.length >= 2 ? true : undefined));
    cluster.services.domains = [await cluster.startService('domains')];
    expect(await listing).toEqual({ domains: [] });
    expect(counter.statuses.slice(0, -1).every((status) => status === 503)).toBe(true);
    expect(counter.statuses.at(-1)).toBe(200);
  });
});
