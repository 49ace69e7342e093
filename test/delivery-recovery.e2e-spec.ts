import { DnsTestServer, SmtpSink } from '@mailroom/testing';
import { verifiedSendingDomain } from './support/dns-records';
import { Distributed, startDistributed } from './support/distributed';
import { createTeam, TestTeam } from './support/factories';
import { ApiClient } from './support/http-client';
import { verifyDkim } from './support/mail';
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

function send(api: ApiClient, from: string, to: string): Promise<{ status: number }> {
  return api.post('/emails', { from, to: [to], subject: 'Recovery', text: 'Hello' });
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
    });
    team = await createTeam(app.admin);
    await verifiedSendingDomain(team.api, dns, 'relay.example.test');
  }, 90_000);

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
    expect((await send(team.api, 'a@relay.example.test', 'unknown-user@example.net')).status).toBe(200);
    await waitFor('the refused attempt', async () => (sink.recipientsAsked > asked ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
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
    expect(message.mailFrom).toBe('a@mx.example.test');
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
    await waitFor('the bounce to show in GET /emails', async () => {
      const list = await team.api.get('/emails');
      const sent = (list.body.data.emails as { request_id: string; last_event: string }[]).find(
        (email) => email.request_id === response.body.data.request_id,
      );
      return sent?.last_event === 'bounce' ? true : undefined;
    });
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
      env: {
        DNS_SERVERS: dns.address,
        DELIVERY_MODE: 'relay',
        RELAY_URL: `smtp://127.0.0.1:${port}`,
        DELIVERY_CLAIM_LEASE_SECONDS: '3',
      },
    });
    team = await createTeam(cluster.admin);
    await verifiedSendingDomain(team.api, dns, 'crash.example.test');
  }, 120_000);

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
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(delivered(sink, 'survivor@example.net')).toBe(1);
  });
});
