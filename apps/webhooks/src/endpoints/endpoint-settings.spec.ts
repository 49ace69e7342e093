import fc from 'fast-check';
import { FieldErrors, ServiceError, UpdateWebhookDto } from '@mailroom/contracts';
import { DestinationChecker } from '../outbound/destination';
import { EndpointRow, EndpointSettings } from './endpoint';
import { EndpointSecrets } from './endpoint-secrets';
import { EndpointSettingsCheck } from './endpoint-settings';

// Only the members a test gives exist: using any other fails the test.
function strict<T extends object>(members: Partial<T>): T {
  return new Proxy(members, {
    get(target, key) {
      if (key in target) return target[key as keyof typeof target];
      if (key === 'then') return undefined;
      throw new Error(`Unexpected use of ${String(key)}`);
    },
  }) as T;
}

const check = new EndpointSettingsCheck(
  strict<DestinationChecker>({
    // As the real one answers: a URL refused for its shape, any other at a public address.
    check: (url: string) =>
      Promise.resolve(
        URL.canParse(url)
          ? { destination: { url: new URL(url), address: '192.0.2.1', family: 4 as const } }
          : { refusal: 'must be an absolute URL' },
      ),
  }),
  strict<EndpointSecrets>({ seal: (secret: string) => `sealed(${secret})` }),
);

// URLs, each with the origin it has by hand: the same letter is the same origin.
const PLACES: [url: string, origin: string][] = [
  ['https://hooks.example.com/in', 'A'],
  ['https://HOOKS.example.com:443/other?x=1', 'A'],
  ['https://hooks.example.com/in#part', 'A'],
  ['http://hooks.example.com/in', 'B'],
  ['http://hooks.example.com:80/token', 'B'],
  ['https://hooks.example.com:8443/in', 'C'],
  ['https://hooks.example.com./in', 'D'],
  ['https://attacker.example.net/in', 'E'],
  ['https://attacker.example.net/hooks.example.com/in', 'E'],
  ['https://93.184.215.14/token', 'F'],
  ['https://1572394766/token', 'F'],
];
const place = fc.constantFrom(...PLACES);

function endpoint(settings: Partial<EndpointRow>): EndpointRow {
  return {
    id: '0b4d3f8e-5a39-4c0e-9d2b-2f7a6c1e9a10',
    team_id: 1,
    name: 'Hook',
    url: PLACES[0][0],
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
    signing_secret_sealed: 'sealed(whsec)',
    created_at: new Date(0),
    updated_at: new Date(0),
    ...settings,
  };
}

async function outcome(
  given: UpdateWebhookDto,
  current: EndpointRow,
): Promise<{ settings: EndpointSettings } | { errors: FieldErrors }> {
  try {
    return { settings: await check.settingsFor(given, current) };
  } catch (error) {
    if (error instanceof ServiceError && error.payload.status === 422)
      return { errors: error.payload.errors! };
    throw error;
  }
}

const MOVED_PASSWORD =
  'The auth_password field is required when the url moves to another origin (scheme, host or port): the stored one is sent only to the origin it was given for.';
const MOVED_TOKEN_URL =
  'The oauth2.client_secret field is required when the oauth2.token_url moves to another origin (scheme, host or port): the stored one is sent only to the origin it was given for.';
const MOVED_URL =
  'The oauth2.client_secret field is required when the url moves to another origin (scheme, host or port): the tokens it obtains are sent only to the origin it was given for.';

describe('EndpointSettingsCheck: a stored secret and the origin it was given for', () => {
  it('keeps a basic password while the url stays at its origin, and otherwise needs it again', async () => {
    await fc.assert(
      fc.asyncProperty(
        place,
        place,
        fc.boolean(),
        async ([from, fromOrigin], [to, toOrigin], givesPassword) => {
          const current = endpoint({
            url: from,
            auth_type: 'basic',
            auth_username: 'hook',
            auth_password_sealed: 'sealed(stored)',
          });
          const result = await outcome(
            { url: to, ...(givesPassword ? { auth_password: 'new' } : {}) },
            current,
          );
          if (givesPassword) {
            expect(result).toEqual({
              settings: expect.objectContaining({ url: to, auth_password_sealed: 'sealed(new)' }),
            });
          } else if (fromOrigin === toOrigin) {
            expect(result).toEqual({
              settings: expect.objectContaining({
                url: to,
                auth_username: 'hook',
                auth_password_sealed: 'sealed(stored)',
              }),
            });
          } else {
            expect(result).toEqual({ errors: { auth_password: [MOVED_PASSWORD] } });
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps an OAuth2 client secret while both the url and the token URL stay at their origins, and otherwise needs it again', async () => {
    await fc.assert(
      fc.asyncProperty(
        place,
        place,
        fc.option(place, { nil: undefined }),
        fc.option(place, { nil: undefined }),
        fc.boolean(),
        async ([url, urlOrigin], [tokenUrl, tokenOrigin], newUrl, newTokenUrl, givesSecret) => {
          const current = endpoint({
            url,
            auth_type: 'oauth2',
            oauth2_token_url: tokenUrl,
            oauth2_client_id: 'client',
            oauth2_client_secret_sealed: 'sealed(stored)',
          });
          const given: UpdateWebhookDto = {
            ...(newUrl ? { url: newUrl[0] } : {}),
            ...(newTokenUrl || givesSecret
              ? {
                  oauth2: {
                    token_url: newTokenUrl?.[0] ?? tokenUrl,
                    client_id: 'client',
                    ...(givesSecret ? { client_secret: 'new' } : {}),
                  },
                }
              : {}),
          };
          const urlMoved = newUrl !== undefined && newUrl[1] !== urlOrigin;
          const tokenMoved = newTokenUrl !== undefined && newTokenUrl[1] !== tokenOrigin;
          const result = await outcome(given, current);
          if (givesSecret) {
            expect(result).toEqual({
              settings: expect.objectContaining({ oauth2_client_secret_sealed: 'sealed(new)' }),
            });
          } else if (!urlMoved && !tokenMoved) {
            expect(result).toEqual({
              settings: expect.objectContaining({
                url: newUrl?.[0] ?? url,
                oauth2_token_url: newTokenUrl?.[0] ?? tokenUrl,
                oauth2_client_secret_sealed: 'sealed(stored)',
              }),
            });
          } else {
            expect(result).toEqual({
              errors: {
                'oauth2.client_secret': [
                  ...(urlMoved ? [MOVED_URL] : []),
                  ...(tokenMoved ? [MOVED_TOKEN_URL] : []),
                ],
              },
            });
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('answers a url that is not one under its own field only, and a moved one with the rest of the problems', async () => {
    const current = endpoint({
      auth_type: 'basic',
      auth_username: 'hook',
      auth_password_sealed: 'sealed(stored)',
    });
    expect(await outcome({ url: 'not a url' }, current)).toEqual({
      errors: { url: ['The url must be an absolute URL.'] },
    });
    expect(await outcome({ url: 'https://attacker.example.net/in', name: '' }, current)).toEqual({
      errors: { name: ['The name field is required.'], auth_password: [MOVED_PASSWORD] },
    });
  });

  it('needs no secret again when switching to no authentication, which forgets it', async () => {
    const current = endpoint({
      auth_type: 'basic',
      auth_username: 'hook',
      auth_password_sealed: 'sealed(stored)',
    });
    expect(await outcome({ url: 'https://attacker.example.net/in', auth_type: 'none' }, current)).toEqual({
      settings: expect.objectContaining({ auth_type: 'none', auth_password_sealed: null }),
    });
  });
});
