import { readFileSync } from 'node:fs';
import { Resolver } from 'node:dns/promises';
import { join } from 'node:path';
import { authenticate } from 'mailauth';
import { createTransport } from 'nodemailer';
import { DnsTestServer, SinkMessage, SmtpSink } from '@mailroom/testing';
import { publishRecords, verifiedSendingDomain } from './support/dns-records';
import { EventPage, listEvents } from './support/events';
import { createTeam, TestTeam } from './support/factories';
import { freePort, waitFor } from './support/processes';
import { startStandalone, Standalone } from './support/standalone';

const BOUNCE_DOMAIN = 'bounces.mailroom.test';
const CORPUS = join(__dirname, 'fixtures', 'bounces');
const VERP = /^bounces\+([a-z2-7]{50})@(.+)$/;
// A token one character off a genuine one: its tag no longer verifies.
const forgedToken = (token: string): string =>
  `${token.slice(0, 20)}${token[20] === 'a' ? 'b' : 'a'}${token.slice(21)}`;

interface CorpusEntry {
  event: 'out_of_band' | 'spam_complaint' | null;
  bounce_class?: number;
  fbtype?: string;
  recipient: string;
}

// Issue 19, "Mail in": every delivered message leaves with a signed VERP envelope sender, and the bounce
// domain's MX (the inbound listener of the sending context) turns the DSNs and ARF reports sent to it into
// out_of_band and spam_complaint events that suppress the address as in-band ones do. Delivery goes to a
// loopback SMTP sink through the relay provider; reports are sent with nodemailer to the listener.
describe('bounces and complaints at the bounce domain (standalone)', () => {
  let app: Standalone;
  let dns: DnsTestServer;
  let team: TestTeam;
  let mxPort: number;
  const sink = new SmtpSink();
  const domain = 'mail.bounces-e2e.test';

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    const relayPort = await sink.start();
    mxPort = await freePort();
    app = await startStandalone({
      DNS_SERVERS: dns.address,
      DELIVERY_MODE: 'relay',
      RELAY_URL: `smtp://127.0.0.1:${relayPort}`,
      EMBEDDED_PG_PORT: String(await freePort()),
      BOUNCE_DOMAIN,
      BOUNCE_MX_PORT: String(mxPort),
    });
    team = await createTeam(app.admin);
    await verifiedSendingDomain(team.api, dns, domain);
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
    await sink.stop();
    await dns?.stop();
  });

  // Sends one email to `to` and answers its request_id and the message as the receiving server got it.
  async function deliver(
    to: string,
    from = `shop@${domain}`,
  ): Promise<{ requestId: string; mail: SinkMessage }> {
    const sent = await team.api.post('/emails', { from, to: [to], subject: 'Your order', text: 'Shipped.' });
    expect([sent.status, sent.body.data?.accepted]).toEqual([200, 1]);
    const mail = await waitFor(`the message to ${to} to arrive`, async () =>
      sink.messages.find((message) => message.rcptTo.includes(to)),
    );
    return { requestId: sent.body.data.request_id as string, mail };
  }

  // Sends a report to a bounce address at the listener, as a remote MTA does: null sender, no AUTH.
  async function report(to: string, raw: Buffer | string, from = ''): Promise<string> {
    const transport = createTransport({ host: '127.0.0.1', port: mxPort, secure: false, ignoreTLS: true });
    try {
      const info = await transport.sendMail({ envelope: { from, to: [to] }, raw });
      return info.response;
    } finally {
      transport.close();
    }
  }

  // The SMTP error a report to `to` gets.
  async function refusal(to: string): Promise<{ responseCode?: number; response?: string }> {
    return report(to, 'Subject: hello\r\n\r\nhello\r\n', 'someone@example.org').then(
      (response) => ({ response }),
      (error: { responseCode?: number; response?: string }) => error,
    );
  }

  const corpus = (file: string): Buffer => readFileSync(join(CORPUS, file));

  // The page once it holds `count` events: the list and its total are read side by side, so a total may
  // count an event that the page, read a moment earlier, did not show yet.
  const eventsOnceThere = (query: string, count: number): Promise<EventPage> =>
    waitFor(`${count} events for ${query}`, async () => {
      const page = await listEvents(team.api, query);
      return page.data.length >= count ? page : undefined;
    });

  // The send's one spam_complaint, once listed, with what its report said.
  async function expectComplaint(
    requestId: string,
    fields: { rcpt_to: string; report_by: string; report_to: string },
  ): Promise<void> {
    const events = await eventsOnceThere(`?events=spam_complaint&transmissions=${requestId}`, 1);
    expect(events.data).toEqual([
      expect.objectContaining({ type: 'spam_complaint', request_id: requestId, fbtype: 'abuse', ...fields }),
    ]);
  }

  it("sends each message with a signed VERP envelope sender on the domain's verified bounce subdomain", async () => {
    const first = await deliver('reader.one@example.net');
    const second = await deliver('reader.two@example.net');
    for (const { mail } of [first, second]) {
      expect(mail.mailFrom).toMatch(VERP);
      expect(VERP.exec(mail.mailFrom)![2]).toBe(`bounces.${domain}`);
    }
    // One token per message, never the From address.
    expect(first.mail.mailFrom).not.toBe(second.mail.mailFrom);

    const detail = await team.api.get(`/domains/${domain}`);
    expect(detail.body.data.dns.records).toContainEqual({
      purpose: 'bounce',
      type: 'CNAME',
      name: `bounces.${domain}`,
      value: BOUNCE_DOMAIN,
      status: 'valid',
    });
  });

  it('uses the service bounce domain while the bounce CNAME is not verified', async () => {
    const plain = 'plain.bounces-e2e.test';
    await team.api.post('/domains', { domain: plain });
    const records = (await team.api.get(`/domains/${plain}`)).body.data.dns.records as { purpose: string }[];
    publishRecords(
      dns,
      records.filter((record) => record.purpose !== 'bounce') as Parameters<typeof publishRecords>[1],
    );
    const verified = await team.api.post(`/domains/${plain}/verify`);
    expect(verified.body.data.dkim_status).toBe('valid');
    const detail = await team.api.get(`/domains/${plain}`);
    expect(detail.body.data.dns.records).toContainEqual(
      expect.objectContaining({ purpose: 'bounce', status: 'unverified' }),
    );

    const { mail } = await deliver('reader.three@example.net', `shop@${plain}`);
    expect(VERP.exec(mail.mailFrom)?.[2]).toBe(BOUNCE_DOMAIN);
  });

  it('passes SPF on the bounce subdomain, aligned for DMARC; on the service bounce domain only DKIM aligns', async () => {
    // What the operator publishes for the bounce domain: its MX, and SPF for the sending servers.
    dns.setMx(BOUNCE_DOMAIN, [{ exchange: 'mx.mailroom.test', priority: 10 }]);
    dns.setTxt(BOUNCE_DOMAIN, ['v=spf1 ip4:127.0.0.1 -all']);
    const resolver = new Resolver();
    resolver.setServers([dns.address]);
    // As a receiving server checks it: the connecting address is the sink's client, 127.0.0.1.
    const check = async (mail: SinkMessage) => {
      const result = await authenticate(mail.raw, {
        ip: '127.0.0.1',
        helo: 'localhost',
        sender: mail.mailFrom,
        mta: 'mx.example.net',
        resolver: (name, type) => resolver.resolve(name, type) as Promise<string[][] | string[]>,
      });
      if (!result.spf || !result.dmarc) throw new Error('no SPF or DMARC result');
      return {
        spf: result.spf.status.result,
        spfDomain: result.spf.domain,
        dmarc: result.dmarc.status.result,
        spfAligned: Boolean(result.dmarc.alignment?.spf?.result),
        dkimAligned: Boolean(result.dmarc.alignment?.dkim?.result),
      };
    };

    // The bounce CNAME of `domain` is verified: SPF is checked on bounces.<domain>, through the CNAME.
    const aligned = await deliver('reader.five@example.net');
    expect(await check(aligned.mail)).toEqual({
      spf: 'pass',
      spfDomain: `bounces.${domain}`,
      dmarc: 'pass',
      spfAligned: true,
      dkimAligned: true,
    });
    // Without it, SPF passes on the service's bounce domain but says nothing for the From domain's DMARC.
    const shared = await deliver('reader.six@example.net', 'shop@plain.bounces-e2e.test');
    expect(await check(shared.mail)).toEqual({
      spf: 'pass',
      spfDomain: BOUNCE_DOMAIN,
      dmarc: 'pass',
      spfAligned: false,
      dkimAligned: true,
    });
  });

  it('turns a DSN sent to the VERP address into an out_of_band event and suppresses the address', async () => {
    const address = 'no.such.user@gmail.com';
    const { requestId, mail } = await deliver(address);
    const contact = await team.api.post('/audience/contacts', { email: address });
    expect(contact.status).toBe(201);

    expect(await report(mail.mailFrom, corpus('gmail-hard-user-unknown.eml'))).toMatch(/^250 .*out_of_band/);

    const events = await eventsOnceThere(`?events=out_of_band&transmissions=${requestId}`, 1);
    expect(events.data).toEqual([
      expect.objectContaining({
        type: 'out_of_band',
        request_id: requestId,
        rcpt_to: address,
        bounce_class: 10,
        error_code: '550',
        reason: expect.stringContaining('5.1.1 The email account that you tried to reach does not exist'),
      }),
    ]);
    const detail = await team.api.get(`/emails/${requestId}`);
    expect(detail.body.data.results.map((event: { type: string }) => event.type)).toEqual([
      'injection',
      'delivery',
      'out_of_band',
    ]);
    expect(detail.body.data.results[2]).toMatchObject({
      raw_reason: expect.stringMatching(/^550-5\.1\.1 The email account/),
      error_code: '550',
    });

    // The next send to the address is refused at injection, as after an in-band hard bounce.
    const again = await team.api.post('/emails', {
      from: `shop@${domain}`,
      to: [address],
      subject: 'Again',
      text: 'Again',
    });
    expect([again.status, again.body.data]).toEqual([
      200,
      { request_id: expect.any(String), accepted: 0, rejected: 1 },
    ]);
    const rejection = await eventsOnceThere(
      `?events=policy_rejection&transmissions=${again.body.data.request_id}`,
      1,
    );
    expect(rejection.data[0].reason).toBe('Recipient is on the suppression list (hard_bounce)');
    // The audience follows: the contact is bounced.
    await waitFor('the contact to be bounced', async () => {
      const read = await team.api.get(`/audience/contacts/${contact.body.data.id}`);
      return read.body.data.status === 'bounced' ? true : undefined;
    });

    // The same report again (a sender that lost our 250) records nothing more.
    expect(await report(mail.mailFrom, corpus('gmail-hard-user-unknown.eml'))).toMatch(/^250 .*dropped/);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await listEvents(team.api, `?events=out_of_band&transmissions=${requestId}`)).total_count).toBe(
      1,
    );
  });

  it('records a DSN whose diagnostic holds NUL and other control bytes, with each shown as U+FFFD', async () => {
    const address = 'control.bytes@gmail.com';
    const { requestId, mail } = await deliver(address);
    // Anyone on the internet writes the remote server's reply: PostgreSQL stores no NUL in text or JSON.
    const hostile = corpus('gmail-hard-user-unknown.eml')
      .toString('latin1')
      .replace('no.such.user@gmail.com', address)
      .replace('smtp; 550-5.1.1 The email account', 'smtp; 550-5.1.1 The\u0000email\u0001\u001b account');

    expect(await report(mail.mailFrom, Buffer.from(hostile, 'latin1'))).toMatch(/^250 .*out_of_band/);

    const events = await eventsOnceThere(`?events=out_of_band&transmissions=${requestId}`, 1);
    expect(events.data[0]).toMatchObject({
      rcpt_to: address,
      bounce_class: 10,
      reason: expect.stringContaining('550-5.1.1 The\ufffdemail\ufffd\ufffd account'),
    });
  });

  it('turns an ARF report sent to the VERP address into a spam_complaint and suppresses the address', async () => {
    const address = 'annoyed.reader@yahoo.com';
    const { requestId, mail } = await deliver(address);
    const contact = await team.api.post('/audience/contacts', { email: address });

    expect(await report(mail.mailFrom, corpus('yahoo-arf-abuse.eml'))).toMatch(/^250 .*spam_complaint/);

    await expectComplaint(requestId, {
      rcpt_to: address,
      report_by: 'arf.mail.yahoo.com',
      report_to: `bounces.${domain}`,
    });
    const refused = await waitFor('the complaint to suppress the address', async () => {
      const again = await team.api.post('/emails', {
        from: `shop@${domain}`,
        to: [address],
        subject: 'Again',
        text: 'Again',
      });
      return again.body.data?.rejected === 1 ? again : undefined;
    });
    expect(refused.body.data).toMatchObject({ accepted: 0, rejected: 1 });
    await waitFor('the contact to be complained', async () => {
      const read = await team.api.get(`/audience/contacts/${contact.body.data.id}`);
      return read.body.data.status === 'complained' ? true : undefined;
    });
  });

  it('turns a complaint sent to the feedback-loop address into the spam_complaint of the message it names', async () => {
    const address = 'fixed.loop.reader@hotmail.com';
    const { requestId, mail } = await deliver(address);
    const other = await deliver('fixed.loop.other@hotmail.com');
    // Microsoft's JMRP sends to the address registered with it, naming the message by its envelope sender.
    const jmrp = corpus('outlook-arf-jmrp.eml')
      .toString()
      .replaceAll('bounces+verp@bounces.shop.example.test', mail.mailFrom);
    const unnamed = jmrp.replace(/^Original-Mail-From: .*\r?\n/m, '').replace(/^Return-Path: .*\r?\n/m, '');
    const [, otherToken] = VERP.exec(other.mail.mailFrom)!;
    const forged = jmrp.replaceAll(mail.mailFrom, `bounces+${forgedToken(otherToken)}@${BOUNCE_DOMAIN}`);
    const feedbackLoop = `fbl@${BOUNCE_DOMAIN}`;

    expect(await report(feedbackLoop, unnamed, 'staff@hotmail.com')).toMatch(/^250 .*dropped/);
    expect(await report(feedbackLoop, forged, 'staff@hotmail.com')).toMatch(/^250 .*dropped/);
    expect(await report(feedbackLoop, jmrp, 'staff@hotmail.com')).toMatch(/^250 .*spam_complaint/);

    await expectComplaint(requestId, {
      rcpt_to: address,
      report_by: 'hotmail.com',
      report_to: BOUNCE_DOMAIN,
    });
    // The forged report named no message: the other one has no complaint.
    const otherEvents = await listEvents(team.api, `?transmissions=${other.requestId}`);
    expect(otherEvents.data.map((event) => event.type)).not.toContain('spam_complaint');
    // Only the bounce domain's own feedback-loop address: another domain's is relaying.
    expect(await refusal(`fbl@${domain}`)).toMatchObject({ responseCode: 550 });
  });

  // The fixed feedback-loop address takes reports from anyone. A report with a 100,000-character
  // Original-Mail-From (quadratic regex: 11 s) or 150,000 blank-line blocks (a mailparser per block: 15 s
  // and 1.8 GB) held up every route of the process; GET /api/health, asked meanwhile, answers at once now.
  it('answers hostile feedback reports to fbl@ at once, without holding up the process', async () => {
    const arf = (fields: string[]): string =>
      [
        'From: fbl@provider.example',
        'Content-Type: multipart/report; report-type=feedback-report; boundary="b"',
        '',
        '--b',
        'Content-Type: text/plain',
        '',
        'A complaint.',
        '--b',
        'Content-Type: message/feedback-report',
        '',
        ...fields,
        '--b--',
        '',
      ].join('\r\n');
    const hostile = [
      arf(['Feedback-Type: abuse', `Original-Mail-From: ${'a'.repeat(100_000)}`]),
      arf(['Feedback-Type: abuse', '', ...Array.from({ length: 150_000 }, (_, i) => `X-B: ${i}\r\n`)]),
    ];
    for (const raw of hostile) {
      let slowest = 0;
      let done = false;
      const probe = (async () => {
        while (!done) {
          const started = Date.now();
          await fetch(`${app.baseUrl}/api/health`);
          slowest = Math.max(slowest, Date.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const started = Date.now();
      const response = await report(`fbl@${BOUNCE_DOMAIN}`, raw, 'staff@provider.example').finally(() => {
        done = true;
      });
      await probe;
      expect(response).toMatch(/^250 .*dropped/);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(slowest).toBeLessThan(1_500);
    }
  }, 60_000);

  it('refuses unsigned, forged and unknown bounce addresses and relays nothing (no open relay)', async () => {
    const { mail } = await deliver('reader.four@example.net');
    const [, token, bounceDomain] = VERP.exec(mail.mailFrom)!;
    const delivered = sink.messages.length;

    const cases: [string, number, string][] = [
      // Relaying: any address of another domain, even a bounce address of ours moved to it.
      ['friend@example.org', 550, '5.7.1'],
      [`bounces+${token}@example.org`, 550, '5.7.1'],
      [`postmaster@${domain}`, 550, '5.7.1'],
      // Unknown and unsigned addresses at the bounce domain.
      [`postmaster@${BOUNCE_DOMAIN}`, 550, '5.1.1'],
      [`bounces@${BOUNCE_DOMAIN}`, 550, '5.1.1'],
      // A token that is not ours.
      [`bounces+${forgedToken(token)}@${bounceDomain}`, 550, '5.7.1'],
      [`bounces+${'a'.repeat(50)}@${BOUNCE_DOMAIN}`, 550, '5.7.1'],
    ];
    for (const [address, code, enhanced] of cases) {
      const answer = await refusal(address);
      expect([address, answer.responseCode, answer.response?.split(' ')[1]]).toEqual([
        address,
        code,
        enhanced,
      ]);
    }
    // The genuine address works, on its subdomain and on the service bounce domain.
    expect(await refusal(mail.mailFrom)).toMatchObject({ response: expect.stringMatching(/^250 /) });
    expect(await refusal(`bounces+${token}@${BOUNCE_DOMAIN}`)).toMatchObject({
      response: expect.stringMatching(/^250 /),
    });
    // Nothing reached the outside world.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.messages.length).toBe(delivered);
  });

  it('maps every sample of the corpus to its event, bounce class and recipient', async () => {
    const manifest = JSON.parse(readFileSync(join(CORPUS, 'manifest.json'), 'utf8')) as Record<
      string,
      CorpusEntry
    >;
    // The messages of the Gmail and Yahoo samples were bounced above; the others get one each here.
    const entries = Object.entries(manifest).filter(
      ([file]) => file !== 'gmail-hard-user-unknown.eml' && file !== 'yahoo-arf-abuse.eml',
    );
    const sent: { file: string; entry: CorpusEntry; requestId: string }[] = [];
    for (const [file, entry] of entries) {
      const { requestId, mail } = await deliver(entry.recipient);
      const answer = await report(mail.mailFrom, corpus(file));
      expect([file, answer]).toEqual([file, expect.stringMatching(`^250 Ok: ${entry.event ?? 'dropped'}$`)]);
      sent.push({ file, entry, requestId });
    }
    for (const { file, entry, requestId } of sent.filter(({ entry }) => entry.event)) {
      const page = await eventsOnceThere(`?events=${entry.event}&transmissions=${requestId}`, 1);
      expect([file, page.data]).toEqual([
        file,
        [
          expect.objectContaining({
            type: entry.event,
            rcpt_to: entry.recipient,
            ...(entry.bounce_class ? { bounce_class: entry.bounce_class } : {}),
            ...(entry.fbtype ? { fbtype: entry.fbtype } : {}),
          }),
        ],
      ]);
    }
    // The reports that are no bounce (a delay warning, an auto-reply) left no event: only the injection and
    // the delivery of their messages are there.
    for (const { file, requestId } of sent.filter(({ entry }) => !entry.event)) {
      const detail = await team.api.get(`/emails/${requestId}`);
      expect([file, detail.body.data.results.map((event: { type: string }) => event.type)]).toEqual([
        file,
        ['injection', 'delivery'],
      ]);
    }
  });
});
