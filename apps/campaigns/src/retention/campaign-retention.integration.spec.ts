import { PROCESSED_EVENT_KEEP_MS } from '@mailroom/messaging';
import { createTestDatabase, TestDatabase } from '@mailroom/testing';
import { openContextDataSource } from '@mailroom/testing/context-data-source';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CampaignsConfig } from '../config/campaigns.config';
import { campaignsMigrations } from '../database/campaigns.migrations';
import { CAMPAIGNS_SCHEMA } from '../database/campaigns.schema';
import { RecipientRepository } from '../delivery/recipient.repository';
import { CampaignEventRepository } from '../engagement/campaign-event.repository';
import { CampaignRetentionJob } from './campaign-retention.job';

const DAY_MS = 86_400_000;
const NOW = Date.parse('2026-11-25T12:00:00Z');

let database: TestDatabase;
let dataSource: DataSource;
let events: CampaignEventRepository;
let recipients: RecipientRepository;

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = await openContextDataSource(database.url, {
    schema: CAMPAIGNS_SCHEMA,
    migrations: campaignsMigrations,
  });
  events = new CampaignEventRepository(dataSource);
  recipients = new RecipientRepository(dataSource);
});

afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

// The job's settings: their defaults but for `days`.
function configWith(days: Partial<CampaignsConfig>): CampaignsConfig {
  return { eventRetentionDays: 10, retentionDays: 30, trackingRetentionDays: 90, ...days } as CampaignsConfig;
}

// A sent campaign created `daysAgo` before NOW, with `count` delivery events a minute apart from then on.
async function campaignWithEvents(daysAgo: number, count: number): Promise<string> {
  const id = randomUUID();
  const created = new Date(NOW - daysAgo * DAY_MS);
  await dataSource.query(
    `INSERT INTO "campaigns"."campaign" (id, team_id, name, status, subject, from_email, created_at, updated_at)
     VALUES ($1, 1, 'Launch', 'sent', 'S', 'news@example.test', $2, $2)`,
    [id, created],
  );
  await dataSource.query(
    `INSERT INTO "campaigns"."campaign_event" (event_id, campaign_id, event_type, email, occurred_at, message_id)
     SELECT gen_random_uuid(), $1, 'delivery', 'r' || i || '@example.net', $2::timestamptz + make_interval(mins => i),
            gen_random_uuid()::text
       FROM generate_series(0, $3 - 1) i`,
    [id, created, count],
  );
  return id;
}

// What GET /campaigns/{id}/events lists, oldest first.
async function listedTimes(campaignId: string): Promise<number[]> {
  const rows = await events.page({ campaignId, limit: 100_000 });
  return rows.map((row) => new Date(row.occurred_at).getTime()).reverse();
}

describe('CampaignRetentionJob: events', () => {
  it('forgets the events that occurred before EVENT_RETENTION_DAYS, of every campaign, and keeps the later ones', async () => {
    const config = configWith({});
    // Events from 11 days ago (6,000 of them: more than one statement deletes) to about 6.8 days ago.
    const old = await campaignWithEvents(11, 6_000);
    const recent = await campaignWithEvents(2, 3);

    await new CampaignRetentionJob(config, events, recipients).run(NOW);

    const cutoff = NOW - 10 * DAY_MS;
    const kept = await listedTimes(old);
    expect(kept.length).toBe(6_000 - 24 * 60);
    expect(kept.every((at) => at >= cutoff)).toBe(true);
    expect(await listedTimes(recent)).toHaveLength(3);
  });

  it('keeps events as long as a stream may deliver them again, whatever EVENT_RETENTION_DAYS says', async () => {
    const config = configWith({ eventRetentionDays: 1 });
    const campaign = await campaignWithEvents(PROCESSED_EVENT_KEEP_MS / DAY_MS - 0.5, 10);

    await new CampaignRetentionJob(config, events, recipients).run(NOW);

    expect(await listedTimes(campaign)).toHaveLength(10);
  });
});

