import { DnsTestServer } from '@mailroom/testing';
import { Client } from 'pg';
import { verifiedSendingDomain } from './support/dns-records';
import { eventsOnceThere, listEvents } from './support/events';
import { createTeam, TestTeam } from './support/factories';
import { waitForCapturedMail } from './support/mail';
import { freePort, waitFor } from './support/processes';
import { startStandalone, Standalone } from './support/standalone';
import { connectStandaloneDatabase } from './support/standalone-database';

const DOMAIN = 'refusals.example.test';
const ANN = 'ann-r@example.net';
const BO = 'bo-r@example.net';

// A campaign recipient that the suppression list refuses when its batch goes, after the campaign took its
// snapshot of the audience, as a user meets it: the other recipients are mailed, and this one has exactly one
// policy_rejection event saying why, however often its batch is handed to sending again.
describe('campaigns: a recipient suppressed after the snapshot (standalone)', () => {
  let app: Standalone;
  let dns: DnsTestServer;
  let db: Client;
  let team: TestTeam;

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    const pgPort = await freePort();
    app = await startStandalone({
      DNS_SERVERS: dns.address,
      EMBEDDED_PG_PORT: String(pgPort),
      // A batch held up in sending is given up on after a second and handed to it again: a retry with the
      // same keys, as after a timeout or a crashed campaigns process.
      CAMPAIGN_BATCH_TIMEOUT_MS: '1000',
      CAMPAIGN_POLL_MS: '200',
    });
    db = await connectStandaloneDatabase(app, pgPort);
    team = await createTeam(app.admin, { plan: 'pro_50k' });
    await verifiedSendingDomain(team.api, dns, DOMAIN);
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await app?.stop();
    await dns?.stop();
  });

  // Sessions waiting for the lock the test holds on the campaign batches' keys: sending's batches, before
  // they read their keys.
  async function batchesWaiting(): Promise<number> {
    const { rows } = await db.query<{ waiting: number }>(
      `SELECT count(*)::int AS waiting FROM pg_locks
        WHERE NOT granted AND relation = '"sending"."batch_key"'::regclass`,
    );
    return rows[0].waiting;
  }

  it('mails the other recipients and gives it one policy_rejection with the reason, not counted as sent', async () => {
    expect((await team.api.post('/audience/properties', { key: 'first_name', type: 'string' })).status).toBe(
      201,
    );
    const listId = (await team.api.post('/audience/lists', { name: 'Readers' })).body.data.id as string;
    for (const [email, first_name] of [
      [ANN, 'Ann'],
      [BO, 'Bo'],
    ]) {
      const created = await team.api.post('/audience/contacts', {
        email,
        properties: { first_name },
        list_ids: [listId],
      });
      expect(created.status).toBe(201);
    }
    const { id } = (
      await team.api.post('/campaigns', {
        name: 'Autumn news',
        subject: 'Hello {{properties.first_name}}',
        from_email: `news@${DOMAIN}`,
        text: 'Hi {{properties.first_name}}',
        list_id: listId,
      })
    ).body.data;
    expect((await team.api.post(`/campaigns/${id}/send`)).body.data.status).toBe('in_review');

    // Sending's batches of the campaign wait before they read their keys and screen their recipients, on a
    // lock of the test, until the address has been suppressed after the snapshot and the first batch has
    // been handed to sending again.
    await db.query('BEGIN');
    try {
      await db.query('LOCK TABLE "sending"."batch_key" IN ACCESS EXCLUSIVE MODE');
      expect((await app.admin.post(`/admin/campaigns/${id}/approve`)).status).toBe(200);
      const snapshotted = await waitFor('the campaign to be sending', async () => {
        const campaign = (await team.api.get(`/campaigns/${id}`)).body.data;
        return campaign.status === 'sending' ? campaign : undefined;
      });
      expect(snapshotted.total_recipients).toBe(2);
      const suppressed = await team.api.post('/suppressions', { email: BO, reason: 'unsubscribe' });
      expect(suppressed.status).toBe(201);
      await waitFor('the batch and its retry to wait for sending', async () =>
        (await batchesWaiting()) >= 2 ? true : undefined,
      );
    } finally {
      await db.query('COMMIT');
    }

    const done = await waitFor(
      'the campaign to be sent',
      async () => {
        const campaign = (await team.api.get(`/campaigns/${id}`)).body.data;
        return campaign.status === 'sent' ? campaign : undefined;
      },
      60_000,
    );
    // Answered as rejected by every batch that carried it, however many: not counted as sent.
    expect(done).toMatchObject({ total_recipients: 2, sent_count: 1, failure_reason: null });
    const [mail] = await waitForCapturedMail(app.admin, ANN);
    expect(mail.parsed.subject).toBe('Hello Ann');
    const emails = (await team.api.get('/emails?per_page=100')).body.data.emails as { to: string[] }[];
    expect(emails.map((email) => email.to)).toEqual([[ANN]]);

    const [rejection] = (await eventsOnceThere(team.api, '?events=policy_rejection', 1)).data;
    expect(rejection).toMatchObject({
      type: 'policy_rejection',
      rcpt_to: BO,
      subject: 'Hello Bo',
      friendly_from: `news@${DOMAIN}`,
      reason: 'Recipient is on the suppression list (unsubscribe)',
    });
    const [stored] = (
      await db.query<{ campaign_id: string }>(
        `SELECT record->>'campaign_id' AS campaign_id FROM "events"."email_event" WHERE event_id = $1`,
        [rejection.event_id],
      )
    ).rows;
    expect(stored.campaign_id).toBe(id);
    const detail = await team.api.get(`/emails/${rejection.request_id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toEqual({
      results: [
        expect.objectContaining({
          type: 'policy_rejection',
          request_id: rejection.request_id,
          rcpt_to: BO,
          reason: 'Recipient is on the suppression list (unsubscribe)',
          transactional: false,
        }),
      ],
      total_count: 1,
    });

    // A later refusal of the same address: once its event is there, any second one of the campaign's,
    // recorded before the campaign was sent, would be too.
    const later = await team.api.post('/emails', {
      from: `news@${DOMAIN}`,
      to: [BO],
      subject: 'Later',
      text: 'Later',
      options: { transactional: false },
    });
    expect(later.body.data).toMatchObject({ accepted: 0, rejected: 1 });
    await eventsOnceThere(
      team.api,
      `?events=policy_rejection&transmissions=${later.body.data.request_id}`,
      1,
    );
    const refusals = await listEvents(team.api, `?events=policy_rejection&recipients=${BO}`);
    expect(refusals.data.map((event) => event.request_id).sort()).toEqual(
      [rejection.request_id, later.body.data.request_id].sort(),
    );

    // SPEC's campaign event types have no policy_rejection: the campaign's events are its mailed recipient's.
    await waitFor('the campaign’s injection', async () => {
      const events = (await team.api.get(`/campaigns/${id}/events`)).body.data.events as { email: string }[];
      return events.length > 0 ? events : undefined;
    });
    const listed = (await team.api.get(`/campaigns/${id}/events`)).body.data.events as { email: string }[];
    expect(new Set(listed.map((event) => event.email))).toEqual(new Set([ANN]));
  });
});
