import { randomUUID } from 'node:crypto';
import { DnsTestServer } from '@mailroom/testing';
import { verifiedSendingDomain } from './support/dns-records';
import { createKey, createTeam, TestTeam } from './support/factories';
import { startStandalone, Standalone } from './support/standalone';

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

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    app = await startStandalone({ DNS_SERVERS: dns.address });
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

  it('answers the admin approve and reject of an unknown campaign or one not in review', async () => {
    const { id } = (await team.api.post('/campaigns', draft())).body.data;
    expect((await app.admin.post(`/admin/campaigns/${randomUUID()}/approve`)).status).toBe(404);
    const notInReview = await app.admin.post(`/admin/campaigns/${id}/approve`);
    expect(notInReview.status).toBe(409);
    const noReason = await app.admin.post(`/admin/campaigns/${id}/reject`, {});
    expect(noReason.status).toBe(422);
    expect((await team.api.post(`/admin/campaigns/${id}/approve`)).status).toBe(401);
  });
});
