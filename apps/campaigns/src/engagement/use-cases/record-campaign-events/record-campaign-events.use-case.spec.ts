import { CAMPAIGN_EVENT_TYPES, EmailEventRecord } from '@mailroom/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { CampaignEventRepository, StoredEvent } from '../../campaign-event.repository';
import { CAMPAIGN_EVENT_SOURCE_TYPES, RecordCampaignEventsUseCase } from './record-campaign-events.use-case';

// The use-case over a repository that stores every event it is given (none seen before) and keeps the
// stats it adds: what GET /campaigns/{id} (stats) and GET /campaigns/{id}/events (event types) would show.
function recorder() {
  const listed: string[] = [];
  const stats: Record<string, number> = {};
  const events = {
    insert: jest.fn((_manager: EntityManager, records: EmailEventRecord[]) => {
      listed.push(...records.map((record) => record.type));
      return Promise.resolve(
        records.map((record): StoredEvent => ({
          event_id: record.event_id,
          campaign_id: record.campaign_id!,
          type: record.type,
          message_id: record.message_id,
        })),
      );
    }),
    firstEngagements: jest.fn(
      (_manager: EntityManager, engagements: { campaign_id: string; kind: string }[]) =>
        Promise.resolve(engagements),
    ),
    addStats: jest.fn((_manager: EntityManager, _campaignId: string, increments: Record<string, number>) => {
      for (const [name, value] of Object.entries(increments)) stats[name] = (stats[name] ?? 0) + value;
      return Promise.resolve();
    }),
  } as unknown as CampaignEventRepository;
  const dataSource = {
    transaction: jest.fn((work: (manager: EntityManager) => Promise<unknown>) => work({} as EntityManager)),
  } as unknown as DataSource;
  return { useCase: new RecordCampaignEventsUseCase(dataSource, events), listed, stats };
}

let next = 0;
function event(type: EmailEventRecord['type']): EmailEventRecord {
  next++;
  return {
    event_id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    type,
    campaign_id: 'c1',
    team_id: 1,
    message_id: `m${next}`,
    rcpt_to: 'a@example.net',
    timestamp: new Date().toISOString(),
  } as EmailEventRecord;
}

describe('recording campaign events', () => {
  it('lists an unsubscribe through the page as a list_unsubscribe, so that the events add up to the stats', async () => {
    const { useCase, listed, stats } = recorder();
    await Promise.all(
      (['link_unsubscribe', 'list_unsubscribe', 'out_of_band', 'bounce'] as const).map((type) =>
        useCase.execute(event(type)),
      ),
    );
    expect(stats).toEqual({ unsubscribes: 2, bounces: 2 });
    expect(listed.filter((type) => type === 'list_unsubscribe')).toHaveLength(stats.unsubscribes);
    expect(listed.filter((type) => type === 'bounce')).toHaveLength(stats.bounces);
  });

  it('stores every event it counts as one of the campaign event types', async () => {
    const { useCase, listed } = recorder();
    await Promise.all(CAMPAIGN_EVENT_SOURCE_TYPES.map((type) => useCase.execute(event(type))));
    expect(listed).toHaveLength(CAMPAIGN_EVENT_SOURCE_TYPES.length);
    for (const type of listed) expect(CAMPAIGN_EVENT_TYPES).toContain(type);
  });
});
