import { INestMicroservice } from '@nestjs/common';
import { MicroserviceOptions } from '@nestjs/microservices';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import fc from 'fast-check';
import {
  CreatedWebhookView,
  CreateWebhookDto,
  printableText,
  RequestContext,
  ServiceError,
  UpdateWebhookDto,
  WebhookDeliveryListView,
  WebhookDeliveryView,
  WebhookListView,
  WebhookSubject,
  WebhookView,
} from '@mailroom/contracts';
import { DatabaseRootModule } from '@mailroom/database';
import { BusClient, MessagingModule, microserviceOptions, TransportSettings } from '@mailroom/messaging';
import { ObservabilityModule } from '@mailroom/observability';
import { createTestDatabase, TestDatabase } from '@mailroom/testing';
import { serviceFailure } from '@mailroom/testing/service-failure';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { WEBHOOKS_SCHEMA } from './database/webhooks.schema';
import { WebhooksModule } from './webhooks.module';

// The webhooks context through its bus handlers (in-process transport, as the gateway calls them), on a real,
// freshly migrated database, delivering to a real HTTP receiver on loopback.
const settings: TransportSettings = { kind: 'in-process', requestTimeoutMs: 10_000 };
// Long enough that an attempt whose result was lost would still be listed pending when a test looks.
const LEASE_SECONDS = 60;

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}
type Answer = { status: number; body?: Buffer | string };

