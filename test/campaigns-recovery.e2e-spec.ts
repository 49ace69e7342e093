import { DnsTestServer, SmtpSink } from '@mailroom/testing';
import { verifiedSendingDomain } from './support/dns-records';
import { createTeam, TestTeam } from './support/factories';
import { ApiClient } from './support/http-client';
import { waitFor } from './support/processes';
import { startStandalone, Standalone } from './support/standalone';

const RECIPIENTS = 2000;
const DOMAIN = 'bulk.example.test';

// A list of `count` contacts, imported from CSV as a user would.
async function importedList(api: ApiClient, count: number): Promise<{ listId: string; emails: string[] }> {
  const listId = (await api.post('/audience/lists', { name: 'Everyone' })).body.data.id as string;
  const emails = Array.from({ length: count }, (_, i) => `reader-${i}@example.org`);
  const started = await api.post(
    `/audience/contacts/import?list_ids=${listId}`,
    `email\n${emails.join('\n')}\n`,
    {
      'content-type': 'text/csv',
    },
  );
  expect(started.status).toBe(202);
  await waitFor(
    'the import to complete',
    async () => {
      const job = (await api.get(`/audience/imports/${started.body.data.id}`)).body.data;
      return job.status === 'completed' ? job : undefined;
    },
    60_000,
  );
  return { listId, emails };
}

// Campaigns delivered through a relay (a loopback SMTP sink): kill -9 of the one standalone process
// (campaigns and sending alike) in the middle of a campaign, after which it resumes where it was and every
// recipient is injected, and mailed, exactly once; then a bounce as the campaign's stats and events show it.
describe('campaigns through a relay: kill -9 mid-send, bounces (standalone)', () => {
  let app: Standalone;
  let dns: DnsTestServer;
  let sink: SmtpSink;
  let team: TestTeam;

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    sink = new SmtpSink();
    const port = await sink.start();
    app = await startStandalone({
      DNS_SERVERS: dns.address,
      DELIVERY_MODE: 'relay',
      RELAY_URL: `smtp://127.0.0.1:${port}`,
      DELIVERY_RETRY_BASE_SECONDS: '1',
      DELIVERY_CLAIM_LEASE_SECONDS: '5',
      // Small batches, one at a time: the campaign is still sending when the process is killed.
      CAMPAIGN_BATCH_SIZE: '50',
      CAMPAIGN_SEND_CONCURRENCY: '1',
      CAMPAIGN_LEASE_SECONDS: '5',
      CAMPAIGN_BATCH_TIMEOUT_MS: '4000',
    });
    team = await createTeam(app.admin, { plan: 'pro_50k' });
    await verifiedSendingDomain(team.api, dns, DOMAIN);
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
    await sink?.stop();
    await dns?.stop();
  });

  it('resumes after the restart and mails each of 2,000 recipients exactly once', async () => {
    const { listId, emails } = await importedList(team.api, RECIPIENTS);
    const { id } = (
      await team.api.post('/campaigns', {
        name: 'Big one',
        subject: 'News for {{email}}',
        from_email: `news@${DOMAIN}`,
        text: 'Hello {{email}}',
        list_id: listId,
      })
    ).body.data;
    const asked = await team.api.post(`/campaigns/${id}/send`);
    expect(asked.body).toMatchObject({ data: { status: 'in_review' } });
    // Until the restart the relay defers every message: nothing is accepted by it before the kill, so a
    // message it holds twice could only come from a recipient injected twice.
    sink.answer = 'defer';
    expect((await app.admin.post(`/admin/campaigns/${id}/approve`)).status).toBe(200);

    const midway = await waitFor(
      'the campaign to be part sent',
      async () => {
        const campaign = (await team.api.get(`/campaigns/${id}`)).body.data;
        return campaign.status === 'sending' && campaign.sent_count > 0 ? campaign : undefined;
      },
      60_000,
    );
    expect(midway.sent_count).toBeLessThan(RECIPIENTS);
    await app.restart('SIGKILL');
    sink.answer = 'accept';

    const done = await waitFor(
      'the campaign to finish after the restart',
      async () => {
        const campaign = (await team.api.get(`/campaigns/${id}`)).body.data;
        return campaign.status === 'sent' ? campaign : undefined;
      },
      120_000,
    );
    expect(done).toMatchObject({ sent_count: RECIPIENTS, total_recipients: RECIPIENTS });

    await waitFor(
      'every recipient’s message at the relay',
      async () => (new Set(sink.messages.flatMap((m) => m.rcptTo)).size === RECIPIENTS ? true : undefined),
      180_000,
      () => `${new Set(sink.messages.flatMap((m) => m.rcptTo)).size} of ${RECIPIENTS} arrived`,
    );
    const arrivals = new Map<string, number>();
    for (const message of sink.messages)
      for (const rcpt of message.rcptTo) arrivals.set(rcpt, (arrivals.get(rcpt) ?? 0) + 1);
    expect([...arrivals.keys()].sort()).toEqual([...emails].sort());
    expect([...arrivals.values()].every((count) => count === 1)).toBe(true);
    const stats = await waitFor('the injections counted', async () => {
      const campaign = (await team.api.get(`/campaigns/${id}`)).body.data;
      return campaign.stats.injections === RECIPIENTS ? campaign.stats : undefined;
    });
    expect(stats.injections).toBe(RECIPIENTS);
  });
  it('counts a bounce, and shows it among the campaign events with its class as a string', async () => {
    const listId = (await team.api.post('/audience/lists', { name: 'Two' })).body.data.id as string;
    for (const email of ['stays@example.org', 'gone@example.org'])
      expect((await team.api.post('/audience/contacts', { email, list_ids: [listId] })).status).toBe(201);
    sink.answerFor.set('gone@example.org', 'reject');
    const { id } = (
      await team.api.post('/campaigns', {
        name: 'Bounces',
        subject: 'Hello',
        from_email: `news@${DOMAIN}`,
        text: 'Hello {{email}}',
        list_id: listId,
      })
    ).body.data;
    // The team's first campaign was approved above: this one goes out at once.
    expect((await team.api.post(`/campaigns/${id}/send`)).body.data.status).toBe('preparing');
    const done = await waitFor('the delivery and the bounce counted', async () => {
      const campaign = (await team.api.get(`/campaigns/${id}`)).body.data;
      return campaign.stats.deliveries === 1 && campaign.stats.bounces === 1 ? campaign : undefined;
    });
    expect(done).toMatchObject({ status: 'sent', sent_count: 2, total_recipients: 2 });
    const bounces = (await team.api.get(`/campaigns/${id}/events?event_type=bounce`)).body.data;
    expect(bounces).toEqual({
      events: [
        {
          event_id: expect.any(String),
          event_type: 'bounce',
          email: 'gone@example.org',
          timestamp: expect.any(String),
          bounce_class: '10',
          reason: expect.stringContaining('user unknown'),
        },
      ],
      next_cursor: null,
    });
  });
});
