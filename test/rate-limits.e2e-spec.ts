import { createKey, createTeam } from './support/factories';
import { ApiClient, ApiResponse } from './support/http-client';
import { startStandalone, Standalone } from './support/standalone';

async function hit(client: ApiClient, count: number, concurrency = 25): Promise<ApiResponse[]> {
  const responses: ApiResponse[] = [];
  for (let done = 0; done < count; done += concurrency) {
    const batch = Array.from({ length: Math.min(concurrency, count - done) }, () =>
      client.get('/auth/check'),
    );
    responses.push(...(await Promise.all(batch)));
  }
  return responses;
}

function expectRateLimited(response: ApiResponse): void {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({
    status: 'error',
    error_code: 'rate_limit_exceeded',
    message: expect.any(String),
    retry_after: expect.any(Number),
  });
  expect(response.body.retry_after).toBeGreaterThan(0);
  expect(response.headers.get('retry-after')).toBe(String(response.body.retry_after));
}

describe('rate limits (standalone)', () => {
  let app: Standalone;

  beforeAll(async () => {
    app = await startStandalone();
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('allows 300 requests per 5 minutes to a free-plan key, then answers 429 rate_limit_exceeded', async () => {
    const team = await createTeam(app.admin, { plan: 'free' });
    const responses = await hit(team.api, 300);
    expect(responses.map((r) => r.status)).toEqual(Array(300).fill(200));
    const refused = await team.api.get('/auth/check');
    expectRateLimited(refused);
    expect(refused.body.retry_after).toBeLessThanOrEqual(300);
    // The limit is per credential: another key of the same team is unaffected.
    const otherKey = team.api.withToken(
      await createKey(app.admin, team.id, { permission: 'full_access', type: 'live' }),
    );
    expect((await otherKey.get('/auth/check')).status).toBe(200);
  });

  it('allows 2,000 requests per 5 minutes on pro and enterprise plans', async () => {
    const team = await createTeam(app.admin, { plan: 'pro_100k' });
    const responses = await hit(team.api, 2000, 50);
    expect(responses.filter((r) => r.status !== 200)).toEqual([]);
    expectRateLimited(await team.api.get('/auth/check'));
  });

  it('allows a sandbox key 10 requests a minute, counting down in its headers, then 429 with Retry-After', async () => {
    const team = await createTeam(app.admin);
    const sandbox = team.api.withToken(
      await createKey(app.admin, team.id, { permission: 'full_access', type: 'sandbox' }),
    );
    for (let i = 1; i <= 10; i++) {
      const response = await sandbox.get('/auth/check');
      expect(response.status).toBe(200);
      expect(response.headers.get('x-sandbox-ratelimit-minute-limit')).toBe('10');
      expect(response.headers.get('x-sandbox-ratelimit-minute-remaining')).toBe(String(10 - i));
      expect(response.headers.get('x-sandbox-ratelimit-day-limit')).toBe('100');
      expect(response.headers.get('x-sandbox-ratelimit-day-remaining')).toBe(String(100 - i));
    }
    const refused = await sandbox.get('/auth/check');
    expectRateLimited(refused);
    expect(refused.body.retry_after).toBeLessThanOrEqual(60);
    expect(refused.headers.get('x-sandbox-ratelimit-minute-remaining')).toBe('0');
    // A request refused by the minute limit does not spend the day's allowance.
    expect(refused.headers.get('x-sandbox-ratelimit-day-remaining')).toBe('90');
  });
});

describe('sandbox day limit (standalone)', () => {
  let app: Standalone;

  beforeAll(async () => {
    app = await startStandalone({ SANDBOX_RATE_LIMIT_PER_MINUTE: '1000', SANDBOX_RATE_LIMIT_PER_DAY: '5' });
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('answers 429 with Retry-After once the day allowance is spent', async () => {
    const team = await createTeam(app.admin);
    const sandbox = team.api.withToken(
      await createKey(app.admin, team.id, { permission: 'full_access', type: 'sandbox' }),
    );
    for (let i = 1; i <= 5; i++) expect((await sandbox.get('/auth/check')).status).toBe(200);
    const refused = await sandbox.get('/auth/check');
    expectRateLimited(refused);
    expect(refused.headers.get('x-sandbox-ratelimit-day-remaining')).toBe('0');
    expect(refused.body.retry_after).toBeGreaterThan(60);
  });
});
