import { DnsTestServer, SmtpSink } from '@mailroom/testing';
import { verifiedSendingDomain } from './support/dns-records';
import { Distributed, startDistributed } from './support/distributed';
import { createTeam, TestTeam } from './support/factories';
import { ApiClient, ApiResponse } from './support/http-client';
import { eventsOnceThere, listEvents } from './support/events';
import { verifyDkim, verpAddressOn } from './support/mail';
import { waitFor } from './support/processes';
import { startStandalone, Standalone } from './support/standalone';

const delivered = (sink: SmtpSink, rcpt: string): number =>
  sink.messages.filter((m) => m.rcptTo.includes(rcpt)).length;

// The recipient side of every scenario here: a DNS server for the sending domain's records (and MX) and a
// receiving SMTP server, both on loopback.
async function startDnsAndSink(): Promise<{ dns: DnsTestServer; sink: SmtpSink; sinkPort: number }> {
  const dns = new DnsTestServer();
  await dns.start();
  const sink = new SmtpSink();
  return { dns, sink, sinkPort: await sink.start() };
}

async function stopDnsAndSink(dns: DnsTestServer | undefined, sink: SmtpSink | undefined): Promise<void> {
  await sink?.stop();
  await dns?.stop();
}

// The last event of a recent email, as the first page of GET /emails shows it.
async function lastEventOf(api: ApiClient, requestId: string): Promise<string | undefined> {
  const list = await api.get('/emails');
  const emails = list.body.data.emails as { request_id: string; last_event: string }[];
  return emails.find((email) => email.request_id === requestId)?.last_event;
}

function send(api: ApiClient, from: string, to: string): Promise<ApiResponse> {
  return api.post('/emails', { from, to: [to], subject: 'Recovery', text: 'Hello' });
}

// The least content in flight a sending process may be given (1 MiB).
const CONTENT_IN_FLIGHT = 1_048_576;

function sendTo(api: ApiClient, to: string[], html: string): Promise<{ status: number }> {
  return api.post('/emails', { from: 'a@relay.example.test', to, subject: 'Bounded', html });
}

describe('delivery outcomes over SMTP to a relay (standalone)', () => {
  let app: Standalone;
  let dns: DnsTestServer;
  let sink: SmtpSink;
  let team: TestTeam;

  beforeAll(async () => {
    const started = await startDnsAndSink();
    ({ dns, sink } = started);
    const port = started.sinkPort;
    app = await startStandalone({
      DNS_SERVERS: dns.address,
      DELIVERY_MODE: 'relay',
      RELAY_URL: `smtp://127.0.0.1:${port}`,
      DELIVERY_RETRY_BASE_SECONDS: '1',
      DELIVERY_CONTENT_IN_FLIGHT_BYTES: String(CONTENT_IN_FLIGHT),
    });
    team = await createTeam(app.admin);
    await verifiedSendingDomain(team.api, dns, 'relay.example.test');
  }, 90_000);

  it('delivers messages whose content does not fit in DELIVERY_CONTENT_IN_FLIGHT_BYTES together one at a time', async () => {
    sink.dataDelayMs = 300;
    try {
      // Small ones go several at once over the pool's connections...
      sink.mostInData = 0;
      const small = ['s1', 's2', 's3', 's4'].map((name) => `${name}@example.net`);
      expect((await sendTo(team.api, small, 'Hello')).status).toBe(200);
      await waitFor('the small messages', async () =>
        small.every((rcpt) => delivered(sink, rcpt) === 1) ? true : undefined,
      );
      expect(sink.mostInData).toBeGreaterThan(1);

      // ...but two of these do not fit in the content in flight together.
      sink.mostInData = 0;
      const large = ['l1', 'l2', 'l3'].map((name) => `${name}@example.net`);
      const html = `<p>${'x'.repeat(CONTENT_IN_FLIGHT * 0.6)}</p>`;
      expect((await sendTo(team.api, large, html)).status).toBe(200);
      await waitFor(
        'the large messages',
        async () => (large.every((rcpt) => delivered(sink, rcpt) === 1) ? true : undefined),
        20_000,
      );
      expect(sink.mostInData).toBe(1);
    } finally {
      sink.dataDelayMs = 0;
    }
  });

  afterAll(async () => {
    await app?.stop();
    await stopDnsAndSink(dns, sink);
  });

  it('retries a 4xx answer and delivers once the relay accepts', async () => {
    sink.answer = 'defer';
    const asked = sink.recipientsAsked;
    expect((await send(team.api, 'a@relay.example.test', 'greylisted@example.net')).status).toBe(200);
    await waitFor('the first, deferred attempt', async () =>
      sink.recipientsAsked > asked ? true : undefined,
    );
    expect(delivered(sink, 'greylisted@example.net')).toBe(0);
    sink.answer = 'accept';
    await waitFor(
      'delivery on a retry',
      async () => (delivered(sink, 'greylisted@example.net') === 1 ? true : undefined),
      20_000,
    );
    expect(sink.recipientsAsked - asked).toBeGreaterThanOrEqual(2);
  });

  it('does not retry a 5xx answer', async () => {
    sink.answer = 'reject';
    const asked = sink.recipientsAsked;
    const sent = await send(team.api, 'a@relay.example.test', 'unknown-user@example.net');
    expect(sent.status).toBe(200);
    // A bounce is the email's final state: nothing is left to retry once it shows.
    await waitFor('the bounce to show in GET /emails', async () =>
      (await lastEventOf(team.api, sent.body.data.request_id)) === 'bounce' ? true : undefined,
    );
    expect(sink.recipientsAsked - asked).toBe(1);
    expect(delivered(sink, 'unknown-user@example.net')).toBe(0);
    sink.answer = 'accept';
  });
});

