import { DnsTestServer } from '@mailroom/testing';
import fc from 'fast-check';
import { isUtf8 } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import { verifiedSendingDomain } from './support/dns-records';
import { createKey, createTeam, TestTeam } from './support/factories';
import { ApiClient, fetchUnderContract, postAnnouncingLength } from './support/http-client';
import { waitForCapturedMail } from './support/mail';
import { waitFor } from './support/processes';
import { startStandalone, Standalone } from './support/standalone';
import { trackingLinksOf } from './support/tracking';

type Condition = { field: string; operator: string; value?: string };

// The audience through the gateway of one standalone process: contacts and their typed properties, lists,
// topics, segments counted against a seeded audience, CSV imports, scopes and sandbox keys, and a contact
// whose status follows the one-click unsubscribe of a real message.
describe('audience (standalone)', () => {
  let app: Standalone;
  let dns: DnsTestServer;
  let team: TestTeam;
  let other: TestTeam;

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    app = await startStandalone({ DNS_SERVERS: dns.address, AUDIENCE_IMPORT_BATCH_ROWS: '2' });
    team = await createTeam(app.admin);
    other = await createTeam(app.admin);
    for (const [key, type] of [
      ['plan', 'string'],
      ['age', 'number'],
      ['vip', 'boolean'],
      ['renewal', 'date'],
    ]) {
      expect((await team.api.post('/audience/properties', { key, type })).status).toBe(201);
    }
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
    await dns?.stop();
  });

  const email = (name: string): string => `${name}-${randomUUID().slice(0, 8)}@example.net`;

  async function contact(api: ApiClient, body: object): Promise<{ id: string; email: string }> {
    const created = await api.post('/audience/contacts', body);
    expect(created.status).toBe(201);
    return created.body.data;
  }

  async function list(api: ApiClient, name = 'List'): Promise<string> {
    const created = await api.post('/audience/lists', { name });
    expect(created.status).toBe(201);
    return created.body.data.id as string;
  }

  describe('contacts', () => {
    it('creates a contact with typed properties, its lists and topics, and reads it back', async () => {
      const listId = await list(team.api, 'Newsletter');
      const topic = await team.api.post('/audience/topics', { name: 'Product news' });
      expect(topic.status).toBe(201);
      const address = email('Ann');
      const created = await team.api.post('/audience/contacts', {
        email: address.replace('example.net', 'EXAMPLE.net'),
        properties: { plan: 'pro', age: 31, vip: true, renewal: '2026-03-01' },
        list_ids: [listId],
        topic_ids: [topic.body.data.id],
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        email: address,
        status: 'subscribed',
        paused_until: null,
        properties: { plan: 'pro', age: 31, vip: true, renewal: '2026-03-01T00:00:00.000Z' },
        lists: [{ id: listId, name: 'Newsletter' }],
        topics: [{ id: topic.body.data.id, name: 'Product news' }],
      });
      const read = await team.api.get(`/audience/contacts/${created.body.data.id}`);
      expect(read.status).toBe(200);
      expect(read.body.data).toEqual(created.body.data);
      expect((await team.api.get(`/audience/lists/${listId}`)).body.data.contacts_count).toBe(1);
    });

    it('refuses a second contact with the same email in any case (409 contact_exists), and bad addresses', async () => {
      const address = email('dup');
      await contact(team.api, { email: address });
      const again = await team.api.post('/audience/contacts', { email: address.toUpperCase() });
      expect(again.status).toBe(409);
      expect(again.body.error_code).toBe('contact_exists');
      // Another team may hold the same address.
      expect((await other.api.post('/audience/contacts', { email: address })).status).toBe(201);
      for (const bad of [
        'no-at-sign',
        'Ann <ann@example.net>',
        'ann@@example.net',
        'a\u0000b@example.net',
        'ann@localhost',
      ]) {
        const refused = await team.api.post('/audience/contacts', { email: bad });
        expect(refused.status).toBe(422);
        expect(refused.body.errors.email).toBeDefined();
      }
      const badStatus = await team.api.post('/audience/contacts', { email: email('s'), status: 'paused' });
      expect(badStatus.status).toBe(422);
    });

    it('takes only defined properties of their type (422 naming the key) and changes nothing otherwise', async () => {
      const created = await contact(team.api, { email: email('typed'), properties: { age: 20 } });
      for (const [properties, key] of [
        [{ shoe_size: 42 }, 'properties.shoe_size'],
        [{ age: '20' }, 'properties.age'],
        [{ vip: 'yes' }, 'properties.vip'],
        [{ renewal: '2026-02-30' }, 'properties.renewal'],
        [{ plan: 7 }, 'properties.plan'],
      ] as const) {
        const refused = await team.api.patch(`/audience/contacts/${created.id}`, {
          email: email('changed'),
          properties,
        });
        expect(refused.status).toBe(422);
        expect(refused.body.error_code).toBe('validation_error');
        expect(Object.keys(refused.body.errors)).toEqual([key]);
      }
      const unchanged = await team.api.get(`/audience/contacts/${created.id}`);
      expect(unchanged.body.data).toMatchObject({ email: created.email, properties: { age: 20 } });
      const refusedCreate = await team.api.post('/audience/contacts', {
        email: email('x'),
        properties: { nope: 1 },
      });
      expect(refusedCreate.status).toBe(422);
      expect(refusedCreate.body.errors['properties.nope']).toBeDefined();
    });

    it('counts string property values in characters: 2,000 emoji are taken, 2,001 refused', async () => {
      const at = await team.api.post('/audience/contacts', {
        email: email('emoji'),
        properties: { plan: '\u{1f600}'.repeat(2000) },
      });
      expect(at.status).toBe(201);
      const over = await team.api.patch(`/audience/contacts/${at.body.data.id}`, {
        properties: { plan: '\u{1f600}'.repeat(2001) },
      });
      expect(over.status).toBe(422);
      expect(over.body.errors).toEqual({
        'properties.plan': ['The property plan may not be longer than 2000 characters.'],
      });
    });

    it('PATCH: nothing returns the contact unchanged; properties merge, null removes; email stays unique', async () => {
      const created = await contact(team.api, {
        email: email('patch'),
        properties: { age: 20, plan: 'free' },
      });
      const empty = await team.api.patch(`/audience/contacts/${created.id}`, {});
      expect(empty.status).toBe(200);
      expect(empty.body.data).toEqual((await team.api.get(`/audience/contacts/${created.id}`)).body.data);
      const changed = await team.api.patch(`/audience/contacts/${created.id}`, {
        properties: { age: 21, plan: null },
        paused_until: '2030-01-01T00:00:00Z',
      });
      expect(changed.status).toBe(200);
      expect(changed.body.data).toMatchObject({
        properties: { age: 21 },
        paused_until: '2030-01-01T00:00:00.000Z',
      });
      expect(changed.body.data.properties.plan).toBeUndefined();
      const taken = await contact(team.api, { email: email('taken') });
      const clash = await team.api.patch(`/audience/contacts/${created.id}`, {
        email: taken.email.toUpperCase(),
      });
      expect(clash.status).toBe(409);
      expect(clash.body.error_code).toBe('contact_exists');
      const unknownField = await team.api.patch(`/audience/contacts/${created.id}`, { colour: 'red' });
      expect(unknownField.status).toBe(422);
    });

    it('records a deliberate status change through the API', async () => {
      const created = await contact(team.api, { email: email('resub'), status: 'unsubscribed' });
      const resubscribed = await team.api.patch(`/audience/contacts/${created.id}`, { status: 'subscribed' });
      expect(resubscribed.status).toBe(200);
      expect(resubscribed.body.data).toMatchObject({ status: 'subscribed', status_reason: 'api' });
      expect(Date.parse(resubscribed.body.data.status_changed_at)).not.toBeNaN();
    });

    it('lists contacts newest first with page, per_page and the list_id, status and email filters', async () => {
      const listId = await list(team.api, 'Paged');
      const made: string[] = [];
      for (let i = 0; i < 5; i++) {
        made.push(
          (
            await contact(team.api, {
              email: email(`page${i}`),
              list_ids: [listId],
              status: i === 0 ? 'bounced' : 'subscribed',
            })
          ).id,
        );
      }
      const first = await team.api.get(`/audience/contacts?list_id=${listId}&per_page=2&page=1`);
      expect(first.status).toBe(200);
      expect(first.body.data.contacts.map((c: { id: string }) => c.id)).toEqual([made[4], made[3]]);
      expect(first.body.data.pagination).toEqual({ total: 5, per_page: 2, current_page: 1, last_page: 3 });
      const last = await team.api.get(`/audience/contacts?list_id=${listId}&per_page=2&page=3`);
      expect(last.body.data.contacts.map((c: { id: string }) => c.id)).toEqual([made[0]]);
      const bounced = await team.api.get(`/audience/contacts?list_id=${listId}&status=bounced`);
      expect(bounced.body.data.contacts.map((c: { id: string }) => c.id)).toEqual([made[0]]);
      expect(bounced.body.data.pagination.total).toBe(1);
      const one = (await team.api.get(`/audience/contacts/${made[2]}`)).body.data.email as string;
      const byEmail = await team.api.get(`/audience/contacts?email=${encodeURIComponent(one.toUpperCase())}`);
      expect(byEmail.body.data.contacts.map((c: { id: string }) => c.id)).toEqual([made[2]]);
      for (const query of ['per_page=101', 'page=0', 'status=paused', 'list_id=nope']) {
        expect((await team.api.get(`/audience/contacts?${query}`)).status).toBe(422);
      }
      const foreignList = await list(other.api);
      expect((await team.api.get(`/audience/contacts?list_id=${foreignList}`)).status).toBe(404);
    });

    it("answers 404 for another team's contact and for ids that are no UUID, and deletes", async () => {
      const mine = await contact(team.api, { email: email('mine') });
      for (const path of [`/audience/contacts/${mine.id}`]) {
        expect((await other.api.get(path)).status).toBe(404);
        expect((await other.api.patch(path, { properties: {} })).status).toBe(404);
        expect((await other.api.delete(path)).status).toBe(404);
      }
      expect((await team.api.get('/audience/contacts/not-a-uuid')).status).toBe(404);
      expect((await team.api.get(`/audience/contacts/${randomUUID()}`)).body.error_code).toBe('not_found');
      const deleted = await team.api.delete(`/audience/contacts/${mine.id}`);
      expect(deleted.status).toBe(200);
      expect((await team.api.get(`/audience/contacts/${mine.id}`)).status).toBe(404);
    });
  });

  describe('lists, memberships and topics', () => {
    it('adds a contact to a list (201 new, 200 existing) and removes it (204 always)', async () => {
      const listId = await list(team.api);
      const member = await contact(team.api, { email: email('member') });
      const path = `/audience/contacts/${member.id}/lists/${listId}`;
      expect((await team.api.post(path)).status).toBe(201);
      expect((await team.api.post(path)).status).toBe(200);
      expect((await team.api.get(`/audience/lists/${listId}`)).body.data.contacts_count).toBe(1);
      expect((await team.api.delete(path)).status).toBe(204);
      expect((await team.api.delete(path)).status).toBe(204);
      expect((await team.api.get(`/audience/lists/${listId}`)).body.data.contacts_count).toBe(0);
      const foreign = await list(other.api);
      expect((await team.api.post(`/audience/contacts/${member.id}/lists/${foreign}`)).status).toBe(404);
      expect((await other.api.post(`/audience/contacts/${member.id}/lists/${foreign}`)).status).toBe(404);
    });

    it('creates, reads, renames, pages and deletes lists', async () => {
      const listId = await list(team.api, 'Before');
      const { updated_at: createdAt } = (await team.api.get(`/audience/lists/${listId}`)).body.data;
      // Past the millisecond of the creation, so that a write would show in updated_at.
      await new Promise((resolve) => setTimeout(resolve, 5));
      for (const unchanged of [{}, { name: 'Before' }, { description: null }]) {
        const patched = await team.api.patch(`/audience/lists/${listId}`, unchanged);
        expect(patched.body.data).toMatchObject({ name: 'Before', description: null, updated_at: createdAt });
      }
      const renamed = await team.api.patch(`/audience/lists/${listId}`, {
        name: 'After',
        description: 'Weekly',
      });
      expect(renamed.body.data).toMatchObject({ id: listId, name: 'After', description: 'Weekly' });
      expect(Date.parse(renamed.body.data.updated_at)).toBeGreaterThan(Date.parse(createdAt));
      const paged = await team.api.get('/audience/lists?per_page=1');
      expect(paged.body.data.lists[0].id).toBe(listId);
      expect(paged.body.data.pagination.per_page).toBe(1);
      expect((await other.api.get(`/audience/lists/${listId}`)).status).toBe(404);
      expect((await team.api.post('/audience/lists', { name: '' })).status).toBe(422);
      expect((await team.api.delete(`/audience/lists/${listId}`)).status).toBe(200);
      expect((await team.api.get(`/audience/lists/${listId}`)).status).toBe(404);
    });

    it('refuses a name of only white space for lists, topics, segments and campaigns, and changes nothing', async () => {
      const listId = await list(team.api, 'Kept');
      const topic = await team.api.post('/audience/topics', { name: 'Kept' });
      const conditions = [{ conditions: [{ field: 'status', operator: 'equals', value: 'subscribed' }] }];
      const segment = await team.api.post('/audience/segments', {
        name: 'Kept',
        condition_groups: conditions,
      });
      expect([topic.status, segment.status]).toEqual([201, 201]);
      const blank = fc
        .array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000', '\ufeff'), {
          minLength: 1,
          maxLength: 4,
        })
        .map((spaces) => spaces.join(''));
      const refused = { error_code: 'validation_error', errors: { name: ['The name may not be blank.'] } };
      await fc.assert(
        fc.asyncProperty(blank, async (name) => {
          for (const [path, extra] of [
            ['/audience/lists', {}],
            ['/audience/topics', {}],
            ['/audience/segments', { condition_groups: conditions }],
            ['/campaigns', {}],
          ] as const) {
            const created = await team.api.post(path, { name, ...extra });
            expect([created.status, created.body]).toEqual([422, expect.objectContaining(refused)]);
          }
          for (const path of [
            `/audience/lists/${listId}`,
            `/audience/topics/${topic.body.data.id}`,
            `/audience/segments/${segment.body.data.id}`,
            `/campaigns/${randomUUID()}`,
          ]) {
            const renamed = await team.api.patch(path, { name });
            expect([renamed.status, renamed.body]).toEqual([422, expect.objectContaining(refused)]);
          }
        }),
        { numRuns: 15 },
      );
      for (const path of [
        `/audience/lists/${listId}`,
        `/audience/topics/${topic.body.data.id}`,
        `/audience/segments/${segment.body.data.id}`,
      ]) {
        expect((await team.api.get(path)).body.data.name).toBe('Kept');
      }
      expect(
        (await team.api.get('/audience/lists?per_page=100')).body.data.lists.map((l: { name: string }) =>
          l.name.trim(),
        ),
      ).not.toContain('');
    });

    it('bulk-deletes lists: all or nothing, 409 list_in_use when a segment is restricted to one', async () => {
      const [a, b, c] = [await list(team.api), await list(team.api), await list(team.api)];
      const segment = await team.api.post('/audience/segments', {
        name: 'Restricted',
        list_id: c,
        condition_groups: [{ conditions: [{ field: 'status', operator: 'equals', value: 'subscribed' }] }],
      });
      expect(segment.status).toBe(201);
      const inUse = await team.api.delete('/audience/lists/bulk', { list_ids: [a, b, c] });
      expect(inUse.status).toBe(409);
      expect(inUse.body.error_code).toBe('list_in_use');
      expect((await team.api.get(`/audience/lists/${a}`)).status).toBe(200);
      expect((await team.api.delete(`/audience/lists/${c}`)).status).toBe(409);
      const foreign = await list(other.api);
      expect((await team.api.delete('/audience/lists/bulk', { list_ids: [a, foreign] })).status).toBe(404);
      expect((await team.api.delete('/audience/lists/bulk', { list_ids: [] })).status).toBe(422);
      const tooMany = Array.from({ length: 51 }, () => randomUUID());
      expect((await team.api.delete('/audience/lists/bulk', { list_ids: tooMany })).status).toBe(422);
      expect((await team.api.delete('/audience/lists/bulk', { list_ids: ['x'] })).status).toBe(422);
      const deleted = await team.api.delete('/audience/lists/bulk', { list_ids: [a, b, a] });
      expect(deleted.status).toBe(200);
      expect(deleted.body.data).toEqual({ deleted: 2 });
      expect((await team.api.get(`/audience/lists/${b}`)).status).toBe(404);
    });

    it('subscribes a contact to a topic (201 new, 200 existing), unsubscribes (204 always); topics CRUD', async () => {
      const topic = await team.api.post('/audience/topics', { name: 'Offers', description: 'Sales' });
      expect(topic.status).toBe(201);
      const topicId = topic.body.data.id as string;
      const reader = await contact(team.api, { email: email('reader') });
      const path = `/audience/contacts/${reader.id}/topics/${topicId}`;
      expect((await team.api.post(path)).status).toBe(201);
      expect((await team.api.post(path)).status).toBe(200);
      expect((await team.api.get(`/audience/topics/${topicId}`)).body.data.subscribers_count).toBe(1);
      expect((await team.api.get(`/audience/contacts/${reader.id}`)).body.data.topics).toEqual([
        { id: topicId, name: 'Offers' },
      ]);
      expect((await team.api.delete(path)).status).toBe(204);
      expect((await team.api.delete(path)).status).toBe(204);
      expect((await team.api.patch(`/audience/topics/${topicId}`, { name: 'Deals' })).body.data.name).toBe(
        'Deals',
      );
      expect(
        (await team.api.get('/audience/topics')).body.data.topics.map((t: { id: string }) => t.id),
      ).toContain(topicId);
      expect((await other.api.get(`/audience/topics/${topicId}`)).status).toBe(404);
      expect((await other.api.post(`/audience/contacts/${reader.id}/topics/${topicId}`)).status).toBe(404);
      expect((await team.api.delete(`/audience/topics/${topicId}`)).status).toBe(200);
      expect((await team.api.get(`/audience/topics/${topicId}`)).status).toBe(404);
    });
  });

  describe('property definitions', () => {
    it('defines, lists and deletes properties; refuses bad keys, types, duplicates and one a segment uses', async () => {
      const created = await team.api.post('/audience/properties', {
        key: 'city',
        type: 'string',
        label: 'City',
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ key: 'city', type: 'string', label: 'City' });
      expect(
        (await team.api.post('/audience/properties', { key: 'city', type: 'number' })).body.error_code,
      ).toBe('property_exists');
      for (const bad of [
        { key: 'City', type: 'string' },
        { key: '1st', type: 'string' },
        { key: 'ok', type: 'list' },
      ]) {
        expect((await team.api.post('/audience/properties', bad)).status).toBe(422);
      }
      const listed = await team.api.get('/audience/properties');
      expect(listed.body.data.properties.map((p: { key: string }) => p.key)).toEqual(
        expect.arrayContaining(['age', 'city', 'plan', 'renewal', 'vip']),
      );
      const holder = await contact(team.api, { email: email('city'), properties: { city: 'Lyon' } });
      const segment = await team.api.post('/audience/segments', {
        name: 'Lyon',
        condition_groups: [{ conditions: [{ field: 'properties.city', operator: 'equals', value: 'lyon' }] }],
      });
      expect(segment.body.data.cached_contacts_count).toBe(1);
      const inUse = await team.api.delete('/audience/properties/city');
      expect(inUse.status).toBe(409);
      expect(inUse.body.error_code).toBe('property_in_use');
      expect((await team.api.delete(`/audience/segments/${segment.body.data.id}`)).status).toBe(200);
      expect((await team.api.delete('/audience/properties/city')).status).toBe(200);
      expect((await team.api.get(`/audience/contacts/${holder.id}`)).body.data.properties).toEqual({});
      expect((await team.api.delete('/audience/properties/city')).status).toBe(404);
    });
  });

  describe('segments', () => {
    let seg: TestTeam;
    let seededList: string;

    beforeAll(async () => {
      seg = await createTeam(app.admin);
      for (const [key, type] of [
        ['plan', 'string'],
        ['age', 'number'],
        ['vip', 'boolean'],
        ['renewal', 'date'],
      ]) {
        await seg.api.post('/audience/properties', { key, type });
      }
      seededList = await list(seg.api, 'Seeded');
      await contact(seg.api, {
        email: 'a1@alpha.test',
        properties: { plan: 'Pro', age: 25, vip: true, renewal: '2026-01-15' },
        list_ids: [seededList],
      });
      await contact(seg.api, {
        email: 'b2@beta.test',
        status: 'unsubscribed',
        properties: { plan: 'free', age: 40, vip: false, renewal: '2026-06-01T12:00:00Z' },
        list_ids: [seededList],
      });
      await contact(seg.api, {
        email: 'c3@alpha.test',
        status: 'bounced',
        properties: { plan: 'pro-plus', age: 9 },
      });
      await contact(seg.api, { email: 'd4@gamma.test' });
    });

    async function count(conditions: Condition[][], listId?: string): Promise<number> {
      const created = await seg.api.post('/audience/segments', {
        name: 'Probe',
        list_id: listId,
        condition_groups: conditions.map((group) => ({ conditions: group })),
      });
      expect(created.status).toBe(201);
      return created.body.data.cached_contacts_count as number;
    }

    const cases: [string, string, string | undefined, number][] = [
      ['email', 'equals', 'A1@alpha.test', 1],
      ['email', 'not_equals', 'a1@alpha.test', 3],
      ['email', 'contains', 'ALPHA', 2],
      ['email', 'not_contains', 'alpha', 2],
      ['email', 'starts_with', 'b2', 1],
      ['email', 'ends_with', '@alpha.test', 2],
      ['email', 'is_set', undefined, 4],
      ['email', 'is_not_set', '', 0],
      ['status', 'equals', 'subscribed', 2],
      ['status', 'not_equals', 'subscribed', 2],
      ['created_at', 'after', '2000-01-01', 4],
      ['created_at', 'before', '2000-01-01', 0],
      ['created_at', 'gt', '2999-01-01T00:00:00Z', 0],
      ['created_at', 'lte', '2999-01-01T00:00:00+02:00', 4],
      ['properties.plan', 'equals', 'pro', 1],
      ['properties.plan', 'not_equals', 'pro', 3],
      ['properties.plan', 'contains', 'PRO', 2],
      ['properties.plan', 'not_contains', 'pro', 2],
      ['properties.plan', 'starts_with', 'fr', 1],
      ['properties.plan', 'ends_with', 'plus', 1],
      ['properties.plan', 'is_set', undefined, 3],
      ['properties.plan', 'is_not_set', undefined, 1],
      // A number compares as a number: 9 is less than 10 (as text it would not be).
      ['properties.age', 'gt', '10', 2],
      ['properties.age', 'gte', '25', 2],
      ['properties.age', 'lt', '25', 1],
      ['properties.age', 'lte', '25.0', 2],
      ['properties.age', 'equals', '40', 1],
      ['properties.age', 'not_equals', '40', 3],
      ['properties.vip', 'equals', 'true', 1],
      ['properties.vip', 'not_equals', 'true', 3],
      ['properties.vip', 'is_set', undefined, 2],
      // A date compares as a date, whatever offset it was written with.
      ['properties.renewal', 'before', '2026-03-01', 1],
      ['properties.renewal', 'after', '2026-01-15', 1],
      ['properties.renewal', 'gte', '2026-01-15T00:00:00Z', 2],
      ['properties.renewal', 'lt', '2026-06-01T14:00:00+02:00', 1],
      ['properties.renewal', 'lte', '2026-06-01T14:00:00+02:00', 2],
      ['properties.renewal', 'equals', '2026-01-15', 1],
      ['properties.renewal', 'not_equals', '2026-01-15', 3],
      ['properties.renewal', 'is_not_set', undefined, 2],
    ];

    it.each(cases)('%s %s %s matches %d', async (field, operator, value, expected) => {
      expect(await count([[{ field, operator, ...(value === undefined ? {} : { value }) }]])).toBe(expected);
    });

    it('ORs groups and ANDs conditions, optionally within a list', async () => {
      const groups: Condition[][] = [
        [
          { field: 'properties.plan', operator: 'contains', value: 'pro' },
          { field: 'properties.age', operator: 'gt', value: '10' },
        ],
        [{ field: 'status', operator: 'equals', value: 'unsubscribed' }],
      ];
      expect(await count(groups)).toBe(2);
      expect(await count([[{ field: 'email', operator: 'ends_with', value: '.test' }]], seededList)).toBe(2);
      expect(await count([[{ field: 'status', operator: 'equals', value: 'subscribed' }]], seededList)).toBe(
        1,
      );
    });

    it('refuses unknown fields, operators a type does not take and values of the wrong type (422)', async () => {
      const refused: Condition[] = [
        { field: 'phone', operator: 'equals', value: 'x' },
        { field: 'properties.shoe', operator: 'equals', value: '1' },
        { field: 'email', operator: 'gt', value: 'a' },
        { field: 'properties.age', operator: 'contains', value: '1' },
        { field: 'properties.age', operator: 'gt', value: 'ten' },
        { field: 'properties.vip', operator: 'equals', value: 'yes' },
        { field: 'properties.renewal', operator: 'before', value: '2026-13-01' },
        { field: 'created_at', operator: 'after', value: 'yesterday' },
        { field: 'status', operator: 'equals', value: 'paused' },
        { field: 'properties.plan', operator: 'is_set', value: 'x' },
        { field: 'email', operator: 'equals' },
        { field: 'email', operator: 'matches', value: 'x' },
        // A number, a date or a status is written as itself, as in a JSON body.
        { field: 'properties.age', operator: 'gt', value: ' 5' },
        { field: 'properties.age', operator: 'equals', value: '5\n' },
        { field: 'properties.renewal', operator: 'before', value: ' 2026-03-01' },
        { field: 'created_at', operator: 'after', value: '2026-03-01\t' },
        { field: 'properties.vip', operator: 'equals', value: 'true ' },
        { field: 'status', operator: 'equals', value: ' subscribed' },
      ];
      for (const condition of refused) {
        const response = await seg.api.post('/audience/segments', {
          name: 'Bad',
          condition_groups: [{ conditions: [condition] }],
        });
        expect([response.status, response.body.error_code, condition]).toEqual([
          422,
          'validation_error',
          condition,
        ]);
      }
      expect((await seg.api.post('/audience/segments', { name: 'Empty', condition_groups: [] })).status).toBe(
        422,
      );
      const foreign = await list(other.api);
      const foreignList = await seg.api.post('/audience/segments', {
        name: 'Foreign',
        list_id: foreign,
        condition_groups: [{ conditions: [{ field: 'email', operator: 'is_set' }] }],
      });
      expect(foreignList.status).toBe(404);
    });

    it('reads, lists by list_id with pagination, updates (counted again) and deletes segments', async () => {
      const created = await seg.api.post('/audience/segments', {
        name: 'Alpha',
        list_id: seededList,
        condition_groups: [{ conditions: [{ field: 'email', operator: 'contains', value: 'alpha' }] }],
      });
      const id = created.body.data.id as string;
      expect(created.body.data).toMatchObject({
        name: 'Alpha',
        list_id: seededList,
        list_name: 'Seeded',
        cached_contacts_count: 1,
      });
      expect((await seg.api.get(`/audience/segments/${id}`)).body.data).toEqual(created.body.data);
      const listed = await seg.api.get(`/audience/segments?list_id=${seededList}&per_page=1`);
      expect(listed.status).toBe(200);
      expect(listed.body.data.segments.map((s: { id: string }) => s.id)).toEqual([id]);
      expect(listed.body.data.pagination).toMatchObject({ per_page: 1, current_page: 1 });
      expect((await seg.api.get('/audience/segments?per_page=0')).status).toBe(422);
      expect((await seg.api.get(`/audience/segments?list_id=${await list(other.api)}`)).status).toBe(404);
      const widened = await seg.api.patch(`/audience/segments/${id}`, { list_id: null });
      expect(widened.body.data).toMatchObject({ list_id: null, list_name: null, cached_contacts_count: 2 });
      expect((await other.api.get(`/audience/segments/${id}`)).status).toBe(404);
      expect((await seg.api.delete(`/audience/segments/${id}`)).status).toBe(200);
      expect((await seg.api.get(`/audience/segments/${id}`)).status).toBe(404);
    });
  });

  describe('imports', () => {
    async function importCsv(api: ApiClient, csv: string | Buffer, query = ''): Promise<Record<string, any>> {
      const started = await api.post(`/audience/contacts/import${query}`, csv, {
        'content-type': 'text/csv',
      });
      expect(started.status).toBe(202);
      // A worker may have taken the job before its 202 was written.
      expect(['queued', 'running']).toContain(started.body.data.status);
      return waitFor('the import to finish', async () => {
        const read = await api.get(`/audience/imports/${started.body.data.id}`);
        return ['completed', 'failed'].includes(read.body.data.status) ? read.body.data : undefined;
      });
    }

    it('leaves no value of a property deleted while an import sets it: the import ends there, saying why', async () => {
      const importer = await createTeam(app.admin);
      expect((await importer.api.post('/audience/properties', { key: 'zone', type: 'string' })).status).toBe(
        201,
      );
      const rows = Array.from({ length: 300 }, (_, i) => `z${i}@example.net,zz`);
      const started = await importer.api.post(
        '/audience/contacts/import',
        ['email,zone', ...rows].join('\n'),
        {
          'content-type': 'text/csv',
        },
      );
      expect(started.status).toBe(202);
      // Once the first batches are in (two rows a batch here), while the rest are still to come.
      await waitFor('a first batch', async () => {
        const read = await importer.api.get(`/audience/imports/${started.body.data.id}`);
        return read.body.data.rows_imported > 0 ? true : undefined;
      });
      expect((await importer.api.delete('/audience/properties/zone')).status).toBe(200);
      const report = await waitFor('the import to finish', async () => {
        const read = await importer.api.get(`/audience/imports/${started.body.data.id}`);
        return ['completed', 'failed'].includes(read.body.data.status) ? read.body.data : undefined;
      });
      if (report.status === 'failed') {
        expect(report.failure_reason).toMatch(
          /^The rows from row \d+ on could not be applied \(the property zone they set was deleted, or defined with another type, while the import ran\); the rows before stay applied\.$/,
        );
      }
      for (let page = 1; page <= 3; page++) {
        const contacts = (await importer.api.get(`/audience/contacts?per_page=100&page=${page}`)).body.data
          .contacts;
        for (const contact of contacts as { properties: Record<string, unknown> }[])
          expect(contact.properties).toEqual({});
      }
    });

    it('imports the good rows, reports the bad ones, and a second run of the same file changes nothing', async () => {
      const importer = await createTeam(app.admin);
      await importer.api.post('/audience/properties', { key: 'age', type: 'number' });
      await importer.api.post('/audience/properties', { key: 'joined', type: 'date' });
      const listId = await list(importer.api, 'Imported');
      const csv = [
        'Email,age,joined',
        'ann@example.net,31,2025-01-02',
        'not-an-address,1,',
        'bob@example.net,thirty,',
        '"cy@example.net",,2025-02-30',
        'dee@example.net,,',
        'ANN@example.net,31,',
      ].join('\r\n');
      const report = await importCsv(importer.api, csv, `?list_ids=${listId}`);
      expect(report).toMatchObject({ status: 'completed', rows_total: 6, rows_imported: 2, rows_failed: 3 });
      expect(report.errors).toEqual([
        { row: 3, email: 'not-an-address', error: 'invalid email address' },
        { row: 4, email: 'bob@example.net', error: 'property age must be a number' },
        { row: 5, email: 'cy@example.net', error: 'property joined must be an ISO 8601 date or date-time' },
      ]);
      const listed = await importer.api.get(`/audience/contacts?list_id=${listId}`);
      expect(listed.body.data.pagination.total).toBe(2);
      const ann = listed.body.data.contacts.find((c: { email: string }) => c.email === 'ann@example.net');
      expect(ann.properties).toEqual({ age: 31, joined: '2025-01-02T00:00:00.000Z' });

      const again = await importCsv(importer.api, csv, `?list_ids=${listId}`);
      expect(again).toMatchObject({ rows_total: 6, rows_imported: 0, rows_updated: 0, rows_failed: 3 });
      expect(
        (await importer.api.get(`/audience/contacts?list_id=${listId}`)).body.data.pagination.total,
      ).toBe(2);
      const rerun = await importCsv(importer.api, csv, `?list_ids=${listId}&update_existing=true`);
      expect(rerun).toMatchObject({ rows_total: 6, rows_imported: 0, rows_updated: 0, rows_failed: 3 });

      const updated = await importCsv(
        importer.api,
        'email,age\nann@example.net,33\n',
        '?update_existing=true',
      );
      expect(updated).toMatchObject({ rows_imported: 0, rows_updated: 1 });
      const kept = await importCsv(importer.api, 'email,age\nann@example.net,40\n');
      expect(kept).toMatchObject({ rows_imported: 0, rows_updated: 0 });
      const read = await importer.api.get(`/audience/contacts?email=ann@example.net`);
      expect(read.body.data.contacts[0].properties.age).toBe(33);
    });

    it('refuses a row whose number would be kept as another, or whose address has spaces around it, as the JSON API does', async () => {
      const importer = await createTeam(app.admin);
      await importer.api.post('/audience/properties', { key: 'age', type: 'number' });
      const csv = [
        'email,age',
        'big@example.net,12345678901234567890',
        'tiny@example.net,1e-400',
        'odd@example.net,9007199254740993',
        'long@example.net,0.1234567890123456789',
        ' spaced@example.net ,1',
        '\tTab@Example.net,2',
        'kept@example.net, +1.50e2 ',
        'edge@example.net,123456789012345',
      ].join('\n');
      const report = await importCsv(importer.api, csv);
      expect(report).toMatchObject({ status: 'completed', rows_total: 8, rows_imported: 2, rows_failed: 6 });
      const inexact =
        'property age cannot be kept as written: at most 15 significant digits are kept exactly, up to about 1.8e308';
      expect(report.errors).toEqual([
        { row: 2, email: 'big@example.net', error: inexact },
        { row: 3, email: 'tiny@example.net', error: inexact },
        { row: 4, email: 'odd@example.net', error: inexact },
        { row: 5, email: 'long@example.net', error: inexact },
        { row: 6, email: ' spaced@example.net ', error: 'invalid email address' },
        { row: 7, email: '\tTab@Example.net', error: 'invalid email address' },
      ]);
      const contacts = (await importer.api.get('/audience/contacts')).body.data.contacts;
      expect(
        Object.fromEntries(
          contacts.map((c: { email: string; properties: object }) => [c.email, c.properties]),
        ),
      ).toEqual({ 'kept@example.net': { age: 150 }, 'edge@example.net': { age: 123456789012345 } });

      const segment = await importer.api.post('/audience/segments', {
        name: 'Inexact',
        condition_groups: [
          { conditions: [{ field: 'properties.age', operator: 'equals', value: '12345678901234567890' }] },
        ],
      });
      expect(segment.status).toBe(422);
      expect(segment.body.errors).toEqual({
        'condition_groups.0.conditions.0.value': [
          'The value cannot be kept as written: at most 15 significant digits are kept exactly, up to about 1.8e308.',
        ],
      });
    });

    it('reports a row holding NUL or a control character as bad and applies the others', async () => {
      const importer = await createTeam(app.admin);
      await importer.api.post('/audience/properties', { key: 'city', type: 'string' });
      const csv =
        'email,city\ngood1@example.com,a\ngood2@example.com,a\0b\ngood3@example.com,c\u0007\ngood4@example.com,d\n';
      const report = await importCsv(importer.api, csv);
      expect(report).toMatchObject({ status: 'completed', rows_total: 4, rows_imported: 2, rows_failed: 2 });
      const problem = 'column city contains a control character or an unpaired UTF-16 surrogate';
      expect(report.errors).toEqual([
        { row: 3, email: 'good2@example.com', error: problem },
        { row: 4, email: 'good3@example.com', error: problem },
      ]);
      const nulAddress = await importCsv(
        importer.api,
        'email,city\nx\0y@example.com,a\ngood5@example.com,e\n',
      );
      expect(nulAddress).toMatchObject({ status: 'completed', rows_imported: 1, rows_failed: 1 });
      expect(nulAddress.errors).toEqual([
        {
          row: 2,
          email: null,
          error: 'column email contains a control character or an unpaired UTF-16 surrogate',
        },
      ]);
    });

    it('reports a row whose bytes are not valid UTF-8 as bad, never altering its value', async () => {
      const importer = await createTeam(app.admin);
      await importer.api.post('/audience/properties', { key: 'city', type: 'string' });
      // Bytes that are not UTF-8, without a CSV delimiter, quote or line break.
      const invalid = fc
        .uint8Array({ minLength: 1, maxLength: 12 })
        .map((bytes) => Buffer.from(bytes.filter((byte) => ![0x2c, 0x22, 0x0a, 0x0d].includes(byte))))
        .filter((bytes) => !isUtf8(bytes));
      const samples = [
        Buffer.from('Z\xfcrich', 'latin1'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from([0xed, 0xa0, 0x80]),
        // Seeded, so that a failing sample is the same on the next run.
        ...fc.sample(invalid, { seed: 20261128, numRuns: 7 }),
      ];
      for (const [i, bytes] of samples.entries()) {
        const csv = Buffer.concat([
          Buffer.from(`email,city\nbad${i}@example.com,`),
          bytes,
          Buffer.from(`\nfine${i}@example.com,Z\u00fcrich \u{1f600}\n`),
        ]);
        const report = await importCsv(importer.api, csv);
        expect(report).toMatchObject({ status: 'completed', rows_imported: 1, rows_failed: 1 });
        expect(report.errors).toEqual([
          { row: 2, email: `bad${i}@example.com`, error: 'column city is not valid UTF-8' },
        ]);
        const fine = await importer.api.get(`/audience/contacts?email=fine${i}@example.com`);
        expect(fine.body.data.contacts[0].properties).toEqual({ city: 'Z\u00fcrich \u{1f600}' });
      }
      const withBom = await importCsv(
        importer.api,
        Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('email,city\nbom@example.com,\u00e9\n')]),
      );
      expect(withBom).toMatchObject({ status: 'completed', rows_imported: 1, rows_failed: 0 });
      const utf16 = await importCsv(
        importer.api,
        Buffer.concat([
          Buffer.from([0xff, 0xfe]),
          Buffer.from('email,city\nwide@example.com,\u00e9\u{1f600}\n', 'utf16le'),
        ]),
      );
      expect(utf16).toMatchObject({ status: 'completed', rows_imported: 1, rows_failed: 0 });
      const wide = await importer.api.get('/audience/contacts?email=wide@example.com');
      expect(wide.body.data.contacts[0].properties).toEqual({ city: '\u00e9\u{1f600}' });
    });

    it('stores every generated string cell exactly as written: quotes, delimiters, spaces, any script (generated)', async () => {
      const importer = await createTeam(app.admin, { plan: 'pro_1m' });
      await importer.api.post('/audience/properties', { key: 'note', type: 'string' });
      // Text of every kind a CSV has to quote or could be tempted to trim, line breaks and tabs included;
      // other control characters are refused per row (the test above).
      const note = fc.string({
        unit: fc.oneof(
          fc.constantFrom(',', '"', ';', ' ', '\t', '\n', '\r\n', "'", '=', '+', '-', '@', '#', '\\'),
          fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }).filter((c) => !/\p{Cc}/u.test(c)),
        ),
        minLength: 1,
        maxLength: 40,
      });
      const quoted = (cell: string) =>
        /[",\r\n]|^\s|\s$/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
      let run = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(note, { minLength: 1, maxLength: 8 }),
          fc.boolean(),
          async (notes, crlf) => {
            run += 1;
            const emails = notes.map((_, i) => `cell${run}-${i}@example.com`);
            const csv = ['email,note', ...notes.map((n, i) => `${emails[i]},${quoted(n)}`)].join(
              crlf ? '\r\n' : '\n',
            );
            const report = await importCsv(importer.api, csv);
            expect(report).toMatchObject({
              status: 'completed',
              rows_imported: notes.length,
              rows_failed: 0,
            });
            for (const [i, email] of emails.entries()) {
              const read = await importer.api.get(`/audience/contacts?email=${encodeURIComponent(email)}`);
              expect(read.body.data.contacts).toHaveLength(1);
              // A cell of spaces only is empty: no value.
              const written = notes[i].trim() === '' ? undefined : notes[i];
              expect({ email, note: read.body.data.contacts[0].properties.note }).toEqual({
                email,
                note: written,
              });
            }
          },
        ),
        { numRuns: 15 },
      );
    });

    it('counts a repeated address of one batch as imported, then updated when it changes the contact', async () => {
      const importer = await createTeam(app.admin);
      await importer.api.post('/audience/properties', { key: 'city', type: 'string' });
      // Batches are 2 rows here: the repeats share a batch.
      const report = await importCsv(
        importer.api,
        'email,city\ndupx@example.com,A\ndupx@example.com,B\ndupy@example.com,C\nDUPY@example.com,C\n',
        '?update_existing=true',
      );
      expect(report).toMatchObject({ status: 'completed', rows_total: 4, rows_imported: 2, rows_updated: 1 });
      const read = await importer.api.get('/audience/contacts?email=dupx@example.com');
      expect(read.body.data.contacts[0].properties).toEqual({ city: 'B' });
      const kept = await importCsv(importer.api, 'email,city\ndupx@example.com,Z\ndupx@example.com,Y\n');
      expect(kept).toMatchObject({ rows_imported: 0, rows_updated: 0 });
    });

    it('refuses a CSV declared over 100 MB from its Content-Length, before reading it (422 errors.body)', async () => {
      const started = Date.now();
      const answer = await postAnnouncingLength(
        `${app.baseUrl}/api/audience/contacts/import`,
        team.key,
        100 * 1024 * 1024 + 1,
        { contentType: 'text/csv', firstBytes: 'email\n' },
      );
      expect(answer).toEqual({
        status: 422,
        body: expect.objectContaining({
          error_code: 'validation_error',
          errors: { body: ['The CSV may not be larger than 100 MB.'] },
        }) as unknown,
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      // Only to a caller that may import: the key's checks come first.
      const unknownKey = await postAnnouncingLength(
        `${app.baseUrl}/api/audience/contacts/import`,
        `mr_${'x'.repeat(43)}`,
        100 * 1024 * 1024 + 1,
        { contentType: 'text/csv', firstBytes: 'email\n' },
      );
      expect(unknownKey).toEqual({
        status: 401,
        body: { message: expect.any(String), error_code: 'unauthorized' },
      });
    });

    it('fails an import whose header has no email column, and refuses other bodies and bad options', async () => {
      expect(await importCsv(team.api, 'name,age\nann,3\n')).toMatchObject({
        status: 'failed',
        failure_reason: 'The header row has no email column.',
      });
      const json = await team.api.post('/audience/contacts/import', { email: 'a@example.net' });
      expect(json.status).toBe(422);
      expect(json.body).toMatchObject({
        error_code: 'validation_error',
        errors: { body: ['Send the contacts as CSV (Content-Type: text/csv).'] },
      });
      const badList = await team.api.post('/audience/contacts/import?list_ids=nope', 'email\n', {
        'content-type': 'text/csv',
      });
      expect(badList.status).toBe(422);
      const foreign = await list(other.api);
      const foreignList = await team.api.post(`/audience/contacts/import?list_ids=${foreign}`, 'email\n', {
        'content-type': 'text/csv',
      });
      expect(foreignList.status).toBe(404);
      expect((await team.api.post('/emails', 'email\n', { 'content-type': 'text/csv' })).status).toBe(422);
      expect((await other.api.get(`/audience/imports/${randomUUID()}`)).status).toBe(404);
    });
  });

  describe('scopes and sandbox keys', () => {
    it('needs audience:read to read and audience:write to write; sandbox keys may not write', async () => {
      const readOnly = team.api.withToken(
        await createKey(app.admin, team.id, { permission: 'read_only', type: 'live' }),
      );
      expect((await readOnly.get('/audience/contacts')).status).toBe(200);
      const denied = await readOnly.post('/audience/lists', { name: 'No' });
      expect(denied.status).toBe(403);
      expect(denied.body.error_code).toBe('insufficient_scope');
      const sending = team.api.withToken(
        await createKey(app.admin, team.id, { permission: 'sending_access', type: 'live' }),
      );
      expect((await sending.get('/audience/segments')).body.error_code).toBe('insufficient_scope');
      const sandbox = team.api.withToken(
        await createKey(app.admin, team.id, { permission: 'full_access', type: 'sandbox' }),
      );
      for (const [method, path] of [
        ['POST', '/audience/contacts'],
        ['DELETE', '/audience/lists/bulk'],
        ['POST', '/audience/contacts/import'],
      ] as const) {
        const response = await sandbox.request<{ error_code: string }>(method, path, {});
        expect([path, response.status, response.body.error_code]).toEqual([path, 403, 'sandbox_restricted']);
      }
      expect((await sandbox.get('/audience/lists')).status).toBe(200);
    });
  });

  describe('status follows mail', () => {
    it('turns a contact unsubscribed when the one-click unsubscribe link of a real message is followed', async () => {
      const domain = 'audience.example.test';
      await verifiedSendingDomain(team.api, dns, domain);
      const reader = email('reader');
      const created = await contact(team.api, { email: reader });
      const sent = await team.api.post('/emails', {
        from: `news@${domain}`,
        to: [reader],
        subject: 'Spring news',
        html: '<p>Hello</p>',
        options: { transactional: false },
      });
      expect(sent.status).toBe(200);
      const [mail] = await waitForCapturedMail(app.admin, reader);
      const { unsubscribe } = trackingLinksOf(mail, app.baseUrl);
      expect(unsubscribe).toBeDefined();
      const followed = await waitFor('the one-click unsubscribe to be taken', async () => {
        const response = await fetchUnderContract(unsubscribe!, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        });
        return response.status === 200 ? response : undefined;
      });
      expect(followed.status).toBe(200);
      const unsubscribed = await waitFor('the contact to read unsubscribed', async () => {
        const read = await team.api.get(`/audience/contacts/${created.id}`);
        return read.body.data.status === 'unsubscribed' ? read.body.data : undefined;
      });
      expect(unsubscribed).toMatchObject({ status: 'unsubscribed', status_reason: 'list_unsubscribe' });
    });
  });
});
