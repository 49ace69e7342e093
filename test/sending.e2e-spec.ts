import { DnsTestServer } from '@mailroom/testing';
import fc from 'fast-check';
import { verifiedSendingDomain } from './support/dns-records';
import { createKey, createTeam, TestTeam } from './support/factories';
import {
  capturedFor,
  verifyDkim,
  verifyDkimWithDkimpy,
  verpAddressOn,
  waitForCapturedMail,
} from './support/mail';
import { startStandalone, Standalone } from './support/standalone';

const SANDBOX_DOMAIN = 'sandbox.mailroom.test';

describe('POST /emails to a delivered, DKIM-signed message (standalone, capture provider)', () => {
  let app: Standalone;
  let dns: DnsTestServer;
  let team: TestTeam;
  const domain = 'send.example.test';

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    app = await startStandalone({ DNS_SERVERS: dns.address, SANDBOX_DOMAIN });
    team = await createTeam(app.admin);
    await verifiedSendingDomain(team.api, dns, domain);
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
    await dns?.stop();
  });

  it('accepts a send and delivers it over SMTP, signed with the domain key', async () => {
    const response = await team.api.post('/emails', {
      from: `hello@${domain}`,
      from_name: 'Héllo Team',
      to: ['alice@example.net'],
      cc: ['carol@example.net'],
      bcc: ['bob@example.net'],
      subject: 'Your order {{order.id}}',
      html: '<p>Hi {{name}}</p>',
      text: 'Hi {{name}}',
      substitution_data: { name: '<script>alert(1)</script>', order: { id: 'A-17' } },
      headers: { 'X-Campaign': 'spring' },
      attachments: [
        { name: 'note.txt', type: 'text/plain', data: Buffer.from('attached').toString('base64') },
      ],
      metadata: { user_id: '42' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: expect.any(String),
      data: { request_id: expect.any(String), accepted: 3, rejected: 0 },
    });

    const [mail] = await waitForCapturedMail(app.admin, 'alice@example.net');
    expect(mail.envelope.mail_from).toMatch(verpAddressOn(`bounces.${domain}`));
    expect(mail.parsed.subject).toBe('Your order A-17');
    expect(mail.parsed.from?.value).toEqual([{ address: `hello@${domain}`, name: 'Héllo Team' }]);
    expect(mail.parsed.to).toMatchObject({ value: [{ address: 'alice@example.net' }] });
    expect(mail.parsed.cc).toMatchObject({ value: [{ address: 'carol@example.net' }] });
    expect(mail.raw).not.toMatch(/^bcc:/im);
    expect(mail.parsed.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.parsed.text?.trim()).toBe('Hi <script>alert(1)</script>');
    expect(mail.parsed.headers.get('x-campaign')).toBe('spring');
    expect(mail.parsed.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([
      ['note.txt', 'attached'],
    ]);
    expect(mail.parsed.messageId).toMatch(new RegExp(`@${domain.replace(/\./g, '\\.')}>$`));

    expect(await verifyDkim(mail.raw, dns.address)).toEqual([
      { result: 'pass', domain, selector: expect.stringMatching(/^mr\d{6}$/) },
    ]);
    expect(await verifyDkimWithDkimpy(mail.raw, dns.address)).toBe(true);

    // The operator's parsed view of the same message (the console's capture inbox) agrees, DKIM included.
    const listed = await app.admin.get('/admin/capture/messages?limit=1000');
    expect(listed.body.data.messages).toContainEqual(
      expect.objectContaining({
        id: mail.id,
        subject: 'Your order A-17',
        from: `"Héllo Team" <hello@${domain}>`,
      }),
    );
    const parsed = await app.admin.get(`/admin/capture/messages/${mail.id}/parsed`);
    expect(parsed.status).toBe(200);
    expect(parsed.body.data).toMatchObject({
      id: mail.id,
      mail_from: expect.stringMatching(verpAddressOn(`bounces.${domain}`)),
      rcpt_to: ['alice@example.net'],
      subject: 'Your order A-17',
      to: 'alice@example.net',
      cc: 'carol@example.net',
      html: mail.parsed.html,
      text: mail.parsed.text,
      attachments: [{ filename: 'note.txt', content_type: 'text/plain', size: 8 }],
      dkim: [
        {
          result: 'pass',
          signing_domain: domain,
          selector: expect.stringMatching(/^mr\d{6}$/),
          comment: null,
        },
      ],
    });
    expect(parsed.body.data.headers).toContainEqual({ name: 'X-Campaign', value: 'spring' });
    expect(parsed.body.data.headers[0].name).toBe('DKIM-Signature');
    const unknown = await app.admin.get('/admin/capture/messages/no-such-message/parsed');
    expect([unknown.status, unknown.body.error_code]).toEqual([404, 'not_found']);
    expect((await team.api.get(`/admin/capture/messages/${mail.id}/parsed`)).status).toBe(401);
    // Every recipient gets its own copy, bcc included.
    await waitForCapturedMail(app.admin, 'carol@example.net');
    await waitForCapturedMail(app.admin, 'bob@example.net');
  });

  it('sends a stored template with substitution', async () => {
    await team.api.post('/templates', {
      name: 'Welcome',
      subject: 'Welcome {{first_name}}',
      html: '<b>{{first_name}}</b>',
    });
    const response = await team.api.post('/emails', {
      from: `team@${domain}`,
      to: ['dora@example.net'],
      template_slug: 'welcome',
      substitution_data: { first_name: 'Dora' },
    });
    expect(response.status).toBe(200);
    const [mail] = await waitForCapturedMail(app.admin, 'dora@example.net');
    expect(mail.parsed.subject).toBe('Welcome Dora');
    expect(mail.parsed.html).toContain('<b>Dora</b>');

    const overridden = await team.api.post('/emails', {
      from: `team@${domain}`,
      to: ['erin@example.net'],
      template_slug: 'welcome',
      subject: 'Custom {{first_name}}',
      substitution_data: { first_name: 'Erin' },
    });
    expect(overridden.status).toBe(200);
    expect((await waitForCapturedMail(app.admin, 'erin@example.net'))[0].parsed.subject).toBe('Custom Erin');

    // An empty subject is no override: it is refused, as without a template, rather than replaced.
    const empty = await team.api.post('/emails', {
      from: `team@${domain}`,
      to: ['fay@example.net'],
      template_slug: 'welcome',
      subject: '',
    });
    expect([empty.status, empty.body.errors]).toEqual([
      422,
      { subject: ["The subject may not be empty; leave it out for the template's subject to be used."] },
    ]);
  });

  it('sends a blank subject as written, in its Subject field, directly and from a template', async () => {
    expect((await team.api.post('/templates', { name: 'Blank', subject: '  ', text: 'Hi' })).status).toBe(
      201,
    );
    for (const [recipient, body] of [
      ['blank-direct@example.net', { subject: '   ', text: 'Hi' }],
      ['blank-template@example.net', { template_slug: 'blank' }],
    ] as const) {
      const response = await team.api.post('/emails', { from: `team@${domain}`, to: [recipient], ...body });
      expect(response.status).toBe(200);
      const [mail] = await waitForCapturedMail(app.admin, recipient);
      expect(mail.parsed.subject).toBe('subject' in body ? '   ' : '  ');
      expect(await verifyDkim(mail.raw, dns.address)).toEqual([expect.objectContaining({ result: 'pass' })]);
    }
  });

  it.each([
    ['no recipients', { to: [] }, ['to']],
    ['51 recipients', { to: Array.from({ length: 51 }, (_, i) => `r${i}@example.net`) }, ['to']],
    ['an invalid recipient', { to: ['not-an-address'] }, ['to.0']],
    ['a subject line break', { subject: 'Hi\r\nBcc: victim@example.net' }, ['subject']],
    ['a managed header', { headers: { 'Reply-To': 'x@example.net' } }, ['headers']],
    ['no content', { html: undefined, text: undefined }, ['html', 'text']],
    ['invalid template syntax in html', { html: '{{#if}}' }, ['html']],
  ])('refuses %s with 422 validation_error, sending nothing', async (_, change, fields) => {
    const recipient = `nobody-${fields.join('-')}@example.net`;
    const body = { from: `hello@${domain}`, to: [recipient], subject: 'S', text: 'T', ...change };
    const response = await team.api.post('/emails', body);
    expect(response.status).toBe(422);
    expect(response.body.error_code).toBe('validation_error');
    expect(Object.keys(response.body.errors).sort()).toEqual([...fields].sort());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await capturedFor(app.admin, recipient)).toBe(0);
  });

  it('refuses a from address without a domain (400 invalid_domain) and an unverified or foreign domain (400 unconfigured_domain)', async () => {
    const base = { to: ['x@example.net'], subject: 'S', text: 'T' };
    const invalid = await team.api.post('/emails', { ...base, from: 'nobody' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error_code).toBe('invalid_domain');
    // The domain is clear; the local part is what cannot be sent from.
    const localPart = await team.api.post('/emails', { ...base, from: `jöhn@${domain}` });
    expect(localPart.status).toBe(422);
    expect(localPart.body.errors).toEqual({
      from: [`The from address "jöhn@${domain}" is not a valid email address.`],
    });

    await team.api.post('/domains', { domain: 'unverified.example.test' });
    for (const from of ['a@unverified.example.test', 'a@elsewhere.example.test']) {
      const response = await team.api.post('/emails', { ...base, from });
      expect(response.status).toBe(400);
      expect(response.body.error_code).toBe('unconfigured_domain');
    }
    const other = await createTeam(app.admin);
    const foreign = await other.api.post('/emails', { ...base, from: `a@${domain}` });
    expect(foreign.body.error_code).toBe('unconfigured_domain');
  });

  it('refuses a subject that renders past 998 characters (400 send_error), and sends nothing', async () => {
    const recipient = 'long-subject@example.net';
    const response = await team.api.post('/emails', {
      from: `hello@${domain}`,
      to: [recipient],
      subject: 'L {{x}}',
      text: 'T',
      substitution_data: { x: 'y'.repeat(997) },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'The rendered subject is longer than 998 characters.',
      error_code: 'send_error',
    });
    expect(await capturedFor(app.admin, recipient)).toBe(0);
  });

  it('refuses a subject that renders a control character from its data (400 send_error naming it), directly or from a template, and sends nothing', async () => {
    // The control characters a body string may hold (the other C0 ones are refused as the body is read).
    const control = fc.constantFrom(
      0x09,
      0x0a,
      0x0d,
      ...Array.from({ length: 0x21 }, (_, code) => 0x7f + code),
      0x2028,
      0x2029,
    );
    await team.api.post('/templates', {
      name: 'Greeting',
      slug: 'greeting',
      subject: 'Hello {{first_name}}',
      text: 'T',
    });
    await fc.assert(
      fc.asyncProperty(control, fc.boolean(), async (code, fromTemplate) => {
        const recipient = `control-${code}@example.net`;
        const content = fromTemplate
          ? { template_slug: 'greeting' }
          : { subject: 'Hello {{first_name}}', text: 'T' };
        const response = await team.api.post('/emails', {
          from: `hello@${domain}`,
          to: [recipient],
          ...content,
          substitution_data: { first_name: `Ann${String.fromCharCode(code)}Bcc: victim@example.net` },
        });
        const hex = code.toString(16).toUpperCase().padStart(4, '0');
        expect([response.status, response.body]).toEqual([
          400,
          {
            message: `The rendered subject contains a control character (U+${hex}); a subject may not hold line breaks or other control characters.`,
            error_code: 'send_error',
          },
        ]);
      }),
      { numRuns: 30 },
    );
    // Each was refused before anything was recorded: nothing can arrive later.
    const captured = await app.admin.get('/admin/capture/messages?limit=1000');
    expect(
      (captured.body.data.messages as { rcpt_to: string[] }[]).filter((m) =>
        m.rcpt_to.some((rcpt) => rcpt.startsWith('control-') || rcpt === 'victim@example.net'),
      ),
    ).toEqual([]);
  });

  it('reads template_slug, template_version and project_id given as null as left out', async () => {
    const response = await team.api.post('/emails', {
      from: `hello@${domain}`,
      to: ['null-template@example.net'],
      subject: 'Direct',
      text: 'Sent as written',
      template_slug: null,
      template_version: null,
      project_id: null,
    });
    expect(response.status).toBe(200);
    const [mail] = await waitForCapturedMail(app.admin, 'null-template@example.net');
    expect([mail.parsed.subject, mail.parsed.text?.trim()]).toEqual(['Direct', 'Sent as written']);
  });

  it('answers 404 template_not_found for an unknown template, version or project', async () => {
    const base = { from: `hello@${domain}`, to: ['x@example.net'] };
    for (const extra of [
      { template_slug: 'nope' },
      { template_slug: 'welcome', template_version: 9 },
      { template_slug: 'welcome', project_id: 999999 },
    ]) {
      const response = await team.api.post('/emails', { ...base, ...extra });
      expect(response.status).toBe(404);
      expect(response.body.error_code).toBe('template_not_found');
    }
  });

  describe('Idempotency-Key', () => {
    const send = (key: string, to: string, subject = 'Once') =>
      team.api.post(
        '/emails',
        { from: `hello@${domain}`, to: [to], subject, text: 'Only once' },
        { 'Idempotency-Key': key },
      );

    it('replays the original result for the same payload, sending once', async () => {
      const first = await send('order-1001', 'once@example.net');
      expect(first.status).toBe(200);
      expect(first.headers.get('idempotency-replayed')).toBeNull();
      const again = await send('order-1001', 'once@example.net');
      expect(again.status).toBe(200);
      expect(again.body.data).toEqual(first.body.data);
      expect(again.headers.get('idempotency-replayed')).toBe('true');
      await waitForCapturedMail(app.admin, 'once@example.net');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await capturedFor(app.admin, 'once@example.net')).toBe(1);
    });

    it('refuses another payload under the same key with 409 idempotency_conflict', async () => {
      await send('order-2002', 'conflict@example.net');
      const other = await send('order-2002', 'conflict@example.net', 'Another subject');
      expect(other.status).toBe(409);
      expect(other.body.error_code).toBe('idempotency_conflict');
    });

    it('keeps keys apart per API key', async () => {
      const otherKey = team.api.withToken(
        await createKey(app.admin, team.id, { permission: 'full_access', type: 'live' }),
      );
      const first = await send('shared-key', 'perkey@example.net');
      const second = await otherKey.post(
        '/emails',
        { from: `hello@${domain}`, to: ['perkey@example.net'], subject: 'Once', text: 'Only once' },
        { 'Idempotency-Key': 'shared-key' },
      );
      expect(second.status).toBe(200);
      expect(second.body.data.request_id).not.toBe(first.body.data.request_id);
    });

    it('refuses a malformed key with 422', async () => {
      for (const key of ['has space', 'x'.repeat(256), 'ümlaut']) {
        const response = await send(key, 'bad-key@example.net');
        expect(response.status).toBe(422);
        expect(Object.keys(response.body.errors)).toEqual(['Idempotency-Key']);
      }
    });

    it('delivers exactly once for twenty identical requests in parallel', async () => {
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => send('parallel-1', 'parallel@example.net')),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
      for (const response of responses.filter((r) => r.status === 409)) {
        expect(response.body.error_code).toBe('idempotency_in_progress');
        expect(response.headers.get('retry-after')).toBe('1');
      }
      const ids = new Set(responses.filter((r) => r.status === 200).map((r) => r.body.data.request_id));
      expect(ids.size).toBe(1);
      await waitForCapturedMail(app.admin, 'parallel@example.net');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await capturedFor(app.admin, 'parallel@example.net')).toBe(1);
    });
  });

  it('sends sandbox mail to the key creator, from the sandbox domain, signed by it, without domain setup', async () => {
    const sandbox = team.api.withToken(
      await createKey(app.admin, team.id, { permission: 'full_access', type: 'sandbox' }),
    );
    const response = await sandbox.post('/emails', {
      from: 'tester@unregistered.example.test',
      to: ['real-customer@example.net'],
      bcc: ['another@example.net'],
      subject: 'Sandbox',
      text: 'Only the owner sees this',
    });
    expect(response.status).toBe(200);
    expect(response.body.data.accepted).toBe(2);
    expect(response.headers.get('x-sandbox-ratelimit-minute-limit')).toBe('10');
    const mails = await waitForCapturedMail(app.admin, team.ownerEmail, 2);
    for (const mail of mails) {
      expect(mail.envelope.mail_from).toMatch(verpAddressOn('bounces.localhost'));
      expect(mail.parsed.from?.value[0].address).toBe(`tester@${SANDBOX_DOMAIN}`);
      expect(mail.envelope.rcpt_to).toEqual([team.ownerEmail]);
      expect(mail.parsed.headers.get('dkim-signature')).toMatchObject({ params: { d: SANDBOX_DOMAIN } });
    }
    expect(await capturedFor(app.admin, 'real-customer@example.net')).toBe(0);
  });
});
