import { DnsTestServer, ScriptedSmarthost } from '@mailroom/testing';
import { verifiedSendingDomain } from './support/dns-records';
import { eventsOnceThere } from './support/events';
import { createTeam, TestTeam } from './support/factories';
import { startStandalone, Standalone } from './support/standalone';

// A receiving server's reply is recorded in the message's event. PostgreSQL stores no NUL in text or jsonb:
// a reply carrying one (a broken or hostile server) must still end in an event, the NUL shown as U+FFFD
// (as any C0 control but tab and line breaks, printableText), and the message must not be delivered again.
describe('replies with a NUL in them (standalone, relay provider)', () => {
  let app: Standalone;
  let dns: DnsTestServer;
  let team: TestTeam;
  const smarthost = new ScriptedSmarthost({ rcpt: '250 ok', data: '250 ok' });
  const domain = 'replies.example.test';

  const send = async (to: string): Promise<string> => {
    const response = await team.api.post('/emails', {
      from: `news@${domain}`,
      to: [to],
      subject: 'Hello',
      text: 'Hi',
    });
    expect(response.status).toBe(200);
    return response.body.data.request_id as string;
  };

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    const relayPort = await smarthost.start();
    app = await startStandalone({
      DNS_SERVERS: dns.address,
      DELIVERY_MODE: 'relay',
      RELAY_URL: `smtp://127.0.0.1:${relayPort}`,
    });
    team = await createTeam(app.admin);
    await verifiedSendingDomain(team.api, dns, domain);
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
    await smarthost.stop();
    await dns?.stop();
  });

  it('records the bounce of a refusal whose text carries a NUL', async () => {
    smarthost.replies = { rcpt: '550 5.1.1 no\u0000such user', data: '250 ok' };
    const requestId = await send('refused@replies.example.net');
    const { data } = await eventsOnceThere(team.api, `?transmissions=${requestId}&events=bounce`, 1);
    expect(data[0]).toMatchObject({
      rcpt_to: 'refused@replies.example.net',
      bounce_class: 10,
      reason: expect.stringContaining('550 5.1.1 no\uFFFDsuch user'),
    });
  });

  it('records the delivery of a message whose acceptance carries a NUL, and delivers it once', async () => {
    smarthost.replies = { rcpt: '250 ok', data: '250 queued\u0000as 12' };
    const before = smarthost.messages;
    const requestId = await send('accepted@replies.example.net');
    const { data } = await eventsOnceThere(team.api, `?transmissions=${requestId}&events=delivery`, 1);
    expect(data[0]).toMatchObject({ type: 'delivery', rcpt_to: 'accepted@replies.example.net' });
    expect(smarthost.messages - before).toBe(1);
  });
});
