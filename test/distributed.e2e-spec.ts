import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { DnsTestServer } from '@mailroom/testing';
import { publishRecords, verifiedSendingDomain } from './support/dns-records';
import { verifyDkim, verpAddressOn, waitForCapturedMail } from './support/mail';
import { Distributed, startDistributed } from './support/distributed';
import { eventsOnceThere } from './support/events';
import { createTeam, TestTeam } from './support/factories';
import { freePort, startApp, waitFor } from './support/processes';
import { trackingLinksOf } from './support/tracking';
import { WebhookReceiver } from './support/webhook-receiver';
import { fetchUnderContract } from './support/http-client';

describe('distributed mode: gateway and services as separate processes over NATS and PostgreSQL', () => {
  let cluster: Distributed;
  let dns: DnsTestServer;
  let team: TestTeam;
  let bounceMxPort: number;
  const receiver = new WebhookReceiver();

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    await receiver.start();
    bounceMxPort = await freePort();
    // Two domains replicas start at once on an empty database: migrations must run exactly once.
    cluster = await startDistributed({
      env: {
        DNS_SERVERS: dns.address,
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
        BOUNCE_MX_PORT: String(bounceMxPort),
      },
      replicas: { domains: 2, templates: 2 },
    });
    team = await createTeam(cluster.admin);
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
    await receiver.stop();
    await dns?.stop();
  });

  it('serves health and auth check from the gateway', async () => {
    expect((await team.api.withToken(undefined).get('/health')).status).toBe(200);
    const check = await team.api.get('/auth/check');
    expect(check.status).toBe(200);
    expect(check.body.data.team_id).toBe(team.id);
  });

  it('serves the web console at / from the gateway, under its Content-Security-Policy', async () => {
    for (const path of ['/', '/domains/mail.example.test']) {
      const page = await fetch(`${cluster.baseUrl}${path}`, { headers: { Accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await page.text()).toContain('<div id="root"></div>');
    }
    expect((await fetch(`${cluster.baseUrl}/api/no-such-route`)).status).toBe(404);
  });

  it('creates, reads, lists, verifies and deletes a domain through the gateway', async () => {
    const created = await team.api.post('/domains', { domain: 'dist.example.test' });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ domain: 'dist.example.test', status: 'approved' });

    const detail = await team.api.get('/domains/dist.example.test');
    expect(detail.status).toBe(200);
    expect(detail.body.data.dkim_status).toBe('unverified');

    const list = await team.api.get('/domains');
    expect(list.body.data.domains.map((d: { domain: string }) => d.domain)).toEqual(['dist.example.test']);

    publishRecords(dns, detail.body.data.dns.records);
    const verified = await team.api.post('/domains/dist.example.test/verify');
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({
      dkim_status: 'valid',
      spf_status: 'valid',
      ownership_verified: 'true',
    });
    expect((await team.api.get('/domains/dist.example.test')).body.data.can_send).toBe(true);

    expect((await team.api.post('/domains', { domain: 'dist.example.test' })).body.error_code).toBe(
      'domain_exists',
    );
    expect((await team.api.post('/domains', { domain: 'bad domain' })).status).toBe(422);

    expect((await team.api.delete('/domains/dist.example.test')).status).toBe(200);
    expect((await team.api.get('/domains/dist.example.test')).status).toBe(404);
  });

  it('creates, versions, reads and resolves templates through the gateway', async () => {
    const created = await team.api.post('/templates', {
      name: 'Dist welcome',
      subject: 'Hi {{name}}',
      html: '<b>{{name}}</b>',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ slug: 'dist-welcome', version: 1, merge_tags: ['name'] });
    const updated = await team.api.put('/templates/dist-welcome', { html: '<i>{{name}}</i>' });
    expect(updated.body.data.version).toBe(2);
    expect((await team.api.get('/templates/dist-welcome?version=1')).body.data.html).toBe('<b>{{name}}</b>');
    expect((await team.api.get('/templates')).body.data.pagination.total).toBe(1);
    expect((await team.api.get('/projects')).body.data.projects).toHaveLength(1);
    expect((await team.api.delete('/templates/dist-welcome')).status).toBe(200);
    expect((await team.api.get('/templates/dist-welcome')).body.error_code).toBe('template_not_found');
  });

  it('answers a page of templates larger than the NATS server carries (its default 1 MB) whole', async () => {
    // Each template fits in one bus message; the page of all three does not, and comes back in parts.
    const html = (n: number): string => `<p>{{name}} ${n}</p>` + randomBytes(300_000).toString('hex');
    for (const n of [1, 2, 3]) {
      const created = await team.api.post('/templates', {
        name: `Large ${n}`,
        slug: `large-${n}`,
        html: html(n),
      });
      expect(created.status).toBe(201);
    }

    const page = await team.api.get('/templates?per_page=100');

    expect(page.status).toBe(200);
    const templates = page.body.data.templates as { slug: string; html: string }[];
    const large = templates.filter((template) => template.slug.startsWith('large-'));
    expect(large.map((template) => template.slug).sort()).toEqual(['large-1', 'large-2', 'large-3']);
    for (const template of large) {
      const one = await team.api.get(`/templates/${template.slug}`);
      expect(template.html === one.body.data.html).toBe(true);
      expect(template.html).toHaveLength(600_000 + `<p>{{name}} 1</p>`.length);
    }
    for (const n of [1, 2, 3]) expect((await team.api.delete(`/templates/large-${n}`)).status).toBe(200);
  });

  it('sends an email through the sending service and delivers it DKIM-signed', async () => {
    await team.api.post('/domains', { domain: 'mail.dist.example.test' });
    publishRecords(dns, (await team.api.get('/domains/mail.dist.example.test')).body.data.dns.records);
    await team.api.post('/domains/mail.dist.example.test/verify');
    const response = await team.api.post('/emails', {
      from: 'news@mail.dist.example.test',
      to: ['reader@example.net'],
      subject: 'Distributed',
      text: 'Over NATS',
    });
    expect(response.status).toBe(200);
    const [mail] = await waitForCapturedMail(cluster.admin, 'reader@example.net');
    expect(mail.parsed.subject).toBe('Distributed');
    expect((await verifyDkim(mail.raw, dns.address))[0]).toMatchObject({
      result: 'pass',
      domain: 'mail.dist.example.test',
    });

    // The events service consumed the injection and the delivery from JetStream.
    const requestId = response.body.data.request_id as string;
    const events = await waitFor('the delivery event', async () => {
      const listed = await team.api.get(`/emails/events?transmissions=${requestId}`);
      return listed.body.data?.events.total_count === 2 ? listed.body.data.events : undefined;
    });
    expect(events.data.map((event: { type: string }) => event.type)).toEqual(['delivery', 'injection']);
    const detail = await team.api.get(`/emails/${requestId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.results.map((event: { type: string }) => event.type)).toEqual([
      'injection',
      'delivery',
    ]);
  });

  it('refuses a send larger than the NATS server carries (its default 1 MB) with 422 errors.body, and sends nothing', async () => {
    const response = await team.api.post('/emails', {
      from: 'news@mail.dist.example.test',
      to: ['large@example.net'],
      subject: 'Too large for the bus',
      text: 'Attached',
      attachments: [
        { name: 'a.bin', type: 'application/octet-stream', data: randomBytes(900_000).toString('base64') },
      ],
    });

    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      error_code: 'validation_error',
      message: 'The request is too large for this deployment.',
      errors: {
        body: [expect.stringMatching(/more than their NATS server carries \(max_payload \d+ bytes\)/)],
      },
    });
    // An accepted send is listed at once: the team's earlier send is, this one is not.
    const listed = await team.api.get('/emails?per_page=100');
    expect(listed.status).toBe(200);
    const subjects = listed.body.data.emails.map((email: { subject: string }) => email.subject);
    expect(subjects).toContain('Distributed');
    expect(subjects).not.toContain('Too large for the bus');
  });

  it('sends every scheduled email it took near the NATS limit: scheduling checks it in the envelope it is sent in', async () => {
    // A team of its own (a paid plan's rate limit), with a domain of its own.
    const edge = await createTeam(cluster.admin, { plan: 'pro_1m' });
    await verifiedSendingDomain(edge.api, dns, 'edge.dist.example.test');
    const at = new Date(Date.now() + 12_000).toISOString();
    const scheduled = (textLength: number) =>
      edge.api.post('/emails/scheduled', {
        from: 'news@edge.dist.example.test',
        to: ['edge@example.net'],
        subject: 'At the edge of the bus',
        html: `<p>${'b'.repeat(999_000)}</p>`,
        text: 't'.repeat(textLength),
        scheduled_at: at,
      });
    // The longest text scheduling takes, found by halving; every email taken on the way is kept.
    const taken: string[] = [];
    let [fits, overflows] = [0, 60_000];
    while (overflows - fits > 1) {
      const length = Math.floor((fits + overflows) / 2);
      const response = await scheduled(length);
      if (response.status === 201) {
        taken.push(response.body.data.request_id as string);
        fits = length;
      } else {
        expect([response.status, response.body.errors?.body?.[0]]).toEqual([
          422,
          expect.stringMatching(/max_payload/),
        ]);
        overflows = length;
      }
    }
    expect(Date.now()).toBeLessThan(Date.parse(at));
    expect(taken.length).toBeGreaterThan(1);
    const states = await waitFor('every taken email handed to sending', async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      const listed = (await edge.api.get('/emails/scheduled?per_page=100')).body.data.scheduled_emails as {
        request_id: string;
        state: string;
        failure_reason: string | null;
      }[];
      const ours = listed.filter((email) => taken.includes(email.request_id));
      return ours.every((email) => email.state !== 'scheduled' && email.state !== 'sending')
        ? ours
        : undefined;
    });
    expect(states.map((email) => [email.state, email.failure_reason])).toEqual(
      taken.map(() => ['sent', null]),
    );
  }, 120_000);

  it('pushes the events of a send, signed, to a webhook endpoint through the webhooks service', async () => {
    await verifiedSendingDomain(team.api, dns, 'hooks.dist.example.test');
    const created = await team.api.post('/webhooks', {
      name: 'Dist hook',
      url: receiver.url('/dist'),
      events_mode: 'selected',
      events: ['message.delivery'],
    });
    expect(created.status).toBe(201);
    const sent = await team.api.post('/emails', {
      from: 'news@hooks.dist.example.test',
      to: ['hooked@example.net'],
      subject: 'Hooked',
      text: 'Over JetStream',
    });
    expect(sent.status).toBe(200);
    const [received] = await receiver.webhooks('/dist', created.body.data.signing_secret as string, 1);
    expect(received.payload).toMatchObject({
      type: 'message.delivery',
      data: { request_id: sent.body.data.request_id, rcpt_to: 'hooked@example.net' },
    });
    // Recorded a moment after the receiver answered.
    const [attempt] = await waitFor('the delivery to be recorded', async () => {
      const listed = await team.api.get(`/webhooks/${created.body.data.id}/deliveries`);
      return listed.body.data.deliveries[0]?.status === 'succeeded' ? listed.body.data.deliveries : undefined;
    });
    expect(attempt).toMatchObject({ status: 'succeeded', response_status: 200, attempt: 1 });
  });

  it('sends a campaign through the campaigns, audience and sending services, and counts it over JetStream', async () => {
    const listId = (await team.api.post('/audience/lists', { name: 'Distributed readers' })).body.data.id;
    const readers = ['camp-1@example.net', 'camp-2@example.net'];
    for (const email of readers)
      expect((await team.api.post('/audience/contacts', { email, list_ids: [listId] })).status).toBe(201);
    const { id } = (
      await team.api.post('/campaigns', {
        name: 'Distributed campaign',
        subject: 'For {{email}}',
        from_email: 'news@mail.dist.example.test',
        text: 'Hello {{email}}',
        list_id: listId,
      })
    ).body.data;
    expect((await team.api.post(`/campaigns/${id}/send`)).body.data.status).toBe('in_review');
    expect((await cluster.admin.post(`/admin/campaigns/${id}/approve`)).status).toBe(200);
    const done = await waitFor('the campaign to be sent and its deliveries counted', async () => {
      const campaign = (await team.api.get(`/campaigns/${id}`)).body.data;
      return campaign.status === 'sent' && campaign.stats.deliveries === 2 ? campaign : undefined;
    });
    expect(done).toMatchObject({ sent_count: 2, total_recipients: 2 });
    for (const email of readers) {
      const [mail] = await waitForCapturedMail(cluster.admin, email);
      expect(mail.parsed.subject).toBe(`For ${email}`);
      expect(mail.parsed.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe(
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      );
    }
    const events = (await team.api.get(`/campaigns/${id}/events?event_type=delivery`)).body.data;
    expect(events.events.map((event: { email: string }) => event.email).sort()).toEqual(readers);
  });

  it('fails a campaign whose one recipient makes a request larger than the NATS server carries, naming why', async () => {
    const listId = (await team.api.post('/audience/lists', { name: 'Large readers' })).body.data.id;
    const properties: Record<string, string> = {};
    for (let i = 0; i < 20; i++) {
      expect((await team.api.post('/audience/properties', { key: `note${i}`, type: 'string' })).status).toBe(
        201,
      );
      properties[`note${i}`] = 'x'.repeat(2000);
    }
    const contact = { email: 'large-reader@example.net', list_ids: [listId], properties };
    expect((await team.api.post('/audience/contacts', contact)).status).toBe(201);
    // The content alone fits the bus (the launch's check carries it), the content with the contact does not.
    const { id } = (
      await team.api.post('/campaigns', {
        name: 'Large for the bus',
        subject: 'Large',
        from_email: 'news@mail.dist.example.test',
        html: `<p>${'a'.repeat(990_000)}</p>`,
        text: 'b'.repeat(46_000),
        list_id: listId,
      })
    ).body.data;
    expect((await team.api.post(`/campaigns/${id}/send`)).status).toBe(200);
    await cluster.admin.post(`/admin/campaigns/${id}/approve`);
    const failed = await waitFor('the campaign to fail', async () => {
      const campaign = (await team.api.get(`/campaigns/${id}`)).body.data;
      return campaign.status === 'failed' ? campaign : undefined;
    });
    expect(failed.sent_count).toBe(0);
    expect(failed.failure_reason).toMatch(
      /^The request is too large for this deployment\. body: .* \(max_payload 1048576 bytes\)\.$/,
    );
  });

  it('records the opens and clicks of delivered mail through the gateway, and suppresses after a one-click unsubscribe', async () => {
    const domain = 'track.dist.example.test';
    const reader = 'tracked@example.net';
    const target = 'https://shop.example.com/spring?id=3';
    await verifiedSendingDomain(team.api, dns, domain);
    const marketing = (html: string) =>
      team.api.post('/emails', {
        from: `news@${domain}`,
        to: [reader],
        subject: 'Spring',
        html,
        options: { open_tracking: true, click_tracking: true, transactional: false },
      });
    const sent = await marketing(`<html><body><p><a href="${target}">Shop</a></p></body></html>`);
    expect(sent.body.data).toMatchObject({ accepted: 1, rejected: 0 });
    const requestId = sent.body.data.request_id as string;

    const [mail] = await waitForCapturedMail(cluster.admin, reader);
    // Links record events for the messages whose injection the events service has consumed.
    await eventsOnceThere(team.api, `?transmissions=${requestId}&events=injection`, 1);
    const { open, clicks, unsubscribe } = trackingLinksOf(mail, cluster.baseUrl);
    expect(open).toBeDefined();
    expect(clicks).toHaveLength(1);
    const agent = { 'user-agent': 'Mozilla/5.0 (X11) MailClient/9' };
    const pixel = await fetchUnderContract(open!, { headers: agent });
    expect(pixel.status).toBe(200);
    expect(pixel.headers.get('content-type')).toBe('image/gif');
    const click = await fetchUnderContract(clicks[0], { redirect: 'manual', headers: agent });
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toBe(target);

    const tracked = await eventsOnceThere(
      team.api,
      `?transmissions=${requestId}&events=open,initial_open,click`,
      3,
    );
    expect(tracked.data.map((event) => event.type).sort()).toEqual(['click', 'initial_open', 'open']);
    expect(tracked.data.find((event) => event.type === 'click')).toMatchObject({
      rcpt_to: reader,
      target_link_url: target,
      user_agent: agent['user-agent'],
    });

    // The reader is a contact of the team's audience: its status follows the unsubscribe too.
    const contact = await team.api.post('/audience/contacts', { email: reader });
    expect(contact.status).toBe(201);
    // The unsubscribe travels over JetStream to the sending service's suppression list.
    const oneClick = await fetchUnderContract(unsubscribe!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    await eventsOnceThere(team.api, `?transmissions=${requestId}&events=list_unsubscribe`, 1);
    const refused = await waitFor('the unsubscribe to reach the suppression list', async () => {
      const again = await marketing('<p>Again</p>');
      return again.body.data?.rejected === 1 ? again : undefined;
    });
    expect(refused.body.data).toMatchObject({ accepted: 0, rejected: 1 });
    const unsubscribed = await waitFor('the audience service to unsubscribe the contact', async () => {
      const read = await team.api.get(`/audience/contacts/${contact.body.data.id}`);
      return read.body.data.status === 'unsubscribed' ? read.body.data : undefined;
    });
    expect(unsubscribed.status_reason).toBe('list_unsubscribe');
  });

  it("takes a DSN and an ARF report at the sending service's bounce MX, and suppresses over JetStream", async () => {
    const domain = 'bounce.dist.example.test';
    await verifiedSendingDomain(team.api, dns, domain);
    const corpus = (file: string) => readFileSync(join(__dirname, 'fixtures', 'bounces', file));
    const cases = [
      { reader: 'gone.user@outlook.com', file: 'outlook-hard-recipient-not-found.eml', type: 'out_of_band' },
      { reader: 'annoyed.reader@yahoo.com', file: 'yahoo-arf-abuse.eml', type: 'spam_complaint' },
    ];
    const send = (to: string) =>
      team.api.post('/emails', { from: `news@${domain}`, to: [to], subject: 'Bounce me', text: 'Hello' });
    const transport = createTransport({ host: '127.0.0.1', port: bounceMxPort, ignoreTLS: true });
    try {
      for (const { reader, file, type } of cases) {
        const sent = await send(reader);
        expect(sent.body.data).toMatchObject({ accepted: 1 });
        const [mail] = await waitForCapturedMail(cluster.admin, reader);
        expect(mail.envelope.mail_from).toMatch(verpAddressOn(`bounces.${domain}`));
        const answer = await transport.sendMail({
          envelope: { from: '', to: [mail.envelope.mail_from] },
          raw: corpus(file),
        });
        expect(answer.response).toBe(`250 Ok: ${type}`);
        const requestId = sent.body.data.request_id as string;
        const event = await waitFor(`the ${type} event`, async () => {
          const listed = await team.api.get(`/emails/events?transmissions=${requestId}&events=${type}`);
          return listed.body.data?.events.data[0];
        });
        expect(event).toMatchObject({ type, rcpt_to: reader });
        const refused = await waitFor(`the ${type} to reach the suppression list`, async () => {
          const again = await send(reader);
          return again.body.data?.rejected === 1 ? again : undefined;
        });
        expect(refused.body.data).toMatchObject({ accepted: 0, rejected: 1 });
      }
      // No relaying through it.
      await expect(
        transport.sendMail({
          envelope: { from: 'a@example.org', to: ['b@example.org'] },
          raw: 'Subject: x\r\n\r\nx',
        }),
      ).rejects.toMatchObject({ responseCode: 550 });
    } finally {
      transport.close();
    }
  });

  it('serves the audience through the audience service: lists, contacts, segments and a CSV import in chunks', async () => {
    await team.api.post('/audience/properties', { key: 'score', type: 'number' });
    const list = await team.api.post('/audience/lists', { name: 'Distributed' });
    expect(list.status).toBe(201);
    const listId = list.body.data.id as string;
    // Larger than one 256 KB chunk of the gateway's upload, so that it crosses NATS in several pieces.
    const rows = Array.from({ length: 12_000 }, (_, i) => `member${i}@dist.example.net,${i}`);
    const started = await team.api.post(
      `/audience/contacts/import?list_ids=${listId}`,
      ['email,score', ...rows].join('\n'),
      {
        'content-type': 'text/csv',
      },
    );
    expect(started.status).toBe(202);
    const report = await waitFor(
      'the import to complete',
      async () => {
        const read = await team.api.get(`/audience/imports/${started.body.data.id}`);
        return read.body.data.status === 'completed' ? read.body.data : undefined;
      },
      60_000,
    );
    expect(report).toMatchObject({ rows_total: 12_000, rows_imported: 12_000, rows_failed: 0 });
    const page = await team.api.get(`/audience/contacts?list_id=${listId}&per_page=1`);
    expect(page.body.data.pagination.total).toBe(12_000);
    const segment = await team.api.post('/audience/segments', {
      name: 'High scores',
      list_id: listId,
      condition_groups: [{ conditions: [{ field: 'properties.score', operator: 'gte', value: '11000' }] }],
    });
    expect(segment.status).toBe(201);
    expect(segment.body.data.cached_contacts_count).toBe(1000);
  });

  it('shares rate-limit counts between gateway replicas through PostgreSQL', async () => {
    const other = await createTeam(cluster.admin);
    const second = await startSecondGateway(cluster);
    try {
      const viaFirst = other.api;
      const viaSecond = other.api.withBaseUrl(`${second.baseUrl}/api`);
      for (let i = 0; i < 150; i++)
        expect((await (i % 2 ? viaFirst : viaSecond).get('/auth/check')).status).toBe(200);
      for (let i = 0; i < 150; i++)
        expect((await (i % 2 ? viaSecond : viaFirst).get('/auth/check')).status).toBe(200);
      const refused = await viaSecond.get('/auth/check');
      expect(refused.status).toBe(429);
      expect(refused.body.error_code).toBe('rate_limit_exceeded');
    } finally {
      await second.stop();
    }
  });

  it('answers 503 without waiting for the bus timeout when the domains service is down, and recovers after a restart', async () => {
    await Promise.all(cluster.services.domains.map((process) => process.stop()));
    // Nobody answers the subject: the gateway knows at once, before a timer of the bus timeout fires.
    let timer: NodeJS.Timeout | undefined;
    const busTimeout = new Promise<'bus timeout'>((resolve) => {
      timer = setTimeout(() => resolve('bus timeout'), Number(cluster.gatewayEnv().BUS_TIMEOUT_MS));
    });
    const down = await Promise.race([team.api.get('/domains'), busTimeout]);
    clearTimeout(timer);
    if (down === 'bus timeout') throw new Error('GET /domains waited for the bus timeout');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ message: expect.any(String), error_code: 'service_unavailable' });
    // The gateway itself stays up.
    expect((await team.api.get('/auth/check')).status).toBe(200);

    cluster.services.domains = [await cluster.startService('domains')];
    const up = await team.api.get('/domains');
    expect(up.status).toBe(200);
  });
});

async function startSecondGateway(
  cluster: Distributed,
): Promise<{ baseUrl: string; stop(): Promise<number | null> }> {
  const port = await freePort();
  const env = cluster.gatewayEnv();
  const gateway = startApp('gateway', {
    ...env,
    PORT: String(port),
    OPS_PORT: String(await freePort()),
    HOST: '127.0.0.1',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(
    'second gateway',
    async () => ((await fetch(`${baseUrl}/ready`)).status === 200 ? true : undefined),
    60_000,
    () => gateway.output(),
  );
  return { baseUrl, stop: () => gateway.stop() };
}
