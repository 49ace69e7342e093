import { Mailroom, MailroomAdmin, MailroomError } from '@mailroom/sdk';
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

  static of(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    if (error instanceof MailroomError) {
      return new ApiError(error.status, error.errorCode, error.message, error.errors);
    }
    return new ApiError(0, 'console_error', error instanceof Error ? error.message : String(error));
  }
}

export interface SandboxLimits {
  minuteRemaining: number;
  minuteLimit: number;
  dayRemaining: number;
  dayLimit: number;
}

// Listeners of the sandbox rate headers that every sandbox response carries.
const limitListeners = new Set<(limits: SandboxLimits) => void>();
export function onSandboxLimits(listener: (limits: SandboxLimits) => void): () => void {
  limitListeners.add(listener);
  return () => limitListeners.delete(listener);
}

// The SDK against the API of this origin: no cookies, nothing cached, and no retries, so that a refusal is
// shown at once.
const options = {
  baseUrl: `${location.origin}/api`,
  fetch: consoleFetch,
  retry: { maxRetries: 0 },
};

// The SDK clients of the session: `mailroom` with its API key, `admin` with its admin token (operator
// screens). Reading one the session has no credential for throws the error the screen shows.
export class ApiClient {
  private readonly keyClient: Mailroom | null;
  private readonly adminClient: MailroomAdmin | null;

  constructor(session: Session) {
    this.keyClient = session.apiKey ? new Mailroom(session.apiKey, options) : null;
    this.adminClient = session.adminToken ? new MailroomAdmin(session.adminToken, options) : null;
  }

  get mailroom(): Mailroom {
    if (!this.keyClient) throw new ApiError(401, 'unauthorized', 'Sign in with an API key first.');
    return this.keyClient;
  }

  get admin(): MailroomAdmin {
    if (!this.adminClient) {
      throw new ApiError(
        401,
        'unauthorized',
        'This screen needs the admin token: add it on the sign-in screen.',
      );
    }
    return this.adminClient;
  }
}

async function consoleFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(input, { ...init, credentials: 'omit', cache: 'no-store' });
  } catch (error) {
    throw new ApiError(0, 'network_error', `The API could not be reached: ${String(error)}`);
  }
  reportSandboxLimits(response);
  return response;
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
