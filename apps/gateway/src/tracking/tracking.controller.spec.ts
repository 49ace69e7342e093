import { Body, Controller, Post } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import {
  EventsSubject,
  ServiceError,
  TRACKING_TOKEN_PURPOSE,
  TrackingKind,
  TrackingToken,
} from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { deriveKey, TokenSigner } from '@mailroom/security';
import { randomBytes } from 'node:crypto';
import { AccessGuard } from '../access/access.guard';
import { ApiRateLimit } from '../access/api-rate-limit';
import { AuthFailureBlock } from '../access/auth-failure-block';
import { Public } from '../access/route-policy';
import { SandboxRateLimit } from '../access/sandbox-rate-limit';
import { GatewayConfig } from '../config/gateway.config';
import { GATEWAY_CONFIG } from '../config/gateway.tokens';
import { configureApiRoutes, createFastifyAdapter } from '../http/http-app';
import { HttpErrorFilter } from '../http/http-error.filter';
import { AuthenticateApiKeyUseCase } from '../identity/use-cases/authenticate-api-key/authenticate-api-key.use-case';
import { TrackingController } from './tracking.controller';
import { TrackingTokens } from './tracking-tokens';

// The public tracking routes over real HTTP handling (Fastify, the access guard, the error filter), with the
// events context replaced by a bus that answers the contract's shapes.
const ENCRYPTION_KEY = randomBytes(32).toString('base64');
const signer = new TokenSigner(deriveKey(ENCRYPTION_KEY, TRACKING_TOKEN_PURPOSE));

const config: GatewayConfig = {
  port: 0,
  host: '127.0.0.1',
  publicUrl: 'http://127.0.0.1:3000',
  adminToken: randomBytes(32).toString('base64url'),
  encryptionKey: ENCRYPTION_KEY,
  trustProxy: [],
  rateLimitStore: 'memory',
  sandboxLimits: { perMinute: 10, perDay: 100 },
  bodyLimitBytes: 1024 * 1024,
  requestBodies: { inFlightBytes: 32 * 1024 * 1024, waitSeconds: 30, arrivalSeconds: 60 },
};

function token(k: TrackingKind, extra: Partial<TrackingToken> = {}): string {
  return signer.sign({ k, t: 7, r: 'req-1', m: 'msg-1', ...extra } satisfies TrackingToken);
}

// Answers only the subjects a test set up; any other call fails the request.
class FakeBus {
  readonly calls: { subject: string; payload: any }[] = [];
  readonly answers = new Map<string, (payload: any) => unknown>();

  async request(subject: string, payload: unknown): Promise<unknown> {
    this.calls.push({ subject, payload });
    const answer = this.answers.get(subject);
    if (!answer) throw new Error(`unexpected bus request ${subject}`);
    return answer(payload);
  }
}

// Public routes must never reach authentication, key limits or the auth-failure block.
const refuse = (what: string) =>
  jest.fn(() => {
    throw new Error(`${what} must not be used by a public route`);
  });
const accessMocks = {
  authenticate: { execute: refuse('authenticate') },
  authFailures: { assertNotBlocked: refuse('assertNotBlocked'), recordFailure: refuse('recordFailure') },
  sandboxLimits: { consume: refuse('sandbox consume'), exceeded: refuse('sandbox exceeded') },
  rateLimit: { consume: refuse('rate limit consume') },
};

// A JSON route beside the tracking ones: form bodies stay refused everywhere else.
@Controller('echo')
class EchoController {
  @Post()
  @Public()
  echo(@Body() body: unknown): unknown {
    return body;
  }
}

const bus = new FakeBus();
let app: NestFastifyApplication;
let baseUrl: string;

interface Answer {
  status: number;
  headers: Headers;
  bytes: Buffer;
  text: string;
  json(): any;
}

async function call(
  method: 'GET' | 'HEAD' | 'POST',
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: options.headers,
    body: options.body,
    redirect: 'manual',
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  return { status: response.status, headers: response.headers, bytes, text, json: () => JSON.parse(text) };
}

