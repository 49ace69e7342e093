import { ApiResponse } from './support/http-client';
import { startStandalone, Standalone } from './support/standalone';

const WRONG = { authorization: `Bearer mr_${'0'.repeat(43)}` };

function expectBlocked(response: ApiResponse): void {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({
    status: 'error',
    error_code: 'auth_blocked',
    message: expect.any(String),
    retry_after: expect.any(Number),
  });
  expect(response.body.retry_after).toBeGreaterThan(14 * 60);
  expect(response.body.retry_after).toBeLessThanOrEqual(15 * 60);
  expect(response.headers.get('retry-after')).toBe(String(response.body.retry_after));
}

describe('auth-failure block, no trusted proxy (standalone)', () => {
  let app: Standalone;

  beforeAll(async () => {
    app = await startStandalone();
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('blocks an address for 15 minutes after 5 failures, even with a valid key; X-Forwarded-For is not believed', async () => {
    const anonymous = app.api.withToken(undefined);
    for (let i = 1; i <= 5; i++) {
      const response = await anonymous.get('/auth/check', { ...WRONG, 'x-forwarded-for': `198.51.100.${i}` });
      expect(response.status).toBe(401);
    }
    expectBlocked(await app.api.get('/auth/check'));
    expectBlocked(await app.api.get('/auth/check', { 'x-forwarded-for': '198.51.100.77' }));
    expectBlocked(await app.admin.get('/admin/teams/1'));
    // Public routes stay reachable.
    expect((await anonymous.get('/health')).status).toBe(200);
  });
});

describe('auth-failure block behind a trusted proxy (standalone)', () => {
  let app: Standalone;

  beforeAll(async () => {
    app = await startStandalone({ TRUST_PROXY: '127.0.0.1' });
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('blocks the client named by X-Forwarded-For, not the proxy', async () => {
    const anonymous = app.api.withToken(undefined);
    for (let i = 1; i <= 4; i++) {
      expect(
        (await anonymous.get('/auth/check', { ...WRONG, 'x-forwarded-for': '203.0.113.5' })).status,
      ).toBe(401);
    }
    // Four failures do not block yet.
    expect((await app.api.get('/auth/check', { 'x-forwarded-for': '203.0.113.5' })).status).toBe(200);
    expect((await anonymous.get('/auth/check', { ...WRONG, 'x-forwarded-for': '203.0.113.5' })).status).toBe(
      401,
    );
    expectBlocked(await app.api.get('/auth/check', { 'x-forwarded-for': '203.0.113.5' }));
    expect((await app.api.get('/auth/check', { 'x-forwarded-for': '203.0.113.6' })).status).toBe(200);
  });
});
