import { Injectable } from '@nestjs/common';
import { DestinationChecker } from './destination';
import { PinnedHttp } from './pinned-http';

export interface OAuth2Client {
  // Changes whenever the endpoint's settings change, so that a token of old credentials is not reused.
  cacheKey: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string | null;
}

// A token endpoint that did not give a token: the attempt fails with this reason.
export class TokenRefusal extends Error {}

// A token is dropped this long before it expires, so that it does not expire in flight.
const EXPIRY_MARGIN_MS = 30_000;
const DEFAULT_LIFETIME_S = 300;
const TOKEN_TIMEOUT_MS = 10_000;
const MAX_CACHED = 10_000;

// OAuth2 client credentials (RFC 6749 4.4) for deliveries: a token per endpoint, kept until shortly before it
// expires, fetched once however many deliveries wait for it. The token URL is held to the same address rules
// as the endpoint.
@Injectable()
export class OAuth2Tokens {
  private readonly cache = new Map<string, { token: string; expiresAt: number }>();
  private readonly fetching = new Map<string, Promise<string>>();

  constructor(
    private readonly destinations: DestinationChecker,
    private readonly http: PinnedHttp,
  ) {}

  async token(client: OAuth2Client): Promise<string> {
    const cached = this.cache.get(client.cacheKey);
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    let pending = this.fetching.get(client.cacheKey);
    if (!pending) {
      pending = this.fetch(client).finally(() => this.fetching.delete(client.cacheKey));
      this.fetching.set(client.cacheKey, pending);
    }
    return pending;
  }

  forget(client: OAuth2Client): void {
    this.cache.delete(client.cacheKey);
  }

  private async fetch(client: OAuth2Client): Promise<string> {
    const check = await this.destinations.check(client.tokenUrl);
    if ('refusal' in check) throw new TokenRefusal(`oauth2 token_url refused: it ${check.refusal}`);
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: client.clientId,
      client_secret: client.clientSecret,
    });
    if (client.scope) form.set('scope', client.scope);
    let answer;
    try {
      answer = await this.http.post(
        check.destination,
        { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        form.toString(),
        TOKEN_TIMEOUT_MS,
      );
    } catch (error) {
      throw new TokenRefusal(`oauth2 token request failed: ${describeFailure(error)}`);
    }
    if (answer.status < 200 || answer.status > 299)
      throw new TokenRefusal(`oauth2 token endpoint answered ${answer.status}`);
    const token = parseToken(answer.body);
    if (!token) throw new TokenRefusal('oauth2 token endpoint gave no bearer access_token');
    const lifetimeMs = (token.expiresIn ?? DEFAULT_LIFETIME_S) * 1000 - EXPIRY_MARGIN_MS;
    if (lifetimeMs > 0) {
      if (this.cache.size >= MAX_CACHED) this.cache.clear();
      this.cache.set(client.cacheKey, { token: token.accessToken, expiresAt: Date.now() + lifetimeMs });
    }
    return token.accessToken;
  }
}

function parseToken(body: string): { accessToken: string; expiresIn?: number } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const {
    access_token: accessToken,
    token_type: tokenType,
    expires_in: expiresIn,
  } = parsed as Record<string, unknown>;
  if (typeof accessToken !== 'string' || !accessToken || /[\r\n]/.test(accessToken)) return undefined;
  if (tokenType !== undefined && (typeof tokenType !== 'string' || tokenType.toLowerCase() !== 'bearer'))
    return undefined;
  const seconds = typeof expiresIn === 'number' ? expiresIn : Number(expiresIn);
  return { accessToken, expiresIn: Number.isFinite(seconds) && seconds > 0 ? seconds : undefined };
}

// A failed request in a few words, for the attempt's record.
export function describeFailure(error: unknown): string {
  const err = error as { name?: string; code?: string; message?: string; cause?: unknown };
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError' || err?.code === 'UND_ERR_HEADERS_TIMEOUT')
    return 'timed out';
  const code = err?.code ?? (err?.cause as { code?: string } | undefined)?.code;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'connection reset';
  if (code) return String(code);
  return (err?.message ?? String(error)).slice(0, 200);
}