beforeAll(async () => {
  const moduleRef = await Test.createTestingModule({
    controllers: [TrackingController, EchoController],
    providers: [
      { provide: GATEWAY_CONFIG, useValue: config },
      { provide: BusClient, useValue: bus },
      TrackingTokens,
      { provide: APP_GUARD, useClass: AccessGuard },
      { provide: APP_FILTER, useClass: HttpErrorFilter },
      { provide: AuthenticateApiKeyUseCase, useValue: accessMocks.authenticate },
      { provide: AuthFailureBlock, useValue: accessMocks.authFailures },
      { provide: SandboxRateLimit, useValue: accessMocks.sandboxLimits },
      { provide: ApiRateLimit, useValue: accessMocks.rateLimit },
    ],
  }).compile();
  app = moduleRef.createNestApplication<NestFastifyApplication>(createFastifyAdapter(config), {
    logger: false,
  });
  configureApiRoutes(app);
  await app.listen(0, '127.0.0.1');
  baseUrl = await app.getUrl();
});

beforeEach(() => {
  bus.calls.length = 0;
  bus.answers.clear();
});

afterAll(async () => {
  for (const mock of Object.values(accessMocks).flatMap((m) => Object.values(m))) {
    expect(mock).not.toHaveBeenCalled();
  }
  await app?.close();
});

describe('GET /api/t/o/:token (open pixel)', () => {
  it('records the open with the reader, and answers a no-store transparent 1x1 GIF', async () => {
    bus.answers.set(EventsSubject.trackOpen, () => ({ recorded: true }));
    const open = token('o');
    const response = await call('GET', `/api/t/o/${open}`, { headers: { 'user-agent': 'Mail/1.0' } });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.bytes).toHaveLength(43);
    expect(response.bytes.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    // 1x1, with a transparent colour (graphic control extension, transparency flag set).
    expect(response.bytes.readUInt16LE(6)).toBe(1);
    expect(response.bytes.readUInt16LE(8)).toBe(1);
    expect(response.bytes.subarray(19, 22).toString('hex')).toBe('21f904');
    expect(response.bytes[22] & 1).toBe(1);
    expect(bus.calls).toEqual([
      {
        subject: EventsSubject.trackOpen,
        payload: {
          token: open,
          user_agent: 'Mail/1.0',
          ip_address: '127.0.0.1',
          request_id: response.headers.get('x-request-id'),
        },
      },
    ]);
  });

  it.each([
    ['UTF-8, as clients send it, decoded as such', Buffer.from('Mail/1.0 “ünï”', 'utf8'), 'Mail/1.0 “ünï”'],
    ['bytes that are no UTF-8, kept as read', Buffer.from([0x4d, 0xe9, 0x6c]), 'Mél'],
  ])('records a User-Agent in %s', async (_, bytes, recorded) => {
    bus.answers.set(EventsSubject.trackOpen, () => ({ recorded: true }));
    await call('GET', `/api/t/o/${token('o')}`, { headers: { 'user-agent': bytes.toString('latin1') } });
    expect(bus.calls.map((c) => (c.payload as { user_agent?: string }).user_agent)).toEqual([recorded]);
  });

  it('answers an open that was already recorded the same way', async () => {
    bus.answers.set(EventsSubject.trackOpen, () => ({ recorded: false }));
    const response = await call('GET', `/api/t/o/${token('o')}`);
    expect(response.status).toBe(200);
    expect(response.bytes).toHaveLength(43);
  });
});

