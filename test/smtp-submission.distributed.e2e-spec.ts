import { DnsTestServer } from '@mailroom/testing';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createTransport } from 'nodemailer';
import { verifiedSendingDomain } from './support/dns-records';
import { Distributed, startDistributed } from './support/distributed';
import { eventsOnceThere } from './support/events';
import { createTeam, TestTeam } from './support/factories';
import { verifyDkim, verifyDkimWithDkimpy, waitForCapturedMail } from './support/mail';
import { freePort } from './support/processes';
import { selfSignedCertificate, TestCertificate } from './support/tls-certificate';

// SMTP submission in the gateway process, handing messages to sending over NATS: a message near the default
// size limit crosses the bus (1 MB a message) and arrives signed, one larger than the bus carries is refused
// as too big; the suppression API answers through the bus too.
describe('SMTP submission and the suppression API, distributed', () => {
  let cluster: Distributed;
  let dns: DnsTestServer;
  let team: TestTeam;
  let certificate: TestCertificate & { dir: string };
  let port: number;
  const domain = 'dist-submit.example.test';

  beforeAll(async () => {
    certificate = selfSignedCertificate();
    dns = new DnsTestServer();
    await dns.start();
    port = await freePort();
    cluster = await startDistributed({
      services: ['domains', 'templates', 'sending', 'events'],
      env: {
        DNS_SERVERS: dns.address,
        SMTP_SUBMISSION_PORT: String(port),
        SMTP_SUBMISSION_TLS_CERT: certificate.certFile,
        SMTP_SUBMISSION_TLS_KEY: certificate.keyFile,
        // More than the NATS server (its default max_payload, 1 MB) carries base64 encoded.
        SMTP_SUBMISSION_MAX_BYTES: String(2 * 1024 * 1024),
      },
    });
    team = await createTeam(cluster.admin);
    await verifiedSendingDomain(team.api, dns, domain);
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
    await dns?.stop();
    if (certificate) rmSync(certificate.dir, { recursive: true, force: true });
  });

  // A client of the submission port, with the team's key, over STARTTLS.
  const submitter = () =>
    createTransport({
      host: '127.0.0.1',
      port,
      requireTLS: true,
      tls: { ca: [certificate.cert], servername: 'localhost' },
      auth: { user: 'apikey', pass: team.key },
    });

  it("delivers a message near NATS's default 1 MB once base64 encoded, DKIM-signed, with its events", async () => {
    const attachment = randomBytes(500_000);
    const transport = submitter();
    const info = await transport.sendMail({
      from: `hello@${domain}`,
      to: 'big@example.net',
      subject: 'The report',
      text: 'Attached.',
      attachments: [{ filename: 'report.bin', content: attachment }],
    });
    transport.close();
    const requestId = /^250 2\.0\.0 Queued as (\S+) /.exec(info.response)?.[1];
    expect(requestId).toBeDefined();

    const [mail] = await waitForCapturedMail(cluster.admin, 'big@example.net', 1, 30_000);
    expect(mail.parsed.attachments[0].content.equals(attachment)).toBe(true);
    expect(await verifyDkim(mail.raw, dns.address)).toMatchObject([{ result: 'pass', domain }]);
    expect(await verifyDkimWithDkimpy(mail.raw, dns.address)).toBe(true);
    const events = await eventsOnceThere(
      team.api,
      `?transmissions=${requestId}&events=injection,delivery`,
      2,
    );
    expect(events.data.map((e) => e.type).sort()).toEqual(['delivery', 'injection']);
  });

  it('refuses a message larger than the NATS server carries with 552 5.3.4 naming max_payload, and sends nothing', async () => {
    const transport = submitter();
    const refused = await transport
      .sendMail({
        from: `hello@${domain}`,
        to: 'too-big-for-the-bus@example.net',
        subject: 'Too big for the bus',
        text: 'Attached.',
        attachments: [{ filename: 'large.bin', content: randomBytes(1_200_000) }],
      })
      .then(
        () => undefined,
        (error: { response?: string }) => error.response,
      );
    transport.close();

    expect(refused).toMatch(/^552 5\.3\.4 body: .*\(max_payload \d+ bytes\)/);
    const listed = await team.api.get('/emails?per_page=100');
    expect(listed.body.data.emails.map((email: { subject: string }) => email.subject)).not.toContain(
      'Too big for the bus',
    );
  });

  it('adds, lists and removes a suppression', async () => {
    const created = await team.api.post('/suppressions', {
      email: 'gone@example.net',
      reason: 'hard_bounce',
    });
    expect(created.status).toBe(201);
    const listed = await team.api.get('/suppressions?reason=hard_bounce');
    expect(listed.body.data.suppressions).toEqual([
      expect.objectContaining({ email: 'gone@example.net', source: 'manual' }),
    ]);
    expect((await team.api.delete('/suppressions/gone@example.net')).status).toBe(200);
    expect((await team.api.get('/suppressions/gone@example.net')).status).toBe(404);
  });
});
