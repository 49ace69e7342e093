import { GenericPlanPool } from '@mailroom/database';
import { createTestDatabase, TestDatabase } from '@mailroom/testing';
import { openContextDataSource } from '@mailroom/testing/context-data-source';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { webhooksMigrations } from '../database/webhooks.migrations';
import { WEBHOOKS_SCHEMA } from '../database/webhooks.schema';
import { EndpointSettings } from '../endpoints/endpoint';
import { EndpointRepository } from '../endpoints/endpoint.repository';
import { DeliveryRepository, FannedOutEvent } from './delivery.repository';

// The delivery queue on a real, freshly migrated PostgreSQL: fan-out, claims and retention as SQL.
const TEAM = 7;
const CONSUMER = 'webhooks-email-events';

const settings = (overrides: Partial<EndpointSettings> = {}): EndpointSettings => ({
  name: 'Hook',
  url: 'https://hooks.example.test/',
  enabled: true,
  auth_type: 'none',
  auth_username: null,
  auth_password_sealed: null,
  oauth2_token_url: null,
  oauth2_client_id: null,
  oauth2_client_secret_sealed: null,
  oauth2_scope: null,
  events_mode: 'all',
  events: [],
  ...overrides,
});

const event = (type = 'message.delivery', teamId = TEAM): FannedOutEvent => {
  const id = randomUUID();
  return {
    sourceId: randomUUID(),
    webhook: { teamId, eventId: id, type, body: JSON.stringify({ id, type }) },
  };
};

describe('the webhook delivery queue (PostgreSQL)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let genericPlans: GenericPlanPool;
  let endpoints: EndpointRepository;
  let deliveries: DeliveryRepository;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await openContextDataSource(database.url, {
      schema: WEBHOOKS_SCHEMA,
      migrations: webhooksMigrations,
    });
    endpoints = new EndpointRepository(dataSource);
    genericPlans = new GenericPlanPool(database.url, WEBHOOKS_SCHEMA);
    deliveries = new DeliveryRepository(dataSource, genericPlans);
  });

  afterAll(async () => {
    await genericPlans?.close();
    await dataSource?.destroy();
    await database?.drop();
  });

  beforeEach(async () => {
    await dataSource.query(`DELETE FROM "webhooks"."endpoint"`);
    await dataSource.query(`DELETE FROM "webhooks"."processed_event"`);
  });

  it('queues one delivery per enabled endpoint of the team that takes the event, once per event', async () => {
    const all = await endpoints.insert(TEAM, randomUUID(), settings(), 'sealed');
    await endpoints.insert(
      TEAM,
      randomUUID(),
      settings({ events_mode: 'selected', events: ['message.bounce'] }),
      's',
    );
    await endpoints.insert(TEAM, randomUUID(), settings({ enabled: false }), 'sealed');
    await endpoints.insert(TEAM + 1, randomUUID(), settings(), 'sealed');
    const delivered = event();
    const bounced = event('message.bounce');
    expect(await deliveries.fanOut(CONSUMER, [delivered, bounced])).toBe(3);
    // Redelivered by JetStream, alone or in a batch with the same event twice: nothing more.
    expect(await deliveries.fanOut(CONSUMER, [delivered])).toBe(0);
    expect(await deliveries.fanOut(CONSUMER, [bounced, bounced])).toBe(0);
    const claimed = await deliveries.claimDue(100, 10, 60);
    expect(claimed).toHaveLength(3);
    expect(claimed.filter((d) => d.endpoint.id === all.id)).toHaveLength(2);
    // Claimed deliveries are not claimed again while their lease holds.
    expect(await deliveries.claimDue(100, 10, 60)).toHaveLength(0);
  });

  it('names the teams with an enabled endpoint, the only ones whose events queue anything', async () => {
    await endpoints.insert(TEAM, randomUUID(), settings(), 'sealed');
    await endpoints.insert(TEAM + 1, randomUUID(), settings({ enabled: false }), 'sealed');
    expect(await deliveries.teamsWithEndpoints([TEAM, TEAM + 1, TEAM + 2, TEAM])).toEqual(new Set([TEAM]));
  });

  it('claims at most the per-endpoint depth, counting what is already claimed', async () => {
    const slow = await endpoints.insert(TEAM, randomUUID(), settings(), 'sealed');
    const fast = await endpoints.insert(TEAM + 1, randomUUID(), settings(), 'sealed');
    await deliveries.fanOut(
      CONSUMER,
      Array.from({ length: 10 }, () => event()),
    );
    await deliveries.fanOut(CONSUMER, [event('message.delivery', TEAM + 1)]);
    const first = await deliveries.claimDue(100, 4, 60);
    expect(first.filter((d) => d.endpoint.id === slow.id)).toHaveLength(4);
    expect(first.filter((d) => d.endpoint.id === fast.id)).toHaveLength(1);
    expect(await deliveries.claimDue(100, 4, 60)).toHaveLength(0);
    await deliveries.recordSuccesses(
      first
        .filter((d) => d.endpoint.id === slow.id)
        .slice(0, 2)
        .map((delivery) => ({
          delivery,
          outcome: { responseStatus: 200, error: null, responseBody: '', durationMs: 3 },
        })),
    );
    const second = await deliveries.claimDue(100, 4, 60);
    expect(second.map((d) => d.endpoint.id)).toEqual([slow.id, slow.id]);
  });

  it('queues the next attempt of a failure, and forgets old history with nothing left to attempt', async () => {
    await endpoints.insert(TEAM, randomUUID(), settings(), 'sealed');
    await deliveries.fanOut(CONSUMER, [event(), event()]);
    const [failing, succeeding] = await deliveries.claimDue(100, 10, 60);
    await deliveries.recordFailure(
      failing,
      { responseStatus: 500, error: null, responseBody: 'no', durationMs: 1 },
      60_000,
    );
    await deliveries.recordSuccesses([
      {
        delivery: succeeding,
        outcome: { responseStatus: 200, error: null, responseBody: '', durationMs: 1 },
      },
    ]);
    const future = new Date(Date.now() + 86_400_000);
    // The failed message still has an attempt waiting: kept. The succeeded one goes.
    expect(await deliveries.pruneMessages(future, 100)).toBe(1);
    const [{ n }] = await dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "webhooks"."delivery" WHERE status = 'pending' AND attempt = 2`,
    );
    expect(n).toBe(1);
  });
});
