import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createTransport } from 'nodemailer';
import { DnsTestServer } from '@mailroom/testing';
import { verifiedSendingDomain } from './support/dns-records';
import { createKey, createTeam, TestTeam } from './support/factories';
import { ApiClient, fetchUnderContract } from './support/http-client';
import { ArrivedMail, verifyDkim, waitForCapturedMail } from './support/mail';
import { freePort, ROOT, waitFor } from './support/processes';
import { startStandalone, Standalone } from './support/standalone';
import { trackingLinksOf } from './support/tracking';

const CLI = join(ROOT, 'dist', 'apps', 'cli', 'src', 'main.js');

const DOMAIN = 'news.example.test';

const draft = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Spring sale',
  subject: 'Hello {{properties.first_name}}',
  from_email: `news@${DOMAIN}`,
  from_name: 'The Shop',
  html: '<p>Hi {{properties.first_name}} ({{email}})</p>',
  text: 'Hi {{properties.first_name}} ({{email}})',
  list_id: randomUUID(),
  ...overrides,
});

// The campaign routes as a user meets them: drafts, their rules, scopes and sandbox keys, teams apart.
describe('campaigns: drafts and their rules (standalone)', () => {
  let app: Standalone;
  let dns: DnsTestServer;
  let team: TestTeam;
  let bounceMxPort: number;

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    bounceMxPort = await freePort();
    app = await startStandalone({ DNS_SERVERS: dns.address, BOUNCE_MX_PORT: String(bounceMxPort) });
    team = await createTeam(app.admin);
    await verifiedSendingDomain(team.api, dns, DOMAIN);
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
    await dns?.stop();
  });

  it('creates a draft with SPEC’s fields and zero stats, and reads it back', async () => {
    const created = await team.api.post('/campaigns', draft());
    expect(created.status).toBe(201);
    const campaign = created.body.data;
    expect(campaign).toMatchObject({
      name: 'Spring sale',
      status: 'draft',
      sent_count: 0,
      total_recipients: 0,
      subject: 'Hello {{properties.first_name}}',
      from_email: `news@${DOMAIN}`,
      from_name: 'The Shop',
      reply_to: null,
      scheduled_at: null,
      sent_at: null,
      stats: {
        injections: 0,
        deliveries: 0,
        bounces: 0,
        spam_complaints: 0,
        opens: 0,
        unique_opens: 0,
        clicks: 0,
        unique_clicks: 0,
        unsubscribes: 0,
      },
    });
    expect(campaign.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(campaign.created_at).toISOString()).toBe(campaign.created_at);
    const read = await team.api.get(`/campaigns/${campaign.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(campaign);
  });

  it('refuses incomplete or malformed campaigns with 422 and the fields at fault', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [draft({ name: undefined }), 'name'],
      [draft({ from_email: 'not-an-address' }), 'from_email'],
      [draft({ html: undefined, text: undefined }), 'html'],
      [draft({ template_slug: 'welcome' }), 'template_slug'],
      [draft({ list_id: undefined }), 'list_id'],
      [draft({ segment_id: randomUUID() }), 'segment_id'],
      [draft({ topic_id: 'topic' }), 'topic_id'],
      [draft({ subject: 'a\r\nBcc: x@example.com' }), 'subject'],
      [draft({ unknown_field: 1 }), 'unknown_field'],
    ];
    for (const [body, field] of cases) {
      const response = await team.api.post('/campaigns', body);
      expect(response.status).toBe(422);
      expect(response.body.error_code).toBe('validation_error');
      expect(Object.keys(response.body.errors)).toContain(field);
    }
    const list = await team.api.get('/campaigns?per_page=100');
    expect(list.body.data.campaigns.every((c: { name: string }) => c.name === 'Spring sale')).toBe(true);
  });

  it('lists campaigns newest first, paged, filtered by status, with SPEC’s limits', async () => {
    const other = await createTeam(app.admin);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await other.api.post('/campaigns', draft({ name: `C${i}` }))).body.data.id);
    const page = await other.api.get('/campaigns?page=1&per_page=2');
    expect(page.status).toBe(200);
    expect(page.body.data.campaigns.map((c: { id: string }) => c.id)).toEqual([ids[2], ids[1]]);
    expect(page.body.data.pagination).toEqual({ total: 3, per_page: 2, current_page: 1, last_page: 2 });
    const second = await other.api.get('/campaigns?page=2&per_page=2');
    expect(second.body.data.campaigns.map((c: { id: string }) => c.id)).toEqual([ids[0]]);
    expect((await other.api.get('/campaigns?status=sent')).body.data.pagination.total).toBe(0);
    expect((await other.api.get('/campaigns?status=draft')).body.data.pagination.total).toBe(3);
    for (const query of ['page=0', 'page=10001', 'per_page=0', 'per_page=101', 'status=paused']) {
      const response = await other.api.get(`/campaigns?${query}`);
      expect(response.status).toBe(422);
      expect(response.body.error_code).toBe('validation_error');
    }
  });

  it('changes and deletes drafts; another team’s campaign is 404 like a missing one', async () => {
    const { id } = (await team.api.post('/campaigns', draft())).body.data;
    const patched = await team.api.patch(`/campaigns/${id}`, {
      name: 'Summer sale',
      reply_to: 'help@example.com',
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({
      name: 'Summer sale',
      reply_to: 'help@example.com',
      from_name: 'The Shop',
    });
    const invalid = await team.api.patch(`/campaigns/${id}`, { segment_id: randomUUID() });
    expect(invalid.status).toBe(422);
    expect((await team.api.get(`/campaigns/${id}`)).body.data.segment_id).toBeNull();
    const segmentId = randomUUID();
    const moved = await team.api.patch(`/campaigns/${id}`, {
      list_id: null,
      segment_id: segmentId,
      reply_to: null,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ list_id: null, segment_id: segmentId, reply_to: null });
    expect((await team.api.patch(`/campaigns/${id}`, { name: null })).status).toBe(422);

    const stranger = await createTeam(app.admin);
    for (const response of [
      await stranger.api.get(`/campaigns/${id}`),
      await stranger.api.patch(`/campaigns/${id}`, { name: 'x' }),
      await stranger.api.delete(`/campaigns/${id}`),
      await stranger.api.post(`/campaigns/${id}/send`),
      await stranger.api.get(`/campaigns/${id}/events`),
      await team.api.get(`/campaigns/${randomUUID()}`),
      await team.api.get('/campaigns/not-a-uuid'),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.error_code).toBe('not_found');
    }

    const deleted = await team.api.delete(`/campaigns/${id}`);
    expect(deleted.status).toBe(200);
    expect((await team.api.get(`/campaigns/${id}`)).status).toBe(404);
  });

  it('merges PATCHes of different fields made at once, and answers a PATCH racing a DELETE 200 or 404', async () => {
    for (let burst = 0; burst < 5; burst += 1) {
      const { id } = (await team.api.post('/campaigns', draft())).body.data;
      const patched = await Promise.all([
        team.api.patch(`/campaigns/${id}`, { name: `Name ${burst}` }),
        team.api.patch(`/campaigns/${id}`, { subject: `Subject ${burst}` }),
        team.api.patch(`/campaigns/${id}`, { from_name: `Sender ${burst}` }),
      ]);
      expect(patched.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect((await team.api.get(`/campaigns/${id}`)).body.data).toMatchObject({
        name: `Name ${burst}`,
        subject: `Subject ${burst}`,
        from_name: `Sender ${burst}`,
      });
      const raced = await Promise.all([
        ...Array.from({ length: 6 }, (_, i) => team.api.patch(`/campaigns/${id}`, { subject: `Raced ${i}` })),
        team.api.delete(`/campaigns/${id}`),
        team.api.delete(`/campaigns/${id}`),
      ]);
      expect(
        raced.map((answer) => answer.status).filter((status) => status !== 200 && status !== 404),
      ).toEqual([]);
      expect((await team.api.get(`/campaigns/${id}`)).status).toBe(404);
    }
  });

  it('never sends content that a PATCH made while the send was checked replaced', async () => {
    const racer = await createTeam(app.admin, { plan: 'pro_50k' });
    await verifiedSendingDomain(racer.api, dns, 'race.example.test');
    const list = (await racer.api.post('/audience/lists', { name: 'Race' })).body.data.id as string;
    for (let burst = 0; burst < 8; burst += 1) {
      const { id } = (
        await racer.api.post('/campaigns', draft({ from_email: 'news@race.example.test', list_id: list }))
      ).body.data;
      const [sent, ...patched] = await Promise.all([
        racer.api.post(`/campaigns/${id}/send`),
        ...Array.from({ length: 3 }, () =>
          racer.api.patch(`/campaigns/${id}`, { from_email: 'news@unknown.example.test' }),
        ),
      ]);
      const final = (await racer.api.get(`/campaigns/${id}`)).body.data;
      if (sent.status === 200) {
        expect(final).toMatchObject({ from_email: 'news@race.example.test' });
        expect(final.status).not.toBe('draft');
      } else {
        expect([sent.status, sent.body.error_code]).toEqual(
          sent.status === 400 ? [400, 'unconfigured_domain'] : [409, 'campaign_status_conflict'],
        );
        expect(final).toMatchObject({ status: 'draft', from_email: 'news@unknown.example.test' });
      }
      expect(
        patched.map((answer) => answer.status).filter((status) => status !== 200 && status !== 409),
      ).toEqual([]);
    }
  });

  it('checks the sender domain as POST /emails does when a campaign is sent or scheduled', async () => {
    const { id } = (await team.api.post('/campaigns', draft({ from_email: 'news@unknown.example.test' })))
      .body.data;
    const sent = await team.api.post(`/campaigns/${id}/send`);
    expect(sent.status).toBe(400);
    expect(sent.body.error_code).toBe('unconfigured_domain');
    const at = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await team.api.post(`/campaigns/${id}/schedule`, { scheduled_at: at });
    expect(scheduled.status).toBe(400);
    expect((await team.api.get(`/campaigns/${id}`)).body.data.status).toBe('draft');
    for (const scheduled_at of ['tomorrow', new Date(Date.now() - 60_000).toISOString(), undefined]) {
      const response = await team.api.post(`/campaigns/${id}/schedule`, { scheduled_at });
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors)).toEqual(['scheduled_at']);
    }
    const cancel = await team.api.post(`/campaigns/${id}/cancel`);
    expect(cancel.status).toBe(409);
    expect(cancel.body.error_code).toBe('campaign_status_conflict');
  });

  it('needs campaigns:read and campaigns:write, and refuses sandbox keys with sandbox_restricted', async () => {
    const readOnly = team.api.withToken(
      await createKey(app.admin, team.id, { permission: 'read_only', type: 'live' }),
    );
    const sending = team.api.withToken(
      await createKey(app.admin, team.id, { permission: 'sending_access', type: 'live' }),
    );
    const sandbox = team.api.withToken(
      await createKey(app.admin, team.id, { permission: 'full_access', type: 'sandbox' }),
    );
    expect((await readOnly.get('/campaigns')).status).toBe(200);
    const write = await readOnly.post('/campaigns', draft());
    expect(write.status).toBe(403);
    expect(write.body.error_code).toBe('insufficient_scope');
    const read = await sending.get('/campaigns');
    expect(read.status).toBe(403);
    expect(read.body.error_code).toBe('insufficient_scope');
    const { id } = (await team.api.post('/campaigns', draft())).body.data;
    for (const response of [
      await sandbox.post('/campaigns', draft()),
      await sandbox.patch(`/campaigns/${id}`, { name: 'x' }),
      await sandbox.delete(`/campaigns/${id}`),
      await sandbox.post(`/campaigns/${id}/send`),
      await sandbox.post(`/campaigns/${id}/schedule`, {
        scheduled_at: new Date(Date.now() + 3600_000).toISOString(),
      }),
      await sandbox.post(`/campaigns/${id}/cancel`),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.error_code).toBe('sandbox_restricted');
    }
    expect((await team.api.get(`/campaigns/${id}`)).body.data.status).toBe('draft');
  });

  it('answers hostile bodies and queries with 201, 200 or 422, never an error of its own', async () => {
    const fuzzer = await createTeam(app.admin, { plan: 'pro_50k' });
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.uuid(),
      fc.emailAddress(),
      fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
    );
    const fields = [
      'name',
      'subject',
      'from_email',
      'from_name',
      'reply_to',
      'html',
      'text',
      'template_slug',
      'list_id',
      'segment_id',
      'topic_id',
      '__proto__',
      'constructor',
    ];
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: 8 }), async (body) => {
        const response = await fuzzer.api.post('/campaigns', { ...draft(), ...body });
        expect([201, 422]).toContain(response.status);
        if (response.status === 422) expect(response.body.error_code).toBe('validation_error');
      }),
      { numRuns: 60 },
    );
    const { id } = (await fuzzer.api.post('/campaigns', draft())).body.data;
    const params = ['event_type', 'email', 'start_time', 'end_time', 'per_page', 'cursor', 'page', 'status'];
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
      fc.integer({ min: -5, max: 200 }).map(String),
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...params), text, { maxKeys: 4 }), async (query) => {
        const search = new URLSearchParams(query).toString();
        const events = await fuzzer.api.get(`/campaigns/${id}/events?${search}`);
        expect([200, 422]).toContain(events.status);
        const list = await fuzzer.api.get(`/campaigns?${search}`);
        expect([200, 422]).toContain(list.status);
      }),
      { numRuns: 60 },
    );
  });

  it('answers the admin approve and reject of an unknown campaign or one not in review', async () => {
    const { id } = (await team.api.post('/campaigns', draft())).body.data;
    expect((await app.admin.post(`/admin/campaigns/${randomUUID()}/approve`)).status).toBe(404);
    const notInReview = await app.admin.post(`/admin/campaigns/${id}/approve`);
    expect(notInReview.status).toBe(409);
    const noReason = await app.admin.post(`/admin/campaigns/${id}/reject`, {});
    expect(noReason.status).toBe(422);
    expect((await team.api.post(`/admin/campaigns/${id}/approve`)).status).toBe(401);
  });
  // The CLI as an operator runs it, against this standalone's data folder.
  async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, ...args], {
        env: { ...process.env, MAILROOM_URL: app.baseUrl, DATA_DIR: app.dataDir, ADMIN_TOKEN: '' },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  async function campaignOnce(api: ApiClient, id: string, done: (c: any) => boolean): Promise<any> {
    return waitFor(`campaign ${id}`, async () => {
      const campaign = (await api.get(`/campaigns/${id}`)).body.data;
      return done(campaign) ? campaign : undefined;
    });
  }

  // An audience of five on one list: three who may be mailed, one unsubscribed, one on another topic.
  async function audienceOfFive(
    api: ApiClient,
    tag: string,
  ): Promise<{ listId: string; topicId: string; emails: string[] }> {
    await api.post('/audience/properties', { key: 'first_name', type: 'string' });
    const listId = (await api.post('/audience/lists', { name: `Customers ${tag}` })).body.data.id as string;
    const topicId = (await api.post('/audience/topics', { name: `News ${tag}` })).body.data.id as string;
    const otherTopic = (await api.post('/audience/topics', { name: `Offers ${tag}` })).body.data.id as string;
    const people = [
      { name: 'Ann', status: 'subscribed', topic: topicId },
      { name: 'Bob', status: 'subscribed', topic: topicId },
      { name: 'Cy', status: 'subscribed', topic: topicId },
      { name: 'Dee', status: 'unsubscribed', topic: topicId },
      { name: 'Eve', status: 'subscribed', topic: otherTopic },
    ];
    const emails: string[] = [];
    for (const person of people) {
      const email = `${person.name.toLowerCase()}-${tag}@example.net`;
      const created = await api.post('/audience/contacts', {
        email,
        status: person.status,
        properties: { first_name: person.name },
        list_ids: [listId],
        topic_ids: [person.topic],
      });
      expect(created.status).toBe(201);
      emails.push(email);
    }
    return { listId, topicId, emails };
  }

  describe('a campaign sent to a list and a topic', () => {
    let sender: TestTeam;
    let campaignId: string;
    let emails: string[];
    let mails: ArrivedMail[];

    beforeAll(async () => {
      sender = await createTeam(app.admin);
      await verifiedSendingDomain(sender.api, dns, 'promo.example.test');
      const audience = await audienceOfFive(sender.api, 'a');
      emails = audience.emails;
      const created = await sender.api.post('/campaigns', {
        ...draft({ from_email: 'news@promo.example.test', reply_to: 'help@promo.example.test' }),
        html: '<html><body><p>Hi {{properties.first_name}} ({{email}})</p><a href="https://shop.example.com/sale">Sale</a></body></html>',
        list_id: audience.listId,
        topic_id: audience.topicId,
      });
      campaignId = created.body.data.id;
    }, 60_000);

    it('waits in review as the team’s first campaign, until the CLI approves it', async () => {
      const sent = await sender.api.post(`/campaigns/${campaignId}/send`);
      expect(sent.status).toBe(200);
      expect(sent.body.data).toMatchObject({ status: 'in_review', review_reason: expect.any(String) });
      expect((await sender.api.patch(`/campaigns/${campaignId}`, { name: 'x' })).status).toBe(409);
      expect((await sender.api.delete(`/campaigns/${campaignId}`)).status).toBe(409);
      const approved = await cli('campaign', 'approve', campaignId);
      expect(approved).toMatchObject({ code: 0 });
      expect(approved.stdout).toContain(`Campaign ${campaignId} approved`);
      const again = await cli('campaign', 'approve', campaignId);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('error 409');
    });

    it('mails the three who may be mailed, once each, and ends sent with exact counts', async () => {
      const done = await campaignOnce(sender.api, campaignId, (c) => c.status === 'sent');
      expect(done).toMatchObject({ sent_count: 3, total_recipients: 3, review_reason: null });
      expect(Date.parse(done.sent_at)).toBeGreaterThanOrEqual(Date.parse(done.created_at));
      mails = await Promise.all(
        emails.slice(0, 3).map(async (email) => (await waitForCapturedMail(app.admin, email))[0]),
      );
      for (const email of emails.slice(3)) {
        const captured = (await app.admin.get('/admin/capture/messages?limit=1000')).body.data.messages as {
          rcpt_to: string[];
        }[];
        expect(captured.filter((m) => m.rcpt_to.includes(email))).toHaveLength(0);
      }
    });

    it('fills the merge tags from each contact and carries a DKIM-signed one-click List-Unsubscribe', async () => {
      for (const [index, mail] of mails.entries()) {
        const name = ['Ann', 'Bob', 'Cy'][index];
        expect(mail.parsed.subject).toBe(`Hello ${name}`);
        expect(mail.parsed.text?.trim()).toBe(`Hi ${name} (${emails[index]})`);
        expect(mail.parsed.html).toContain(`<p>Hi ${name} (${emails[index]})</p>`);
        expect(mail.parsed.from?.value).toEqual([{ name: 'The Shop', address: 'news@promo.example.test' }]);
        expect(mail.parsed.replyTo?.value).toEqual([{ name: '', address: 'help@promo.example.test' }]);
        expect(mail.envelope.rcpt_to).toEqual([emails[index]]);
        const links = trackingLinksOf(mail, app.baseUrl);
        expect(links.unsubscribe).toMatch(new RegExp(`^${app.baseUrl}/api/t/u/`));
        expect(mail.parsed.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe(
          'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
        );
        expect(await verifyDkim(mail.raw, dns.address)).toEqual([
          expect.objectContaining({ result: 'pass', domain: 'promo.example.test' }),
        ]);
        const signed = /\bh=([^;]+);/.exec(mail.raw.replace(/\r\n[ \t]+/g, ''))![1].split(':');
        expect(signed).toEqual(expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post']));
      }
    });

    it('counts a delivery, an open, a click and a one-click unsubscribe in its stats', async () => {
      const ann = trackingLinksOf(mails[0], app.baseUrl);
      const bob = trackingLinksOf(mails[1], app.baseUrl);
      // The tracking links record once the events context has stored the injections.
      await waitFor('the injections', async () => {
        const page = (await sender.api.get(`/campaigns/${campaignId}/events?event_type=injection`)).body.data;
        return page.events.length === 3 ? true : undefined;
      });
      expect((await fetchUnderContract(ann.open!, { headers: { 'user-agent': 'Reader/1' } })).status).toBe(
        200,
      );
      expect((await fetchUnderContract(ann.open!)).status).toBe(200);
      expect((await fetchUnderContract(ann.clicks[0], { redirect: 'manual' })).status).toBe(302);
      const unsubscribed = await fetchUnderContract(bob.unsubscribe!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(unsubscribed.status).toBe(200);
      // Cy's mailbox provider bounces the message after it said 250: a DSN to the message's bounce address.
      const transport = createTransport({ host: '127.0.0.1', port: bounceMxPort, ignoreTLS: true });
      const bounced = await transport.sendMail({
        envelope: { from: '', to: [mails[2].envelope.mail_from] },
        raw: readFileSync(join(ROOT, 'test', 'fixtures', 'bounces', 'gmail-hard-user-unknown.eml')),
      });
      transport.close();
      expect(bounced.response).toBe('250 Ok: out_of_band');
      const stats = await campaignOnce(
        sender.api,
        campaignId,
        (c) =>
          c.stats.deliveries === 3 &&
          c.stats.unsubscribes === 1 &&
          c.stats.clicks === 1 &&
          c.stats.opens === 2 &&
          c.stats.bounces === 1,
      );
      expect(stats.stats).toEqual({
        injections: 3,
        deliveries: 3,
        bounces: 1,
        spam_complaints: 0,
        opens: 2,
        unique_opens: 1,
        clicks: 1,
        unique_clicks: 1,
        unsubscribes: 1,
      });
      const contact = await waitFor('the audience to unsubscribe the contact', async () => {
        const found = (await sender.api.get(`/audience/contacts?email=${encodeURIComponent(emails[1])}`)).body
          .data;
        const bobContact = found.contacts?.[0];
        return bobContact?.status === 'unsubscribed' ? bobContact : undefined;
      });
      expect(contact.email).toBe(emails[1]);
    });

    it('pages its events with a signed cursor, filters them, and reads date-only bounds as whole UTC days', async () => {
      const seen: any[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `?per_page=2&cursor=${encodeURIComponent(cursor)}` : '?per_page=2';
        const page = await sender.api.get(`/campaigns/${campaignId}/events${query}`);
        expect(page.status).toBe(200);
        expect(page.body.data.events.length).toBeLessThanOrEqual(2);
        seen.push(...page.body.data.events);
        cursor = page.body.data.next_cursor;
      } while (cursor !== null);
      expect(seen).toHaveLength(11);
      expect(new Set(seen.map((e) => e.event_id)).size).toBe(11);
      const times = seen.map((e) => Date.parse(e.timestamp));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const byType = (type: string): any[] => seen.filter((e) => e.event_type === type);
      expect(byType('injection')).toHaveLength(3);
      expect(byType('delivery')).toHaveLength(3);
      expect(byType('open')).toEqual([
        expect.objectContaining({ email: emails[0] }),
        expect.objectContaining({ email: emails[0], user_agent: 'Reader/1' }),
      ]);
      expect(byType('click')).toEqual([
        expect.objectContaining({ email: emails[0], target_link_url: 'https://shop.example.com/sale' }),
      ]);
      expect(byType('list_unsubscribe')).toEqual([expect.objectContaining({ email: emails[1] })]);
      // The bounce that came back after delivery, as SPEC's campaign event type.
      expect(byType('bounce')).toEqual([expect.objectContaining({ email: emails[2], bounce_class: '10' })]);

      const events = async (query: string): Promise<any[]> => {
        const response = await sender.api.get(`/campaigns/${campaignId}/events${query}`);
        expect(response.status).toBe(200);
        return response.body.data.events;
      };
      expect(await events('?event_type=delivery&per_page=100')).toHaveLength(3);
      expect(
        (await events(`?email=${encodeURIComponent(emails[0].toUpperCase())}&per_page=100`)).length,
      ).toBe(5);
      const today = new Date().toISOString().slice(0, 10);
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      expect(await events('?event_type=bounce&per_page=100')).toHaveLength(1);
      expect(await events(`?start_time=${today}&end_time=${today}&per_page=100`)).toHaveLength(11);
      expect(await events(`?end_time=${yesterday}`)).toHaveLength(0);
      expect(await events(`?start_time=${tomorrow}`)).toHaveLength(0);
      const newest = seen[0].timestamp as string;
      expect(
        (
          await events(`?start_time=${encodeURIComponent(newest)}&end_time=${encodeURIComponent(newest)}`)
        ).map((e) => e.event_id),
      ).toContain(seen[0].event_id);
      // Past the millisecond shown: the newest event, of the millisecond T, is before T+0.999999999.
      const past = encodeURIComponent(newest.replace('Z', '999999Z'));
      expect((await events(`?start_time=${past}`)).map((e) => e.event_id)).not.toContain(seen[0].event_id);

      for (const query of [
        '?cursor=forged',
        '?per_page=0',
        '?per_page=101',
        '?event_type=delay',
        '?start_time=yesterday',
        `?start_time=${today}&end_time=${yesterday}`,
      ]) {
        const response = await sender.api.get(`/campaigns/${campaignId}/events${query}`);
        expect(response.status).toBe(422);
        expect(response.body.error_code).toBe('validation_error');
      }
    });

    it('schedules a campaign, cancels it back to draft, and sends a scheduled one when its time comes', async () => {
      const audience = await audienceOfFive(sender.api, 'b');
      const body = {
        ...draft({ from_email: 'news@promo.example.test' }),
        list_id: audience.listId,
        topic_id: audience.topicId,
      };
      const first = (await sender.api.post('/campaigns', body)).body.data.id as string;
      const at = new Date(Date.now() + 3600_000).toISOString();
      const scheduled = await sender.api.post(`/campaigns/${first}/schedule`, { scheduled_at: at });
      expect(scheduled.status).toBe(200);
      expect(scheduled.body.data).toMatchObject({ status: 'scheduled', scheduled_at: at });
      const cancelled = await sender.api.post(`/campaigns/${first}/cancel`);
      expect(cancelled.body.data).toMatchObject({ status: 'draft', scheduled_at: null });
      expect((await sender.api.post(`/campaigns/${first}/cancel`)).status).toBe(409);

      const soon = new Date(Date.now() + 1500).toISOString();
      expect(
        (await sender.api.post(`/campaigns/${first}/schedule`, { scheduled_at: soon })).body.data.status,
      ).toBe('scheduled');
      const done = await campaignOnce(sender.api, first, (c) => c.status === 'sent');
      expect(done).toMatchObject({ sent_count: 3, total_recipients: 3 });
      expect(Date.parse(done.sent_at)).toBeGreaterThanOrEqual(Date.parse(soon));
    });
  });

  describe('review and quota of other teams', () => {
    it('rejects a first campaign through the CLI: back to draft with the reason; the team’s campaigns wait until one is approved', async () => {
      const newcomer = await createTeam(app.admin);
      await verifiedSendingDomain(newcomer.api, dns, 'newcomer.example.test');
      const audience = await audienceOfFive(newcomer.api, 'c');
      const newDraft = async (): Promise<string> =>
        (
          await newcomer.api.post('/campaigns', {
            ...draft({ from_email: 'hi@newcomer.example.test' }),
            list_id: audience.listId,
          })
        ).body.data.id;
      const id = await newDraft();
      const at = new Date(Date.now() + 3600_000).toISOString();
      expect(
        (await newcomer.api.post(`/campaigns/${id}/schedule`, { scheduled_at: at })).body.data.status,
      ).toBe('in_review');
      const rejected = await cli('campaign', 'reject', id, '--reason', 'Purchased list');
      expect(rejected.code).toBe(0);
      const back = (await newcomer.api.get(`/campaigns/${id}`)).body.data;
      expect(back).toMatchObject({ status: 'draft', review_reason: 'Purchased list', scheduled_at: null });
      // Asked again, it is still the team's first campaign.
      expect((await newcomer.api.post(`/campaigns/${id}/send`)).body.data.status).toBe('in_review');
      // A second campaign does not go around the review: it waits too, with its own reason.
      const second = await newDraft();
      const waiting = (await newcomer.api.post(`/campaigns/${second}/schedule`, { scheduled_at: at })).body
        .data;
      expect(waiting).toMatchObject({
        status: 'in_review',
        review_reason: "The team's campaigns wait for the operator's approval until one of them is approved.",
      });
      // Once the operator approves one, the team's next campaigns go as asked.
      expect((await cli('campaign', 'approve', second)).code).toBe(0);
      expect((await newcomer.api.get(`/campaigns/${second}`)).body.data.status).toBe('scheduled');
      const third = await newDraft();
      expect(
        (await newcomer.api.post(`/campaigns/${third}/schedule`, { scheduled_at: at })).body.data.status,
      ).toBe('scheduled');
    });

    it('refuses a free team’s campaign that would pass its quota before anything goes out', async () => {
      const free = await createTeam(app.admin, { plan: 'free' });
      await verifiedSendingDomain(free.api, dns, 'free.example.test');
      for (let i = 0; i < 2; i++) {
        const to = Array.from({ length: 50 }, (_, n) => `r${i}-${n}@example.org`);
        expect(
          (await free.api.post('/emails', { from: 'a@free.example.test', to, subject: 's', text: 't' }))
            .status,
        ).toBe(200);
      }
      const audience = await audienceOfFive(free.api, 'd');
      const { id } = (
        await free.api.post('/campaigns', {
          ...draft({ from_email: 'a@free.example.test' }),
          list_id: audience.listId,
        })
      ).body.data;
      const refused = await free.api.post(`/campaigns/${id}/send`);
      expect(refused.status).toBe(429);
      expect(refused.body.error_code).toBe('daily_quota_exceeded');
      expect((await free.api.get(`/campaigns/${id}`)).body.data).toMatchObject({
        status: 'draft',
        sent_count: 0,
      });
    });

    it('accounts for a recipient whose subject cannot be generated: a generation_failure event with the reason, exact counts', async () => {
      const own = await createTeam(app.admin);
      await verifiedSendingDomain(own.api, dns, 'generation.example.test');
      await own.api.post('/audience/properties', { key: 'first_name', type: 'string' });
      const listId = (await own.api.post('/audience/lists', { name: 'Generation' })).body.data.id as string;
      const people = {
        'fine-g@example.net': 'Ann',
        'long-g@example.net': 'x'.repeat(1000),
        'break-g@example.net': 'Bo\r\nBcc: victim-g@example.net',
      };
      for (const [email, first_name] of Object.entries(people)) {
        const created = await own.api.post('/audience/contacts', {
          email,
          properties: { first_name },
          list_ids: [listId],
        });
        expect(created.status).toBe(201);
      }
      const { id } = (
        await own.api.post('/campaigns', {
          ...draft({ from_email: 'news@generation.example.test' }),
          list_id: listId,
        })
      ).body.data;
      expect((await own.api.post(`/campaigns/${id}/send`)).status).toBe(200);
      expect(await cli('campaign', 'approve', id)).toMatchObject({ code: 0 });

      const done = await campaignOnce(own.api, id, (c) => c.status === 'sent');
      expect(done).toMatchObject({ total_recipients: 3, sent_count: 1, failure_reason: null });
      const [mail] = await waitForCapturedMail(app.admin, 'fine-g@example.net');
      expect(mail.parsed.subject).toBe('Hello Ann');
      const failures = await waitFor('generation failures', async () => {
        const events = (await own.api.get('/emails/events?events=generation_failure')).body.data.events.data;
        return events.length === 2 ? events : undefined;
      });
      expect(
        failures
          .map((event: any) => ({ rcpt_to: event.rcpt_to, reason: event.reason, subject: event.subject }))
          .sort((a: any, b: any) => a.rcpt_to.localeCompare(b.rcpt_to)),
      ).toEqual([
        {
          rcpt_to: 'break-g@example.net',
          reason:
            'Message generation failed: The rendered subject contains a control character (U+000D); a subject may not hold line breaks or other control characters.',
          subject: 'Hello {{properties.first_name}}',
        },
        {
          rcpt_to: 'long-g@example.net',
          reason: 'Message generation failed: The rendered subject is longer than 998 characters.',
          subject: 'Hello {{properties.first_name}}',
        },
      ]);
      const detail = await own.api.get(`/emails/${failures[0].request_id}`);
      expect(detail.body.data.results).toEqual([
        expect.objectContaining({ type: 'generation_failure', reason: failures[0].reason }),
      ]);
      const captured = (await app.admin.get('/admin/capture/messages?limit=1000')).body.data.messages as {
        rcpt_to: string[];
      }[];
      expect(captured.filter((m) => m.rcpt_to.some((rcpt) => /^(long|break|victim)-g@/.test(rcpt)))).toEqual(
        [],
      );
    });

    it('answers 422 naming the list when the campaign’s list does not exist', async () => {
      const { id } = (await team.api.post('/campaigns', draft())).body.data;
      const response = await team.api.post(`/campaigns/${id}/send`);
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors)).toEqual(['list_id']);
    });
  });
});
