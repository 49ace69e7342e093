import { ArgumentMetadata } from '@nestjs/common';
import fc from 'fast-check';
import {
  CreateWebhookDto,
  ListWebhookDeliveriesQuery,
  ServiceError,
  ServiceErrorPayload,
  UpdateWebhookDto,
} from '@mailroom/contracts';
import { createValidationPipe } from '../http/validation.pipe';

// The webhook bodies as the gateway checks them before anything reaches the webhooks service: what a client
// gets back for a body (422 and its errors), or the request the route is given.
const pipe = createValidationPipe();
const CREATE: ArgumentMetadata = { type: 'body', metatype: CreateWebhookDto };
const UPDATE: ArgumentMetadata = { type: 'body', metatype: UpdateWebhookDto };
const DELIVERIES: ArgumentMetadata = { type: 'query', metatype: ListWebhookDeliveriesQuery };

const FIELDS = [
  'name',
  'url',
  'enabled',
  'auth_type',
  'auth_username',
  'auth_password',
  'oauth2',
  'events_mode',
  'events',
] as const;
const OAUTH2_FIELDS = ['token_url', 'client_id', 'client_secret', 'scope'] as const;
const VALID_CREATE = { name: 'Hook', url: 'https://hooks.example.net/in' };
const OAUTH2 = {
  token_url: 'https://auth.example.net/token',
  client_id: 'c',
  client_secret: 's',
  scope: 'x',
};

// As the route receives it: parsed from JSON, a fresh copy each time.
const wire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

async function answer(
  metadata: ArgumentMetadata,
  body: unknown,
): Promise<{ refused: ServiceErrorPayload } | { taken: object }> {
  try {
    return { taken: (await pipe.transform(wire(body), metadata)) as object };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return { refused: error.payload };
  }
}

describe('webhook request bodies at the gateway', () => {
  it('refuses null in any field of an update, alone or among others, with 422 naming that field', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.subarray([...FIELDS], { minLength: 1 }),
        fc.record({ name: fc.constant('Renamed'), enabled: fc.boolean() }, { requiredKeys: [] }),
        async (nulls, others) => {
          const body: Record<string, unknown> = { ...others };
          for (const field of nulls) body[field] = null;
          const result = await answer(UPDATE, body);
          expect(result).toMatchObject({ refused: { status: 422, error_code: 'validation_error' } });
          const { errors } = (result as { refused: ServiceErrorPayload }).refused;
          expect(Object.keys(errors ?? {}).sort()).toEqual([...nulls].sort());
        },
      ),
    );
  });

  it('refuses null in an optional field of a creation, rather than reading it as left out', async () => {
    for (const field of FIELDS.filter((f) => f !== 'name' && f !== 'url')) {
      const result = await answer(CREATE, { ...VALID_CREATE, [field]: null });
      expect(result).toMatchObject({ refused: { status: 422, error_code: 'validation_error' } });
      expect(Object.keys((result as { refused: ServiceErrorPayload }).refused.errors ?? {})).toEqual([field]);
    }
  });

  it('refuses null inside the oauth2 settings, naming the field', async () => {
    for (const field of OAUTH2_FIELDS) {
      for (const [metadata, base] of [
        [CREATE, VALID_CREATE],
        [UPDATE, {}],
      ] as const) {
        const result = await answer(metadata, { ...base, oauth2: { ...OAUTH2, [field]: null } });
        expect(result).toMatchObject({ refused: { status: 422 } });
        expect(Object.keys((result as { refused: ServiceErrorPayload }).refused.errors ?? {})).toEqual([
          `oauth2.${field}`,
        ]);
      }
    }
  });

  it('takes oauth2 settings without client_secret in an update (the stored one is kept), not at creation', async () => {
    const withoutSecret = { token_url: OAUTH2.token_url, client_id: OAUTH2.client_id, scope: OAUTH2.scope };
    expect(await answer(UPDATE, { oauth2: withoutSecret })).toEqual({
      taken: expect.objectContaining({ oauth2: expect.objectContaining(withoutSecret) }) as object,
    });
    expect(await answer(CREATE, { ...VALID_CREATE, auth_type: 'oauth2', oauth2: withoutSecret })).toEqual({
      refused: expect.objectContaining({
        status: 422,
        errors: { 'oauth2.client_secret': ['The oauth2.client_secret field is required.'] },
      }) as object,
    });
    // Given, it is checked as at creation.
    expect(await answer(UPDATE, { oauth2: { ...withoutSecret, client_secret: '' } })).toEqual({
      refused: expect.objectContaining({
        errors: { 'oauth2.client_secret': ['The oauth2.client_secret field is required.'] },
      }) as object,
    });
  });

  it('passes the fields left out of an update on as left out, and unknown fields are still refused', async () => {
    const result = await answer(UPDATE, { enabled: false });
    expect(result).toEqual({ taken: expect.any(UpdateWebhookDto) as object });
    expect(Object.entries((result as { taken: object }).taken)).toEqual([['enabled', false]]);
    expect(await answer(UPDATE, { oauth2: { ...OAUTH2, extra: 1 } })).toMatchObject({
      refused: { status: 422, errors: { 'oauth2.extra': ['The oauth2.extra field is not allowed.'] } },
    });
  });
});

describe('the deliveries list query at the gateway', () => {
  it('reads per_page written in decimal digits only: any other spelling is 422 "must be an integer"', async () => {
    const notDecimal = fc.oneof(
      fc.constantFrom('0x10', '1e1', '2.0', '0b11', '0o7', '+3', ' 5', '5 ', '1_0', 'Infinity', ''),
      fc.string().filter((value) => !/^-?\d+$/.test(value)),
    );
    await fc.assert(
      fc.asyncProperty(notDecimal, async (perPage) => {
        expect(await answer(DELIVERIES, { per_page: perPage })).toEqual({
          refused: expect.objectContaining({
            status: 422,
            errors: { per_page: ['The per_page must be an integer.'] },
          }) as object,
        });
      }),
    );
    expect(await answer(DELIVERIES, { per_page: '10' })).toEqual({
      taken: expect.objectContaining({ per_page: 10 }) as object,
    });
  });
});
