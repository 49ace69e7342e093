import { Mailroom, MailroomAdmin, WebhookVerificationError } from '@mailroom/sdk';
import { DnsTestServer } from '@mailroom/testing';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishRecords, verifiedSendingDomain } from './support/dns-records';
import { countingFetch, refusingFirstFetch, rejection } from './support/sdk';
import { createKey, createTeam, TestTeam } from './support/factories';
import { ROOT, waitFor } from './support/processes';
import { startStandalone, Standalone } from './support/standalone';
import { WebhookReceiver } from './support/webhook-receiver';

const DOMAIN = 'sdk.example.test';
const HOOKED_DOMAIN = 'hooks.sdk.example.test';
const SDK_TYPES_FILE = join(ROOT, 'packages', 'sdk', 'src', 'generated', 'openapi.ts');

// The SDK's types for a document, rendered by the generator script (openapi-typescript is an ES module
// package that jest cannot load).
function renderSdkTypes(document: object): string {
  const folder = mkdtempSync(join(tmpdir(), 'mailroom-sdk-types-'));
  try {
    writeFileSync(join(folder, 'openapi.json'), JSON.stringify(document));
    execFileSync(
      process.execPath,
      [
        '-r',
        './bench/register.js',
        'scripts/generate-sdk-types.ts',
        join(folder, 'openapi.json'),
        join(folder, 'openapi.ts'),
      ],
      { cwd: ROOT, stdio: 'pipe' },
    );
    return readFileSync(join(folder, 'openapi.ts'), 'utf8');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// The SDK as an application uses it, against the standalone service.
describe('@mailroom/sdk against the standalone service', () => {
  let app: Standalone;
  let dns: DnsTestServer;
  let receiver: WebhookReceiver;
  let team: TestTeam;
  let mailroom: Mailroom;

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    receiver = new WebhookReceiver();
    await receiver.start();
    app = await startStandalone({ DNS_SERVERS: dns.address, WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
    team = await createTeam(app.admin, { plan: 'pro_50k' });
    mailroom = new Mailroom(team.key, { baseUrl: `${app.baseUrl}/api` });
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
    await dns?.stop();
    await receiver?.stop();
  });

  it('carries types generated from the document the service serves (regeneration not forgotten)', async () => {
    const served = await app.api.withToken(undefined).get('/openapi.json');
    expect(served.status).toBe(200);
    const regenerated = renderSdkTypes(served.body as object);
    const checkedIn = readFileSync(SDK_TYPES_FILE, 'utf8');
    expect({ upToDate: regenerated === checkedIn, fix: 'npm run sdk:generate' }).toEqual({
      upToDate: true,
      fix: 'npm run sdk:generate',
    });
  });

  it('registers, reads, verifies, lists and deletes sending domains', async () => {
    const created = await mailroom.domains.create({ domain: DOMAIN });
    expect(created).toMatchObject({ domain: DOMAIN, status: 'approved' });
    const detail = await mailroom.domains.get(DOMAIN);
    expect(detail).toMatchObject({ domain: DOMAIN, can_send: false, dkim_status: 'unverified' });
    publishRecords(dns, detail.dns.records);
    const verified = await mailroom.domains.verify(DOMAIN);
    expect(verified).toMatchObject({ domain: DOMAIN, dkim_status: 'valid' });
    expect((await mailroom.domains.get(DOMAIN)).can_send).toBe(true);

    await mailroom.domains.create({ domain: 'gone.example.test' });
    const listed = await mailroom.domains.list();
    expect(listed.domains.map((domain) => domain.domain).sort()).toEqual(['gone.example.test', DOMAIN]);
    await mailroom.domains.delete('gone.example.test');
    const missing = await rejection(mailroom.domains.get('gone.example.test'));
    expect([missing.status, missing.errorCode]).toEqual([404, 'not_found']);
  });

  it('sends, and a replayed idempotent send answers the original result without sending again', async () => {
    const key = randomUUID();
    const request = { from: `hello@${DOMAIN}`, to: ['once@example.net'], subject: 'Once', text: 'Hi' };
    const first = await mailroom.emails.send(request, { idempotencyKey: key });
    expect(first).toEqual({ request_id: expect.any(String), accepted: 1, rejected: 0, replayed: false });
    const again = await mailroom.emails.send(request, { idempotencyKey: key });
    expect(again).toEqual({ ...first, replayed: true });

    const conflict = await rejection(
      mailroom.emails.send({ ...request, subject: 'Changed' }, { idempotencyKey: key }),
    );
    expect([conflict.status, conflict.errorCode]).toEqual([409, 'idempotency_conflict']);

    const sent = await mailroom.emails.list().toArray();
    expect(sent.filter((email) => email.request_id === first.request_id)).toHaveLength(1);
    const detail = await waitFor('the injection event', async () => {
      const found = await mailroom.emails.get(first.request_id);
      return found.results.length > 0 ? found : undefined;
    });
    expect(detail.results[0]).toMatchObject({ request_id: first.request_id, rcpt_to: 'once@example.net' });
  });

  it('walks emails.list() and emails.events() page by page to the end', async () => {
    const tag = randomUUID().slice(0, 8);
    const recipients = Array.from({ length: 7 }, (_, i) => `page-${tag}-${i}@example.net`);
    const sent: string[] = [];
    for (const recipient of recipients) {
      sent.push(
        (await mailroom.emails.send({ from: `hello@${DOMAIN}`, to: [recipient], subject: tag, text: 'Hi' }))
          .request_id,
      );
    }

    const pages = [];
    for await (const page of mailroom.emails.list({ per_page: 3 }).pages()) pages.push(page);
    const listed = pages.flatMap((page) => page.items.map((email) => email.request_id));
    // Newest first, each once, ours among what the team sent before.
    expect(listed.slice(0, 7)).toEqual([...sent].reverse());
    expect(new Set(listed).size).toBe(listed.length);
    expect(pages.length).toBe(Math.ceil(listed.length / 3));
    expect(pages.slice(0, -1).every((page) => page.nextCursor !== null && page.items.length === 3)).toBe(
      true,
    );
    expect(pages[pages.length - 1].nextCursor).toBeNull();

    // A list filter takes an array (joined with commas), a time a Date.
    const events = mailroom.emails.events({
      per_page: 2,
      events: ['injection'],
      recipients,
      from: new Date(Date.now() - 3_600_000),
    });
    const injected = await waitFor('every injection event', async () => {
      const all = await events.toArray();
      return all.length === recipients.length ? all : undefined;
    });
    expect(injected.map((event) => event.rcpt_to)).toEqual([...recipients].reverse());
    expect(injected.every((event) => event.type === 'injection')).toBe(true);
    let eventPages = 0;
    for await (const page of events.pages()) {
      eventPages++;
      expect(page.items.length).toBeLessThanOrEqual(2);
    }
    expect(eventPages).toBe(4);
  });

  it('throws a typed MailroomError: 422 with errors per field, 404, 401', async () => {
    const invalid = await rejection(
      mailroom.emails.send({ from: `hello@${DOMAIN}`, to: ['not an address'], subject: '', text: 'Hi' }),
    );
    expect(invalid).toMatchObject({ name: 'MailroomError', status: 422, errorCode: 'validation_error' });
    expect(invalid.errors).toEqual({
      subject: [expect.any(String)],
      'to.0': [expect.stringContaining('not an address')],
    });
    expect(invalid.requestId).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(invalid.message).toEqual(expect.any(String));

    const missing = await rejection(mailroom.templates.get('no-such-template'));
    expect([missing.status, missing.errorCode]).toEqual([404, 'template_not_found']);
    expect(missing.errors).toBeUndefined();

    const stranger = new Mailroom(`mr_${'x'.repeat(43)}`, { baseUrl: `${app.baseUrl}/api` });
    const unauthorized = await rejection(stranger.checkKey());
    expect([unauthorized.status, unauthorized.errorCode]).toEqual([401, 'unauthorized']);
    expect(unauthorized.requestId).toEqual(expect.any(String));
    expect(() => new Mailroom('')).toThrow('An API key is required');
  });

  it('schedules, reads, lists and cancels scheduled emails', async () => {
    const scheduledAt = new Date(Date.now() + 3_600_000).toISOString();
    const request = {
      from: `hello@${DOMAIN}`,
      to: ['later@example.net'],
      subject: 'Later',
      text: 'Hi',
      scheduled_at: scheduledAt,
    };
    const key = randomUUID();
    const scheduled = await mailroom.emails.scheduled.create(request, { idempotencyKey: key });
    expect(scheduled).toMatchObject({ request_id: expect.stringMatching(/^sch_/), state: 'scheduled' });
    expect((await mailroom.emails.scheduled.create(request, { idempotencyKey: key })).request_id).toBe(
      scheduled.request_id,
    );
    expect(await mailroom.emails.scheduled.get(scheduled.request_id)).toMatchObject({
      request_id: scheduled.request_id,
      transmission_id: null,
    });
    const listed = await mailroom.emails.scheduled.list({ state: 'scheduled' });
    expect(listed.scheduled_emails.map((email) => email.request_id)).toEqual([scheduled.request_id]);

    expect(await mailroom.emails.scheduled.cancel(scheduled.request_id)).toMatchObject({
      state: 'cancelled',
    });
    const again = await rejection(mailroom.emails.scheduled.cancel(scheduled.request_id));
    expect([again.status, again.errorCode]).toEqual([409, 'schedule_cancellation_failed']);
  });

  it('manages versioned templates and projects, and sends from a template', async () => {
    const created = await mailroom.templates.create({
      name: 'Welcome',
      subject: 'Welcome {{first_name}}',
      text: 'Hello {{first_name}}, your order {{order.total}}',
    });
    expect(created).toMatchObject({ slug: 'welcome', version: 1 });
    const updated = await mailroom.templates.update('welcome', { text: 'Hi {{first_name}}' });
    expect(updated.version).toBe(2);
    expect((await mailroom.templates.get('welcome', { version: 1 })).text).toContain('{{order.total}}');
    expect((await mailroom.templates.mergeTags('welcome')).merge_tags.sort()).toEqual(['first_name']);
    const listed = await mailroom.templates.list();
    expect(listed.templates.map((template) => template.slug)).toEqual(['welcome']);
    const project = await mailroom.projects.create({ name: 'Side project' });
    const projects = await mailroom.projects.list();
    expect(projects.projects.map((p) => p.id)).toContain(project.id);
    await mailroom.templates.create({ name: 'Welcome', text: 'Elsewhere', project_id: project.id });
    expect((await mailroom.templates.get('welcome', { project_id: project.id })).text).toBe('Elsewhere');
    await mailroom.templates.delete('welcome', { project_id: project.id });

    const sent = await mailroom.emails.send({
      from: `hello@${DOMAIN}`,
      to: ['templated@example.net'],
      template_slug: 'welcome',
      substitution_data: { first_name: 'Ada' },
    });
    expect(sent.accepted).toBe(1);

    await mailroom.templates.delete('welcome');
    expect((await rejection(mailroom.templates.get('welcome'))).status).toBe(404);
  });

  it('manages webhooks, and webhooks.verify checks what the service delivered', async () => {
    // A team of its own: an event of another case's send, handled only once this webhook exists, would
    // reach it too.
    const owner = await createTeam(app.admin, { plan: 'pro_50k' });
    await verifiedSendingDomain(owner.api, dns, HOOKED_DOMAIN);
    const hooked = new Mailroom(owner.key, { baseUrl: `${app.baseUrl}/api` });
    const created = await hooked.webhooks.create({
      name: 'SDK hook',
      url: receiver.url('/sdk'),
      auth_type: 'none',
      events_mode: 'selected',
      events: ['message.injection'],
    });
    expect(created.signing_secret).toMatch(/^whsec_/);
    expect(await hooked.webhooks.get(created.id)).toMatchObject({ id: created.id, name: 'SDK hook' });
    expect((await hooked.webhooks.update(created.id, { name: 'Renamed' })).name).toBe('Renamed');
    expect((await hooked.webhooks.list()).webhooks.map((hook) => hook.id)).toContain(created.id);

    await hooked.webhooks.test(created.id);
    await hooked.emails.send({
      from: `hello@${HOOKED_DOMAIN}`,
      to: ['hooked@example.net'],
      subject: 'S',
      text: 'T',
    });
    const arrived = await waitFor('the test event and the injection', async () =>
      receiver.at('/sdk').length >= 2 ? receiver.at('/sdk') : undefined,
    );
    const events = await Promise.all(
      arrived.map((request) => hooked.webhooks.verify(request.body, request.headers, created.signing_secret)),
    );
    expect(events.map((event) => event.type).sort()).toEqual(['message.injection', 'message.test']);
    expect(events.find((event) => event.type === 'message.injection')?.data).toMatchObject({
      rcpt_to: 'hooked@example.net',
    });

    const [delivered] = arrived;
    await expect(
      hooked.webhooks.verify(
        delivered.body.replace('}', ',"x":1}'),
        delivered.headers,
        created.signing_secret,
      ),
    ).rejects.toThrow(WebhookVerificationError);
    const other = await hooked.webhooks.create({
      name: 'Other',
      url: receiver.url('/other'),
      auth_type: 'none',
      events_mode: 'all',
    });
    await expect(
      hooked.webhooks.verify(delivered.body, delivered.headers, other.signing_secret),
    ).rejects.toThrow(WebhookVerificationError);

    const deliveries = await waitFor('two succeeded deliveries', async () => {
      const all = await hooked.webhooks.deliveries(created.id, { per_page: 1 }).toArray();
      return all.filter((attempt) => attempt.status === 'succeeded').length === 2 ? all : undefined;
    });
    expect(deliveries.map((attempt) => attempt.event_type).sort()).toEqual([
      'message.injection',
      'message.test',
    ]);
    const again = await hooked.webhooks.retryDelivery(created.id, deliveries[0].id);
    expect(again).toMatchObject({ event_id: deliveries[0].event_id, status: 'pending' });
    await waitFor('the re-sent delivery', async () => (receiver.at('/sdk').length === 3 ? true : undefined));
    const resent = receiver.at('/sdk')[2];
    expect((await hooked.webhooks.verify(resent.body, resent.headers, created.signing_secret)).id).toBe(
      deliveries[0].event_id,
    );

    const replaced = await hooked.webhooks.replace(other.id, {
      name: 'Replaced',
      url: receiver.url('/replaced'),
      auth_type: 'none',
      events_mode: 'selected',
      events: ['message.bounce'],
    });
    expect(replaced).toMatchObject({ name: 'Replaced', events_mode: 'selected', events: ['message.bounce'] });

    await hooked.webhooks.delete(created.id);
    await hooked.webhooks.delete(other.id);
    expect((await rejection(hooked.webhooks.get(created.id))).status).toBe(404);
  });

  it('manages the audience: properties, lists, topics, contacts, imports, segments', async () => {
    await mailroom.audience.properties.define({ key: 'plan', type: 'string' });
    expect((await mailroom.audience.properties.list()).properties.map((p) => p.key)).toContain('plan');
    const list = await mailroom.audience.lists.create({ name: 'Customers' });
    const spare = await mailroom.audience.lists.create({ name: 'Spare' });
    const topic = await mailroom.audience.topics.create({ name: 'News' });

    const ada = await mailroom.audience.contacts.create({
      email: 'ada@example.net',
      properties: { plan: 'pro' },
      list_ids: [list.id],
    });
    expect(ada).toMatchObject({
      email: 'ada@example.net',
      status: 'subscribed',
      properties: { plan: 'pro' },
    });
    expect(await mailroom.audience.contacts.subscribe(ada.id, topic.id)).toEqual({ created: true });
    expect(await mailroom.audience.contacts.subscribe(ada.id, topic.id)).toEqual({ created: false });
    expect(await mailroom.audience.contacts.addToList(ada.id, spare.id)).toEqual({ created: true });
    await mailroom.audience.contacts.removeFromList(ada.id, spare.id);
    await mailroom.audience.contacts.removeFromList(ada.id, spare.id);
    const updated = await mailroom.audience.contacts.update(ada.id, { properties: { plan: 'free' } });
    expect(updated.properties).toEqual({ plan: 'free' });
    expect((await mailroom.audience.contacts.get(ada.id)).topics.map((t) => t.id)).toEqual([topic.id]);
    const unknownProperty = await rejection(
      mailroom.audience.contacts.update(ada.id, { properties: { shoe_size: '42' } }),
    );
    expect([unknownProperty.status, unknownProperty.errorCode]).toEqual([422, 'validation_error']);

    const started = await mailroom.audience.contacts.import(
      'email,plan\nbob@example.net,pro\ncyd@example.net,free\n',
      {
        list_ids: [list.id],
        update_existing: false,
      },
    );
    const finished = await waitFor('the import', async () => {
      const job = await mailroom.audience.imports.get(started.id);
      return job.status === 'completed' ? job : undefined;
    });
    expect(finished).toMatchObject({ rows_total: 2, rows_imported: 2, rows_failed: 0 });
    const members = await mailroom.audience.contacts.list({ list_id: list.id });
    expect(members.contacts.map((contact) => contact.email).sort()).toEqual([
      'ada@example.net',
      'bob@example.net',
      'cyd@example.net',
    ]);

    const segment = await mailroom.audience.segments.create({
      name: 'Pro customers',
      list_id: list.id,
      condition_groups: [{ conditions: [{ field: 'properties.plan', operator: 'equals', value: 'pro' }] }],
    });
    expect(await mailroom.audience.segments.get(segment.id)).toMatchObject({
      name: 'Pro customers',
      list_id: list.id,
    });
    expect((await mailroom.audience.segments.list({ list_id: list.id })).segments).toHaveLength(1);
    const inUse = await rejection(mailroom.audience.lists.deleteMany([list.id, spare.id]));
    expect([inUse.status, inUse.errorCode]).toEqual([409, 'list_in_use']);
    expect(await mailroom.audience.lists.deleteMany([spare.id])).toEqual({ deleted: 1 });

    // The rest of the surface: reads, renames, removals.
    expect((await mailroom.audience.lists.update(list.id, { name: 'Clients' })).name).toBe('Clients');
    expect(await mailroom.audience.lists.get(list.id)).toMatchObject({ id: list.id, name: 'Clients' });
    expect((await mailroom.audience.lists.list()).lists.map((l) => l.id)).toEqual([list.id]);
    expect((await mailroom.audience.topics.update(topic.id, { name: 'Updates' })).name).toBe('Updates');
    expect(await mailroom.audience.topics.get(topic.id)).toMatchObject({ name: 'Updates' });
    expect((await mailroom.audience.topics.list()).topics.map((t) => t.id)).toEqual([topic.id]);
    await mailroom.audience.contacts.unsubscribe(ada.id, topic.id);
    expect((await mailroom.audience.contacts.get(ada.id)).topics).toEqual([]);
    expect((await mailroom.audience.segments.update(segment.id, { name: 'Pro' })).name).toBe('Pro');
    await mailroom.audience.segments.delete(segment.id);
    await mailroom.audience.lists.delete(list.id);
    await mailroom.audience.topics.delete(topic.id);
    await mailroom.audience.contacts.delete(ada.id);
    expect((await rejection(mailroom.audience.contacts.get(ada.id))).status).toBe(404);
    await mailroom.audience.properties.delete('plan');
    expect((await mailroom.audience.properties.list()).properties).toEqual([]);
  });

  it('drafts, sends and reads the events of a campaign', async () => {
    const list = await mailroom.audience.lists.create({ name: 'Campaign list' });
    const emails = ['c1@example.net', 'c2@example.net', 'c3@example.net'];
    for (const email of emails) await mailroom.audience.contacts.create({ email, list_ids: [list.id] });

    const draft = await mailroom.campaigns.create({
      name: 'Launch',
      subject: 'We launched',
      from_email: `news@${DOMAIN}`,
      text: 'Hello {{email}}',
      list_id: list.id,
    });
    expect(draft.status).toBe('draft');
    expect((await mailroom.campaigns.update(draft.id, { name: 'Launch day' })).name).toBe('Launch day');
    expect((await mailroom.campaigns.list({ status: 'draft' })).campaigns.map((c) => c.id)).toEqual([
      draft.id,
    ]);

    // A team's first campaign waits for the operator.
    expect((await mailroom.campaigns.send(draft.id)).status).toBe('in_review');
    expect((await app.admin.post(`/admin/campaigns/${draft.id}/approve`)).status).toBe(200);
    const sent = await waitFor(
      'the campaign sent',
      async () => {
        const campaign = await mailroom.campaigns.get(draft.id);
        return campaign.status === 'sent' ? campaign : undefined;
      },
      60_000,
    );
    expect(sent.total_recipients).toBe(3);

    const injections = await waitFor('the injection events', async () => {
      const all = await mailroom.campaigns
        .events(draft.id, { event_type: 'injection', per_page: 1 })
        .toArray();
      return all.length === 3 ? all : undefined;
    });
    expect(injections.map((event) => event.email).sort()).toEqual(emails);

    const other = await mailroom.campaigns.create({
      name: 'Later',
      subject: 'Soon',
      from_email: `news@${DOMAIN}`,
      text: 'Soon',
      list_id: list.id,
    });
    const scheduled = await mailroom.campaigns.schedule(other.id, {
      scheduled_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(scheduled.status).toBe('scheduled');
    expect((await mailroom.campaigns.cancel(other.id)).status).toBe('draft');
    await mailroom.campaigns.delete(other.id);
    expect((await rejection(mailroom.campaigns.get(other.id))).status).toBe(404);
  });

  it('keeps the suppression list: add, read, list to the end with filters, remove', async () => {
    const addresses = ['one@example.net', 'two@example.net', 'three@example.net'];
    for (const email of addresses) {
      expect(await mailroom.suppressions.add({ email, reason: 'unsubscribe' })).toMatchObject({
        email,
        reason: 'unsubscribe',
        source: 'manual',
      });
    }
    await mailroom.suppressions.add({ email: 'two@example.net', reason: 'hard_bounce' });
    expect(await mailroom.suppressions.get('TWO@example.net')).toMatchObject({
      email: 'two@example.net',
      suppressions: expect.arrayContaining([
        expect.objectContaining({ reason: 'hard_bounce' }),
        expect.objectContaining({ reason: 'unsubscribe' }),
      ]),
    });
    const pages = [];
    for await (const page of mailroom.suppressions.list({ reason: 'unsubscribe', per_page: 2 }).pages())
      pages.push(page.items.map((entry) => entry.email));
    expect(pages.flat().sort()).toEqual([...addresses].sort());
    expect(pages.length).toBeGreaterThanOrEqual(2);

    await mailroom.suppressions.remove('two@example.net');
    expect((await rejection(mailroom.suppressions.get('two@example.net'))).status).toBe(404);
    const sent = await mailroom.emails.send({
      from: `hello@${DOMAIN}`,
      to: ['one@example.net'],
      subject: 'Suppressed',
      text: 'Hello',
      options: { transactional: false },
    });
    expect(sent).toMatchObject({ accepted: 0, rejected: 1 });
  });

  it('reads the key and the usage', async () => {
    expect(await mailroom.checkKey()).toMatchObject({ team_id: team.id });
    expect(await mailroom.usage()).toMatchObject({ plan: 'pro_50k', sent: expect.any(Number) });
  });

  it('creates, lists and revokes API keys; a revoked key is refused', async () => {
    const created = await mailroom.apiKeys.create({ name: 'ci', permission: 'read_only', type: 'live' });
    expect(created).toMatchObject({ name: 'ci', permission: 'read_only', type: 'live' });
    expect(created.key.startsWith(`mr_${created.prefix}`)).toBe(true);
    const ci = new Mailroom(created.key, { baseUrl: `${app.baseUrl}/api` });
    expect(await ci.checkKey()).toMatchObject({ team_id: team.id });
    const listed = await mailroom.apiKeys.list();
    const shown = listed.api_keys.find((key) => key.id === created.id);
    expect(shown).toMatchObject({ name: 'ci', prefix: created.prefix });
    expect(shown).not.toHaveProperty('key');

    await mailroom.apiKeys.revoke(created.id);
    expect((await mailroom.apiKeys.list()).api_keys.map((key) => key.id)).not.toContain(created.id);
    const refused = await rejection(ci.checkKey());
    expect([refused.status, refused.errorCode]).toEqual([401, 'unauthorized']);
    const invalid = await rejection(
      mailroom.apiKeys.create({ name: '', permission: 'read_only', type: 'live' }),
    );
    expect([invalid.status, invalid.errorCode, Object.keys(invalid.errors ?? {})]).toEqual([
      422,
      'validation_error',
      ['name'],
    ]);
  });

  it('renders a template version with substitution data, sending nothing', async () => {
    await mailroom.templates.create({
      name: 'Preview',
      subject: 'Order {{order_id}}',
      html: '<p>Hi {{first_name}}</p>',
      text: 'Hi {{first_name}}',
    });
    const rendered = await mailroom.templates.render('preview', {
      version: 1,
      substitution_data: { first_name: 'Ada', order_id: 'A-17' },
    });
    expect(rendered).toMatchObject({
      version: 1,
      subject: 'Order A-17',
      html: '<p>Hi Ada</p>',
      text: 'Hi Ada',
    });
    const missing = await rejection(mailroom.templates.render('no-such-template', { substitution_data: {} }));
    expect([missing.status, missing.errorCode]).toEqual([404, 'template_not_found']);
    await mailroom.templates.delete('preview');
  });

  it('reads the capture inbox with MailroomAdmin: list, parsed with its DKIM result, raw', async () => {
    const admin = new MailroomAdmin(app.adminToken, { baseUrl: `${app.baseUrl}/api` });
    const recipient = `capture-${randomUUID().slice(0, 8)}@example.net`;
    await mailroom.emails.send({ from: `hello@${DOMAIN}`, to: [recipient], subject: 'Captured', text: 'Hi' });
    const summary = await waitFor('the captured message', async () => {
      const { messages } = await admin.capture.list({ limit: 50 });
      return messages.find((message) => message.rcpt_to.includes(recipient));
    });
    const parsed = await admin.capture.parsed(summary.id);
    expect(parsed).toMatchObject({
      id: summary.id,
      rcpt_to: [recipient],
      subject: 'Captured',
      to: recipient,
      dkim: [{ result: 'pass', signing_domain: DOMAIN }],
    });
    const raw = await admin.capture.raw(summary.id);
    expect(raw).toMatch(/^Subject: Captured\r?$/m);
    expect(raw).toContain('DKIM-Signature:');

    expect((await admin.capture.list({ limit: 1 })).messages).toHaveLength(1);
    const unknown = await rejection(admin.capture.parsed('no-such-message'));
    expect([unknown.status, unknown.errorCode]).toEqual([404, 'not_found']);
    // A team's API key is not the admin token.
    const asTeam = await rejection(
      new MailroomAdmin(team.key, { baseUrl: `${app.baseUrl}/api` }).capture.list(),
    );
    expect(asTeam.status).toBe(401);
  });
});

// Retries, against a service whose sandbox keys may make 3 requests a minute.
describe('@mailroom/sdk retries (standalone)', () => {
  let limited: Standalone;
  let sandboxKey: string;

  beforeAll(async () => {
    limited = await startStandalone({ SANDBOX_RATE_LIMIT_PER_MINUTE: '3' });
    const team = await createTeam(limited.admin);
    sandboxKey = await createKey(limited.admin, team.id, { permission: 'full_access', type: 'sandbox' });
    const sandbox = new Mailroom(sandboxKey, { baseUrl: `${limited.baseUrl}/api` });
    for (let i = 0; i < 3; i++) await sandbox.checkKey();
  }, 90_000);

  afterAll(async () => {
    await limited?.stop();
  });

  const client = (counter: { fetch: typeof fetch }, maxWaitMs: number): Mailroom =>
    new Mailroom(sandboxKey, {
      baseUrl: `${limited.baseUrl}/api`,
      fetch: counter.fetch,
      retry: { maxRetries: 1, maxWaitMs },
    });
  const request = { from: 'hello@example.com', to: ['anyone@example.net'], subject: 'Hi', text: 'Hi' };

  it('does not retry a send without an Idempotency-Key', async () => {
    const counter = countingFetch();
    const refused = await rejection(client(counter, 120_000).emails.send(request));
    expect([refused.status, refused.errorCode]).toEqual([429, 'rate_limit_exceeded']);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(counter.calls()).toBe(1);
  });

  it('gives up at once when Retry-After is beyond the wait budget', async () => {
    const counter = countingFetch();
    const refused = await rejection(client(counter, 0).checkKey());
    expect([refused.status, refused.errorCode]).toEqual([429, 'rate_limit_exceeded']);
    expect(counter.calls()).toBe(1);
  });

  it('retries a 429 after Retry-After: an idempotent send goes through on the second attempt', async () => {
    // A key whose minute is not spent, behind a proxy that refuses the first attempt for a second (the
    // service's own Retry-After is what is left of the minute).
    const team = await createTeam(limited.admin);
    const key = await createKey(limited.admin, team.id, { permission: 'full_access', type: 'sandbox' });
    const counter = refusingFirstFetch(1);
    const sdk = new Mailroom(key, {
      baseUrl: `${limited.baseUrl}/api`,
      fetch: counter.fetch,
      retry: { maxRetries: 1, maxWaitMs: 5_000 },
    });
    const started = Date.now();

    const sent = await sdk.emails.send(request, { idempotencyKey: randomUUID() });

    expect(sent).toMatchObject({ accepted: 1, replayed: false });
    expect(counter.statuses).toEqual([429, 200]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    const listed = await new Mailroom(key, { baseUrl: `${limited.baseUrl}/api` }).emails.list().toArray();
    expect(listed.map((email) => email.request_id)).toEqual([sent.request_id]);
  });
});
