import { randomUUID } from 'node:crypto';
import { createTeam, TestTeam } from './support/factories';
import { ApiResponse } from './support/http-client';
import { startStandalone, Standalone } from './support/standalone';

// What a client sees of the audience's edges through the gateway of one standalone process: a null where a
// PATCH field has no null, pages past the deepest, reserved property keys, and writes that race the delete
// of the list or topic they name (each answered as if it came just before or just after the delete).
describe('audience edges (standalone)', () => {
  let app: Standalone;
  let team: TestTeam;

  beforeAll(async () => {
    app = await startStandalone();
    // A high-volume plan: the races below take a few hundred requests.
    team = await createTeam(app.admin, { plan: 'pro_1m' });
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
  });

  const email = (name: string): string => `${name}-${randomUUID().slice(0, 8)}@example.net`;

  async function created(path: string, body: object): Promise<string> {
    const response = await team.api.post(path, body);
    expect(response.status).toBe(201);
    return response.body.data.id as string;
  }

  const SEGMENT = [{ conditions: [{ field: 'email', operator: 'contains', value: 'example' }] }];

  it('refuses null for a PATCH field where null means nothing, naming the field, and keeps it where it clears one', async () => {
    const contact = await created('/audience/contacts', { email: email('n') });
    const list = await created('/audience/lists', { name: 'L', description: 'd' });
    const segment = await created('/audience/segments', { name: 'S', condition_groups: SEGMENT });
    for (const [path, field] of [
      [`/audience/contacts/${contact}`, 'properties'],
      [`/audience/contacts/${contact}`, 'status'],
      [`/audience/contacts/${contact}`, 'email'],
      [`/audience/lists/${list}`, 'name'],
      [`/audience/segments/${segment}`, 'name'],
      [`/audience/segments/${segment}`, 'condition_groups'],
    ]) {
      const response = await team.api.patch(path, { [field]: null });
      expect([path, field, response.status, response.body.error_code]).toEqual([
        path,
        field,
        422,
        'validation_error',
      ]);
      expect(Object.keys(response.body.errors)).toEqual([field]);
    }
    const cleared = await team.api.patch(`/audience/lists/${list}`, { description: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ name: 'L', description: null });
    expect((await team.api.patch(`/audience/contacts/${contact}`, { paused_until: null })).status).toBe(200);
  });

  it('answers any page asked for, empty past the last, up to the largest integer', async () => {
    for (const path of ['/audience/contacts', '/audience/lists', '/audience/topics', '/audience/segments']) {
      for (const page of [100000, 100001, 2147483647]) {
        const deep = await team.api.get(`${path}?page=${page}`);
        expect([path, deep.status, deep.body.data.pagination.current_page]).toEqual([path, 200, page]);
        expect(Object.values(deep.body.data).find(Array.isArray)).toEqual([]);
      }
      const deeper = await team.api.get(`${path}?page=2147483648`);
      expect([path, deeper.status, Object.keys(deeper.body.errors ?? {})]).toEqual([path, 422, ['page']]);
    }
  });

  it('refuses to define a property no contact body could carry', async () => {
    for (const key of ['constructor', 'prototype']) {
      const response = await team.api.post('/audience/properties', { key, type: 'string' });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ key: [`The key may not be "${key}", a reserved name.`] });
    }
  });

  it('keeps a segment date value as given', async () => {
    const response = await team.api.post('/audience/segments', {
      name: 'dates',
      condition_groups: [{ conditions: [{ field: 'created_at', operator: 'before', value: '2030-01-01' }] }],
    });
    expect(response.status).toBe(201);
    expect(response.body.data.condition_groups[0].conditions[0].value).toBe('2030-01-01');
  });

  // Each round sends a write and the delete of what it names at once; rounds go on until the write has met
  // the delete both ways (it came first, or the delete did: 404) a few times, or a bound is reached.
  const RACES: [string, (ids: { list: string; topic: string; contact: string }) => Promise<ApiResponse>][] = [
    [
      'a segment restricted to the list',
      (ids) =>
        team.api.post('/audience/segments', { name: 'r', list_id: ids.list, condition_groups: SEGMENT }),
    ],
    [
      'a contact added to the list',
      (ids) => team.api.post(`/audience/contacts/${ids.contact}/lists/${ids.list}`),
    ],
    [
      'a contact subscribed to the topic',
      (ids) => team.api.post(`/audience/contacts/${ids.contact}/topics/${ids.topic}`),
    ],
    [
      'a contact created in the list and topic',
      (ids) =>
        team.api.post('/audience/contacts', {
          email: email('r'),
          list_ids: [ids.list],
          topic_ids: [ids.topic],
        }),
    ],
  ];

  it.each(RACES)('answers %s racing the delete with 2xx or 404, never 500', async (write, send) => {
    const answers: number[] = [];
    for (let round = 0; round < 40; round++) {
      const ids = {
        list: await created('/audience/lists', { name: 'race' }),
        topic: await created('/audience/topics', { name: 'race' }),
        contact: await created('/audience/contacts', { email: email('c') }),
      };
      const deleteTopic = write.includes('topic') && round % 2 === 1;
      const [written, deleted] = await Promise.all([
        send(ids),
        deleteTopic
          ? team.api.delete(`/audience/topics/${ids.topic}`)
          : round % 3 === 0
            ? team.api.delete('/audience/lists/bulk', { list_ids: [ids.list] })
            : team.api.delete(`/audience/lists/${ids.list}`),
      ]);
      if (![200, 201, 404].includes(written.status))
        throw new Error(`${write}, round ${round}: ${written.status} ${JSON.stringify(written.body)}`);
      if (write === 'a segment restricted to the list') {
        // Whichever came first: the segment (the delete finds it, 409) or the delete (404).
        expect([written.status, deleted.status]).toEqual(written.status === 201 ? [201, 409] : [404, 200]);
      } else {
        expect(deleted.status).toBe(200);
      }
      answers.push(written.status);
      if (answers.filter((status) => status === 404).length >= 3 && answers.some((status) => status !== 404))
        break;
    }
    expect(answers).toContain(404);
  });

  it('leaves no value of a property deleted while contacts set it: each write came before the delete or after', async () => {
    for (let round = 0; round < 6; round++) {
      const key = `raced_${round}`;
      expect((await team.api.post('/audience/properties', { key, type: 'string' })).status).toBe(201);
      const existing = await created('/audience/contacts', { email: email('p') });
      const writes = [
        ...Array.from({ length: 10 }, () =>
          team.api.post('/audience/contacts', { email: email('w'), properties: { [key]: 'v' } }),
        ),
        ...Array.from({ length: 5 }, () =>
          team.api.patch(`/audience/contacts/${existing}`, { properties: { [key]: 'v' } }),
        ),
      ];
      const [deleted, ...answers] = await Promise.all([
        new Promise((resolve) => setTimeout(resolve, round)).then(() =>
          team.api.delete(`/audience/properties/${key}`),
        ),
        ...writes,
      ]);
      expect(deleted.status).toBe(200);
      for (const answer of answers) {
        // After the delete, the key is no longer defined.
        expect(answer.status === 422 ? answer.body.errors : answer.status).toEqual(
          answer.status === 422
            ? { [`properties.${key}`]: [expect.any(String)] }
            : answer.status === 201
              ? 201
              : 200,
        );
      }
      const holding = await team.api.get(`/audience/contacts?per_page=100`);
      for (const contact of holding.body.data.contacts as { properties: Record<string, unknown> }[]) {
        expect(Object.keys(contact.properties)).not.toContain(key);
      }
    }
  });
});
