import { EmailDetailEventView, EmailEventView, TrackingToken } from '@mailroom/contracts';
import { DnsTestServer } from '@mailroom/testing';
import { verifiedSendingDomain } from './support/dns-records';
import { eventsOnceThere, listEvents } from './support/events';
import { createTeam, TestTeam } from './support/factories';
import { ApiResponse, fetchUnderContract } from './support/http-client';
import { ArrivedMail, verifyDkim, waitForCapturedMail } from './support/mail';
import { waitFor } from './support/processes';
import { startStandalone, Standalone } from './support/standalone';
import { MessageTrackingLinks, trackingLinksOf, trackingTokenReader } from './support/tracking';

const SANDBOX_DOMAIN = 'sandbox.mailroom.test';
const SALE = 'https://shop.example.com/sale?utm_source=mail&id=7';
const ANN = 'ann@example.net';
const BOB = 'bob@example.net';
const READER_AGENT = 'Mozilla/5.0 (Macintosh) MailClient/17';
const UNSUBSCRIBES = 'list_unsubscribe,link_unsubscribe';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

// Open and click tracking and the one-click unsubscribe of non-transactional mail, as they arrive in the
// recipient's mailbox (signed links built on PUBLIC_URL, covered by the DKIM signature), then followed as a
// mail client, a reader and a mailbox provider would: the events they record, seen through the API.
describe('tracking links in delivered mail (standalone, capture provider)', () => {
  let app: Standalone;
  let dns: DnsTestServer;
  let team: TestTeam;
  let readToken: (url: string) => TrackingToken | undefined;
  const domain = 'track.example.test';

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    app = await startStandalone({ DNS_SERVERS: dns.address, SANDBOX_DOMAIN });
    team = await createTeam(app.admin);
    await verifiedSendingDomain(team.api, dns, domain);
    readToken = trackingTokenReader(app.dataDir);
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
    await dns?.stop();
  });

  async function sendAndReceive(
    body: object,
    recipients: string[],
  ): Promise<{ requestId: string; mails: ArrivedMail[] }> {
    const response = await team.api.post('/emails', {
      from: `news@${domain}`,
      to: recipients.slice(0, 1),
      cc: recipients.slice(1),
      subject: 'Spring sale',
      ...body,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ accepted: recipients.length, rejected: 0 });
    const mails = await Promise.all(
      recipients.map(async (recipient) => (await waitForCapturedMail(app.admin, recipient))[0]),
    );
    return { requestId: response.body.data.request_id as string, mails };
  }

  const marketingSend = (to: string): Promise<ApiResponse> =>
    team.api.post('/emails', {
      from: `news@${domain}`,
      to: [to],
      subject: 'Summer sale',
      html: '<p>Summer sale</p>',
      options: { transactional: false },
    });

  const links = (mail: ArrivedMail): MessageTrackingLinks => trackingLinksOf(mail, app.baseUrl);

  // The message row of a copy: the left part of its Message-ID.
  const messageIdOf = (mail: ArrivedMail): string => /^<([^@]+)@/.exec(mail.parsed.messageId ?? '')![1];

  describe('a marketing send with open and click tracking', () => {
    let requestId: string;
    let mails: ArrivedMail[];

    beforeAll(async () => {
      ({ requestId, mails } = await sendAndReceive(
        {
          html:
            '<html><body><p>Hi {{name}},</p><p><a href="https://shop.example.com/sale?utm_source=mail&amp;id=7">' +
            'Sale</a> | <a href="mailto:help@example.com">Help</a> | <a href="#top">Top</a></p></body></html>',
          text: `Hi {{name}}, sale: ${SALE}`,
          substitution_data: { name: 'Ann' },
          options: { open_tracking: true, click_tracking: true, transactional: false },
        },
        [ANN, BOB],
      ));
      // Links record events for the messages whose injection the events context has stored (a reader opens
      // mail after it was sent).
      await eventsOnceThere(team.api, `?transmissions=${requestId}&events=injection`, 2);
    });

    it('carries an open pixel signed for the recipient’s own copy', () => {
      for (const mail of mails) {
        const { open } = links(mail);
        expect(open).toMatch(new RegExp(`^${app.baseUrl}/api/t/o/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{22}$`));
        expect(readToken(open!)).toEqual({ k: 'o', t: team.id, r: requestId, m: messageIdOf(mail) });
      }
      expect(new Set(mails.map(messageIdOf)).size).toBe(2);
    });

    it('rewrites web links to signed click links carrying the original target, and leaves the others', () => {
      for (const mail of mails) {
        const { hrefs, clicks } = links(mail);
        expect(hrefs).toHaveLength(3);
        expect(hrefs.slice(1)).toEqual(['mailto:help@example.com', '#top']);
        expect(clicks).toEqual([hrefs[0]]);
        expect(readToken(clicks[0])).toEqual({
          k: 'c',
          t: team.id,
          r: requestId,
          m: messageIdOf(mail),
          u: SALE,
        });
      }
    });

    it('leaves the text part as it was written', () => {
      expect(mails[0].parsed.text?.trim()).toBe(`Hi Ann, sale: ${SALE}`);
    });

    it('carries a one-click List-Unsubscribe that the DKIM signature covers', async () => {
      for (const mail of mails) {
        const { unsubscribe } = links(mail);
        expect(unsubscribe).toMatch(new RegExp(`^${app.baseUrl}/api/t/u/`));
        expect(readToken(unsubscribe!)).toEqual({ k: 'u', t: team.id, r: requestId, m: messageIdOf(mail) });
        expect(mail.parsed.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe(
          'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
        );
        expect(await verifyDkim(mail.raw, dns.address)).toEqual([
          { result: 'pass', domain, selector: expect.stringMatching(/^mr\d{6}$/) },
        ]);
        const signedHeaders = /\bh=([^;]+);/.exec(mail.raw.replace(/\r\n[ \t]+/g, ''))![1].split(':');
        expect(signedHeaders).toEqual(expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post']));
      }
    });

    // Every event of the transmission for the query's types and recipient, newest first.
    const trackingEvents = async (types: string, recipient: string): Promise<EmailEventView[]> =>
      (await listEvents(team.api, eventQuery(types, recipient))).data;
    const eventQuery = (types: string, recipient: string): string =>
      `?transmissions=${requestId}&events=${types}&recipients=${encodeURIComponent(recipient)}&per_page=100`;
    const countOf = (events: EmailEventView[], type: string): number =>
      events.filter((event) => event.type === type).length;

    it('records an open for each load of the pixel, and an initial_open for the first', async () => {
      const { open } = links(mails[0]);
      const load = async (): Promise<void> => {
        const response = await fetchUnderContract(open!, { headers: { 'user-agent': READER_AGENT } });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/gif');
        expect(
          Buffer.from(await response.arrayBuffer())
            .subarray(0, 6)
            .toString('latin1'),
        ).toBe('GIF89a');
      };

      await load();
      const first = (await eventsOnceThere(team.api, eventQuery('open,initial_open', ANN), 2)).data;
      expect(first.map((event) => event.type).sort()).toEqual(['initial_open', 'open']);
      for (const event of first) {
        expect(event).toMatchObject({
          request_id: requestId,
          rcpt_to: ANN,
          subject: 'Spring sale',
          user_agent: READER_AGENT,
        });
      }

      await load();
      const second = (await eventsOnceThere(team.api, eventQuery('open', ANN), 2)).data;
      expect(second).toHaveLength(2);
      expect(countOf(await trackingEvents('open,initial_open', ANN), 'initial_open')).toBe(1);
      // Bob's copy was not opened.
      expect(await trackingEvents('open,initial_open', BOB)).toEqual([]);
    });

    it('redirects a click to exactly the original target, and records the click', async () => {
      const [click] = links(mails[0]).clicks;
      const response = await fetchUnderContract(click, {
        redirect: 'manual',
        headers: { 'user-agent': READER_AGENT },
      });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(SALE);

      const clicks = (await eventsOnceThere(team.api, eventQuery('click', ANN), 1)).data;
      expect(clicks).toEqual([
        expect.objectContaining({
          type: 'click',
          request_id: requestId,
          rcpt_to: ANN,
          target_link_url: SALE,
          user_agent: READER_AGENT,
        }),
      ]);
    });

    it('shows the unsubscribe page on a GET (a mail scanner’s prefetch) and unsubscribes nobody', async () => {
      const { unsubscribe } = links(mails[0]);
      const page = await fetchUnderContract(unsubscribe!, { headers: { 'user-agent': 'LinkScanner/1.0' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await page.text();
      expect(html).toContain(`<strong>${domain}</strong>`);
      expect(html).toContain('<strong>a***@example.net</strong>');
      expect(html).toContain('<form method="post">');

      await sleep(1_000);
      expect(await trackingEvents(UNSUBSCRIBES, ANN)).toEqual([]);
      expect((await marketingSend(ANN)).body.data).toMatchObject({ accepted: 1, rejected: 0 });
    });

    it('unsubscribes by RFC 8058 one-click POST: a list_unsubscribe, then no more marketing mail', async () => {
      const { unsubscribe } = links(mails[0]);
      const response = await fetchUnderContract(unsubscribe!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'MailboxProvider/1' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(response.status).toBe(200);

      const unsubscribes = (await eventsOnceThere(team.api, eventQuery(UNSUBSCRIBES, ANN), 1)).data;
      expect(unsubscribes).toEqual([
        expect.objectContaining({ type: 'list_unsubscribe', request_id: requestId, rcpt_to: ANN }),
      ]);

      const refused = await waitFor('the unsubscribe to reach the suppression list', async () => {
        const send = await marketingSend(ANN);
        return send.body.data?.rejected === 1 ? send : undefined;
      });
      expect(refused.status).toBe(200);
      expect(refused.body.data).toMatchObject({ accepted: 0, rejected: 1 });
      const transactional = await team.api.post('/emails', {
        from: `billing@${domain}`,
        to: [ANN],
        subject: 'Your receipt',
        text: 'Thank you.',
      });
      expect(transactional.body.data).toMatchObject({ accepted: 1, rejected: 0 });
    });

    it('unsubscribes by the page’s form: a link_unsubscribe', async () => {
      const { unsubscribe } = links(mails[1]);
      const response = await fetchUnderContract(unsubscribe!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'unsubscribe=confirm',
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('You are unsubscribed');

      const unsubscribes = (await eventsOnceThere(team.api, eventQuery(UNSUBSCRIBES, BOB), 1)).data;
      expect(unsubscribes).toEqual([
        expect.objectContaining({ type: 'link_unsubscribe', request_id: requestId, rcpt_to: BOB }),
      ]);
      await waitFor('the unsubscribe to reach the suppression list', async () =>
        (await marketingSend(BOB)).body.data?.rejected === 1 ? true : undefined,
      );
    });

    it('answers 404 to a tracking link whose token was tampered with, and records nothing', async () => {
      const { open, clicks, unsubscribe } = links(mails[0]);
      const tampered = (url: string, change: Partial<TrackingToken>): string => {
        const at = url.lastIndexOf('/') + 1;
        const [payload, tag] = url.slice(at).split('.');
        const edited = { ...JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), ...change };
        return `${url.slice(0, at)}${Buffer.from(JSON.stringify(edited)).toString('base64url')}.${tag}`;
      };
      // One character of the payload changed, the tag left as it was.
      const retyped = (url: string): string => {
        const at = url.lastIndexOf('/') + 6;
        return `${url.slice(0, at)}${url[at] === 'x' ? 'y' : 'x'}${url.slice(at + 1)}`;
      };
      const before = (await listEvents(team.api, `?transmissions=${requestId}`)).total_count;
      const requests: [string, string][] = [
        ['GET', retyped(open!)],
        ['GET', retyped(clicks[0])],
        ['GET', retyped(unsubscribe!)],
        ['POST', retyped(unsubscribe!)],
        ['GET', tampered(open!, { m: messageIdOf(mails[1]) })],
        ['GET', tampered(clicks[0], { u: 'https://evil.example/' })],
        ['GET', tampered(unsubscribe!, { t: team.id + 1 })],
        ['POST', tampered(unsubscribe!, { r: 'other' })],
        ['GET', `${open!.slice(0, -1)}${open!.endsWith('A') ? 'B' : 'A'}`],
      ];
      for (const [method, url] of requests) {
        const response = await fetchUnderContract(url, {
          method,
          redirect: 'manual',
          headers: method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
          body: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined,
        });
        expect([method, url, response.status]).toEqual([method, url, 404]);
        expect(response.headers.get('location')).toBeNull();
        expect(await response.json()).toMatchObject({ error_code: 'not_found' });
      }
      await sleep(1_000);
      expect((await listEvents(team.api, `?transmissions=${requestId}`)).total_count).toBe(before);
    });

    it('lists the tracking events with the others in GET /emails/{requestId}', async () => {
      const response = await team.api.get(`/emails/${requestId}`);
      expect(response.status).toBe(200);
      const results = response.body.data.results as EmailDetailEventView[];
      const of = (recipient: string): string[] =>
        results.filter((event) => event.rcpt_to === recipient).map((event) => event.type);
      expect(of(ANN).sort()).toEqual(
        ['click', 'delivery', 'initial_open', 'injection', 'list_unsubscribe', 'open', 'open'].sort(),
      );
      expect(of(BOB).sort()).toEqual(['delivery', 'injection', 'link_unsubscribe']);
      expect(results.find((event) => event.type === 'click')).toMatchObject({
        message_id: messageIdOf(mails[0]),
        target_link_url: SALE,
        user_agent: READER_AGENT,
        open_tracking: true,
        click_tracking: true,
        transactional: false,
      });
    });
  });

  it('puts no tracking into transactional mail that does not ask for it', async () => {
    const html = '<p><a href="https://shop.example.com/">Shop</a></p>';
    const { mails } = await sendAndReceive({ html }, ['carol@example.net']);
    const mail = mails[0];
    expect(mail.parsed.html).toBe(`${html}\n`);
    expect(links(mail)).toEqual({
      open: undefined,
      hrefs: ['https://shop.example.com/'],
      clicks: [],
      unsubscribe: undefined,
    });
    expect(mail.raw).not.toMatch(/^list-unsubscribe/im);
  });
});
