import { DnsTestServer, SmtpSink } from '@mailroom/testing';
import { simpleParser } from 'mailparser';
import { verifiedSendingDomain } from './support/dns-records';
import { eventsOnceThere } from './support/events';
import { createKey, createTeam, TestTeam } from './support/factories';
import { ApiClient } from './support/http-client';
import { waitFor } from './support/processes';
import { startStandalone, Standalone } from './support/standalone';
import { trackingLinksOf } from './support/tracking';

const SANDBOX_DOMAIN = 'sandbox.mailroom.test';
const UNKNOWN = 'nobody@bounce.example.net';

// GET|POST /suppressions, GET|DELETE /suppressions/{email}. Live mail goes through a relay to a loopback
// SMTP server that does not know UNKNOWN, and so does sandbox mail.
describe('suppression API (standalone)', () => {
  let app: Standalone;
  let dns: DnsTestServer;
  let team: TestTeam;
  let domain: string;
  const sink = new SmtpSink();

  const send = (api: ApiClient, to: string, transactional = true) =>
    api.post('/emails', {
      from: `hello@${domain}`,
      to: [to],
      subject: 'Hello',
      html: '<p>Hello</p>',
      options: { transactional },
    });

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    const relayPort = await sink.start();
    sink.answerFor.set(UNKNOWN, 'reject');
    app = await startStandalone({
      DNS_SERVERS: dns.address,
      SANDBOX_DOMAIN,
      DELIVERY_MODE: 'relay',
      RELAY_URL: `smtp://127.0.0.1:${relayPort}`,
    });
    team = await createTeam(app.admin);
    domain = `t${team.id}.suppressions.example.test`;
    await verifiedSendingDomain(team.api, dns, domain);
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
    await sink.stop();
    await dns?.stop();
  });

  it('lists a hard bounce with its source and the bounce event that caused it', async () => {
    const sent = await send(team.api, UNKNOWN);
    expect(sent.body.data).toMatchObject({ accepted: 1 });
    const requestId = sent.body.data.request_id as string;

    const [bounce] = (await eventsOnceThere(team.api, `?transmissions=${requestId}&events=bounce`, 1)).data;
    const listed = await waitFor('the bounce on the suppression list', async () => {
      const page = await team.api.get(`/suppressions?email=${UNKNOWN}`);
      return page.body.data.suppressions.length > 0 ? page : undefined;
    });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      message: expect.any(String),
      data: {
        suppressions: [
          {
            email: UNKNOWN,
            reason: 'hard_bounce',
            source: 'bounce',
            event_id: bounce.event_id,
            request_id: requestId,
            created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
          },
        ],
        pagination: { next_cursor: null, per_page: 25 },
      },
    });
    expect((await send(team.api, UNKNOWN)).body.data).toMatchObject({ accepted: 0, rejected: 1 });
  });

  it('adds, reads and removes an entry, which stops and then lets mail through', async () => {
    const created = await team.api.post('/suppressions', {
      email: 'Reader@Example.NET',
      reason: 'unsubscribe',
    });
    expect(created.status).toBe(201);
    const entry = {
      email: 'reader@example.net',
      reason: 'unsubscribe',
      source: 'manual',
      event_id: null,
      request_id: null,
      created_at: expect.any(String),
    };
    expect(created.body).toEqual({ message: expect.any(String), data: entry });

    const again = await team.api.post('/suppressions', {
      email: 'reader@example.net',
      reason: 'unsubscribe',
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(created.body.data);

    const read = await team.api.get('/suppressions/READER@example.net');
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ email: 'reader@example.net', suppressions: [created.body.data] });
    // A path names one address, as the body does: with a display name it names none.
    const named = `/suppressions/${encodeURIComponent('Reader <reader@example.net>')}`;
    expect((await team.api.get(named)).status).toBe(404);
    expect((await team.api.delete(named)).status).toBe(404);

    // An unsubscribe stops marketing mail only.
    expect((await send(team.api, 'reader@example.net', false)).body.data).toMatchObject({ rejected: 1 });
    expect((await send(team.api, 'reader@example.net', true)).body.data).toMatchObject({ accepted: 1 });

    const removed = await team.api.delete('/suppressions/reader@example.net');
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: expect.any(String) });
    expect((await team.api.get('/suppressions/reader@example.net')).status).toBe(404);
    expect((await team.api.delete('/suppressions/reader@example.net')).body.error_code).toBe('not_found');
    expect((await send(team.api, 'reader@example.net', false)).body.data).toMatchObject({ accepted: 1 });
  });

  it('pages newest first by cursor and filters by reason and email', async () => {
    const other = await createTeam(app.admin);
    const added: string[] = [];
    for (const [email, reason] of [
      ['a@example.net', 'unsubscribe'],
      ['b@example.net', 'spam_complaint'],
      ['c@example.net', 'unsubscribe'],
      ['d@example.net', 'hard_bounce'],
      ['e@example.net', 'unsubscribe'],
    ]) {
      expect((await other.api.post('/suppressions', { email, reason })).status).toBe(201);
      added.unshift(email);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = await other.api.get(`/suppressions?per_page=2${query}`);
      expect(page.status).toBe(200);
      expect(page.body.data.suppressions.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.data.suppressions.map((s: { email: string }) => s.email));
      cursor = page.body.data.pagination.next_cursor;
    } while (cursor);
    expect(seen).toEqual(added);

    const unsubscribes = await other.api.get('/suppressions?reason=unsubscribe');
    expect(unsubscribes.body.data.suppressions.map((s: { email: string }) => s.email)).toEqual([
      'e@example.net',
      'c@example.net',
      'a@example.net',
    ]);
    const one = await other.api.get('/suppressions?email=B@example.net');
    expect(one.body.data.suppressions).toEqual([expect.objectContaining({ email: 'b@example.net' })]);
    // Another team's list is not this team's.
    expect((await team.api.get('/suppressions?email=b@example.net')).body.data.suppressions).toEqual([]);
    expect((await team.api.get('/suppressions/b@example.net')).status).toBe(404);

    const firstPage = await other.api.get('/suppressions?per_page=2');
    const foreignCursor = await team.api.get(
      `/suppressions?cursor=${firstPage.body.data.pagination.next_cursor}`,
    );
    expect(foreignCursor.status).toBe(422);
    expect(foreignCursor.body.errors).toHaveProperty('cursor');
  });

  it.each([
    ['an invalid address', { email: 'not-an-address', reason: 'unsubscribe' }, ['email']],
    ['two addresses', { email: 'a@example.net, b@example.net', reason: 'unsubscribe' }, ['email']],
    ['a display name', { email: 'X <x@example.net>', reason: 'unsubscribe' }, ['email']],
    ['an unknown reason', { email: 'x@example.net', reason: 'bored' }, ['reason']],
    ['no reason', { email: 'x@example.net' }, ['reason']],
    ['an unknown field', { email: 'x@example.net', reason: 'unsubscribe', source: 'bounce' }, ['source']],
  ])('refuses %s with 422, adding nothing', async (_, body, fields) => {
    const response = await team.api.post('/suppressions', body);
    expect(response.status).toBe(422);
    expect(response.body.error_code).toBe('validation_error');
    expect(Object.keys(response.body.errors).sort()).toEqual(fields);
    expect((await team.api.get('/suppressions?email=x@example.net')).body.data.suppressions).toEqual([]);
  });

  it.each([
    ['per_page=0', 'per_page'],
    ['per_page=101', 'per_page'],
    ['reason=bored', 'reason'],
    ['cursor=abc', 'cursor'],
    // An address filter matches one address exactly: one that is none would match nothing.
    ['email=', 'email'],
    ['email=sup', 'email'],
    ['email=X%20%3Cx@example.net%3E', 'email'],
  ])('refuses the query %s with 422', async (query, field) => {
    const response = await team.api.get(`/suppressions?${query}`);
    expect(response.status).toBe(422);
    expect(response.body.errors).toHaveProperty(field);
  });

  it('reads with emails:read and changes with emails:send', async () => {
    const reader = team.api.withToken(
      await createKey(app.admin, team.id, { permission: 'read_only', type: 'live' }),
    );
    expect((await reader.get('/suppressions')).status).toBe(200);
    const refused = await reader.post('/suppressions', { email: 'r@example.net', reason: 'unsubscribe' });
    expect(refused.status).toBe(403);
    expect(refused.body.error_code).toBe('insufficient_scope');
    expect((await reader.delete(`/suppressions/${UNKNOWN}`)).status).toBe(403);

    const sender = team.api.withToken(
      await createKey(app.admin, team.id, { permission: 'sending_access', type: 'live' }),
    );
    expect(
      (await sender.post('/suppressions', { email: 's@example.net', reason: 'spam_complaint' })).status,
    ).toBe(201);
  });

  it('keeps the sandbox list apart: a sandbox unsubscribe does not stop live mail to the owner', async () => {
    const sandbox = team.api.withToken(
      await createKey(app.admin, team.id, { permission: 'full_access', type: 'sandbox' }),
    );
    // Sandbox keys read, and change nothing.
    expect(
      (await sandbox.post('/suppressions', { email: 'x@example.net', reason: 'unsubscribe' })).body,
    ).toMatchObject({ error_code: 'sandbox_restricted' });
    expect((await sandbox.delete(`/suppressions/${UNKNOWN}`)).status).toBe(403);
    // The live list is not the sandbox list.
    expect((await sandbox.get(`/suppressions?email=${UNKNOWN}`)).body.data.suppressions).toEqual([]);

    const marketing = await send(sandbox, 'customer@example.net', false);
    expect(marketing.body.data).toMatchObject({ accepted: 1 });
    const arrived = await waitFor('the sandbox copy at the key owner', async () =>
      sink.messages.find((message) => message.rcptTo.includes(team.ownerEmail)),
    );
    const raw = arrived.raw.toString();
    const mail = { id: '', raw, parsed: await simpleParser(raw), envelope: { mail_from: '', rcpt_to: [] } };
    const { unsubscribe } = trackingLinksOf(mail, app.baseUrl);
    const clicked = await fetch(unsubscribe!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);

    const listed = await waitFor('the sandbox unsubscribe on the sandbox list', async () => {
      const page = await sandbox.get(`/suppressions?email=${team.ownerEmail}`);
      return page.body.data.suppressions.length > 0 ? page : undefined;
    });
    expect(listed.body.data.suppressions).toEqual([
      expect.objectContaining({
        email: team.ownerEmail,
        reason: 'unsubscribe',
        source: 'unsubscribe',
        event_id: expect.any(String),
        request_id: marketing.body.data.request_id,
      }),
    ]);
    expect((await team.api.get(`/suppressions?email=${team.ownerEmail}`)).body.data.suppressions).toEqual([]);
    expect((await send(sandbox, 'customer@example.net', false)).body.data).toMatchObject({ rejected: 1 });
    expect((await send(team.api, team.ownerEmail, false)).body.data).toMatchObject({ accepted: 1 });

    // The owner's sandbox key clears its owner's entry of the sandbox list (and only that one), so that a
    // bounce or a complaint of sandbox mail does not stop the sandbox for good. Another sandbox key of the
    // owner: the first has used most of its requests of the minute.
    const another = team.api.withToken(
      await createKey(app.admin, team.id, { permission: 'full_access', type: 'sandbox' }),
    );
    expect((await another.delete(`/suppressions/${UNKNOWN}`)).body).toMatchObject({
      error_code: 'sandbox_restricted',
    });
    expect((await another.delete(`/suppressions/${team.ownerEmail.toUpperCase()}`)).status).toBe(200);
    expect((await another.get(`/suppressions?email=${team.ownerEmail}`)).body.data.suppressions).toEqual([]);
    expect((await another.delete(`/suppressions/${team.ownerEmail}`)).status).toBe(404);
    expect((await send(another, 'customer@example.net', false)).body.data).toMatchObject({ accepted: 1 });
  });
});