describe('direct delivery to the recipient domain MX (standalone, mx mode)', () => {
  let app: Standalone;
  let dns: DnsTestServer;
  let sink: SmtpSink;
  let team: TestTeam;

  beforeAll(async () => {
    const started = await startDnsAndSink();
    ({ dns, sink } = started);
    const mxPort = started.sinkPort;
    // The recipient domain's MX, served by the loopback DNS; MX_PORT stands in for port 25.
    dns.setMx('recipients.example.test', [{ exchange: 'mx1.recipients.example.test', priority: 10 }]);
    dns.setA('mx1.recipients.example.test', '127.0.0.1');
    app = await startStandalone({ DNS_SERVERS: dns.address, DELIVERY_MODE: 'mx', MX_PORT: String(mxPort) });
    team = await createTeam(app.admin);
    await verifiedSendingDomain(team.api, dns, 'mx.example.test');
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
    await stopDnsAndSink(dns, sink);
  });

  it("delivers to the MX host of the recipient's domain, DKIM-signed", async () => {
    expect((await send(team.api, 'a@mx.example.test', 'someone@recipients.example.test')).status).toBe(200);
    await waitFor('delivery to the MX host', async () =>
      delivered(sink, 'someone@recipients.example.test') === 1 ? true : undefined,
    );
    const [message] = sink.messages.filter((m) => m.rcptTo.includes('someone@recipients.example.test'));
    expect(message.mailFrom).toMatch(verpAddressOn('bounces.mx.example.test'));
    expect(await verifyDkim(message.raw.toString('utf8'), dns.address)).toEqual([
      { result: 'pass', domain: 'mx.example.test', selector: expect.any(String) },
    ]);
  });

  it('bounces mail to a domain without a mail exchanger, without retrying', async () => {
    const asked = sink.recipientsAsked;
    const response = await team.api.post('/emails', {
      from: 'a@mx.example.test',
      to: ['nobody@no-mx.example.test'],
      subject: 'Nowhere',
      text: 'Hello',
    });
    expect(response.status).toBe(200);
    await waitFor('the bounce to show in GET /emails', async () =>
      (await lastEventOf(team.api, response.body.data.request_id)) === 'bounce' ? true : undefined,
    );
    expect(sink.recipientsAsked).toBe(asked);
  });
});

