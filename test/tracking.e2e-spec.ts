import { TrackingToken } from '@mailroom/contracts';
import { DnsTestServer } from '@mailroom/testing';
import { verifiedSendingDomain } from './support/dns-records';
import { createTeam, TestTeam } from './support/factories';
import { ArrivedMail, verifyDkim, waitForCapturedMail } from './support/mail';
import { startStandalone, Standalone } from './support/standalone';
import { MessageTrackingLinks, trackingLinksOf, trackingTokenReader } from './support/tracking';

const SANDBOX_DOMAIN = 'sandbox.mailroom.test';
const SALE = 'https://shop.example.com/sale?utm_source=mail&id=7';

// Open and click tracking and the one-click unsubscribe of non-transactional mail, as they arrive in the
// recipient's mailbox: signed links built on PUBLIC_URL, covered by the DKIM signature.
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
        ['ann@example.net', 'bob@example.net'],
      ));
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

    it('answers 404 to a tracking link whose token was tampered with', async () => {
      const { open, clicks, unsubscribe } = links(mails[0]);
      const tampered = (url: string, change: Partial<TrackingToken>): string => {
        const at = url.lastIndexOf('/') + 1;
        const [payload, tag] = url.slice(at).split('.');
        const edited = { ...JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), ...change };
        return `${url.slice(0, at)}${Buffer.from(JSON.stringify(edited)).toString('base64url')}.${tag}`;
      };
      const requests: [string, string][] = [
        ['GET', tampered(open!, { m: messageIdOf(mails[1]) })],
        ['GET', tampered(clicks[0], { u: 'https://evil.example/' })],
        ['GET', tampered(unsubscribe!, { t: team.id + 1 })],
        ['POST', tampered(unsubscribe!, { r: 'other' })],
        ['GET', `${open!.slice(0, -1)}${open!.endsWith('A') ? 'B' : 'A'}`],
      ];
      for (const [method, url] of requests) {
        const response = await fetch(url, {
          method,
          redirect: 'manual',
          headers: method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
          body: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined,
        });
        expect([method, response.status]).toEqual([method, 404]);
        expect(response.headers.get('location')).toBeNull();
        expect(await response.json()).toMatchObject({ error_code: 'not_found' });
      }
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
