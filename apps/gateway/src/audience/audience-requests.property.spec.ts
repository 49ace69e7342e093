import { ArgumentMetadata, Type } from '@nestjs/common';
import fc from 'fast-check';
import {
  CONTACT_STATUSES,
  DefinePropertyDto,
  ListCampaignEventsQuery,
  ListContactsQuery,
  ListSegmentsQuery,
  MAX_INTEGER,
  PageQuery,
  ServiceError,
  ServiceErrorPayload,
  UpdateContactDto,
  UpdateListDto,
  UpdateSegmentDto,
  UpdateTopicDto,
} from '@mailroom/contracts';
import { createValidationPipe } from '../http/validation.pipe';

// The audience and campaign request bodies and queries as the gateway's validation pipe takes them: what a
// route accepts is of the types the audience context works with (a null where none has a meaning never
// reaches it: it was a 500 there), and what it refuses is a 422 naming the field.
const pipe = createValidationPipe();

type Outcome = { accepted: Record<string, unknown> } | { refused: ServiceErrorPayload };

async function outcome(metatype: Type<unknown>, type: 'body' | 'query', value: unknown): Promise<Outcome> {
  const metadata: ArgumentMetadata = { type, metatype };
  try {
    // A body as the route receives it: parsed from JSON, a fresh copy each time.
    const copy: unknown = JSON.parse(JSON.stringify(value));
    return { accepted: (await pipe.transform(copy, metadata)) as Record<string, unknown> };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return { refused: error.payload };
  }
}

async function refusal(metatype: Type<unknown>, type: 'body' | 'query', value: unknown) {
  const result = await outcome(metatype, type, value);
  if (!('refused' in result)) throw new Error(`Expected a refusal of ${JSON.stringify(value)}`);
  return result.refused;
}

const anything = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.boolean(),
  fc.string({ maxLength: 8 }),
  fc.constantFrom('subscribed', 'bounced', 'a@example.net', '2030-01-01T00:00:00Z'),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), fc.oneof(fc.string(), fc.constant(null)), {
    maxKeys: 2,
  }),
);

// Bodies of 0 to all of the fields, each of any JSON type.
const bodyOf = (fields: string[]): fc.Arbitrary<Record<string, unknown>> =>
  fc.record(Object.fromEntries(fields.map((field) => [field, anything])), { requiredKeys: [] });

const isPlainObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// What each PATCH body's fields must be once accepted.
const PATCHES: [string, Type<unknown>, Record<string, (value: unknown) => boolean>][] = [
  [
    'PATCH /audience/contacts/{id}',
    UpdateContactDto,
    {
      email: (value) => typeof value === 'string',
      properties: isPlainObject,
      status: (value) => (CONTACT_STATUSES as readonly unknown[]).includes(value),
      paused_until: (value) => value === null || typeof value === 'string',
    },
  ],
  [
    'PATCH /audience/lists/{id}',
    UpdateListDto,
    {
      name: (value) => typeof value === 'string' && value !== '',
      description: (value) => value === null || typeof value === 'string',
    },
  ],
  [
    'PATCH /audience/topics/{id}',
    UpdateTopicDto,
    {
      name: (value) => typeof value === 'string' && value !== '',
      description: (value) => value === null || typeof value === 'string',
    },
  ],
  [
    'PATCH /audience/segments/{id}',
    UpdateSegmentDto,
    {
      name: (value) => typeof value === 'string' && value !== '',
      list_id: (value) => value === null || typeof value === 'string',
      condition_groups: Array.isArray,
    },
  ],
];

