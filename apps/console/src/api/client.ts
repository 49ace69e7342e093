import type { Session } from './session';

// An error exactly as the API answered it: SPEC's {message, error_code, errors?}.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export interface SandboxLimits {
  minuteRemaining: number;
  minuteLimit: number;
  dayRemaining: number;
  dayLimit: number;
}

type Credential = 'key' | 'admin';

// Listeners of the sandbox rate headers that every sandbox response carries.
const limitListeners = new Set<(limits: SandboxLimits) => void>();
export function onSandboxLimits(listener: (limits: SandboxLimits) => void): () => void {
  limitListeners.add(listener);
  return () => limitListeners.delete(listener);
}

// Same-origin calls of the public API, with the session's API key or, for operator routes, its admin token.
export class ApiClient {
  constructor(private readonly session: Session) {}

  get<T>(path: string, credential: Credential = 'key'): Promise<T> {
    return this.call<T>('GET', path, undefined, credential);
  }

  post<T>(path: string, body?: unknown, credential: Credential = 'key'): Promise<T> {
    return this.call<T>('POST', path, body, credential);
  }

  put<T>(path: string, body: unknown): Promise<T> {
    return this.call<T>('PUT', path, body, 'key');
  }

  delete<T>(path: string): Promise<T> {
    return this.call<T>('DELETE', path, undefined, 'key');
  }

  // A body that is not JSON (the raw source of a captured message).
  async text(path: string, credential: Credential): Promise<string> {
    const response = await this.fetch('GET', path, undefined, credential);
    if (!response.ok) throw await errorOf(response);
    return response.text();
  }

  private async call<T>(method: string, path: string, body: unknown, credential: Credential): Promise<T> {
    const response = await this.fetch(method, path, body, credential);
    if (!response.ok) throw await errorOf(response);
    const json = (await response.json()) as { data?: T; message: string };
    return (json.data ?? json) as T;
  }

  private async fetch(
    method: string,
    path: string,
    body: unknown,
    credential: Credential,
  ): Promise<Response> {
    const token = credential === 'admin' ? this.session.adminToken : this.session.apiKey;
    if (!token) {
      throw new ApiError(
        401,
        'unauthorized',
        credential === 'admin'
          ? 'This screen needs the admin token: add it on the sign-in screen.'
          : 'Sign in with an API key first.',
      );
    }
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
        cache: 'no-store',
      });
    } catch (error) {
      throw new ApiError(0, 'network_error', `The API could not be reached: ${String(error)}`);
    }
    reportSandboxLimits(response);
    return response;
  }
}

async function errorOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as {
      message?: string;
      error_code?: string;
      errors?: Record<string, string[]>;
    };
    return new ApiError(
      response.status,
      body.error_code ?? `http_${response.status}`,
      body.message ?? response.statusText,
      body.errors,
    );
  } catch {
    return new ApiError(response.status, `http_${response.status}`, text || response.statusText);
  }
}

function reportSandboxLimits(response: Response): void {
  const header = (name: string) => Number(response.headers.get(`X-Sandbox-RateLimit-${name}`));
  if (!response.headers.has('X-Sandbox-RateLimit-Minute-Limit')) return;
  const limits = {
    minuteLimit: header('Minute-Limit'),
    minuteRemaining: header('Minute-Remaining'),
    dayLimit: header('Day-Limit'),
    dayRemaining: header('Day-Remaining'),
  };
  for (const listener of limitListeners) listener(limits);
}