// Records every request; each path answers what it is told (200 with no body unless told otherwise).
class Receiver {
  readonly requests: Received[] = [];
  private readonly answers = new Map<string, (request: Received) => Answer>();
  private server?: Server;
  private port = 0;

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const received = {
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        this.requests.push(received);
        const answer = this.answers.get(received.path)?.(received) ?? { status: 200 };
        response.writeHead(answer.status, { 'content-type': 'application/octet-stream' });
        response.end(answer.body ?? '');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  answer(path: string, answer: (request: Received) => Answer): void {
    this.answers.set(path, answer);
  }

  at(path: string): Received[] {
    return this.requests.filter((request) => request.path === path);
  }
}

let database: TestDatabase | undefined;
let app: INestMicroservice | undefined;
let bus: BusClient;
const receiver = new Receiver();
let lastTeamId = 5000;

beforeAll(async () => {
  await receiver.start();
  database = await createTestDatabase();
  const moduleRef = await Test.createTestingModule({
    imports: [
      DatabaseRootModule.forRoot({ url: database.url, poolSize: 10 }),
      ObservabilityModule,
      MessagingModule.forRoot(settings),
      WebhooksModule.register({
        allowPrivateNetworks: true,
        dnsServers: [],
        dnsTimeoutMs: 1000,
        encryptionKey: randomBytes(32).toString('base64'),
        concurrency: 16,
        endpointConcurrency: 4,
        timeoutMs: 5000,
        leaseSeconds: LEASE_SECONDS,
        pollIntervalMs: 100,
        retentionDays: 30,
      }),
    ],
  }).compile();
  app = moduleRef.createNestMicroservice<MicroserviceOptions>({
    ...microserviceOptions(settings, 'webhooks'),
    logger: ['error'],
  });
  await app.listen();
  bus = app.get(BusClient);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
  await receiver.stop();
});

function newTeam(): RequestContext {
  lastTeamId += 1;
  return {
    team_id: lastTeamId,
    key_id: `key-${lastTeamId}`,
    key_type: 'live',
    scopes: [],
    plan: 'free',
    monthly_limit: 3_000,
    request_id: randomUUID(),
  };
}

const api = {
  list: (ctx: RequestContext) => bus.request<WebhookListView>(WebhookSubject.list, { ctx, data: {} }),
  create: (ctx: RequestContext, data: Partial<CreateWebhookDto>) =>
    bus.request<CreatedWebhookView>(WebhookSubject.create, { ctx, data }),
  update: (ctx: RequestContext, id: string, changes: UpdateWebhookDto) =>
    bus.request<WebhookView>(WebhookSubject.update, { ctx, data: { id, changes } }),
  test: (ctx: RequestContext, id: string) =>
    bus.request<WebhookDeliveryView>(WebhookSubject.sendTest, { ctx, data: { id } }),
  retry: (ctx: RequestContext, id: string, deliveryId: string) =>
    bus.request<WebhookDeliveryView>(WebhookSubject.retryDelivery, {
      ctx,
      data: { id, delivery_id: deliveryId },
    }),
  delete: (ctx: RequestContext, id: string) => bus.request(WebhookSubject.delete, { ctx, data: { id } }),
  // Every attempt, page after page.
  deliveries: async (ctx: RequestContext, id: string): Promise<WebhookDeliveryView[]> => {
    const all: WebhookDeliveryView[] = [];
    let cursor: string | undefined;
    do {
      const page: WebhookDeliveryListView = await bus.request(WebhookSubject.listDeliveries, {
        ctx,
        data: { id, query: { per_page: 100, ...(cursor ? { cursor } : {}) } },
      });
      all.push(...page.deliveries);
      cursor = page.pagination.next_cursor ?? undefined;
    } while (cursor);
    return all;
  },
};

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function dataSource(): DataSource {
  return app!.get<DataSource>(getDataSourceToken(WEBHOOKS_SCHEMA));
}

// Attempts of an endpoint that are pending and due, or claimed: work the worker has not finished.
async function unfinished(endpointId: string): Promise<number> {
  const [{ n }] = await dataSource().query<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM "webhooks"."delivery"
      WHERE endpoint_id = $1 AND status = 'pending' AND (next_attempt_at <= now() OR claimed_until > now())`,
    [endpointId],
  );
  return n;
}

const recorded = (attempts: WebhookDeliveryView[]) => attempts.filter((a) => a.status !== 'pending');

describe("a receiver's answer", () => {
  it('is recorded whatever its bytes (NUL, invalid UTF-8, controls), once per attempt, printable', async () => {
    const ctx = newTeam();
    let answer: Answer = { status: 200 };
    receiver.answer('/bytes', () => answer);
    const hook = await api.create(ctx, { name: 'Bytes', url: receiver.url('/bytes') });
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 64 }),
      fc.uint8Array({ minLength: 4000, maxLength: 5000 }),
      fc
        .array(fc.constantFrom(0x00, 0x01, 0x1f, 0x7f, 0x80, 0xc3, 0xed, 0xa0, 0xff, 0xfe, 0x41, 0x0a), {
          maxLength: 40,
        })
        .map((list) => Uint8Array.from(list)),
    );
    await fc.assert(
      fc.asyncProperty(bytes, fc.constantFrom(200, 299, 410, 500), async (body, status) => {
        // A 410 Gone disabled it.
        await api.update(ctx, hook.id, { enabled: true });
        answer = { status, body: Buffer.from(body) };
        const sent = receiver.at('/bytes').length;
        const queued = await api.test(ctx, hook.id);
        const attempt = await waitFor('the recorded attempt', async () =>
          (await api.deliveries(ctx, hook.id)).find((a) => a.id === queued.id && a.status !== 'pending'),
        );
        const expected = printableText(Buffer.from(body).subarray(0, 4096).toString('utf8').slice(0, 1024));
        expect(attempt).toMatchObject({
          status: status < 300 ? 'succeeded' : 'failed',
          response_status: status,
          response_body: expected,
        });
        expect(attempt.response_body).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
        // Sent once: a result that could not be recorded would be sent again once its lease lapsed.
        expect(receiver.at('/bytes').length).toBe(sent + 1);
        expect(await unfinished(hook.id)).toBe(0);
      }),
      {
        numRuns: 25,
        examples: [
          [Uint8Array.from([0x00, 0x41]), 200],
          [Uint8Array.from([0xff, 0xfe, 0x00, 0x80, 0xc3]), 500],
        ],
      },
    );
  });
});

describe('retries', () => {
  it('records every attempt when retries race the worker, and sends each attempt once', async () => {
    const ctx = newTeam();
    receiver.answer('/failing', () => ({ status: 500, body: 'down' }));
    const hook = await api.create(ctx, { name: 'Failing', url: receiver.url('/failing') });
    const first = await api.test(ctx, hook.id);
    await waitFor('the first failure', async () =>
      (await api.deliveries(ctx, hook.id)).find((a) => a.id === first.id && a.status === 'failed'),
    );
    // Retries, five at once, for a while: many of them land while an attempt is being recorded.
    const answers: unknown[] = [];
    const until = Date.now() + 3000;
    while (Date.now() < until) {
      const round = await Promise.allSettled(
        Array.from({ length: 5 }, () => api.retry(ctx, hook.id, first.id)),
      );
      answers.push(...round.map((r) => (r.status === 'fulfilled' ? 'queued' : r.reason)));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
    }
    expect(answers.filter((a) => a !== 'queued')).toEqual([]);
    await waitFor('the worker to finish', async () => ((await unfinished(hook.id)) === 0 ? true : undefined));
    const attempts = await api.deliveries(ctx, hook.id);
    const done = recorded(attempts);
    expect(done.length).toBeGreaterThan(1);
    for (const attempt of done) expect(attempt).toMatchObject({ status: 'failed', response_status: 500 });
    // Every attempt made was recorded, and none was made twice (one webhook-id for them all).
    const requests = receiver.at('/failing');
    expect(requests).toHaveLength(done.length);
    expect(new Set(requests.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(attempts.map((a) => a.attempt).sort((a, b) => a - b)).toEqual(attempts.map((_, i) => i + 1));
    // What still waits, waits for a time to come (or the schedule is spent).
    for (const waiting of attempts.filter((a) => a.status === 'pending'))
      expect(Date.parse(waiting.next_attempt_at!)).toBeGreaterThan(Date.now());
    expect(attempts.filter((a) => a.status === 'pending').length).toBeLessThanOrEqual(1);
  });

  it('answers retries racing the deletion of their endpoint with queued or not found, never an error', async () => {
    const ctx = newTeam();
    receiver.answer('/doomed', () => ({ status: 500 }));
    const hook = await api.create(ctx, { name: 'Doomed', url: receiver.url('/doomed') });
    const first = await api.test(ctx, hook.id);
    await waitFor('the first failure', async () =>
      (await api.deliveries(ctx, hook.id)).find((a) => a.id === first.id && a.status === 'failed'),
    );
    const retries = Array.from({ length: 20 }, (_, i) =>
      new Promise((resolve) => setTimeout(resolve, i * 5)).then(() => api.retry(ctx, hook.id, first.id)),
    );
    const deletion = new Promise((resolve) => setTimeout(resolve, 40)).then(() => api.delete(ctx, hook.id));
    const outcomes = await Promise.allSettled([...retries, deletion]);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toBeInstanceOf(ServiceError);
        expect((outcome.reason as ServiceError).payload).toMatchObject({ status: 404 });
      }
    }
    expect(outcomes.at(-1)?.status).toBe('fulfilled');
  });
});

describe('the test event', () => {
  it('is refused with 409 webhook_disabled for a disabled endpoint, and nothing is queued or sent', async () => {
    const ctx = newTeam();
    const hook = await api.create(ctx, { name: 'Off', url: receiver.url('/off'), enabled: false });
    expect(await serviceFailure(api.test(ctx, hook.id))).toMatchObject({
      status: 409,
      error_code: 'webhook_disabled',
      message: expect.stringContaining('disabled') as string,
    });
    expect(await api.deliveries(ctx, hook.id)).toEqual([]);
    await api.update(ctx, hook.id, { enabled: true });
    const queued = await api.test(ctx, hook.id);
    await waitFor('the test event', async () => (receiver.at('/off').length === 1 ? true : undefined));
    expect(queued).toMatchObject({ event_type: 'message.test', attempt: 1 });
  });
});

describe('endpoint settings', () => {
  it('keeps the stored OAuth2 client secret when an update leaves it out', async () => {
    const ctx = newTeam();
    const token = (): Answer => ({
      status: 200,
      body: JSON.stringify({ access_token: 'tok', token_type: 'Bearer' }),
    });
    receiver.answer('/token-a', token);
    receiver.answer('/token-b', token);
    const hook = await api.create(ctx, {
      name: 'OAuth',
      url: receiver.url('/oauth'),
      auth_type: 'oauth2',
      oauth2: { token_url: receiver.url('/token-a'), client_id: 'c1', client_secret: 'first secret' },
    });
    const updated = await api.update(ctx, hook.id, {
      oauth2: { token_url: receiver.url('/token-b'), client_id: 'c2', scope: 'hooks' },
    });
    expect(updated.oauth2).toEqual({ token_url: receiver.url('/token-b'), client_id: 'c2', scope: 'hooks' });
    await api.test(ctx, hook.id);
    await waitFor('the event', async () => (receiver.at('/oauth').length === 1 ? true : undefined));
    const form = new URLSearchParams(receiver.at('/token-b')[0].body);
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'client_credentials',
      client_id: 'c2',
      client_secret: 'first secret',
      scope: 'hooks',
    });
    expect(receiver.at('/oauth')[0].headers.authorization).toBe('Bearer tok');

    // An endpoint that had no secret to keep needs one.
    const plain = await api.create(ctx, { name: 'Plain', url: receiver.url('/plain') });
    expect(
      await serviceFailure(
        api.update(ctx, plain.id, {
          auth_type: 'oauth2',
          oauth2: { token_url: receiver.url('/token-a'), client_id: 'c' },
        }),
      ),
    ).toMatchObject({
      status: 422,
      error_code: 'validation_error',
      errors: { 'oauth2.client_secret': ['The oauth2.client_secret field is required.'] },
    });
  });

  it('lands every one of updates of different fields made at once, each checked with what it keeps', async () => {
    const ctx = newTeam();
    for (let burst = 0; burst < 5; burst += 1) {
      const hook = await api.create(ctx, { name: `Hook ${burst}`, url: receiver.url(`/a${burst}`) });
      await Promise.all([
        api.update(ctx, hook.id, { name: `Renamed ${burst}` }),
        api.update(ctx, hook.id, { url: receiver.url(`/b${burst}`) }),
        api.update(ctx, hook.id, { events: ['message.open'] }),
        api.update(ctx, hook.id, { enabled: false }),
      ]);
      const { webhooks } = await api.list(ctx);
      expect(webhooks.find((endpoint) => endpoint.id === hook.id)).toMatchObject({
        name: `Renamed ${burst}`,
        url: receiver.url(`/b${burst}`),
        events_mode: 'selected',
        events: ['message.open'],
        enabled: false,
      });
      await api.delete(ctx, hook.id);
    }
    // One after the other, in either order, these end with no authentication at the new URL: basic needs a
    // password once the URL has moved, and the move forgets the stored one.
    for (let burst = 0; burst < 5; burst += 1) {
      const hook = await api.create(ctx, {
        name: 'Basic',
        url: receiver.url('/basic'),
        auth_type: 'basic',
        auth_username: 'user',
        auth_password: 'secret',
      });
      const outcomes = await Promise.allSettled([
        api.update(ctx, hook.id, { url: receiver.url(`/moved${burst}`), auth_type: 'none' }),
        api.update(ctx, hook.id, { auth_type: 'basic', auth_username: 'other' }),
      ]);
      expect(outcomes[0].status).toBe('fulfilled');
      const { webhooks } = await api.list(ctx);
      expect(webhooks.find((endpoint) => endpoint.id === hook.id)).toMatchObject({
        url: receiver.url(`/moved${burst}`),
        auth_type: 'none',
        auth_username: null,
      });
      await api.delete(ctx, hook.id);
    }
  });

  it('moves updated_at only when an update changes a setting', async () => {
    const ctx = newTeam();
    const settings = {
      name: 'Kept',
      url: receiver.url('/kept'),
      auth_type: 'basic' as const,
      auth_username: 'user',
      auth_password: 'secret',
      events_mode: 'selected' as const,
      events: ['message.delivery', 'message.bounce'],
    };
    const hook = await api.create(ctx, settings);
    const [{ updated_at: createdAt }] = (await api.list(ctx)).webhooks;
    // Past the millisecond of the creation, so that a write would show in updated_at.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const withoutPassword = { ...settings, auth_password: undefined };
    for (const unchanged of [{}, { name: 'Kept' }, { enabled: true }, withoutPassword]) {
      expect(await api.update(ctx, hook.id, unchanged)).toMatchObject({
        name: 'Kept',
        updated_at: createdAt,
      });
    }
    // A secret given is stored afresh, never compared with the stored one (README): the same password moves
    // updated_at as another would, so updated_at tells nobody whether a guess was right.
    const samePassword = await api.update(ctx, hook.id, { auth_password: 'secret' });
    expect(Date.parse(samePassword.updated_at)).toBeGreaterThan(Date.parse(createdAt));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const disabled = await api.update(ctx, hook.id, { enabled: false });
    expect(Date.parse(disabled.updated_at)).toBeGreaterThan(Date.parse(samePassword.updated_at));
  });

  it('refuses an empty auth_password in an update as at creation, and keeps the stored one', async () => {
    const ctx = newTeam();
    const hook = await api.create(ctx, {
      name: 'Basic',
      url: receiver.url('/basic'),
      auth_type: 'basic',
      auth_username: 'user',
      auth_password: 'pw',
    });
    const refused = { status: 422, errors: { auth_password: expect.any(Array) as unknown } };
    expect(await serviceFailure(api.update(ctx, hook.id, { auth_password: '' }))).toMatchObject(refused);
    expect(
      await serviceFailure(
        api.create(ctx, {
          name: 'B',
          url: receiver.url('/b'),
          auth_type: 'basic',
          auth_username: 'u',
          auth_password: '',
        }),
      ),
    ).toMatchObject(refused);
    // Left out, it is kept.
    await api.update(ctx, hook.id, { auth_username: 'other' });
    await api.test(ctx, hook.id);
    await waitFor('the event', async () => (receiver.at('/basic').length === 1 ? true : undefined));
    expect(receiver.at('/basic')[0].headers.authorization).toBe(
      `Basic ${Buffer.from('other:pw').toString('base64')}`,
    );
  });

  it('stores name and url exactly as given, and refuses surrounding white space rather than trimming it', async () => {
    const ctx = newTeam();
    const space = fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000', '\ufeff');
    const text = fc
      .string({ minLength: 1, maxLength: 30 })
      .filter((s) => s.trim() === s && !/[\u0000-\u001f]/.test(s));
    const padded = fc
      .tuple(fc.array(space, { maxLength: 2 }), text, fc.array(space, { maxLength: 2 }))
      .filter(([before, , after]) => before.length + after.length > 0)
      .map(([before, middle, after]) => `${before.join('')}${middle}${after.join('')}`);
    const hook = await api.create(ctx, { name: 'Spaced ñame 😀', url: receiver.url('/exact') });
    expect(hook).toMatchObject({ name: 'Spaced ñame 😀', url: receiver.url('/exact') });
    await fc.assert(
      fc.asyncProperty(text, padded, async (name, paddedName) => {
        const renamed = await api.update(ctx, hook.id, { name });
        expect(renamed.name).toBe(name);
        expect(await serviceFailure(api.update(ctx, hook.id, { name: paddedName }))).toMatchObject({
          status: 422,
          errors: { name: ['The name may not begin or end with white space.'] },
        });
      }),
      { numRuns: 30 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(space, { minLength: 1, maxLength: 2 }),
        fc.boolean(),
        async (spaces, before) => {
          const url = before
            ? `${spaces.join('')}${receiver.url('/x')}`
            : `${receiver.url('/x')}${spaces.join('')}`;
          for (const body of [{ url }, { oauth2: { token_url: url, client_id: 'c', client_secret: 's' } }]) {
            const field = 'url' in body ? 'url' : 'oauth2.token_url';
            const settings = 'url' in body ? body : { ...body, auth_type: 'oauth2' as const };
            expect(await serviceFailure(api.update(ctx, hook.id, settings))).toMatchObject({
              status: 422,
              errors: { [field]: [`The ${field} may not begin or end with white space.`] },
            });
            expect(
              await serviceFailure(api.create(ctx, { name: 'n', url: receiver.url('/y'), ...settings })),
            ).toMatchObject({ status: 422, errors: { [field]: expect.any(Array) as unknown } });
          }
        },
      ),
      { numRuns: 20 },
    );
    // A tab or line break inside a URL would be dropped by the URL parser, not sent.
    expect(await serviceFailure(api.update(ctx, hook.id, { url: receiver.url('/a\tb') }))).toMatchObject({
      status: 422,
      errors: { url: ['The url may not contain tabs or line breaks.'] },
    });
  });

  it('refuses a URL the parser would send to a host not written right after its //, or to port 0', async () => {
    const ctx = newTeam();
    const hook = await api.create(ctx, { name: 'Written', url: receiver.url('/written') });
    const { host } = new URL(receiver.url('/x'));
    const misplaced = fc.constantFrom('http:', 'http:/', 'http:///', 'HTTP:////');
    const credentials = fc.constantFrom('http://@', 'http://:@', 'Http://a:@');
    const backslashed = fc.constantFrom(
      `http:\\\\${host}/x`,
      `http:/\\${host}`,
      `http://${host}\\x`,
      `http://${host}/x\\`,
    );
    const refusals = fc.oneof(
      misplaced.map(
        (prefix) =>
          [
            `${prefix}${host}/x`,
            'must name its host right after //, as in https://hooks.example.com/in',
          ] as const,
      ),
      credentials.map(
        (prefix) => [`${prefix}${host}/x`, 'may not carry credentials; use auth_type basic'] as const,
      ),
      backslashed.map((url) => [url, 'may not contain backslashes'] as const),
      // Every delivery to it would fail, attempt after attempt.
      fc
        .constantFrom(':0', ':00', ':000')
        .map(
          (port) =>
            [
              `http://${new URL(receiver.url('/x')).hostname}${port}/x`,
              'may not name port 0, where no server can listen',
            ] as const,
        ),
    );
    await fc.assert(
      fc.asyncProperty(refusals, async ([url, problem]) => {
        // Each parses as a URL of the receiver's host: stored as written, it would have been delivered there.
        expect(new URL(url).hostname).toBe(new URL(receiver.url('/x')).hostname);
        for (const body of [{ url }, { oauth2: { token_url: url, client_id: 'c', client_secret: 's' } }]) {
          const field = 'url' in body ? 'url' : 'oauth2.token_url';
          const settings = 'url' in body ? body : { ...body, auth_type: 'oauth2' as const };
          expect(await serviceFailure(api.update(ctx, hook.id, settings))).toMatchObject({
            status: 422,
            errors: { [field]: [`The ${field} ${problem}.`] },
          });
        }
        expect(await serviceFailure(api.create(ctx, { name: 'n', url }))).toMatchObject({
          status: 422,
          errors: { url: [`The url ${problem}.`] },
        });
      }),
      { numRuns: 30 },
    );
    const { webhooks } = await api.list(ctx);
    expect(webhooks.map((endpoint) => [endpoint.url, endpoint.auth_type])).toEqual([
      [receiver.url('/written'), 'none'],
    ]);
  });

  it('holds a team to 50 endpoints when creations race: of 20 at once from 45, exactly 5 are made', async () => {
    const ctx = newTeam();
    for (let i = 0; i < 45; i += 1) await api.create(ctx, { name: `Hook ${i}`, url: receiver.url(`/n${i}`) });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        api.create(ctx, { name: `Race ${i}`, url: receiver.url(`/r${i}`) }),
      ),
    );
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(refusals).toHaveLength(15);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(ServiceError);
      expect((refusal as ServiceError).payload).toMatchObject({
        status: 422,
        error_code: 'validation_error',
        errors: { url: ['A team may have at most 50 webhook endpoints.'] },
      });
    }
    expect((await api.list(ctx)).webhooks).toHaveLength(50);
  });

  it('says in a sentence why an address is refused', async () => {
    const ctx = newTeam();
    expect(
      await serviceFailure(api.create(ctx, { name: 'Meta', url: 'http://169.254.169.254/latest' })),
    ).toMatchObject({
      status: 422,
      errors: { url: ['The url names address 169.254.169.254, a cloud metadata address.'] },
    });
    expect(
      await serviceFailure(api.create(ctx, { name: 'Meta', url: 'http://[::169.254.169.254]/latest' })),
    ).toMatchObject({
      status: 422,
      errors: { url: ['The url names address ::a9fe:a9fe, a cloud metadata address.'] },
    });
    expect(
      await serviceFailure(
        api.create(ctx, {
          name: 'Meta',
          url: receiver.url('/m'),
          auth_type: 'oauth2',
          oauth2: { token_url: 'http://[fd00:ec2::254]/token', client_id: 'c', client_secret: 's' },
        }),
      ),
    ).toMatchObject({
      errors: {
        'oauth2.token_url': ['The oauth2.token_url names address fd00:ec2::254, a cloud metadata address.'],
      },
    });
  });
});
