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

export type Credential = 'apiKey' | 'adminToken';

// Told when the API refuses a credential of the session (401: a revoked key, a wrong admin token), so that
// the session ends there, before screens reading again add failed authentications until the API blocks the
// whole address (5 in 5 minutes).
export type RefusalHandler = (credential: Credential, error: ApiError) => void;

// The SDK against the API of this origin: no cookies, nothing cached, and no retries, so that a refusal is
// shown at once.
const optionsFor = (credential: Credential, onRefused?: RefusalHandler) => ({
  baseUrl: `${location.origin}/api`,
  fetch: (input: RequestInfo | URL, init?: RequestInit) => consoleFetch(input, init, credential, onRefused),
  retry: { maxRetries: 0 },
});

// The SDK clients of the session: `mailroom` with its API key, `admin` with its admin token (operator
// screens). Reading one the session has no credential for throws the error the screen shows.
export class ApiClient {
  private readonly keyClient: Mailroom | null;
  private readonly adminClient: MailroomAdmin | null;

  constructor(session: Session, onRefused?: RefusalHandler) {
    this.keyClient = session.apiKey ? new Mailroom(session.apiKey, optionsFor('apiKey', onRefused)) : null;
    this.adminClient = session.adminToken
      ? new MailroomAdmin(session.adminToken, optionsFor('adminToken', onRefused))
      : null;
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
        'This screen needs the admin token: give it on the Capture inbox screen (or when signing in).',
      );
    }
    return this.adminClient;
  }
}

async function consoleFetch(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  credential: Credential,
  onRefused?: RefusalHandler,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(input, { ...init, credentials: 'omit', cache: 'no-store' });
  } catch (error) {
    throw new ApiError(0, 'network_error', `The API could not be reached: ${String(error)}`);
  }
  reportSandboxLimits(response);
  if (response.status === 401 && onRefused) onRefused(credential, await refusalOf(response.clone()));
  return response;
}

async function refusalOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown; error_code?: unknown };
  return new ApiError(
    401,
    typeof body.error_code === 'string' ? body.error_code : 'unauthorized',
    typeof body.message === 'string' ? body.message : 'The credential was refused.',
  );
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
