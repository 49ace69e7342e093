import { applyDecorators, Type } from '@nestjs/common';
import {
  ApiExtension,
  ApiExtraModels,
  ApiHeader,
  ApiProperty,
  ApiPropertyOptional,
  ApiResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { ErrorCode, IDEMPOTENCY_KEY_PATTERN } from '@mailroom/contracts';

// The reusable parts of the OpenAPI document: SPEC's error body, the {message, data} envelope and the response
// headers. Routes say what they answer with ApiEnvelope / ApiMessage and ApiErrors; the route policy decorators
// (ApiKeyRoute, AdminOnly, Public) add the errors every route of their kind can answer.

export class ErrorBody {
  @ApiProperty({ type: String })
  message!: string;

  @ApiProperty({ enum: Object.values(ErrorCode) })
  error_code!: ErrorCode;

  @ApiPropertyOptional({ enum: ['error'], description: 'Present on rate limiting answers' })
  status?: 'error';

  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'Seconds to wait (rate limiting)' })
  retry_after?: number;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    description: 'Validation errors: field name to messages',
  })
  errors?: Record<string, string[]>;
}

export class MessageBody {
  @ApiProperty({ type: String })
  message!: string;
}

export const RESPONSE_HEADERS = {
  retryAfter: 'Retry-After',
  idempotencyReplayed: 'Idempotency-Replayed',
  quota: [
    'X-Monthly-Limit',
    'X-Monthly-Remaining',
    'X-Monthly-Reset',
    'X-Daily-Limit',
    'X-Daily-Remaining',
    'X-Daily-Reset',
  ],
  sandboxRate: [
    'X-Sandbox-RateLimit-Minute-Limit',
    'X-Sandbox-RateLimit-Minute-Remaining',
    'X-Sandbox-RateLimit-Day-Limit',
    'X-Sandbox-RateLimit-Day-Remaining',
  ],
  requestId: 'X-Request-Id',
} as const;

const headerRefs = (names: readonly string[]): Record<string, { $ref: string }> =>
  Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));

interface SuccessOptions {
  status?: number;
  description?: string;
  // Names of components.headers the answer may carry (besides those every answer of the route carries).
  headers?: readonly string[];
}

// A 2xx of SPEC's envelope: {message, data: <view>}.
export function ApiEnvelope(view: Type<unknown>, options: SuccessOptions = {}) {
  return applyDecorators(
    ApiExtraModels(view),
    ApiResponse({
      status: options.status ?? 200,
      description: options.description ?? 'Success',
      headers: options.headers ? headerRefs(options.headers) : undefined,
      schema: {
        type: 'object',
        required: ['message', 'data'],
        properties: { message: { type: 'string' }, data: { $ref: getSchemaPath(view) } },
      },
    }),
  );
}

// A 2xx whose body is {message} alone.
export function ApiMessage(options: SuccessOptions = {}) {
  return applyDecorators(
    ApiExtraModels(MessageBody),
    ApiResponse({
      status: options.status ?? 200,
      description: options.description ?? 'Success',
      headers: options.headers ? headerRefs(options.headers) : undefined,
      schema: { $ref: getSchemaPath(MessageBody) },
    }),
  );
}

// A 204: no body.
export function ApiNoContent(description = 'Done; no body') {
  return ApiResponse({ status: 204, description });
}

export type ErrorAnswers = Partial<Record<number, readonly ErrorCode[]>>;

const ERROR_CODES = 'mailroom:openapi-error-codes';

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The send cannot be prepared',
  401: 'Missing or invalid credentials',
  403: 'Not allowed for this key',
  404: 'Not found',
  409: 'Conflict with the current state',
  422: 'Validation failed; see errors',
  429: 'Too many requests, or a quota is exhausted',
  502: 'The delivery provider failed',
  503: 'A service is unavailable; try again shortly',
};

// Error answers of a route (or of every route of a controller): status to the error_codes it may carry. Calls
// add up, so the route policy's errors and the route's own share a status. A status declared again gets its
// codes merged and keeps its description: ApiResponse joins the descriptions of a status declared twice.
export function ApiErrors(answers: ErrorAnswers): MethodDecorator & ClassDecorator {
  return (target: object, key?: string | symbol, descriptor?: PropertyDescriptor) => {
    const holder: object = descriptor ? (descriptor.value as object) : target;
    const known = (Reflect.getMetadata(ERROR_CODES, holder) as Record<number, ErrorCode[]> | undefined) ?? {};
    const merged: Record<number, ErrorCode[]> = { ...known };
    for (const [status, codes] of Object.entries(answers)) {
      merged[Number(status)] = [...new Set([...(merged[Number(status)] ?? []), ...(codes ?? [])])].sort();
    }
    Reflect.defineMetadata(ERROR_CODES, merged, holder);
    const decorators = Object.keys(answers).map((status) =>
      ApiResponse({
        status: Number(status),
        description: Number(status) in known ? '' : (ERROR_DESCRIPTIONS[Number(status)] ?? 'Error'),
        headers: carriesRetryAfter(Number(status), merged[Number(status)])
          ? headerRefs([RESPONSE_HEADERS.retryAfter])
          : undefined,
        schema: errorSchema(merged[Number(status)]),
      }),
    );
    applyDecorators(ApiExtraModels(ErrorBody), ...decorators)(
      target,
      key as string | symbol,
      descriptor as TypedPropertyDescriptor<unknown>,
    );
  };
}

// A 503 says when to try again where it knows: a large body that found no room (LargeBodyAdmission) does.
function carriesRetryAfter(status: number, codes: readonly ErrorCode[]): boolean {
  return status === 429 || status === 503 || codes.includes(ErrorCode.idempotencyInProgress);
}

function errorSchema(codes: readonly ErrorCode[]) {
  return {
    allOf: [
      { $ref: getSchemaPath(ErrorBody) },
      { type: 'object', properties: { error_code: { type: 'string', enum: [...codes] } } },
    ],
  };
}

// What any route that reads a JSON body may answer: a body that is no JSON, too large or of another type.
export const BODY_ERRORS: ErrorAnswers = { 422: [ErrorCode.validationError] };

// A route with a path parameter naming a resource of the team.
export const NOT_FOUND: ErrorAnswers = { 404: [ErrorCode.notFound] };

// A 2xx or 3xx that is no JSON: a page, an image, a redirect, a raw message.
export function ApiRawAnswer(status: number, description: string, mediaTypes: readonly string[] = []) {
  return ApiResponse({
    status,
    description,
    ...(mediaTypes.length > 0
      ? { content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string' } }])) }
      : { headers: { Location: { description: 'Where to go', schema: { type: 'string' } } } }),
  });
}

// SPEC send rule 2: the optional key of POST /emails and POST /emails/scheduled.
export function ApiIdempotencyKey() {
  return ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'Repeating the payload under the same key within 24 hours replays the first result',
    schema: { type: 'string', minLength: 1, maxLength: 255, pattern: IDEMPOTENCY_KEY_PATTERN.source },
  });
}

export const REQUEST_EXAMPLE_EXTENSION = 'x-request-example';

// The example of a route's JSON body, where the one built field by field from the schema would not be accepted
// (fields that exclude each other, ids that must be UUIDs): the document shows it as the body's example.
export function ApiRequestExample(example: Record<string, unknown>) {
  return ApiExtension(REQUEST_EXAMPLE_EXTENSION, example);
}
