import { DnsTestServer } from '@mailroom/testing';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createTransport, SentMessageInfo, Transporter } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import { verifiedSendingDomain } from './support/dns-records';
import { eventsOnceThere } from './support/events';
import { createKey, createTeam, TestTeam } from './support/factories';
import { capturedFor, verifyDkim, verifyDkimWithDkimpy, waitForCapturedMail } from './support/mail';
import { freePort } from './support/processes';
import { startStandalone, Standalone } from './support/standalone';
import { selfSignedCertificate, TestCertificate } from './support/tls-certificate';

const DOMAIN = 'submit.example.test';
const SANDBOX_DOMAIN = 'sandbox.mailroom.test';
const QUEUED = /^250 2\.0\.0 Queued as (\S+) \(accepted (\d+), rejected (\d+)(, replayed)?\)$/;

interface SmtpError extends Error {
  responseCode?: number;
  response?: string;
}

describe('SMTP submission (standalone, capture provider)', () => {
  let app: Standalone;
  let dns: DnsTestServer;
  let team: TestTeam;
  let certificate: TestCertificate & { dir: string };
  let port: number;
  let tlsPort: number;
  const transports: Transporter[] = [];

  // A client as an application would configure one: STARTTLS required, the certificate trusted.
  function client(
    password: string,
    options: Partial<SMTPTransport.Options> = {},
  ): Transporter<SMTPTransport.SentMessageInfo> {
    const transport = createTransport({
      host: '127.0.0.1',
      port,
      secure: false,
      requireTLS: true,
      tls: { ca: [certificate.cert], servername: 'localhost' },
      auth: { user: 'apikey', pass: password },
      ...options,
    });
    transports.push(transport);
    return transport;
  }

  async function refusal(sending: Promise<SentMessageInfo>): Promise<SmtpError> {
    const error = await sending.then(
      () => undefined,
      (e: unknown) => e as SmtpError,
    );
    if (!error) throw new Error('the message was accepted');
    return error;
  }

  function queued(info: SMTPTransport.SentMessageInfo): {
    requestId: string;
    accepted: number;
    rejected: number;
    replayed: boolean;
  } {
    const match = QUEUED.exec(info.response);
    if (!match) throw new Error(`unexpected reply: ${info.response}`);
    return {
      requestId: match[1],
      accepted: Number(match[2]),
      rejected: Number(match[3]),
      replayed: !!match[4],
    };
  }

  beforeAll(async () => {
    certificate = selfSignedCertificate();
    dns = new DnsTestServer();
    await dns.start();
    port = await freePort();
    tlsPort = await freePort();
    app = await startStandalone({
      DNS_SERVERS: dns.address,
      SANDBOX_DOMAIN,
      SANDBOX_RATE_LIMIT_PER_MINUTE: '2',
      SMTP_SUBMISSION_PORT: String(port),
      SMTP_SUBMISSION_TLS_PORT: String(tlsPort),
      SMTP_SUBMISSION_TLS_CERT: certificate.certFile,
      SMTP_SUBMISSION_TLS_KEY: certificate.keyFile,
      // More than NATS carries by default: standalone has no bus between its contexts.
      SMTP_SUBMISSION_MAX_BYTES: String(2 * 1024 * 1024),
    });
    team = await createTeam(app.admin);
    await verifiedSendingDomain(team.api, dns, DOMAIN);
  }, 90_000);

  afterAll(async () => {
    for (const transport of transports) transport.close();
    await app?.stop();
    await dns?.stop();
    if (certificate) rmSync(certificate.dir, { recursive: true, force: true });
  });

  it('takes a message over STARTTLS with an API key and delivers it DKIM-signed, with its events', async () => {
    const info = await client(team.key).sendMail({
      from: `Grüße Team <hello@${DOMAIN}>`,
      to: 'alice@example.net',
      cc: 'carol@example.net',
      bcc: 'bob@example.net',
      subject: 'Your März invoice',
      text: 'Hello Alice',
      html: '<p>Hello <b>Alice</b></p>',
      headers: { 'X-Tag': 'spring' },
      attachments: [{ filename: 'invoice.txt', content: 'total 42' }],
    });
    const { requestId, accepted, rejected } = queued(info);
    expect({ accepted, rejected }).toEqual({ accepted: 3, rejected: 0 });

    const [mail] = await waitForCapturedMail(app.admin, 'alice@example.net');
    expect(mail.parsed.subject).toBe('Your März invoice');
    expect(mail.parsed.from?.value).toEqual([{ address: `hello@${DOMAIN}`, name: 'Grüße Team' }]);
    expect(mail.parsed.text?.trim()).toBe('Hello Alice');
    expect(mail.parsed.html).toContain('<b>Alice</b>');
    expect(mail.parsed.headers.get('x-tag')).toBe('spring');
    expect(mail.parsed.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([
      ['invoice.txt', 'total 42'],
    ]);
    // The client's own Message-ID is kept: the message is not composed again.
    expect(mail.parsed.messageId).toBe(info.messageId);
    expect(await verifyDkim(mail.raw, dns.address)).toEqual([
      { result: 'pass', domain: DOMAIN, selector: expect.stringMatching(/^mr\d{6}$/) },
    ]);
    expect(await verifyDkimWithDkimpy(mail.raw, dns.address)).toBe(true);
    // The envelope decides delivery: the Bcc recipient gets its copy.
    await waitForCapturedMail(app.admin, 'bob@example.net');
    await waitForCapturedMail(app.admin, 'carol@example.net');

    const events = await eventsOnceThere(
      team.api,
      `?transmissions=${requestId}&events=injection,delivery`,
      6,
    );
    expect(events.data.map((e) => `${e.type} ${e.rcpt_to}`).sort()).toEqual([
      'delivery alice@example.net',
      'delivery bob@example.net',
      'delivery carol@example.net',
      'injection alice@example.net',
      'injection bob@example.net',
      'injection carol@example.net',
    ]);
    expect(events.data[0]).toMatchObject({ request_id: requestId, subject: 'Your März invoice' });
    const sent = await team.api.get('/emails');
    expect(sent.body.data.emails[0]).toMatchObject({
      request_id: requestId,
      to: ['alice@example.net'],
      cc: ['carol@example.net'],
      bcc: ['bob@example.net'],
    });
  });

  it('speaks implicit TLS on the second port', async () => {
    const info = await client(team.key, { port: tlsPort, secure: true, requireTLS: false }).sendMail({
      from: `hello@${DOMAIN}`,
      to: 'tls@example.net',
      subject: 'Over TLS',
      text: 'Hi',
    });
    expect(queued(info).accepted).toBe(1);
    const [mail] = await waitForCapturedMail(app.admin, 'tls@example.net');
    expect(await verifyDkimWithDkimpy(mail.raw, dns.address)).toBe(true);
  });

  it('allows AUTH without TLS from loopback', async () => {
    const info = await client(team.key, { requireTLS: false, ignoreTLS: true }).sendMail({
      from: `hello@${DOMAIN}`,
      to: 'plain@example.net',
      subject: 'Loopback',
      text: 'Hi',
    });
    expect(queued(info).accepted).toBe(1);
  });

  it('keeps the submitted MIME as written, without its Bcc and Idempotency-Key headers', async () => {
    const raw = [
      `From: hello@${DOMAIN}`,
      'To: dora@example.net',
      'Bcc: hidden@example.net',
      'Subject: =?UTF-8?B?w4ljaG8=?=',
      'Idempotency-Key: raw-1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      'X-Custom:   spaced   value',
      '',
      'Grüße  aus Köln ',
      '',
    ].join('\r\n');
    const info = await client(team.key).sendMail({
      envelope: { from: `hello@${DOMAIN}`, to: ['dora@example.net', 'hidden@example.net'] },
      raw,
    });
    expect(queued(info).accepted).toBe(2);

    for (const recipient of ['dora@example.net', 'hidden@example.net']) {
      const [mail] = await waitForCapturedMail(app.admin, recipient);
      expect(mail.raw).not.toMatch(/^bcc:/im);
      expect(mail.raw).not.toMatch(/^idempotency-key:/im);
      expect(mail.raw).toContain('X-Custom:   spaced   value\r\n');
      expect(mail.raw).toContain('\r\n\r\nGrüße  aus Köln \r\n');
      expect(mail.parsed.subject).toBe('Écho');
      // Message-ID and Date the client left out are added.
      expect(mail.parsed.messageId).toMatch(new RegExp(`@${DOMAIN.replace(/\./g, '\\.')}>$`));
      expect(mail.parsed.date).toBeInstanceOf(Date);
      expect(await verifyDkim(mail.raw, dns.address)).toMatchObject([{ result: 'pass' }]);
      expect(await verifyDkimWithDkimpy(mail.raw, dns.address)).toBe(true);
    }
  });

  it('replays a message with the same Idempotency-Key header instead of sending it again', async () => {
    const message = {
      from: `hello@${DOMAIN}`,
      to: 'once@example.net',
      subject: 'Only once',
      text: 'Hi',
      headers: { 'Idempotency-Key': 'smtp-once-1' },
    };
    const first = queued(await client(team.key).sendMail(message));
    const second = queued(await client(team.key).sendMail(message));
    expect(first.replayed).toBe(false);
    expect(second).toEqual({ ...first, replayed: true });
    await waitForCapturedMail(app.admin, 'once@example.net');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await capturedFor(app.admin, 'once@example.net')).toBe(1);

    const conflict = await refusal(client(team.key).sendMail({ ...message, subject: 'Something else' }));
    expect(conflict.response).toMatch(/^554 5\.6\.0 /);
  });

  it('refuses a suppressed recipient as the HTTP API does', async () => {
    const suppressed = await team.api.post('/suppressions', {
      email: 'gone@example.net',
      reason: 'hard_bounce',
    });
    expect(suppressed.status).toBe(201);
    const { requestId, accepted, rejected } = queued(
      await client(team.key).sendMail({
        from: `hello@${DOMAIN}`,
        to: ['gone@example.net', 'fine@example.net'],
        subject: 'Hello',
        text: 'Hi',
      }),
    );
    expect({ accepted, rejected }).toEqual({ accepted: 1, rejected: 1 });
    const events = await eventsOnceThere(team.api, `?transmissions=${requestId}&events=policy_rejection`, 1);
    expect(events.data[0]).toMatchObject({ rcpt_to: 'gone@example.net' });
    await waitForCapturedMail(app.admin, 'fine@example.net');
    expect(await capturedFor(app.admin, 'gone@example.net')).toBe(0);
  });

  it('refuses to relay from a domain the team has not configured (550 5.7.1)', async () => {
    const error = await refusal(
      client(team.key).sendMail({
        from: 'someone@foreign.example.org',
        to: 'victim@example.net',
        subject: 'Relay?',
        text: 'Hi',
      }),
    );
    expect(error.responseCode).toBe(550);
    expect(error.response).toMatch(/^550 5\.7\.1 /);
    expect(await capturedFor(app.admin, 'victim@example.net')).toBe(0);
  });

  it('refuses mail without AUTH (530 5.7.0)', async () => {
    const error = await refusal(
      client(team.key, { auth: undefined }).sendMail({
        from: `hello@${DOMAIN}`,
        to: 'anonymous@example.net',
        subject: 'No auth',
        text: 'Hi',
      }),
    );
    expect(error.response).toMatch(/^530 5\.7\.0 /);
  });

  it('takes a message up to SMTP_SUBMISSION_MAX_BYTES, and refuses one over it (552 5.3.4)', async () => {
    const attachment = randomBytes(1_400_000);
    const info = await client(team.key).sendMail({
      from: `hello@${DOMAIN}`,
      to: 'large@example.net',
      subject: 'Large',
      text: 'Attached.',
      attachments: [{ filename: 'large.bin', content: attachment }],
    });
    expect(info.response).toMatch(QUEUED);
    const [mail] = await waitForCapturedMail(app.admin, 'large@example.net');
    expect(mail.parsed.attachments[0].content.equals(attachment)).toBe(true);

    const error = await refusal(
      client(team.key).sendMail({
        from: `hello@${DOMAIN}`,
        to: 'big@example.net',
        subject: 'Big',
        text: 'x'.repeat(2 * 1024 * 1024 + 1),
      }),
    );
    expect(error.response).toBe(`552 5.3.4 Message too big: at most ${2 * 1024 * 1024} bytes`);
    expect(await capturedFor(app.admin, 'big@example.net')).toBe(0);
  });

  it('refuses a recipient past 50 (452 4.5.3) and a send past a free team’s daily quota (451 4.7.1)', async () => {
    const free = await createTeam(app.admin, { plan: 'free' });
    await verifiedSendingDomain(free.api, dns, 'free.example.test');
    const recipients = (from: number, count: number): string[] =>
      Array.from({ length: count }, (_, i) => `r${from + i}@free.example.net`);
    const send = (to: string[]) =>
      client(free.key).sendMail({ from: 'hi@free.example.test', to, subject: 'Many', text: 'Hi' });

    const crowded = await send(recipients(0, 51));
    expect(queued(crowded).accepted).toBe(50);
    expect(crowded.rejected).toEqual(['r50@free.example.net']);
    expect(crowded.rejectedErrors?.[0]).toMatchObject({ response: expect.stringMatching(/^452 4\.5\.3 /) });

    expect(queued(await send(recipients(100, 50))).accepted).toBe(50);
    const overQuota = await refusal(send(recipients(200, 1)));
    expect(overQuota.response).toMatch(/^451 4\.7\.1 /);
  });

  it('applies the sandbox rules: copies go to the key owner, within the sandbox rate (451 4.7.1)', async () => {
    const sandboxKey = await createKey(app.admin, team.id, { permission: 'full_access', type: 'sandbox' });
    const send = () =>
      client(sandboxKey).sendMail({
        from: `hello@${DOMAIN}`,
        to: 'customer@example.net',
        subject: 'Sandbox',
        text: 'Hi',
      });
    expect(queued(await send()).accepted).toBe(1);
    expect(queued(await send()).accepted).toBe(1);
    const limited = await refusal(send());
    expect(limited.response).toMatch(/^451 4\.7\.1 /);
    const copies = await waitForCapturedMail(app.admin, team.ownerEmail, 2);
    expect(await capturedFor(app.admin, 'customer@example.net')).toBe(0);
    // Sent from the sandbox domain, the local part kept (SPEC sandbox rule 2): the From header names the
    // domain the copy is signed for, so that it aligns under DMARC.
    for (const copy of copies) {
      expect(copy.parsed.from?.value.map((mailbox) => mailbox.address)).toEqual([`hello@${SANDBOX_DOMAIN}`]);
      expect(copy.parsed.headers.get('dkim-signature')).toMatchObject({ params: { d: SANDBOX_DOMAIN } });
    }
  });

  it('refuses a key without emails:send (535 5.7.8)', async () => {
    const readOnly = await createKey(app.admin, team.id, { permission: 'read_only', type: 'live' });
    const error = await refusal(
      client(readOnly).sendMail({ from: `hello@${DOMAIN}`, to: 'x@example.net', subject: 'S', text: 'T' }),
    );
    expect(error.response).toMatch(/^535 5\.7\.8 /);
  });

  // Last: it blocks this client address (loopback) for 15 minutes, HTTP included.
  it('answers a bad key with 535 5.7.8, and counts it toward the auth-failure block', async () => {
    const wrong = `mr_${'0'.repeat(43)}`;
    for (let i = 0; i < 5; i++) {
      const error = await refusal(
        client(wrong).sendMail({ from: `hello@${DOMAIN}`, to: 'x@example.net', subject: 'S', text: 'T' }),
      );
      expect(error.response).toMatch(/^535 5\.7\.8 /);
    }
    const blocked = await refusal(
      client(team.key).sendMail({ from: `hello@${DOMAIN}`, to: 'x@example.net', subject: 'S', text: 'T' }),
    );
    expect(blocked.response).toMatch(/^454 4\.7\.0 /);
    const http = await team.api.get('/auth/check');
    expect(http.status).toBe(429);
    expect(http.body.error_code).toBe('auth_blocked');
  });
});
