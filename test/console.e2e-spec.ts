import { DnsTestServer } from '@mailroom/testing';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserContext, chromium, Frame, Page } from 'playwright-core';
import { publishRecords } from './support/dns-records';
import { ROOT, waitFor } from './support/processes';
import { Standalone, startStandalone } from './support/standalone';
import { WebhookReceiver } from './support/webhook-receiver';

const SCREENSHOTS = join(ROOT, 'docs', 'screenshots');
// Debian's Chromium by default; playwright-core downloads no browser.
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const SANDBOX_DOMAIN = 'sandbox.mailroom.test';
// Generous: the machine running the suite may be busy; every wait is for something to appear, never a sleep.
const APPEAR_MS = 60_000;

// The web console in Debian's Chromium, driven by playwright-core, against the built standalone app: every
// step is what a user does and sees, and every screen is the public API behind it.
describe('web console (standalone, Chromium)', () => {
  let dns: DnsTestServer;
  let app: Standalone;
  let context: BrowserContext;
  let page: Page;
  let profile: string;
  let consoleLink: string;
  let receiver: WebhookReceiver;
  const foreignRequests: string[] = [];
  const browserErrors: string[] = [];

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    // debug: the log line that names the sandbox domain's DKIM record (for the operator to publish).
    receiver = new WebhookReceiver();
    await receiver.start();
    // A first start: it prints the console link signed in with the owner's sandbox key.
    app = await startStandalone(
      { DNS_SERVERS: dns.address, LOG_LEVEL: 'debug', WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' },
      { dataFolder: 'first-start' },
    );
    const output = app.process.output();
    consoleLink = /^ {4}(http:\/\/\S+\/#key=mr_sandbox_[0-9A-Za-z]{43})$/m.exec(output)?.[1] ?? '';
    const sandboxRecord = await waitFor('the sandbox domain DKIM record in the log', async () => {
      const found = /its DKIM record is (\S+) TXT \\"(v=DKIM1;[^\\"]+)\\"/.exec(app.process.output());
      return found ? { name: found[1], value: found[2] } : undefined;
    });
    publishRecords(dns, [{ purpose: 'dkim', type: 'TXT', ...sandboxRecord }]);

    mkdirSync(SCREENSHOTS, { recursive: true });
    profile = mkdtempSync(join(tmpdir(), 'mailroom-chromium-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
      viewport: { width: 1280, height: 860 },
      locale: 'en-US',
      timezoneId: 'UTC',
    });
    page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(APPEAR_MS);
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(`${app.baseUrl}/`) && !/^(data|about|blob):/.test(url)) foreignRequests.push(url);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') browserErrors.push(message.text());
    });
    page.on('pageerror', (error) => browserErrors.push(error.message));
  }, 180_000);

  afterAll(async () => {
    await context?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
    await app?.stop();
    await dns?.stop();
    await receiver?.stop();
  });

  afterEach(() => {
    // Same origin only, and nothing the Content-Security-Policy had to block.
    expect(foreignRequests).toEqual([]);
    // (A refused API call is logged by the browser; it is shown on the page and asserted there. A mail's
    // script refused by the frame's sandbox is what should happen.)
    const unexpected = browserErrors.filter(
      (e) => !/status of (4|5)\d\d/.test(e) && !/^Blocked script execution in 'about:srcdoc'/.test(e),
    );
    expect(unexpected).toEqual([]);
  });

  const shoot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
  const nav = (label: string) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label });

  it('serves the console at / with a strict policy, client routes with index.html, the API unchanged', async () => {
    const home = await fetch(`${app.baseUrl}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    const policy = home.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    const html = await home.text();
    // No inline script: every script is a file of the console's own origin.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const asset = await fetch(`${app.baseUrl}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // A browser opening a console route (a bookmark, a reload) gets the page; other clients the API's 404.
    const navigation = { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };
    const clientRoute = await fetch(`${app.baseUrl}/domains/mail.example.test`, navigation);
    expect(clientRoute.status).toBe(200);
    expect(await clientRoute.text()).toBe(html);
    expect((await fetch(`${app.baseUrl}/domains/mail.example.test`)).status).toBe(404);
    for (const path of ['/api/no-such-route', '/api', '/assets/missing.js', '/metrics']) {
      const missing = await fetch(`${app.baseUrl}${path}`, navigation);
      expect([path, missing.status, await missing.json()]).toEqual([
        path,
        404,
        { message: expect.any(String), error_code: 'not_found' },
      ]);
    }
  });

  it('first start: the printed link signs in with the sandbox key, and the test email arrives with DKIM passing', async () => {
    expect(consoleLink).toMatch(new RegExp(`^${app.baseUrl}/#key=mr_sandbox_`));
    await page.goto(consoleLink);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    // The key leaves the address bar (and the history) as soon as it is read.
    expect(page.url()).toBe(`${app.baseUrl}/`);
    await page.getByText(/^Signed in with a sandbox key/).waitFor();
    await page.getByText(/^Team \d+\.$/).waitFor();
    await shoot('home');

    await page.getByRole('button', { name: 'Send test email' }).click();
    const sent = page.getByRole('status');
    await sent.getByText('Accepted: 1, rejected: 0.').waitFor();
    const requestId = (await sent.locator('code').textContent()) ?? '';
    expect(requestId).not.toBe('');

    // The capture inbox is an operator screen: the admin token, given once for this tab.
    await nav('Capture inbox').click();
    await page.getByLabel('Admin token').fill(app.adminToken);
    await page.getByRole('button', { name: 'Use the admin token' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Hello from Mailroom' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('owner@example.com');
    await shoot('capture-inbox');

    await row.getByRole('link', { name: 'Hello from Mailroom' }).click();
    const dkim = page.getByTestId('dkim');
    await dkim.getByText('pass').waitFor();
    await expect(dkim.textContent()).resolves.toContain(`d=${SANDBOX_DOMAIN}`);
    const mail = await frameOf(page, 'Message HTML');
    await mail.getByText('This is a test email sent from the Mailroom console.').waitFor();
    await shoot('capture-message');
    await page.getByRole('tab', { name: 'Headers' }).click();
    await page.getByRole('rowheader', { name: 'DKIM-Signature' }).waitFor();
    await page.getByRole('tab', { name: 'Raw source' }).click();
    await expect(page.locator('pre.source').textContent()).resolves.toMatch(/^DKIM-Signature: v=1;/);

    // The same email in the sent list, and its delivery in the event timeline.
    await nav('Sent emails').click();
    await page.getByRole('link', { name: 'Hello from Mailroom' }).first().click();
    await page.getByRole('heading', { name: `Email ${requestId}` }).waitFor();
    const timeline = page.getByRole('list', { name: 'Event timeline' });
    await timeline.locator('[data-event-type="delivery"]').waitFor();
    await expect(timeline.locator('[data-event-type="injection"]').count()).resolves.toBe(1);
    await shoot('email-events');
  }, 240_000);

  it('signs in with the live key; a domain shows its records, verifies against DNS and becomes valid', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('API key').fill('mr_not_a_key');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The API's own answer, where it happened.
    await page.getByRole('alert').getByText('unauthorized').waitFor();
    await shoot('sign-in-error');
    await page.getByLabel('API key').fill(app.firstKey);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(/^Signed in with a live key/).waitFor();

    await nav('Domains').click();
    // The title names the screen, and the focus moved to it, as a screen reader needs.
    await waitFor('the title of the screen', async () =>
      (await page.title()) === 'Domains · Mailroom console' ? true : undefined,
    );
    expect(await page.locator('main').evaluate((main) => main === main.ownerDocument.activeElement)).toBe(
      true,
    );
    await page.getByLabel('New sending domain').fill('not a domain');
    await page.getByRole('button', { name: 'Add domain' }).click();
    await page.getByRole('alert').getByText('validation_error').waitFor();

    await page.getByLabel('New sending domain').fill('mail.console.test');
    await page.getByRole('button', { name: 'Add domain' }).click();
    await page.getByRole('heading', { name: 'mail.console.test' }).waitFor();
    await page.getByTestId('can-send').getByText('Not ready to send yet.').waitFor();
    const rows = page.locator('table.records tbody tr');
    await rows.first().waitFor();
    const records = await rows.evaluateAll((trs) =>
      trs.map((tr) => {
        const cells = tr.querySelectorAll('td');
        return {
          purpose: cells[0].textContent ?? '',
          type: (cells[1].textContent ?? '') as 'TXT' | 'CNAME',
          name: cells[2].querySelector('code')?.textContent ?? '',
          value: cells[3].querySelector('code')?.textContent ?? '',
          status: cells[4].textContent ?? '',
        };
      }),
    );
    expect(records.map((r) => [r.purpose, r.status])).toEqual(
      expect.arrayContaining([
        ['dkim', 'unverified'],
        ['spf', 'unverified'],
      ]),
    );
    await shoot('domain-records');

    // Published at the (loopback) DNS server exactly as the page shows them, as a user would copy them.
    publishRecords(dns, records);
    await page.getByRole('button', { name: 'Verify' }).click();
    const result = page.getByRole('status', { name: 'Verification result' });
    await result.getByText('DKIM:').waitFor();
    await expect(result.locator('li').first().textContent()).resolves.toBe('DKIM: valid');
    await page.getByTestId('can-send').getByText('Ready to send.').waitFor();
    await page.locator('table.records tbody tr[data-purpose="dkim"]').getByText('valid').waitFor();
    await shoot('domain-verified');
    const detail = await app.api.get('/domains/mail.console.test');
    expect(detail.body.data).toMatchObject({ dkim_status: 'valid', can_send: true });
  }, 180_000);

  it('creates a key, shown once, and revokes it after asking', async () => {
    await nav('API keys').click();
    await page.getByLabel('Name').fill('ci');
    await page.getByLabel('Permission').selectOption('read_only');
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.getByTestId('new-key').textContent()) ?? '';
    expect(key).toMatch(/^mr_[0-9A-Za-z]{43}$/);
    expect((await app.api.withToken(key).get('/auth/check')).status).toBe(200);
    const row = page.locator('tr[data-key-name="ci"]');
    await row.waitFor();
    await shoot('api-keys');

    await row.getByRole('button', { name: 'Revoke' }).click();
    // Nothing is revoked until the question is answered.
    await row.getByText('Revoke ci?').waitFor();
    expect((await app.api.withToken(key).get('/auth/check')).status).toBe(200);
    await row.getByRole('button', { name: 'Yes, revoke' }).click();
    await row.waitFor({ state: 'detached' });
    expect((await app.api.withToken(key).get('/auth/check')).status).toBe(401);
  }, 120_000);

  it('edits a template into a new version and previews it rendered by the service', async () => {
    await nav('Templates').click();
    await page.getByLabel('New template').fill('Order shipped');
    await page.getByRole('button', { name: 'Create template' }).click();
    await page.getByRole('heading', { name: 'Template order-shipped' }).waitFor();

    await page.getByLabel('Subject').fill('Your order {{order.id}} is on its way');
    await page
      .getByLabel('HTML')
      .fill(
        '<h1>Hi {{first_name}}</h1><p>Order {{order.id}} ships today.</p><script>document.title="x"</script>',
      );
    await page.getByRole('button', { name: /^Save/ }).click();
    await page.getByLabel('Version').getByText('2 (current)').waitFor({ state: 'attached' });
    const tags = page.getByRole('list', { name: 'Merge tags' });
    await tags.getByText('{{order.id}}').waitFor();
    await tags.getByText('{{first_name}}').waitFor();

    await page
      .getByLabel('Substitution data (JSON)')
      .fill(JSON.stringify({ first_name: '<Ada>', order: { id: 'A-17' } }));
    await page.getByRole('button', { name: 'Render version 2' }).click();
    await page.getByTestId('preview-subject').getByText('Your order A-17 is on its way').waitFor();
    const preview = await frameOf(page, 'Rendered HTML');
    // HTML-escaped by the service's renderer; the frame runs no script.
    await preview.getByRole('heading', { name: 'Hi <Ada>' }).waitFor();
    expect(await preview.title()).not.toBe('x');
    await page.getByTestId('preview-version').getByText('Version 2').waitFor();
    await shoot('template-preview');
    // An empty subject is none (the template name is used): saved as null, in a new version, whose preview is
    // not the render of the version before.
    await page.getByLabel('Subject').fill('');
    await page.getByRole('button', { name: /^Save/ }).click();
    await page.getByLabel('Version').getByText('3 (current)').waitFor({ state: 'attached' });
    await page.getByTestId('preview-subject').waitFor({ state: 'detached' });
    expect((await app.api.get('/templates/order-shipped')).body.data).toMatchObject({
      version: 3,
      subject: null,
    });
    // A reload keeps the route and the tab's session. The screen reads the template twice, the current
    // version and the one shown; the first read answers half a second late, so that a version list drawn
    // from the shown one alone would be there to choose from.
    let reads = 0;
    await page.route('**/api/templates/order-shipped', async (route) => {
      const response = await route.fetch();
      if (++reads === 1) await new Promise((resolve) => setTimeout(resolve, 500));
      await route.fulfill({ response });
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Template order-shipped' }).waitFor();

    // An earlier version is still there to read.
    await page.getByLabel('Version').selectOption('1');
    await waitFor('version 1 in the editor', async () =>
      (await page.getByLabel('HTML').inputValue()) === '<p>Hello {{first_name}},</p>' ? true : undefined,
    );
    await page.unroute('**/api/templates/order-shipped');
  }, 120_000);

  it('sends from the verified domain, lists it and counts it against the plan; audience and campaigns', async () => {
    await nav('Home').click();
    await page.getByLabel('From', { exact: true }).fill('orders@mail.console.test');
    await page.getByLabel('To', { exact: true }).fill('reader@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Your receipt');
    await page.getByRole('button', { name: 'Send test email' }).click();
    await page.getByRole('status').getByText('Accepted: 1, rejected: 0.').waitFor();

    await nav('Sent emails').click();
    const row = page.getByRole('row').filter({ hasText: 'Your receipt' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('reader@example.com');
    await shoot('sent-emails');
    await nav('Usage').click();
    await page.getByText(/plan free: 1 of 3,000 emails sent/).waitFor();
    await shoot('usage');
    await nav('Audience').click();
    await page.getByRole('heading', { name: 'Contacts' }).waitFor();
    await nav('Campaigns').click();
    await page.getByRole('heading', { name: 'Campaigns' }).waitFor();
    await page.getByText('Page 1 of 1 (0 in all)').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  }, 120_000);

  it("lists a webhook endpoint's deliveries and re-sends a failed one with Retry now", async () => {
    await nav('Webhooks').click();
    await page.getByLabel('URL').fill('ftp://example.com/hook');
    await page.getByLabel('Name').fill('orders');
    await page.getByRole('button', { name: 'Add endpoint (all events)' }).click();
    await page.getByRole('alert').getByText('validation_error').waitFor();

    receiver.answerNext('/hook', { status: 500, body: 'boom' });
    await page.getByLabel('URL').fill(receiver.url('/hook'));
    await page.getByRole('button', { name: 'Add endpoint (all events)' }).click();
    await page.getByText('Signing secret, shown only this once').waitFor();
    await page.getByRole('link', { name: 'orders' }).click();
    await page.getByRole('button', { name: 'Send a test event' }).click();
    const failed = page.getByRole('row').filter({ hasText: 'failed' }).filter({ hasText: '500' });
    await refreshUntil(page, failed);
    await failed.getByRole('button', { name: 'Retry now' }).click();
    await refreshUntil(page, page.getByRole('row').filter({ hasText: 'succeeded' }).first());
    await waitFor('the re-sent delivery at the receiver', async () =>
      receiver.at('/hook').length >= 2 ? true : undefined,
    );
    await shoot('webhook-deliveries');
  }, 120_000);

  // Each refused credential is one failed authentication of this address (5 in 5 minutes block it, valid
  // keys included, for 15 minutes): a console that kept reading with it would lock its user out.
  it('ends the session on a refused key, refuses a wrong admin token once, and reads nothing again after an error', async () => {
    const teamId = (await app.api.get('/auth/check')).body.data.team_id as number;
    const created = await app.admin.post(`/admin/teams/${teamId}/api-keys`, {
      name: 'revoked meanwhile',
      permission: 'full_access',
      type: 'live',
    });
    const tab = await context.newPage();
    try {
      tab.setDefaultTimeout(APPEAR_MS);
      const calls = apiCalls(tab);
      await tab.clock.install();
      const unknown = '/api/emails/00000000-0000-0000-0000-000000000000';
      await tab.goto(`${app.baseUrl}${unknown.slice(4)}#key=${created.body.data.key}`);
      await tab.getByRole('alert').getByText('not_found').waitFor();
      // The timeline's reads for a new email's later events are for an email that was read, not for a 404.
      await tab.clock.runFor(60_000);
      await Promise.all([
        tab.waitForResponse((response) => response.url().endsWith(unknown)),
        tab.getByRole('button', { name: 'Refresh' }).click(),
      ]);
      expect(calls.filter((call) => call.startsWith(`GET ${unknown}`))).toEqual([
        `GET ${unknown} 404`,
        `GET ${unknown} 404`,
      ]);

      // Revoked by another client: the next read ends the session, where it says why.
      expect((await app.api.delete(`/api-keys/${created.body.data.id}`)).status).toBe(200);
      await tab.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sent emails' }).click();
      await tab.getByRole('alert').getByText('no longer accepts the key').waitFor();
      await tab.getByRole('button', { name: 'Sign in' }).waitFor();
      await tab.clock.runFor(60_000);

      await tab.getByLabel('API key').fill(app.firstKey);
      await tab.getByRole('button', { name: 'Sign in' }).click();
      await tab
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Capture inbox' })
        .click();
      await tab.getByLabel('Admin token').fill('not-the-admin-token');
      await tab.getByRole('button', { name: 'Use the admin token' }).click();
      await tab.getByRole('alert').getByText('unauthorized').waitFor();
      // Not kept: the form is still there, and nothing reads with the token.
      await tab.getByText('Admin token: not set').waitFor();
      await tab.clock.runFor(60_000);
      await tab.getByLabel('Admin token').fill(app.adminToken);
      await tab.getByRole('button', { name: 'Use the admin token' }).click();
      await tab.getByRole('heading', { name: 'Capture inbox' }).waitFor();
      await tab.getByText('Admin token: set').waitFor();

      expect(calls.filter((call) => call.endsWith(' 401'))).toEqual([
        'GET /api/emails 401',
        'GET /api/admin/capture/messages 401',
      ]);
      expect((await app.api.get('/auth/check')).status).toBe(200);
    } finally {
      await tab.close();
    }
  }, 120_000);

  it('shows mail HTML with nothing remote loaded, long values wrapped, names isolated, every list paged', async () => {
    const remote = [
      `<div style="background-image:url('/api/health?bg')">A</div>`,
      `<table><tr><td background="/api/health?td">B</td></tr></table>`,
      `<img srcset="/api/health?srcset 1x" alt="s"><img src="/api/health?img">`,
      `<link rel="stylesheet" href="/api/health?css">`,
      `<style>@import url('/api/health?import'); p { background: url("/api/health?style") }</style>`,
      `<svg><image href="/api/health?svg"/></svg><video poster="/api/health?poster"></video>`,
      `<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="inline"><p>Remote content stays out.</p>`,
    ].join('');
    const subject = `Long-${'x'.repeat(990)}`;
    const sent = await app.api.post('/emails', {
      from: 'orders@mail.console.test',
      to: ['reader@example.com'],
      subject,
      html: remote,
    });
    expect(sent.status).toBe(200);
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/health?')) loads.push(request.url());
    });

    await nav('Capture inbox').click();
    await page.getByLabel('Admin token').fill(app.adminToken);
    await page.getByRole('button', { name: 'Use the admin token' }).click();
    await page.getByRole('link', { name: subject }).click();
    const mail = await frameOf(page, 'Message HTML');
    await mail.getByText('Remote content stays out.').waitFor();
    await page.getByText('9 remote references not loaded').waitFor();
    expect(loads).toEqual([]);

    // A 998-character subject wraps in its cell rather than widening the table past the page.
    await nav('Sent emails').click();
    const long = page.getByRole('row').filter({ hasText: 'Long-xxx' });
    await long.waitFor();
    const widths = await long
      .locator('xpath=ancestor::table')
      .evaluate((table) => [table.scrollWidth, table.ownerDocument.documentElement.clientWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]);

    // A right-to-left override in a key's name stays inside the name, in the list and in the question.
    const overridden = '\u202etset';
    expect(
      (await app.api.post('/api-keys', { name: overridden, permission: 'read_only', type: 'live' })).status,
    ).toBe(201);
    await nav('API keys').click();
    const row = page.locator(`tr[data-key-name="${overridden}"]`);
    await row.getByRole('button', { name: 'Revoke' }).click();
    expect(await row.locator('.confirm bdi').textContent()).toBe(overridden);
    expect(await row.locator('td').first().locator('bdi').textContent()).toBe(overridden);
    await row.getByRole('button', { name: 'Cancel' }).click();

    for (let i = 0; i < 26; i += 1)
      expect((await app.api.post('/audience/lists', { name: `List ${i}` })).status).toBe(201);
    await nav('Audience').click();
    const listPages = page.getByRole('group', { name: 'Pages of lists' });
    await listPages.getByText('Page 1 of 2 (26 in all)').waitFor();
    await listPages.getByRole('button', { name: 'Next' }).click();
    await listPages.getByText('Page 2 of 2 (26 in all)').waitFor();
    await expect(page.getByRole('list', { name: 'Lists' }).getByRole('listitem').count()).resolves.toBe(1);
  }, 120_000);

  it("shows a campaign's events under named columns, and a missing campaign or endpoint as its error alone", async () => {
    const list = (await app.api.post('/audience/lists', { name: 'Readers' })).body.data.id as string;
    const created = await app.api.post('/campaigns', {
      name: 'Spring',
      subject: 'Spring news',
      from_email: 'news@mail.console.test',
      html: '<p>Spring</p>',
      list_id: list,
    });
    expect(created.status).toBe(201);
    await page.goto(`${app.baseUrl}/campaigns/${created.body.data.id}`);
    await page.getByRole('heading', { name: 'Spring' }).waitFor();
    await page.getByRole('button', { name: 'Refresh' }).waitFor();
    await page.getByText('No events yet.').waitFor();
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(expect.arrayContaining(['Time', 'Event', 'Recipient', 'Reason or link']));

    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [path, action] of [
      [`/campaigns/${missing}`, 'Refresh'],
      [`/webhooks/${missing}`, 'Send a test event'],
    ]) {
      await page.goto(`${app.baseUrl}${path}`);
      await page.getByRole('alert').getByText('not_found').waitFor();
      await expect(page.getByRole('alert').count()).resolves.toBe(1);
      await expect(page.getByRole('button', { name: action }).count()).resolves.toBe(0);
    }
  }, 120_000);
});

// What a tab of the console asked of the API, as `METHOD /path status`.
function apiCalls(tab: Page): string[] {
  const calls: string[] = [];
  tab.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/'))
      calls.push(`${response.request().method()} ${pathname} ${response.status()}`);
  });
  return calls;
}

// Presses Refresh until the locator shows (a list that does not refresh by itself).
async function refreshUntil(page: Page, locator: ReturnType<Page['locator']>): Promise<void> {
  await waitFor(
    'the row to appear',
    async () => {
      if (await locator.isVisible()) return true;
      await page.getByRole('button', { name: 'Refresh' }).click();
      await locator.waitFor({ timeout: 1_000 }).catch(() => undefined);
      return (await locator.isVisible()) ? true : undefined;
    },
    APPEAR_MS,
  );
}

// A sandboxed srcdoc frame of the page, found by its title.
async function frameOf(page: Page, title: string): Promise<Frame> {
  const handle = await page.locator(`iframe[title="${title}"]`).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`no frame ${title}`);
  expect(await handle?.getAttribute('sandbox')).toBe('');
  return frame;
}
