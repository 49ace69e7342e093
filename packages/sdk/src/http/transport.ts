import { errorFromResponse, isObject, MailroomError, unexpectedAnswer } from '../errors.js';
import { backoffMs, isRetryableAnswer, retryAfterSeconds, RetryOptions } from './retry-policy.js';

export type QueryValue = string | number | boolean | Date | readonly (string | number)[] | null | undefined;

export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  // A path of the OpenAPI document, with {name} placeholders filled from `params`.
  path: string;
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
  // A body that is not JSON (a CSV import).
  rawBody?: { contentType: string; content: string };
  headers?: Record<string, string>;
  // POST /emails and /emails/scheduled: repeated only when they carry an Idempotency-Key.
  send?: boolean;
}

export interface ApiAnswer<T> {
  body: T;
  response: Response;
}

export interface TransportOptions {
  apiKey: string;
  baseUrl: string;
  fetch: typeof fetch;
  retry: Required<RetryOptions>;
  timeoutMs: number;
}

// The document's paths carry the /api prefix that the base URL already ends with.
const DOCUMENT_PREFIX = '/api';
const DOT_SEGMENT = /^\.{0,2}$/;

export class Transport {
  private readonly baseUrl: string;

  constructor(private readonly options: TransportOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  async request<T>(call: ApiCall): Promise<ApiAnswer<T>> {
    const { retry } = this.options;
    let waited = 0;
    for (let attempt = 0; ; attempt++) {
      const outcome = await this.attempt<T>(call);
      if (!(outcome instanceof Failure)) return outcome;
      const wait = outcome.waitMs ?? backoffMs(attempt);
      const canRetry =
        outcome.retryable &&
        isRepeatable(call, outcome.error) &&
        attempt < retry.maxRetries &&
        waited + wait <= retry.maxWaitMs;
      if (!canRetry) throw outcome.error;
      waited += wait;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  // The `data` of a {message, data} answer, with the response it came in. A 2xx answer that is not one (a proxy's
  // or another server's page) is an error, never a success with nothing in it.
  async dataAnswer<T>(call: ApiCall): Promise<{ data: T; response: Response }> {
    const { body, response } = await this.request<unknown>(call);
    if (!isObject(body) || !('data' in body)) throw unexpectedAnswer(response, body);
    return { data: body.data as T, response };
  }

  async data<T>(call: ApiCall): Promise<T> {
    return (await this.dataAnswer<T>(call)).data;
  }

  // For answers with nothing but a message (deletions) or no body at all.
  async perform(call: ApiCall): Promise<void> {
    await this.performAnswer(call);
  }

  // The same, with the response, for its status.
  async performAnswer(call: ApiCall): Promise<Response> {
    const { body, response } = await this.request<unknown>(call);
    if (body !== undefined && !isObject(body)) throw unexpectedAnswer(response, body);
    return response;
  }

  private async attempt<T>(call: ApiCall): Promise<ApiAnswer<T> | Failure> {
    // Outside the try: a call that cannot be written as a URL is the caller's error, never retried.
    const url = this.url(call);
    let response: Response;
    try {
      response = await this.options.fetch(url, {
        method: call.method,
        headers: this.headers(call),
        body: call.rawBody?.content ?? (call.body === undefined ? undefined : JSON.stringify(call.body)),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      // No answer (refused, reset, timed out): the request may or may not have been processed.
      return new Failure(error, true, undefined);
    }
    let body: unknown;
    try {
      body = await readBody(response);
    } catch (error) {
      // The answer broke off (reset, timed out) while its body came: as good as no answer.
      return new Failure(error, true, undefined);
    }
    if (response.ok) return { body: body as T, response };
    const retryAfter = retryAfterSeconds(response.headers);
    const error = errorFromResponse(response, body, retryAfter);
    return new Failure(
      error,
      isRetryableAnswer(error.status, error.errorCode),
      retryAfter === undefined ? undefined : retryAfter * 1000,
    );
  }

  private url(call: ApiCall): string {
    const path = call.path.startsWith(`${DOCUMENT_PREFIX}/`)
      ? call.path.slice(DOCUMENT_PREFIX.length)
      : call.path;
    const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = call.params?.[name];
      if (value === undefined) throw new TypeError(`Missing path parameter ${name} for ${call.path}`);
      // URLs read "", "." and ".." (even encoded, %2E) as no segment or dot segments: the request would reach
      // another route, a DELETE of a contact's list membership the DELETE of the list itself.
      if (DOT_SEGMENT.test(String(value)))
        throw new TypeError(
          `The path parameter ${name} may not be empty, "." or "..": got "${String(value)}"`,
        );
      return encodeURIComponent(String(value));
    });
    const search = queryString(call.query);
    return `${this.baseUrl}${filled}${search ? `?${search}` : ''}`;
  }

  private headers(call: ApiCall): Record<string, string> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Bearer ${this.options.apiKey}`,
      ...call.headers,
    };
    if (call.rawBody) headers['content-type'] = call.rawBody.contentType;
    else if (call.body !== undefined) headers['content-type'] = 'application/json';
    return headers;
  }
}

class Failure {
  constructor(
    readonly error: unknown,
    readonly retryable: boolean,
    readonly waitMs: number | undefined,
  ) {}
}

// Repeating a request must not do its work twice. Reads, PUT, PATCH and DELETE can be repeated, and so can a
// POST with an Idempotency-Key. Any other POST is repeated only after a 429 rate_limit_exceeded, which the
// gateway answers before any work. A send without a key is never repeated: every refusal goes back to the
// caller, who did not make it safe to repeat.
function isRepeatable(call: ApiCall, error: unknown): boolean {
  if (call.method !== 'POST' || call.headers?.['Idempotency-Key'] !== undefined) return true;
  return !call.send && error instanceof MailroomError && error.errorCode === 'rate_limit_exceeded';
}

// Lists in queries are comma separated, as the API's filters expect.
function queryString(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query) as [string, QueryValue][]) {
    if (value === undefined || value === null) continue;
    if (value instanceof Date) search.set(name, value.toISOString());
    else if (Array.isArray(value)) search.set(name, value.join(','));
    else search.set(name, String(value));
  }
  return search.toString();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if (!/[/+]json\b/.test(response.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
