import { SentEmailView } from '@mailroom/contracts';
import { DnsTestServer } from '@mailroom/testing';
import { verifiedSendingDomain } from './support/dns-records';
import { createKey, createTeam, TestTeam } from './support/factories';
import { ApiClient } from './support/http-client';
import { waitForCapturedMail } from './support/mail';
import { startStandalone, Standalone } from './support/standalone';

const SANDBOX_DOMAIN = 'sandbox.mailroom.test';

type SentEmail = SentEmailView;

interface EmailPage {
  emails: SentEmail[];
  pagination: { next_cursor: string | null; per_page: number };
}

async function list(api: ApiClient, query = ''): Promise<EmailPage> {
  const response = await api.get<{ data: EmailPage }>(`/emails${query}`);
  if (response.status !== 200)
    throw new Error(`GET /emails${query}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

// Every page of the list, following next_cursor.
async function allPages(api: ApiClient, perPage: number, extra = ''): Promise<EmailPage[]> {
  const pages = [await list(api, `?per_page=${perPage}${extra}`)];
  while (pages[pages.length - 1].pagination.next_cursor !== null) {
    const cursor = pages[pages.length - 1].pagination.next_cursor!;
    pages.push(await list(api, `?per_page=${perPage}&cursor=${encodeURIComponent(cursor)}${extra}`));
    if (pages.length > 20) throw new Error('the cursor does not end');
  }
  return pages;
}

describe('GET /emails: sent emails, newest first, by cursor (standalone, capture provider)', () => {
  let app: Standalone;
  let dns: DnsTestServer;
  let team: TestTeam;
  const domain = 'list.example.test';
  // Request ids of the team's live sends, in the order they were sent.
  const sent: string[] = [];

  const send = async (api: ApiClient, body: Record<string, unknown>): Promise<string> => {
    const content = body.template_slug === undefined ? { text: 'Hello' } : {};
    const response = await api.post('/emails', { from: `news@${domain}`, ...content, ...body });
    if (response.status !== 200) throw new Error(`send: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data.request_id as string;
  };

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    app = await startStandalone({ DNS_SERVERS: dns.address, SANDBOX_DOMAIN });
    team = await createTeam(app.admin);
    await verifiedSendingDomain(team.api, dns, domain);

    await team.api.post('/templates', { name: 'Receipt', subject: 'Receipt {{n}}', text: 'Paid {{n}}' });
    sent.push(
      await send(team.api, {
        from: `Billing <billing@${domain}>`,
        to: ['first@example.net', 'second@example.net'],
        cc: ['copy@example.net'],
        bcc: ['audit@example.net'],
        template_slug: 'receipt',
        substitution_data: { n: 1 },
        metadata: { order: 'A-1' },
      }),
    );
    for (let i = 2; i <= 5; i++)
      sent.push(await send(team.api, { to: [`r${i}@example.net`], subject: `No. ${i}` }));
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
    await dns?.stop();
  });

  it('lists the sent emails, newest first, with what was sent', async () => {
    const page = await list(team.api);
    expect(page.pagination).toEqual({ next_cursor: null, per_page: 25 });
    expect(page.emails.map((email) => email.request_id)).toEqual([...sent].reverse());
    const created = page.emails.map((email) => Date.parse(email.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));

    expect(page.emails[4]).toEqual({
      request_id: sent[0],
      from: `billing@${domain}`,
      subject: 'Receipt 1',
      to: ['first@example.net', 'second@example.net'],
      cc: ['copy@example.net'],
      bcc: ['audit@example.net'],
      accepted: 4,
      rejected: 0,
      template_slug: 'receipt',
      metadata: { order: 'A-1' },
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      last_event: expect.stringMatching(/^(injection|delay|delivery)$/),
    });
    expect(page.emails[0]).toMatchObject({
      request_id: sent[4],
      subject: 'No. 5',
      to: ['r5@example.net'],
      cc: [],
      bcc: [],
      accepted: 1,
      template_slug: null,
      metadata: {},
    });
  });

  it('pages through every email once with per_page=2, the last page ending with next_cursor null', async () => {
    const pages = await allPages(team.api, 2);
    expect(pages.map((page) => page.emails.length)).toEqual([2, 2, 1]);
    expect(pages.map((page) => page.pagination.per_page)).toEqual([2, 2, 2]);
    expect(pages[2].pagination.next_cursor).toBeNull();
    expect(pages.flatMap((page) => page.emails.map((email) => email.request_id))).toEqual(
      [...sent].reverse(),
    );

    // An email sent while paging appears at the head, not inside the pages still to come.
    const late = await send(team.api, { to: ['late@example.net'], subject: 'Late' });
    const rest = await list(
      team.api,
      `?per_page=2&cursor=${encodeURIComponent(pages[0].pagination.next_cursor!)}`,
    );
    expect(rest.emails.map((email) => email.request_id)).toEqual([sent[2], sent[1]]);
    expect((await list(team.api, '?per_page=1')).emails[0].request_id).toBe(late);
    sent.push(late);
  });

  it('refuses a tampered, foreign or made-up cursor with 422 errors.cursor', async () => {
    const cursor = (await list(team.api, '?per_page=2')).pagination.next_cursor!;
    const flip = (at: number): string =>
      cursor.slice(0, at) + (cursor[at] === 'A' ? 'B' : 'A') + cursor.slice(at + 1);
    const other = await createTeam(app.admin);
    const attempts: [ApiClient, string][] = [
      [team.api, flip(5)],
      [team.api, flip(20)],
      [team.api, cursor.slice(0, -2)],
      [team.api, `${cursor}x`],
      [team.api, 'abc'],
      [team.api, Buffer.from('2025-01-01T00:00:00Z|x').toString('base64url')],
      [team.api, ''],
      [other.api, cursor],
    ];
    for (const [api, value] of attempts) {
      const response = await api.get(`/emails?cursor=${encodeURIComponent(value)}`);
      expect({ value, status: response.status }).toEqual({ value, status: 422 });
      expect(response.body).toMatchObject({
        error_code: 'validation_error',
        errors: { cursor: [expect.any(String)] },
      });
    }
  });

  it.each([['0'], ['101'], ['-1'], ['1.5'], ['abc'], ['0x10'], ['1e1'], ['%2B5'], ['%205']])(
    'refuses per_page=%s with 422',
    async (perPage) => {
      const response = await team.api.get(`/emails?per_page=${perPage}`);
      expect(response.status).toBe(422);
      expect(response.body.error_code).toBe('validation_error');
      expect(Object.keys(response.body.errors)).toEqual(['per_page']);
    },
  );

  it('takes per_page 1 and 100, and refuses unknown query fields', async () => {
    expect((await list(team.api, '?per_page=1')).emails).toHaveLength(1);
    expect((await list(team.api, '?per_page=100')).pagination).toEqual({ next_cursor: null, per_page: 100 });
    const unknown = await team.api.get('/emails?page=2');
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['page']);
  });

  it('filters on from (inclusive) and to (exclusive), and refuses a window that ends before it starts', async () => {
    const emails = (await list(team.api)).emails;
    const at = (id: string): string => emails.find((email) => email.request_id === id)!.created_at;
    const window = `&from=${encodeURIComponent(at(sent[1]))}&to=${encodeURIComponent(at(sent[3]))}`;
    expect((await list(team.api, `?per_page=25${window}`)).emails.map((email) => email.request_id)).toEqual([
      sent[2],
      sent[1],
    ]);
    // The window holds across pages.
    const pages = await allPages(team.api, 1, window);
    expect(pages.flatMap((page) => page.emails.map((email) => email.request_id))).toEqual([sent[2], sent[1]]);
    // An offset names the same instant.
    const shifted = new Date(Date.parse(at(sent[4])) + 2 * 3600_000).toISOString().replace('Z', '+02:00');
    expect(
      (await list(team.api, `?from=${encodeURIComponent(shifted)}`)).emails.map((e) => e.request_id),
    ).toContain(sent[4]);
    expect(
      (await list(team.api, `?to=${encodeURIComponent(shifted)}`)).emails.map((e) => e.request_id),
    ).toEqual([sent[3], sent[2], sent[1], sent[0]]);
    expect((await list(team.api, '?from=2999-01-01T00:00:00Z')).emails).toEqual([]);

    const backwards = await team.api.get(
      `/emails?from=${encodeURIComponent(at(sent[3]))}&to=${encodeURIComponent(at(sent[1]))}`,
    );
    expect(backwards.status).toBe(422);
    expect(backwards.body.error_code).toBe('validation_error');
    expect(Object.keys(backwards.body.errors)).toEqual(['to']);
    const empty = await team.api.get(
      `/emails?from=${encodeURIComponent(at(sent[1]))}&to=${encodeURIComponent(at(sent[1]))}`,
    );
    expect(Object.keys(empty.body.errors)).toEqual(['to']);

    for (const [query, field] of [
      ['from=yesterday', 'from'],
      ['to=2025-13-01T00:00:00Z', 'to'],
      ['from=2025-01-01T10:00:00', 'from'],
    ]) {
      const response = await team.api.get(`/emails?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 422 });
      expect(Object.keys(response.body.errors)).toEqual([field]);
    }
  });

  it("keeps teams apart: another team's list holds none of this team's emails", async () => {
    const other = await createTeam(app.admin);
    expect(await list(other.api)).toEqual({ emails: [], pagination: { next_cursor: null, per_page: 25 } });
  });

  it('shows a sandbox key the sandbox sends addressed to its owner only; live keys never see them', async () => {
    const sandbox = team.api.withToken(
      await createKey(app.admin, team.id, { permission: 'full_access', type: 'sandbox' }),
    );
    const sandboxSent = [
      await send(sandbox, {
        from: 'tester@anything.example.test',
        to: ['customer@example.net'],
        subject: 'S1',
      }),
      await send(sandbox, { from: 'tester@anything.example.test', to: ['other@example.net'], subject: 'S2' }),
    ];
    const seen = await list(sandbox);
    expect(seen.emails.map((email) => email.request_id)).toEqual([...sandboxSent].reverse());
    expect(seen.emails[0]).toMatchObject({ from: `tester@${SANDBOX_DOMAIN}`, to: [team.ownerEmail] });

    // Another member's sandbox key: its owner was not addressed.
    const member = await app.admin.post(`/admin/teams/${team.id}/users`, { email: 'member@example.test' });
    expect(member.status).toBe(201);
    const memberSandbox = team.api.withToken(
      await createKey(app.admin, team.id, {
        permission: 'full_access',
        type: 'sandbox',
        user_id: member.body.data.id,
      }),
    );
    expect((await list(memberSandbox)).emails).toEqual([]);

    const live = (await list(team.api, '?per_page=100')).emails.map((email) => email.request_id);
    expect(live).toEqual([...sent].reverse());
    for (const id of sandboxSent) expect(live).not.toContain(id);

    // A sandbox cursor does not page the live list.
    const cursor = (await list(sandbox, '?per_page=1')).pagination.next_cursor!;
    expect((await team.api.get(`/emails?cursor=${encodeURIComponent(cursor)}`)).status).toBe(422);
  });

  it("reports last_event 'delivery' once a send is delivered to every recipient", async () => {
    const id = await send(team.api, {
      to: ['delivered@example.net'],
      cc: ['delivered-cc@example.net'],
      subject: 'D',
    });
    sent.push(id);
    await waitForCapturedMail(app.admin, 'delivered@example.net');
    await waitForCapturedMail(app.admin, 'delivered-cc@example.net');
    const deadline = Date.now() + 15_000;
    let lastEvent: string | null | undefined;
    while (Date.now() < deadline) {
      lastEvent = (await list(team.api, '?per_page=5')).emails.find(
        (email) => email.request_id === id,
      )?.last_event;
      if (lastEvent === 'delivery') break;
      expect(lastEvent).toMatch(/^(injection|delivery)$/);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(lastEvent).toBe('delivery');
  });
});
