import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ErrorCode, ServiceError, ServiceErrorPayload } from '@mailroom/contracts';
import { databaseUnavailability } from '@mailroom/database';
import { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';

// Renders every failure as SPEC's error body: {message, error_code} plus errors, status and retry_after where
// they apply. The gateway's own database (identity, rate limits) not answering is a 503. Anything unexpected
// becomes a generic 500 with an error id; its cause is only logged.
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    sendError(reply, this.toPayload(exception, request));
  }

  private toPayload(exception: unknown, request: FastifyRequest): ServiceErrorPayload {
    if (exception instanceof ServiceError) return exception.payload;
    if (exception instanceof HttpException) return fromHttpException(exception);
    const framework = fromFrameworkError(exception);
    if (framework) return framework;
    if (databaseUnavailability(exception)) {
      this.logger.warn(
        { request_id: String(request.id), route: request.url },
        `The database failed the request: ${String(exception)}`,
      );
      return ServiceError.unavailable().payload;
    }
    const errorId = randomUUID();
    this.logger.error(
      { err: exception, error_id: errorId, request_id: String(request.id), route: request.url },
      'Unexpected error',
    );
    return {
      status: 500,
      error_code: ErrorCode.internalError,
      message: `An unexpected error occurred (error id ${errorId}).`,
    };
  }
}

export function sendError(reply: FastifyReply, payload: ServiceErrorPayload): void {
  const body: Record<string, unknown> = { message: payload.message, error_code: payload.error_code };
  if (payload.retry_after !== undefined) {
    body.status = 'error';
    body.retry_after = payload.retry_after;
  }
  if (payload.errors) body.errors = payload.errors;
  if (payload.headers) reply.headers(payload.headers);
  void reply.status(payload.status).send(body);
}

function fromHttpException(exception: HttpException): ServiceErrorPayload {
  const status = exception.getStatus();
  if (status === 404)
    return { status, error_code: ErrorCode.notFound, message: 'The requested resource was not found.' };
  if (status === 413) return bodyTooLarge();
  // A Content-Type that names no single media type (`application/json, text/csv`) arrives as a 415 exception.
  if (status === 415) return notJsonBody();
  if (status === 400) return invalidBody('The request body is not valid JSON.', exception.message);
  return {
    status,
    error_code: status >= 500 ? ErrorCode.internalError : ErrorCode.validationError,
    message: exception.message,
  };
}

// Fastify's own errors (malformed JSON, wrong content type, body too large) carry a statusCode.
function fromFrameworkError(exception: unknown): ServiceErrorPayload | undefined {
  const candidate = exception as { statusCode?: unknown; message?: unknown; code?: unknown };
  if (typeof candidate?.statusCode !== 'number' || candidate.statusCode >= 500) return undefined;
  const message = typeof candidate.message === 'string' ? candidate.message : 'The request is invalid.';
  if (candidate.statusCode === 413) return bodyTooLarge();
  if (candidate.statusCode === 415) return notJsonBody();
  return invalidBody('The request is invalid.', message);
}

// The body of a request is refused as a whole: SPEC's validation error, naming `body`.
export function invalidBody(message: string, detail = message): ServiceErrorPayload {
  return { status: 422, error_code: ErrorCode.validationError, message, errors: { body: [detail] } };
}

// SPEC lists no 415 among the answers of its routes either: a body of a type the route does not take is a
// validation error of the body, and nothing of it is read.
export function unsupportedBody(message: string): ServiceErrorPayload {
  return invalidBody(message);
}

// A body of a type no JSON route takes.
function notJsonBody(): ServiceErrorPayload {
  return unsupportedBody('Send the request body as JSON (Content-Type: application/json).');
}

// SPEC lists no 413 among the answers of its routes: a body over the limit is a validation error of the body.
export function bodyTooLarge(
  limit = 'The request body is larger than the service accepts (BODY_LIMIT_BYTES).',
): ServiceErrorPayload {
  return invalidBody('The request body is too large.', limit);
}

// A request Node's HTTP parser could not read (see createFastifyAdapter): SPEC lists neither 400 nor 431 among
// the answers of its routes, so, as for a body over the limit, it is a validation error of what was sent.
export function unreadableRequest(
  problem: { headersOverLimitBytes: number } | { reason: string },
): ServiceErrorPayload {
  if ('headersOverLimitBytes' in problem) {
    const limit = `${Math.round(problem.headersOverLimitBytes / 1024)} KiB`;
    return {
      status: 422,
      error_code: ErrorCode.validationError,
      message: 'The request headers are too large.',
      errors: {
        headers: [`The request line and headers together are larger than the service accepts (${limit}).`],
      },
    };
  }
  return {
    status: 422,
    error_code: ErrorCode.validationError,
    message: 'The request is not valid HTTP/1.1.',
    errors: { request: [problem.reason] },
  };
}
