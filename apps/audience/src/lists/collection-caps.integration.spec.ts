import { MAX_LISTS_PER_TEAM, MAX_TOPICS_PER_TEAM, RequestContext } from '@mailroom/contracts';
import { createTestDatabase, TestDatabase } from '@mailroom/testing';
import { openContextDataSource } from '@mailroom/testing/context-data-source';
import { DataSource } from 'typeorm';
import { audienceMigrations } from '../database/audience.migrations';
import { AUDIENCE_SCHEMA } from '../database/audience.schema';
import { TopicRepository } from '../topics/topic.repository';
import { CreateTopicUseCase } from '../topics/use-cases/create-topic/create-topic.use-case';
import { ListRepository } from './list.repository';
import { CreateListUseCase } from './use-cases/create-list/create-list.use-case';

// A team's lists and topics are capped: every contact shown carries all of its own.
let database: TestDatabase | undefined;
let dataSource: DataSource;
let createList: CreateListUseCase;
let createTopic: CreateTopicUseCase;

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = await openContextDataSource(database.url, {
    schema: AUDIENCE_SCHEMA,
    migrations: audienceMigrations,
  });
  createList = new CreateListUseCase(new ListRepository(dataSource));
  createTopic = new CreateTopicUseCase(new TopicRepository(dataSource));
});

afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

const ctxOf = (team: number) => ({ team_id: team }) as RequestContext;

async function fill(table: 'list' | 'topic', team: number, count: number): Promise<void> {
  await dataSource.query(
    `INSERT INTO audience.${table} (team_id, name) SELECT $1, 'n' || i FROM generate_series(1, $2) AS i`,
    [team, count],
  );
}

async function countOf(table: 'list' | 'topic', team: number): Promise<number> {
  const [{ count }] = await dataSource.query<{ count: number }[]>(
    `SELECT count(*)::int AS count FROM audience.${table} WHERE team_id = $1`,
    [team],
  );
  return count;
}

it(`takes a team's ${MAX_LISTS_PER_TEAM}th list and refuses the next one with 422 errors.name`, async () => {
  await fill('list', 1, MAX_LISTS_PER_TEAM - 1);
  await fill('list', 2, MAX_LISTS_PER_TEAM);

  await expect(createList.execute(ctxOf(1), { name: 'Last' })).resolves.toMatchObject({ name: 'Last' });
  await expect(createList.execute(ctxOf(1), { name: 'One more' })).rejects.toMatchObject({
    payload: {
      status: 422,
      error_code: 'validation_error',
      errors: { name: ['A team may have at most 1,000 lists.'] },
    },
  });
  expect(await countOf('list', 1)).toBe(MAX_LISTS_PER_TEAM);
  // Another team's lists count for it alone.
  await expect(createList.execute(ctxOf(3), { name: 'First' })).resolves.toMatchObject({ name: 'First' });
});

it('gives the last places to as many lists created at once as there are places, no more', async () => {
  await fill('list', 4, MAX_LISTS_PER_TEAM - 3);
  const outcomes = await Promise.allSettled(
    Array.from({ length: 20 }, (_, i) => createList.execute(ctxOf(4), { name: `Racing ${i}` })),
  );
  expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
  expect(await countOf('list', 4)).toBe(MAX_LISTS_PER_TEAM);
});

it(`takes a team's ${MAX_TOPICS_PER_TEAM}th topic and refuses the next one with 422 errors.name`, async () => {
  await fill('topic', 5, MAX_TOPICS_PER_TEAM - 1);

  await expect(createTopic.execute(ctxOf(5), { name: 'Last' })).resolves.toMatchObject({ name: 'Last' });
  await expect(createTopic.execute(ctxOf(5), { name: 'One more' })).rejects.toMatchObject({
    payload: {
      status: 422,
      error_code: 'validation_error',
      errors: { name: ['A team may have at most 100 topics.'] },
    },
  });
  expect(await countOf('topic', 5)).toBe(MAX_TOPICS_PER_TEAM);
});