describe('HEAD of the open pixel and of a click link (link checkers, previews)', () => {
  it('answers as GET would and records nothing', async () => {
    const target = 'https://shop.example.com/sale';
    const pixel = await call('HEAD', `/api/t/o/${token('o')}`);
    expect(pixel.status).toBe(200);
    expect(pixel.headers.get('content-type')).toBe('image/gif');
    const click = await call('HEAD', `/api/t/c/${token('c', { u: target })}`);
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toBe(target);
    expect(bus.calls).toEqual([]);
  });

  it('answers 404 to a token that is not ours', async () => {
    const tampered = token('o').replace(/^./, (c) => (c === 'e' ? 'f' : 'e'));
    expect((await call('HEAD', `/api/t/o/${tampered}`)).status).toBe(404);
    expect((await call('HEAD', `/api/t/c/${token('o')}`)).status).toBe(404);
    expect(bus.calls).toEqual([]);
  });
});

describe('GET /api/t/c/:token (click redirect)', () => {
  it('redirects with 302 to the URL the events context answers', async () => {
    const target = 'https://shop.example.com/sale?utm_source=mail&x=%20y';
    bus.answers.set(EventsSubject.trackClick, () => ({ url: target }));
    const click = token('c', { u: target });
    const response = await call('GET', `/api/t/c/${click}`);

    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(target);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(bus.calls).toEqual([
      { subject: EventsSubject.trackClick, payload: expect.objectContaining({ token: click }) },
    ]);
  });

  it('takes a token carrying a long target', async () => {
    const target = `https://example.com/${'a'.repeat(4000)}`;
    bus.answers.set(EventsSubject.trackClick, () => ({ url: target }));
    const response = await call('GET', `/api/t/c/${token('c', { u: target })}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(target);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '//evil.example', 'not a url'])(
    'never redirects to %s, whatever is answered',
    async (url) => {
      bus.answers.set(EventsSubject.trackClick, () => ({ url }));
      const response = await call('GET', `/api/t/c/${token('c', { u: url })}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('location')).toBeNull();
    },
  );
});