describe('a crash between acceptance and delivery (distributed)', () => {
  let cluster: Distributed;
  let dns: DnsTestServer;
  let sink: SmtpSink;
  let team: TestTeam;

  beforeAll(async () => {
    const started = await startDnsAndSink();
    ({ dns, sink } = started);
    const port = started.sinkPort;
    cluster = await startDistributed({
      services: ['domains', 'templates', 'sending', 'events'],
      env: {
        DNS_SERVERS: dns.address,
        DELIVERY_MODE: 'relay',
        RELAY_URL: `smtp://127.0.0.1:${port}`,
        DELIVERY_CLAIM_LEASE_SECONDS: '3',
      },
    });
    // Pro: the load below sends thousands of messages within minutes.
    team = await createTeam(cluster.admin, { plan: 'pro_1m' });
    await verifiedSendingDomain(team.api, dns, 'crash.example.test');
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
    await stopDnsAndSink(dns, sink);
  });

  it('delivers an acknowledged email exactly once after the sending process is killed mid-delivery', async () => {
    sink.holdData = true;
    expect((await send(team.api, 'a@crash.example.test', 'survivor@example.net')).status).toBe(200);
    await waitFor('the SMTP transaction to reach DATA', async () =>
      sink.dataStarted >= 1 ? true : undefined,
    );

    await Promise.all(cluster.services.sending.map((process) => process.stop('SIGKILL')));
    sink.holdData = false;
    expect(delivered(sink, 'survivor@example.net')).toBe(0);

    cluster.services.sending = [await cluster.startService('sending')];
    await waitFor(
      'delivery after the restart',
      async () => (delivered(sink, 'survivor@example.net') === 1 ? true : undefined),
      30_000,
    );
    await waitFor('the delivery to be recorded', async () =>
      (await lastEvents(team.api)).get('survivor@example.net') === 'delivery' ? true : undefined,
    );
    // last_event is sending's own record; the event reaches the events store a moment later, and the probe
    // below counts the team's delivery events from there.
    const [deliveryEvent] = (
      await eventsOnceThere(team.api, '?events=delivery&recipients=survivor@example.net', 1)
    ).data;
    expect(deliveryEvent).toMatchObject({ type: 'delivery', rcpt_to: 'survivor@example.net' });
    expect(delivered(sink, 'survivor@example.net')).toBe(1);
  });

  // The crash probe of the operations review: a steady load of sends while the sending process is killed
  // again and again. Nothing acknowledged is lost. What a kill can duplicate is the messages between the
  // receiving server's 250 and the commit of their outcome: a pool holds at most two messages per connection
  // (one in its conversation, one whose outcome commits), so at most two per connection (SMTP_MAX_CONNECTIONS,
  // 5 by default), however many deliveries run at once (DELIVERY_CONCURRENCY, 32).
  it('loses nothing when sending is SIGKILLed repeatedly under load, and reports the duplicates per kill', async () => {
    const kills = 8;
    const recipientsPerSend = 25;
    // Delivery events of the earlier tests of this team are not the probe's.
    const { total_count: earlierDeliveries } = await listEvents(team.api, '?events=delivery&per_page=1');
    const maxConnections = 5;
    const bound = 2 * maxConnections;
    const accepted: string[] = [];
    let sending = true;
    // Four clients sending one email to 25 recipients after another each: the queue stays full, so every
    // delivery slot and connection is busy when a kill lands.
    const load = Promise.all(
      [0, 1, 2, 3].map(async (client) => {
        for (let n = 0; sending; n++) {
          const to = Array.from(
            { length: recipientsPerSend },
            (_, i) => `load-${client}-${n}-${i}@example.net`,
          );
          // A send refused while sending is down is tried again with its Idempotency-Key, as a client would.
          for (;;) {
            const response = await team.api.post(
              '/emails',
              { from: 'a@crash.example.test', to, subject: 'Load', text: 'Hello' },
              { 'Idempotency-Key': `load-${client}-${n}` },
            );
            if (response.status === 200) break;
            expect([503, 409]).toContain(response.status);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          accepted.push(...to);
        }
      }),
    );
    for (let kill = 0; kill < kills; kill++) {
      const before = sink.messages.length;
      await waitFor('deliveries under load', async () =>
        sink.messages.length >= before + 60 ? true : undefined,
      );
      await Promise.all(cluster.services.sending.map((process) => process.stop('SIGKILL')));
      cluster.services.sending = [await cluster.startService('sending')];
    }
    sending = false;
    await load;

    // Every message's delivery recorded once: a settlement whose claim lapsed records nothing.
    const recorded = await waitFor(
      'every accepted email to be delivered and recorded',
      async () => {
        const { total_count } = await listEvents(team.api, '?events=delivery&per_page=1');
        const probe = total_count - earlierDeliveries;
        return probe >= accepted.length ? probe : undefined;
      },
      90_000,
    );
    expect(recorded).toBe(accepted.length);
    const lost = accepted.filter((to) => delivered(sink, to) === 0);
    const duplicates = accepted.reduce((sum, to) => sum + Math.max(0, delivered(sink, to) - 1), 0);
    process.stdout.write(
      `crash probe: ${accepted.length} emails, ${kills} SIGKILLs of sending, ${lost.length} lost, ` +
        `${duplicates} duplicates (${(duplicates / kills).toFixed(1)} per kill, bound ${bound})\n`,
    );
    expect(lost).toEqual([]);
    expect(duplicates).toBeLessThanOrEqual(kills * bound);
  }, 300_000);
});

// The last event of each recipient's email, as GET /emails lists them (every page).
async function lastEvents(api: ApiClient): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  let cursor: string | null = null;
  do {
    const response = await api.get(`/emails?per_page=100${cursor ? `&cursor=${cursor}` : ''}`);
    const emails = response.body.data.emails as { to: string[]; last_event: string }[];
    for (const email of emails) for (const to of email.to) found.set(to, email.last_event);
    cursor = response.body.data.pagination.next_cursor as string | null;
  } while (cursor);
  return found;
}
