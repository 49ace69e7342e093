// Field name to its messages, as in a 422 validation_error.
export type FieldErrors = Record<string, string[]>;

export interface MailroomErrorInit {
  status: number;
  errorCode: string;
  message: string;
  errors?: FieldErrors;
  requestId?: string;
  retryAfter?: number;
  body?: unknown;
}

// Every non-2xx answer of the API. `status` is the HTTP status and `errorCode` the body's error_code;
// `requestId` (the X-Request-Id the service answered with) is what to quote when reporting a problem.
export class MailroomError extends Error {
  override readonly name = 'MailroomError';
  readonly status: number;
  readonly errorCode: string;
  readonly errors: FieldErrors | undefined;
  readonly requestId: string | undefined;
  // Seconds from the Retry-After header, when the service gave one (429, 409 idempotency_in_progress).
  readonly retryAfter: number | undefined;
  readonly body: unknown;

  constructor(init: MailroomErrorInit) {
    super(init.message);
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.errors = init.errors;
    this.requestId = init.requestId;
    this.retryAfter = init.retryAfter;
    this.body = init.body;
  }
}

export function errorFromResponse(response: Response, body: unknown, retryAfter?: number): MailroomError {
  const fields = isObject(body) ? body : {};
  return new MailroomError({
    status: response.status,
    errorCode: typeof fields.error_code === 'string' ? fields.error_code : `http_${response.status}`,
    message:
      typeof fields.message === 'string'
        ? fields.message
        : `The API answered ${response.status} ${response.statusText}`.trim(),
    errors: isFieldErrors(fields.errors) ? fields.errors : undefined,
    requestId: response.headers.get('x-request-id') ?? undefined,
    retryAfter,
    body,
  });
}

// A 2xx answer that is not the API's JSON (a proxy's page, another server at the base URL): an error, never a
// success with nothing in it.
export function unexpectedAnswer(response: Response, body: unknown): MailroomError {
  const type = response.headers.get('content-type') || 'no content type';
  return new MailroomError({
    status: response.status,
    errorCode: 'unexpected_answer',
    message: `The server answered ${response.status} with ${type}, not the API's JSON: is the baseUrl the API's (it ends in /api)?`,
    requestId: response.headers.get('x-request-id') ?? undefined,
    body,
  });
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    isObject(value) &&
    Object.values(value).every(
      (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
    )
  );
}