// A campaign in `status`, last changed `daysAgo` before NOW; answers its id.
async function campaignIn(status: string, daysAgo: number): Promise<string> {
  const id = randomUUID();
  const changed = new Date(NOW - daysAgo * DAY_MS);
  await dataSource.query(
    `INSERT INTO "campaigns"."campaign" (id, team_id, name, status, subject, from_email, created_at, updated_at)
     VALUES ($1, 1, 'Launch', $2, 'S', 'news@example.test', $3, $3)`,
    [id, status, changed],
  );
  return id;
}

// A campaign in `status`, last changed `daysAgo` before NOW, with a snapshot of `count` recipients.
async function campaignWithRecipients(status: string, daysAgo: number, count: number): Promise<string> {
  const id = await campaignIn(status, daysAgo);
  await dataSource.query(
    `INSERT INTO "campaigns"."recipient" (campaign_id, contact_id, email, properties, status)
     SELECT $1, gen_random_uuid(), 'r' || i || '@example.net', '{"name": "Ann"}', 'sent'
       FROM generate_series(1, $2) i`,
    [id, count],
  );
  return id;
}

describe('CampaignRetentionJob: recipient snapshots', () => {
  it('forgets the recipients of campaigns sent or failed before EMAIL_RETENTION_DAYS, and of no other', async () => {
    const config = configWith({});
    const gone = [
      await campaignWithRecipients('sent', 31, 6_000),
      await campaignWithRecipients('failed', 40, 2),
    ];
    const kept = [
      await campaignWithRecipients('sent', 29, 3),
      // Still being sent, however long ago it started: its recipients are its work.
      await campaignWithRecipients('sending', 45, 3),
      await campaignWithRecipients('preparing', 45, 3),
    ];

    await new CampaignRetentionJob(config, events, recipients).run(NOW);

    const counts = async (ids: string[]) => Promise.all(ids.map((id) => recipients.count(id)));
    expect(await counts(gone)).toEqual([0, 0]);
    expect(await counts(kept)).toEqual([3, 3, 3]);
  });
});

// A campaign in `status`, last changed `daysAgo` before NOW, with `count` messages opened once each.
async function campaignWithOpens(status: string, daysAgo: number, count: number): Promise<string> {
  const id = await campaignIn(status, daysAgo);
  await dataSource.transaction((manager) =>
    events.firstEngagements(
      manager,
      Array.from({ length: count }, (_, i) => ({ campaign_id: id, message_id: `m${i}`, kind: 'open' })),
    ),
  );
  return id;
}

// How many of the campaign's first `count` messages would be counted as first opens again (their opens
// forgotten).
async function opensCountedAgain(campaignId: string, count: number): Promise<number> {
  const first = await dataSource.transaction((manager) =>
    events.firstEngagements(
      manager,
      Array.from({ length: count }, (_, i) => ({
        campaign_id: campaignId,
        message_id: `m${i}`,
        kind: 'open',
      })),
    ),
  );
  return first.length;
}

describe('CampaignRetentionJob: opened and clicked messages', () => {
  it('forgets them once no tracking link of the campaign can record an event, and of no other campaign', async () => {
    const config = configWith({ trackingRetentionDays: 20 });
    // Past TRACKING_RETENTION_DAYS and a stream's redelivery window.
    const past = 20 + PROCESSED_EVENT_KEEP_MS / DAY_MS;
    const gone = [
      await campaignWithOpens('sent', past + 1, 6_000),
      await campaignWithOpens('failed', past + 1, 2),
    ];
    const kept = [
      // Its links stopped recording, but an open may still come from a stream.
      await campaignWithOpens('sent', past - 0.5, 2),
      await campaignWithOpens('sent', 5, 2),
      await campaignWithOpens('sending', past + 10, 2),
    ];

    await new CampaignRetentionJob(config, events, recipients).run(NOW);

    expect(await Promise.all([opensCountedAgain(gone[0], 6_000), opensCountedAgain(gone[1], 2)])).toEqual([
      6_000, 2,
    ]);
    expect(await Promise.all(kept.map((id) => opensCountedAgain(id, 2)))).toEqual([0, 0, 0]);
  });
});