describe('GET /api/t/u/:token (unsubscribe page)', () => {
  it('shows a confirmation form posting back to itself, every value escaped, and changes nothing', async () => {
    bus.answers.set(EventsSubject.unsubscribePage, () => ({
      masked_address: '<script>alert(1)</script>@example.net',
      sending_domain: 'mail.example.com"><img src=x onerror=alert(2)>',
      already_unsubscribed: false,
    }));
    const response = await call('GET', `/api/t/u/${token('u')}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;@example.net');
    expect(response.text).toContain('mail.example.com&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(response.text).not.toContain('<script>');
    expect(response.text).not.toContain('<img');
    // No action: the form posts to the page's own URL.
    expect(response.text).toMatch(
      /<form method="post"><button type="submit"[^>]*>Unsubscribe<\/button><\/form>/,
    );
    expect(bus.calls.map((c) => c.subject)).toEqual([EventsSubject.unsubscribePage]);
  });

  it('offers no form to an address that is already unsubscribed', async () => {
    bus.answers.set(EventsSubject.unsubscribePage, () => ({
      masked_address: 'j***@example.net',
      sending_domain: 'mail.example.com',
      already_unsubscribed: true,
    }));
    const response = await call('GET', `/api/t/u/${token('u')}`);
    expect(response.status).toBe(200);
    expect(response.text).toContain('already unsubscribed');
    expect(response.text).not.toContain('<form');
  });
});

describe('POST /api/t/u/:token (unsubscribe)', () => {
  const unsubscribe = token('u');
  const post = (headers: Record<string, string>, body?: string) =>
    call('POST', `/api/t/u/${unsubscribe}`, { headers, body });
  const oneClickFlags = () => bus.calls.map((c) => c.payload.one_click);

  beforeEach(() => {
    bus.answers.set(EventsSubject.unsubscribe, () => ({
      recorded: true,
      sending_domain: 'mail.example.com',
    }));
  });

  it('takes the RFC 8058 one-click body as a one-click unsubscribe and answers 200 in plain text', async () => {
    const response = await post(
      { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Provider/2' },
      'List-Unsubscribe=One-Click',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.text).toBe('Unsubscribed.\n');
    expect(bus.calls).toEqual([
      {
        subject: EventsSubject.unsubscribe,
        payload: {
          token: unsubscribe,
          user_agent: 'Provider/2',
          ip_address: '127.0.0.1',
          request_id: response.headers.get('x-request-id'),
          one_click: true,
        },
      },
    ]);
  });

  it('takes the one-click body sent as multipart/form-data (RFC 8058 recommends it)', async () => {
    const form = new FormData();
    form.append('List-Unsubscribe', 'One-Click');
    const response = await fetch(`${baseUrl}/api/t/u/${unsubscribe}`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Unsubscribed.\n');
    expect(oneClickFlags()).toEqual([true]);
  });

  it('takes the page form as a link unsubscribe and answers the unsubscribed page', async () => {
    const response = await post(
      { 'content-type': 'application/x-www-form-urlencoded' },
      'unsubscribe=confirm',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.text).toContain('You are unsubscribed');
    expect(response.text).toContain('mail.example.com');
    expect(oneClickFlags()).toEqual([false]);
  });

  it('says so when the address was already unsubscribed', async () => {
    bus.answers.set(EventsSubject.unsubscribe, () => ({
      recorded: false,
      sending_domain: 'mail.example.com',
    }));
    const response = await post(
      { 'content-type': 'application/x-www-form-urlencoded' },
      'unsubscribe=confirm',
    );
    expect(response.status).toBe(200);
    expect(response.text).toContain('already unsubscribed');
  });

  const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
  it.each<[string, Record<string, string>, string | undefined]>([
    ['an empty body', {}, undefined],
    ['an empty form', FORM, ''],
    ['a form with another field too', FORM, 'List-Unsubscribe=One-Click&x=1'],
    ['the field twice', FORM, 'List-Unsubscribe=One-Click&List-Unsubscribe=One-Click'],
    [
      'the field twice in multipart',
      { 'content-type': 'multipart/form-data; boundary=b' },
      [1, 2]
        .map(() => '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n')
        .join('') + '--b--\r\n',
    ],
    ['another value', FORM, 'List-Unsubscribe=one-click'],
    ['plain text', { 'content-type': 'text/plain' }, 'List-Unsubscribe=One-Click'],
    ['JSON', { 'content-type': 'application/json' }, '{"List-Unsubscribe":"One-Click"}'],
    ['an unknown type', { 'content-type': 'application/octet-stream' }, 'List-Unsubscribe=One-Click'],
    ['unreadable multipart', { 'content-type': 'multipart/form-data; boundary=x' }, 'garbage'],
  ])('takes %s as the page form', async (_, headers, body) => {
    const response = await post(headers, body);
    expect(response.status).toBe(200);
    expect(response.text).toContain('You are unsubscribed');
    expect(oneClickFlags()).toEqual([false]);
  });

  it.each<[string, string, Buffer]>([
    [
      'a byte that is not UTF-8',
      FORM['content-type'],
      Buffer.from('List-Unsubscribe=One-Click\xff', 'latin1'),
    ],
    [
      'a percent-escaped byte that is not UTF-8',
      FORM['content-type'],
      Buffer.from('List-Unsubscribe=One-Click%FF'),
    ],
    [
      'a multipart field that is not UTF-8',
      'multipart/form-data; boundary=b',
      Buffer.from(
        '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\xff\r\n--b--\r\n',
        'latin1',
      ),
    ],
  ])('refuses a form with %s as JSON is refused, and unsubscribes no one', async (_, type, body) => {
    const response = await fetch(`${baseUrl}/api/t/u/${unsubscribe}`, {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'The request body is not valid UTF-8.',
      error_code: 'validation_error',
      errors: { body: ['The form holds bytes that are not UTF-8, sent as they are or percent-escaped.'] },
    });
    expect(bus.calls).toEqual([]);
  });

  it('refuses a form declared in another charset', async () => {
    const response = await post({ 'content-type': `${FORM['content-type']}; charset=iso-8859-1` }, 'a=%E9');
    expect(response.status).toBe(422);
    expect(response.json().errors).toEqual({
      body: ['Send the form in UTF-8 (charset=utf-8, or no charset).'],
    });
    expect(bus.calls).toEqual([]);
  });
});

describe('links that are not ours', () => {
  it.each<[string, TrackingKind, () => string]>([
    ['an edited payload', 'o', () => editPayload(token('o'), { t: 8 })],
    ['an edited tag', 'c', () => editTag(token('c', { u: 'https://example.com/' }))],
    ['a truncated token', 'u', () => token('u').slice(0, -1)],
    ['garbage', 'o', () => 'not-a-token'],
    ['another kind of token', 'c', () => token('o')],
    ['a token signed with another key', 'u', () => foreignToken('u')],
  ])('answers 404 to %s without asking the events context', async (_, kind, make) => {
    for (const method of kind === 'u' ? (['GET', 'POST'] as const) : (['GET'] as const)) {
      const response = await call(method, `/api/t/${kind}/${make()}`);
      expect(response.status).toBe(404);
      expect(response.json()).toEqual({ message: 'Link not found.', error_code: 'not_found' });
    }
    expect(bus.calls).toEqual([]);
  });

  it.each([
    ['GET', 'o', EventsSubject.trackOpen],
    ['GET', 'c', EventsSubject.trackClick],
    ['GET', 'u', EventsSubject.unsubscribePage],
    ['POST', 'u', EventsSubject.unsubscribe],
  ] as const)('passes a 404 of the events context through (%s /t/%s)', async (method, kind, subject) => {
    bus.answers.set(subject, () => {
      throw ServiceError.notFound('This link has expired.');
    });
    const response = await call(method, `/api/t/${kind}/${token(kind)}`);
    expect(response.status).toBe(404);
    expect(response.json()).toEqual({ message: 'This link has expired.', error_code: 'not_found' });
    expect(response.headers.get('location')).toBeNull();
    expect(bus.calls.map((c) => c.subject)).toEqual([subject]);
  });
});

describe('bodies of other routes', () => {
  it('take JSON alone: a form, plain text, CSV or another type is 422 validation_error on the body', async () => {
    const json = await call('POST', '/api/echo', {
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(json.json()).toEqual({ a: 1 });
    for (const contentType of [
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'text/plain',
      'text/csv',
      'application/merge-patch+json',
    ]) {
      const response = await call('POST', '/api/echo', {
        headers: { 'content-type': contentType },
        body: '{"a":1}',
      });
      expect({ contentType, status: response.status, body: response.json() }).toEqual({
        contentType,
        status: 422,
        body: {
          message: 'Send the request body as JSON (Content-Type: application/json).',
          error_code: 'validation_error',
          errors: { body: ['Send the request body as JSON (Content-Type: application/json).'] },
        },
      });
    }
  });

  it('take an empty JSON body as no body', async () => {
    const response = await call('POST', '/api/echo', {
      headers: { 'content-type': 'application/json' },
      body: '',
    });
    expect(response.status).toBe(201);
    expect(response.text).toBe('');
  });

  it('leave an unknown route a 404', async () => {
    const response = await call('POST', '/api/nowhere', {
      headers: { 'content-type': 'text/csv' },
      body: 'a=1',
    });
    expect(response.status).toBe(404);
  });
});

function editPayload(signed: string, change: Partial<TrackingToken>): string {
  const [body, tag] = signed.split('.');
  const payload = { ...JSON.parse(Buffer.from(body, 'base64url').toString('utf8')), ...change };
  return `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${tag}`;
}

function editTag(signed: string): string {
  const [body, tag] = signed.split('.');
  return `${body}.${tag.startsWith('A') ? 'B' : 'A'}${tag.slice(1)}`;
}

function foreignToken(k: TrackingKind): string {
  const other = new TokenSigner(deriveKey(randomBytes(32).toString('base64'), TRACKING_TOKEN_PURPOSE));
  return other.sign({ k, t: 7, r: 'req-1', m: 'msg-1' } satisfies TrackingToken);
}
