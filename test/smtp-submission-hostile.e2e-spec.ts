import { DnsTestServer } from '@mailroom/testing';
import { Socket, connect } from 'node:net';
import fc from 'fast-check';
import { createTransport, Transporter } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import { verifiedSendingDomain } from './support/dns-records';
import { createKey, createTeam, TestTeam } from './support/factories';
import { waitForCapturedMail } from './support/mail';
import { anyText } from './support/hostile-values';
import { freePort, waitFor } from './support/processes';
import { startStandalone, Standalone } from './support/standalone';

const DOMAIN = 'hostile-submit.example.test';
const SANDBOX_DOMAIN = 'sandbox.mailroom.test';
const QUEUED = /^250 2\.0\.0 Queued as (\S+) \(accepted (\d+), rejected (\d+)\)$/;

// What an SMTP client (or an attacker with a key) may write that the audit of MAIL IN found handled wrongly:
// every bad message gets the documented reply, and what is delivered is what the rules say.
describe('SMTP submission of bad and hostile messages (standalone, capture provider)', () => {
  let app: Standalone;
  let dns: DnsTestServer;
  let team: TestTeam;
  let port: number;
  const transports: Transporter[] = [];

  // AUTH without TLS is allowed from loopback.
  function client(password: string): Transporter<SMTPTransport.SentMessageInfo> {
    const transport = createTransport({
      host: '127.0.0.1',
      port,
      secure: false,
      ignoreTLS: true,
      auth: { user: 'apikey', pass: password },
    });
    transports.push(transport);
    return transport;
  }

  async function reply(raw: string | Buffer, to = ['dora@example.net'], key = team.key): Promise<string> {
    return client(key)
      .sendMail({ envelope: { from: `hello@${DOMAIN}`, to }, raw })
      .then(
        (info) => info.response,
        (error: { response?: string; message?: string }) => error.response ?? error.message ?? 'no reply',
      );
  }

  const message = (...header: string[]): string => [...header, '', 'Hi', ''].join('\r\n');

  // One SMTP dialogue, command by command, answering each reply.
  async function dialogue(commands: string[]): Promise<string[]> {
    const socket: Socket = connect(port, '127.0.0.1');
    const replies: string[] = [];
    let buffer = '';
    const next = (): Promise<string> =>
      new Promise((resolve) => {
        const take = (): boolean => {
          const lines = buffer.split('\r\n');
          const last = lines.findIndex((line) => /^\d{3} /.test(line));
          if (last < 0) return false;
          resolve(lines.slice(0, last + 1).join('\n'));
          buffer = lines.slice(last + 1).join('\r\n');
          return true;
        };
        if (take()) return;
        const onData = (chunk: Buffer) => {
          buffer += chunk.toString('latin1');
          if (take()) socket.off('data', onData);
        };
        socket.on('data', onData);
      });
    await next();
    for (const command of commands) {
      socket.write(`${command}\r\n`);
      replies.push(await next());
    }
    socket.destroy();
    return replies;
  }

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    port = await freePort();
    app = await startStandalone({
      DNS_SERVERS: dns.address,
      SANDBOX_DOMAIN,
      SMTP_SUBMISSION_PORT: String(port),
    });
    team = await createTeam(app.admin);
    await verifiedSendingDomain(team.api, dns, DOMAIN);
  }, 90_000);

  afterAll(async () => {
    for (const transport of transports) transport.close();
    await app?.stop();
    await dns?.stop();
  });

  it('refuses a missing, duplicate or unparsable From with 554 5.6.0, as documented', async () => {
    for (const header of [
      ['To: dora@example.net'],
      [`From: a@${DOMAIN}`, `From: b@${DOMAIN}`],
      [`From: a@${DOMAIN}, b@${DOMAIN}`],
      ['From: alice'],
      [`From: <sales@${DOMAIN}> (sales@paypal.com)`],
    ]) {
      expect([header, await reply(message(...header, 'Subject: S'))]).toEqual([
        header,
        expect.stringMatching(/^554 5\.6\.0 From: /),
      ]);
    }
    // A foreign domain stays 550 5.7.1.
    expect(await reply(message('From: sales@paypal.com', 'Subject: S'))).toMatch(/^550 5\.7\.1 /);
  });

  it('refuses what POST /emails refuses in a Subject or display name, and an empty Idempotency-Key, with 554 5.6.0', async () => {
    const from = `From: hello@${DOMAIN}`;
    for (const [header, field] of [
      [['Subject: =?utf-8?q?a=00b?=', from], 'Subject'],
      [[`From: =?utf-8?q?A=00B?= <hello@${DOMAIN}>`, 'Subject: S'], 'From'],
      [['Subject: =?utf-8?q?a=0D=0AX-Injected:_1?=', from], 'Subject'],
      [[`Subject: ${'s'.repeat(999)}`, from], 'Subject'],
      [[from, 'Subject: S', 'Idempotency-Key: '], 'Idempotency-Key'],
      [[from, 'Subject: bad header line', 'This line has no colon', ' continuation'], 'header'],
      // Bytes that are no text as written would be shown as U+FFFD, not as the value sent.
      [['Subject: caf\xe9', from], 'Subject'],
      [['Subject: =?utf-8?B?Y2Fm6Q==?=', from], 'Subject'],
      [['Subject: =?x-bogus?Q?caf=E9?=', from], 'Subject'],
      [[`From: Jos\xe9 <hello@${DOMAIN}>`, 'Subject: S'], 'From'],
      [[`From: =?utf-8?Q?Jos=E9?= <hello@${DOMAIN}>`, 'Subject: S'], 'From'],
      // A charset no decoder knows, and a byte ASCII has not, even where decoding would show no U+FFFD.
      [['Subject: =?x-unknown?q?abc?=', from], 'Subject'],
      [['Subject: =?us-ascii?b?/w==?=', from], 'Subject'],
      [[`From: =?x-unknown?q?abc?= <hello@${DOMAIN}>`, 'Subject: S'], 'From'],
      [[`From: =?us-ascii?b?/w==?= <hello@${DOMAIN}>`, 'Subject: S'], 'From'],
    ] as const) {
      // Written as bytes, so that a character of 0x80-0xFF above is that one byte.
      expect([header, await reply(Buffer.from(message(...header), 'latin1'))]).toEqual([
        header,
        expect.stringMatching(new RegExp(`^554 5\\.6\\.0 ${field}: `)),
      ]);
    }
    const sent = await team.api.get('/emails?per_page=100');
    expect(sent.body.data.emails).toEqual([]);
  });

  it('answers a header of long runs of spaces at once, and the acceptance when it accepted', async () => {
    const started = Date.now();
    const response = await reply(
      message(`From: hello@${DOMAIN}`, `To: dora@example.net,${' '.repeat(30_000)}x`, 'Subject: Spaces'),
    );
    expect(response).toMatch(QUEUED);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a To or Cc of more than 32,768 characters with 554 5.6.0 before reading its addresses', async () => {
    // 2,000 addresses in 36,888 characters.
    const list = Array.from({ length: 2_000 }, (_, i) => `r${i}@example.net`).join(', ');
    for (const field of ['To', 'Cc']) {
      const response = await reply(message(`From: hello@${DOMAIN}`, `${field}: ${list}`, 'Subject: S'));
      expect(response).toBe(
        `554 5.6.0 ${field}: The ${field} header may not be longer than 32,768 characters.`,
      );
    }
  });

  it('sends sandbox mail from the sandbox domain, whatever the From header hides in it', async () => {
    const sandboxKey = await createKey(app.admin, team.id, { permission: 'full_access', type: 'sandbox' });
    expect(
      await reply(
        message('From: <sales@paypal.com> (sales@paypal.com)', 'Subject: S'),
        undefined,
        sandboxKey,
      ),
    ).toMatch(/^554 5\.6\.0 From: /);
    expect(
      await reply(
        message(`From: "sales@paypal.com" <sales@${DOMAIN}>`, 'Subject: Quoted'),
        undefined,
        sandboxKey,
      ),
    ).toMatch(QUEUED);
    const [copy] = await waitForCapturedMail(app.admin, team.ownerEmail);
    expect(copy.raw).toMatch(
      new RegExp(`^From: "sales@paypal\\.com" <sales@${SANDBOX_DOMAIN.replace(/\./g, '\\.')}>\\r$`, 'm'),
    );
    expect(copy.parsed.from?.value.map((mailbox) => mailbox.address)).toEqual([`sales@${SANDBOX_DOMAIN}`]);
  });

  it('removes Resent-Bcc as it removes Bcc, and a Return-Path, which the receiving server adds', async () => {
    const response = await reply(
      message(
        'Return-Path: <forged@evil.example>',
        `From: hello@${DOMAIN}`,
        'To: resent@example.net',
        'Resent-Bcc: hidden2@example.net',
        'Subject: Resent',
      ),
      ['resent@example.net', 'hidden2@example.net'],
    );
    expect(response).toMatch(QUEUED);
    for (const recipient of ['resent@example.net', 'hidden2@example.net']) {
      const [mail] = await waitForCapturedMail(app.admin, recipient);
      expect(mail.raw).not.toMatch(/resent-bcc|hidden2|forged@evil/i);
    }
  });

  it("answers an address smtp-server's parser cannot read with its 501, an invalid one with 553 5.1.3, and offers no SMTPUTF8", async () => {
    const [ehlo, , , , unreadable, invalid] = await dialogue([
      'EHLO client.example',
      'AUTH PLAIN ' + Buffer.from(`\u0000apikey\u0000${team.key}`).toString('base64'),
      `MAIL FROM:<hello@${DOMAIN}>`,
      'RCPT TO:<dora@example.net>',
      'RCPT TO:<notanaddress>',
      'RCPT TO:<dora@nodot>',
    ]);
    expect(ehlo).not.toMatch(/SMTPUTF8/);
    expect(unreadable).toMatch(/^501 /);
    expect(invalid).toMatch(/^553 5\.1\.3 /);
  });

  it('answers any generated message with its acceptance or a documented refusal, and records what it queued (generated)', async () => {
    const names = fc.oneof(
      fc.constantFrom(
        'From',
        'To',
        'Cc',
        'Bcc',
        'Resent-Bcc',
        'Subject',
        'Reply-To',
        'Idempotency-Key',
        'Content-Type',
        'Content-Transfer-Encoding',
        'MIME-Version',
        'Date',
        'Message-ID',
        'X-Tag',
      ),
      fc.string({ maxLength: 12 }),
    );
    const value = fc.oneof(
      fc.constantFrom(
        `hello@${DOMAIN}`,
        `Hello <hello@${DOMAIN}>`,
        `=?utf-8?B?${Buffer.from('Grüße').toString('base64')}?= <hello@${DOMAIN}>`,
        '=?utf-8?Q?a=0Db?=',
        'multipart/mixed; boundary=b',
        'base64',
        'dora@example.net, evil@example.net',
        '',
      ),
      anyText,
    );
    const from = fc.constantFrom(`From: hello@${DOMAIN}`, `From: Hello <hello@${DOMAIN}>`);
    const raw = fc
      .tuple(
        fc.option(from, { nil: undefined, freq: 4 }),
        fc.array(fc.tuple(names, value), { maxLength: 6 }),
        fc.oneof(
          anyText,
          fc.constantFrom('--b\r\nContent-Type: text/plain\r\n\r\nx\r\n--b--', '.\r\n..', ''),
        ),
        fc.constantFrom('\r\n', '\n'),
      )
      .map(([first, fields, body, eol]) =>
        [...(first ? [first] : []), ...fields.map(([n, v]) => `${n}: ${v}`), '', body, ''].join(eol),
      );
    const answered =
      /^(250 2\.0\.0 Queued as (\S+) \(accepted \d+, rejected \d+(, replayed)?\)|(451|452|550|552|553|554) [45]\.\d+\.\d+ .*)$/s;
    // A key of its own to read with: the submissions spend the team key's rate.
    const reader = team.api.withToken(
      await createKey(app.admin, team.id, { permission: 'read_only', type: 'live' }),
    );
    await fc.assert(
      fc.asyncProperty(raw, async (message) => {
        const response = await reply(message);
        expect({ message, response }).toEqual({ message, response: expect.stringMatching(answered) });
        const queued = /^250 2\.0\.0 Queued as (\S+) /.exec(response)?.[1];
        // Its events are read from the events store, written a moment after the acceptance.
        if (queued)
          await waitFor(`${queued} in GET /emails/{requestId}`, async () =>
            (await reader.get(`/emails/${queued}`)).status === 200 ? true : undefined,
          );
      }),
      { numRuns: 50 },
    );
    expect((await team.api.get('/health')).status).toBe(200);
  });
});
