import { PROCESSED_EVENT_KEEP_MS } from '@mailroom/messaging';
import { createTestDatabase, openContextDataSource, TestDatabase } from '@mailroom/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CampaignsConfig } from '../config/campaigns.config';
import { campaignsMigrations } from '../database/campaigns.migrations';
import { CAMPAIGNS_SCHEMA } from '../database/campaigns.schema';
import { CampaignEventRetentionJob } from './campaign-event-retention.job';
import { CampaignEventRepository } from './campaign-event.repository';

const DAY_MS = 86_400_000;
const NOW = Date.parse('2026-11-25T12:00:00Z');

let database: TestDatabase;
let dataSource: DataSource;
let events: CampaignEventRepository;

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = await openContextDataSource(database.url, {
    schema: CAMPAIGNS_SCHEMA,
    migrations: campaignsMigrations,
  });
  events = new CampaignEventRepository(dataSource);
});

afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

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

describe('CampaignEventRetentionJob', () => {
  it('forgets the events that occurred before EVENT_RETENTION_DAYS, of every campaign, and keeps the later ones', async () => {
    const config = { eventRetentionDays: 10 } as CampaignsConfig;
    // Events from 11 days ago (6,000 of them: more than one statement deletes) to about 6.8 days ago.
    const old = await campaignWithEvents(11, 6_000);
    const recent = await campaignWithEvents(2, 3);

    await new CampaignEventRetentionJob(config, events).run(NOW);

    const cutoff = NOW - 10 * DAY_MS;
    const kept = await listedTimes(old);
    expect(kept.length).toBe(6_000 - 24 * 60);
    expect(kept.every((at) => at >= cutoff)).toBe(true);
    expect(await listedTimes(recent)).toHaveLength(3);
  });

  it('keeps events as long as a stream may deliver them again, whatever EVENT_RETENTION_DAYS says', async () => {
    const config = { eventRetentionDays: 1 } as CampaignsConfig;
    const campaign = await campaignWithEvents(PROCESSED_EVENT_KEEP_MS / DAY_MS - 0.5, 10);

    await new CampaignEventRetentionJob(config, events).run(NOW);

    expect(await listedTimes(campaign)).toHaveLength(10);
  });
});
