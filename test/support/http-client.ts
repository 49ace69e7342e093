import http from 'node:http';
import { servedContract } from './openapi-contract';

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

// A thin fetch wrapper: tests assert on what a user of the API sees (status, headers, JSON body). Every answer
// is held to the OpenAPI document the gateway serves: one it does not allow fails the request, and so the test.
let nextAddress = 1;

// A fresh documentation-range address, so that a test's authentication failures block no other test.
export function uniqueClientAddress(): string {
  const n = nextAddress++;
  return `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

// The document and its page are not part of the document.
const CONTRACT_EXEMPT = /^\/(openapi\.json|docs)(\/|\?|$)/;

export class ApiClient {
  constructor(
    readonly baseUrl: string,
    private readonly token?: string,
    private readonly clientAddress?: string,
  ) {}

  withToken(token: string | undefined): ApiClient {
    return new ApiClient(this.baseUrl, token, this.clientAddress);
  }

  withBaseUrl(baseUrl: string): ApiClient {
    return new ApiClient(baseUrl, this.token, this.clientAddress);
  }

  // Behind a trusted proxy (TRUST_PROXY), requests appear to come from this client address.
  asClient(address: string): ApiClient {
    return new ApiClient(this.baseUrl, this.token, address);
  }

  get<T = any>(path: string, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    return this.request<T>('GET', path, undefined, headers);
  }

  post<T = any>(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    return this.request<T>('POST', path, body, headers);
  }

  put<T = any>(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    return this.request<T>('PUT', path, body, headers);
  }

  patch<T = any>(
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    return this.request<T>('PATCH', path, body, headers);
  }

  delete<T = any>(
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    return this.request<T>('DELETE', path, body, headers);
  }

  async request<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const allHeaders: Record<string, string> = { ...headers };
    if (this.token) allHeaders.authorization = `Bearer ${this.token}`;
    if (this.clientAddress) allHeaders['x-forwarded-for'] ??= this.clientAddress;
    let payload: string | Uint8Array | undefined;
    if (body !== undefined) {
      allHeaders['content-type'] ??= 'application/json';
      payload = typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body);
    }
    const contract = CONTRACT_EXEMPT.test(path) ? undefined : await servedContract(this.baseUrl);
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers: allHeaders, body: payload });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    const drift = contract?.check(method, path, response.status, parsed, response.headers);
    if (drift) throw new Error(`OpenAPI drift: ${drift}`);
    return { status: response.status, headers: response.headers, body: parsed as T };
  }
}

// fetch for a full URL of the API that a test got from elsewhere (a tracking link in a mail): the answer is
// held to the OpenAPI document like the API client's.
export async function fetchUnderContract(url: string, init: RequestInit = {}): Promise<Response> {
  const { origin, pathname, search } = new URL(url);
  if (!pathname.startsWith('/api/')) throw new Error(`${url} is not under /api`);
  const apiBaseUrl = `${origin}/api`;
  const contract = await servedContract(apiBaseUrl);
  const response = await fetch(url, init);
  const text = await response.clone().text();
  let body: unknown = text === '' ? undefined : text;
  if (response.headers.get('content-type')?.startsWith('application/json'))
    body = JSON.parse(text) as unknown;
  const path = `${pathname.slice('/api'.length)}${search}`;
  const drift = contract.check(init.method ?? 'GET', path, response.status, body, response.headers);
  if (drift) throw new Error(`OpenAPI drift: ${drift}`);
  return response;
}

// A POST announcing a body over a limit: the service answers from the Content-Length alone, before the body
// is sent (the client writes its first bytes, then never the rest).
export function postAnnouncingLength(
  url: string,
  token: string,
  length: number,
  body: { contentType: string; firstBytes: string } = { contentType: 'application/json', firstBytes: '{' },
): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': body.contentType,
          'content-length': String(length),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
        });
      },
    );
    request.on('error', reject);
    request.write(body.firstBytes);
  });
}

// encodeURIComponent refuses unpaired surrogates; a client can still send their (WTF-8) bytes.
export function encodeSegment(value: string): string {
  return value.replace(/[\s\S]/gu, (character) => {
    const code = character.charCodeAt(0);
    if (character.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(character);
  });
}