describe('audience PATCH bodies', () => {
  it.each(PATCHES)(
    '%s accepts only values of its fields types, and refuses the others naming them',
    async (_route, dto, rules) => {
      await fc.assert(
        fc.asyncProperty(bodyOf(Object.keys(rules)), async (body) => {
          const result = await outcome(dto, 'body', body);
          if ('accepted' in result) {
            for (const [field, value] of Object.entries(result.accepted))
              if (value !== undefined) expect([field, rules[field](value)]).toEqual([field, true]);
          } else {
            expect(result.refused).toMatchObject({ status: 422, error_code: 'validation_error' });
            const named = Object.keys(result.refused.errors ?? {}).map((path) => path.split('.')[0]);
            expect(named.length).toBeGreaterThan(0);
            for (const field of named) expect(Object.keys(body)).toContain(field);
          }
        }),
        { numRuns: 300 },
      );
    },
  );

  it.each([
    ['contact', 'properties', UpdateContactDto, 'The properties must be an object.'],
    ['contact', 'status', UpdateContactDto, `The status must be one of ${CONTACT_STATUSES.join(', ')}.`],
    ['contact', 'email', UpdateContactDto, 'The email must be a string.'],
    ['list', 'name', UpdateListDto, 'The name must be a string.'],
    ['topic', 'name', UpdateTopicDto, 'The name must be a string.'],
    ['segment', 'name', UpdateSegmentDto, 'The name must be a string.'],
    ['segment', 'condition_groups', UpdateSegmentDto, 'The condition_groups must be an array.'],
  ] as [string, string, Type<unknown>, string][])(
    'a %s PATCH refuses %s: null with 422 naming it',
    async (_what, field, dto, message) => {
      expect(await refusal(dto, 'body', { [field]: null })).toMatchObject({
        status: 422,
        error_code: 'validation_error',
        errors: { [field]: [message] },
      });
    },
  );

  it('accepts condition groups only as objects, each holding condition objects', async () => {
    const condition = fc.record({
      field: fc.constantFrom('email', 'status'),
      operator: fc.constantFrom('equals', 'contains'),
      value: fc.string({ maxLength: 5 }),
    });
    // An array where an object belongs, empty or not, was read by ValidateNested as more elements.
    const notAnObject = fc.oneof(anything, fc.array(fc.oneof(anything, condition), { maxLength: 2 }));
    const group = fc.oneof(
      fc.record({ conditions: fc.array(fc.oneof(condition, notAnObject), { minLength: 1, maxLength: 3 }) }),
      notAnObject,
    );
    await fc.assert(
      fc.asyncProperty(fc.array(group, { minLength: 1, maxLength: 3 }), async (groups) => {
        const result = await outcome(UpdateSegmentDto, 'body', { condition_groups: groups });
        if (!('accepted' in result)) {
          expect(Object.keys(result.refused.errors ?? {})[0]).toMatch(/^condition_groups\b/);
          return;
        }
        for (const accepted of result.accepted.condition_groups as { conditions: unknown[] }[]) {
          expect(isPlainObject(accepted)).toBe(true);
          for (const each of accepted.conditions) expect(isPlainObject(each)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps null where it clears a field', async () => {
    expect(
      await outcome(UpdateContactDto, 'body', { paused_until: null, properties: { plan: null } }),
    ).toEqual({
      accepted: expect.objectContaining({ paused_until: null, properties: { plan: null } }) as unknown,
    });
    expect(await outcome(UpdateListDto, 'body', { description: null })).toEqual({
      accepted: expect.objectContaining({ description: null }) as unknown,
    });
    expect(await outcome(UpdateSegmentDto, 'body', { list_id: null })).toEqual({
      accepted: expect.objectContaining({ list_id: null }) as unknown,
    });
  });
});

describe('audience list pages', () => {
  const QUERIES: [string, Type<unknown>][] = [
    ['GET /audience/contacts', ListContactsQuery],
    ['GET /audience/lists and /audience/topics', PageQuery],
    ['GET /audience/segments', ListSegmentsQuery],
  ];

  // SPEC: the segment list takes any page >= 1; like every integer a client sends, it is bounded by the
  // integer a PostgreSQL column holds.
  it.each(QUERIES)('%s takes any page from 1 to 2,147,483,647 as asked', async (_route, query) => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 1, max: MAX_INTEGER + 10 })),
        async (page) => {
          const result = await outcome(query, 'query', { page: String(page) });
          if (page <= MAX_INTEGER)
            expect(result).toEqual({ accepted: expect.objectContaining({ page }) as unknown });
          else
            expect(result).toEqual({
              refused: expect.objectContaining({
                status: 422,
                errors: { page: [`The page may not be greater than ${MAX_INTEGER}.`] },
              }) as unknown,
            });
        },
      ),
    );
    for (const page of [100_001, MAX_INTEGER])
      expect(await outcome(query, 'query', { page: String(page) })).toEqual({
        accepted: expect.objectContaining({ page }) as unknown,
      });
  });
});

describe('property definitions', () => {
  it.each(['constructor', 'prototype'])(
    'refuses the key %s, which no contact body could carry',
    async (key) => {
      expect(await refusal(DefinePropertyDto, 'body', { key, type: 'string' })).toMatchObject({
        status: 422,
        errors: { key: [`The key may not be "${key}", a reserved name.`] },
      });
    },
  );

  it('accepts only keys that are no name every object has', async () => {
    const key = fc.oneof(
      fc.stringMatching(/^[a-z][a-z0-9_]{0,49}$/),
      fc.constantFrom(...Object.getOwnPropertyNames(Object.prototype), 'prototype'),
    );
    await fc.assert(
      fc.asyncProperty(key, async (candidate) => {
        const result = await outcome(DefinePropertyDto, 'body', { key: candidate, type: 'number' });
        const reserved = candidate in Object.prototype || candidate === 'prototype';
        expect('accepted' in result).toBe(!reserved && /^[a-z][a-z0-9_]{0,49}$/.test(candidate));
      }),
    );
  });
});

describe('campaign event time filters', () => {
  it.each(['start_time', 'end_time'])('answers a bad %s with one message', async (field) => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom(
            'yesterday',
            '2026-13-01',
            '2026-11-27T10:00:00',
            '2026-11-27T25:00:00Z',
            '27/11/2026',
          ),
          fc.string({ maxLength: 12 }),
        ),
        async (value) => {
          const result = await outcome(ListCampaignEventsQuery, 'query', { [field]: value });
          if ('refused' in result) expect(result.refused.errors?.[field]).toHaveLength(1);
        },
      ),
    );
    expect(await refusal(ListCampaignEventsQuery, 'query', { [field]: 'yesterday' })).toMatchObject({
      errors: { [field]: [`The ${field} must be an ISO 8601 date, or a date-time with its time zone.`] },
    });
    expect(await outcome(ListCampaignEventsQuery, 'query', { [field]: '2026-11-27' })).toHaveProperty(
      'accepted',
    );
    expect(
      await outcome(ListCampaignEventsQuery, 'query', { [field]: '2026-11-27T10:00:00+02:00' }),
    ).toHaveProperty('accepted');
  });
});
