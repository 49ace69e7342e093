import { RequestContext, ServiceError } from '@mailroom/contracts';
import { createTestDatabase, TestDatabase } from '@mailroom/testing';
import { openContextDataSource } from '@mailroom/testing/context-data-source';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { audienceMigrations } from '../../../database/audience.migrations';
import { AUDIENCE_SCHEMA } from '../../../database/audience.schema';
import { ListRepository } from '../../../lists/list.repository';
import { PropertyRepository } from '../../../properties/property.repository';
import { SegmentAudience } from '../../../segments/segment-audience';
import { SegmentRepository } from '../../../segments/segment.repository';
import { TopicRepository } from '../../../topics/topic.repository';
import { MAX_PAGE_PROPERTY_BYTES, ResolveRecipientsUseCase } from './resolve-recipients.use-case';

// audience.resolve-recipients on a real, freshly migrated PostgreSQL: the contacts a campaign may mail, a
// keyset page at a time, for a list or a segment, narrowed to a topic's subscribers.
let database: TestDatabase | undefined;
let dataSource: DataSource;
let useCase: ResolveRecipientsUseCase;
let seq = 0;

const ctxOf = (teamId: number): RequestContext => ({
  team_id: teamId,
  key_id: randomUUID(),
  key_type: 'live',
  scopes: [],
  plan: 'free',
  monthly_limit: 3000,
  request_id: 'test',
});

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = await openContextDataSource(database.url, {
    schema: AUDIENCE_SCHEMA,
    migrations: audienceMigrations,
  });
  useCase = new ResolveRecipientsUseCase(
    dataSource,
    new ListRepository(dataSource),
    new TopicRepository(dataSource),
    new SegmentRepository(dataSource),
    new PropertyRepository(dataSource),
    new SegmentAudience(dataSource),
  );
});

afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

async function contact(
  teamId: number,
  values: { status?: string; paused_until?: string; score?: number },
): Promise<string> {
  const [row] = await dataSource.query<{ id: string }[]>(
    `INSERT INTO audience.contact (team_id, email, status, paused_until, properties) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      teamId,
      `c${seq++}@example.net`,
      values.status ?? 'subscribed',
      values.paused_until ?? null,
      JSON.stringify(values.score === undefined ? {} : { score: values.score }),
    ],
  );
  return row.id;
}

async function named(table: 'list' | 'topic', teamId: number): Promise<string> {
  const [row] = await dataSource.query<{ id: string }[]>(
    `INSERT INTO audience.${table} (team_id, name) VALUES ($1, 'x') RETURNING id`,
    [teamId],
  );
  return row.id;
}

async function allPages(
  ctx: RequestContext,
  request: { list_id?: string; segment_id?: string; topic_id?: string },
  limit: number,
) {
  const ids: string[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await useCase.execute(ctx, { ...request, after_id: after, limit });
    ids.push(...page.recipients.map((r) => r.contact_id));
    if (!page.next_after_id) return ids;
    after = page.next_after_id;
  }
}

it('pages a list by contact id, skipping contacts that are not subscribed or are paused, and narrows to a topic', async () => {
  const teamId = 101;
  const listId = await named('list', teamId);
  const topicId = await named('topic', teamId);
  const mailable: string[] = [];
  for (let i = 0; i < 7; i++) mailable.push(await contact(teamId, { score: i }));
  const excluded = [
    await contact(teamId, { status: 'unsubscribed' }),
    await contact(teamId, { status: 'bounced' }),
    await contact(teamId, { status: 'complained' }),
    await contact(teamId, { paused_until: '2999-01-01T00:00:00Z' }),
  ];
  const pausedBefore = await contact(teamId, { paused_until: '2000-01-01T00:00:00Z' });
  mailable.push(pausedBefore);
  for (const id of [...mailable, ...excluded])
    await dataSource.query(`INSERT INTO audience.list_member (list_id, contact_id) VALUES ($1, $2)`, [
      listId,
      id,
    ]);
  await contact(teamId, {}); // not in the list
  for (const id of mailable.slice(0, 3))
    await dataSource.query(`INSERT INTO audience.topic_subscription (topic_id, contact_id) VALUES ($1, $2)`, [
      topicId,
      id,
    ]);

  const ctx = ctxOf(teamId);
  expect(await allPages(ctx, { list_id: listId }, 3)).toEqual([...mailable].sort());
  expect(await allPages(ctx, { list_id: listId, topic_id: topicId }, 2)).toEqual(mailable.slice(0, 3).sort());
  const first = await useCase.execute(ctx, { list_id: listId, limit: 5000 });
  expect(first.next_after_id).toBeNull();
  expect(first.recipients[0]).toEqual({
    contact_id: expect.any(String),
    email: expect.stringMatching(/@example\.net$/),
    properties: expect.any(Object),
  });
});

it('resolves a segment within its list, ordered by contact id', async () => {
  const teamId = 102;
  await dataSource.query(
    `INSERT INTO audience.property (team_id, key, type) VALUES ($1, 'score', 'number')`,
    [teamId],
  );
  const listId = await named('list', teamId);
  const high: string[] = [];
  for (let i = 0; i < 6; i++) {
    const id = await contact(teamId, { score: i * 10 });
    if (i * 10 >= 20) high.push(id);
    if (i !== 5)
      await dataSource.query(`INSERT INTO audience.list_member (list_id, contact_id) VALUES ($1, $2)`, [
        listId,
        id,
      ]);
  }
  const conditions = [{ conditions: [{ field: 'properties.score', operator: 'gte', value: '20' }] }];
  const [anywhere] = await dataSource.query<{ id: string }[]>(
    `INSERT INTO audience.segment (team_id, name, condition_groups) VALUES ($1, 's', $2) RETURNING id`,
    [teamId, JSON.stringify(conditions)],
  );
  const [inList] = await dataSource.query<{ id: string }[]>(
    `INSERT INTO audience.segment (team_id, name, list_id, condition_groups) VALUES ($1, 's', $2, $3) RETURNING id`,
    [teamId, listId, JSON.stringify(conditions)],
  );
  const ctx = ctxOf(teamId);
  expect(await allPages(ctx, { segment_id: anywhere.id }, 2)).toEqual([...high].sort());
  expect(await allPages(ctx, { segment_id: inList.id }, 1)).toEqual(high.slice(0, 3).sort());
});

it("answers 404 not_found for another team's or an unknown list, segment or topic, and 422 for a bad limit", async () => {
  const listId = await named('list', 103);
  const topicId = await named('topic', 103);
  const ctx = ctxOf(104);
  for (const request of [
    { list_id: listId, limit: 10 },
    { list_id: randomUUID(), limit: 10 },
    { segment_id: randomUUID(), limit: 10 },
    { list_id: await named('list', 104), topic_id: topicId, limit: 10 },
  ]) {
    await expect(useCase.execute(ctx, request)).rejects.toMatchObject({
      payload: { status: 404, error_code: 'not_found' },
    });
  }
  for (const limit of [0, 5001, 1.5]) {
    const error = await useCase.execute(ctx, { list_id: listId, limit }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).payload.status).toBe(422);
  }
});

it('cuts a page where its properties pass 8 MiB, and names where the next one starts', async () => {
  const teamId = 108;
  const listId = await named('list', teamId);
  const ids: string[] = [];
  // 50 contacts of 100 properties of 2,000 characters: 10 MB in all.
  const properties = JSON.stringify(
    Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`p${i}`, 'x'.repeat(2_000)])),
  );
  for (let i = 0; i < 50; i++) {
    const [row] = await dataSource.query<{ id: string }[]>(
      `INSERT INTO audience.contact (team_id, email, properties) VALUES ($1, $2, $3) RETURNING id`,
      [teamId, `big${i}@example.net`, properties],
    );
    ids.push(row.id);
    await dataSource.query(`INSERT INTO audience.list_member (list_id, contact_id) VALUES ($1, $2)`, [
      listId,
      row.id,
    ]);
  }
  const ctx = ctxOf(teamId);
  const first = await useCase.execute(ctx, { list_id: listId, limit: 5000 });
  const bytes = (page: typeof first) =>
    page.recipients.reduce((sum, r) => sum + Buffer.byteLength(JSON.stringify(r.properties)), 0);
  expect(first.recipients.length).toBeGreaterThan(1);
  expect(first.recipients.length).toBeLessThan(50);
  // The last contact of the page starts within the bound.
  expect(bytes(first)).toBeLessThanOrEqual(MAX_PAGE_PROPERTY_BYTES + 210_000);
  expect(bytes(first)).toBeGreaterThan(MAX_PAGE_PROPERTY_BYTES - 210_000);
  expect(first.next_after_id).toBe(first.recipients.at(-1)!.contact_id);
  expect(await allPages(ctx, { list_id: listId }, 5000)).toEqual([...ids].sort());
});
