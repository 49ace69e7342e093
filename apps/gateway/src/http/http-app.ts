import { INestApplication, RequestMethod } from '@nestjs/common';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  ErrorCode,
  IMPORT_MAX_BYTES,
  MAX_TRACKING_TOKEN_LENGTH,
  ServiceErrorPayload,
} from '@mailroom/contracts';
import { httpRequestDuration } from '@mailroom/observability';
import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { IncomingMessage, maxHeaderSize, STATUS_CODES } from 'node:http';
import { Duplex } from 'node:stream';
import { GatewayConfig } from '../config/gateway.config';
import { FORM_BODY_LIMIT, multipartFields, urlencodedFields } from './form-fields';
import { bodyTooLarge, sendError, unreadableRequest } from './http-error.filter';
import { useBoundedJsonBodies } from './json-body';
import { setUpOpenApi } from './openapi';
import { RequestValuePipe } from './request-value.pipe';
import { createValidationPipe } from './validation.pipe';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

// The Fastify route config (@RouteConfig) of a route that takes an HTML form's body: urlencoded and multipart
// bodies are parsed into an object of strings, and a body of any other type is ignored. Other routes take
// JSON alone and answer any other type (a form, plain text) 422 before reading it.
export const FORM_BODY_ROUTE = { formBody: true } as const;

// The Fastify route config of a route that takes a CSV body (text/csv): the handler gets the body as a stream
// and bounds it itself, to IMPORT_MAX_BYTES. Other routes answer 422 to CSV.
export const CSV_BODY_ROUTE = { csvBody: true } as const;

// From the start of the app's close, every new request is answered 503 with SPEC's error body and the
// connection closed. Nest's and Fastify's own answers to it (`return503OnClosing`) carry a body of theirs,
// without error_code, so both are off.
class ClosingAwareFastifyAdapter extends FastifyAdapter {
  closing = false;

  override beforeClose(): void {
    this.closing = true;
    super.beforeClose();
  }
}

const CLOSING: ServiceErrorPayload = {
  status: 503,
  error_code: ErrorCode.serviceUnavailable,
  message: 'The service is shutting down; retry shortly.',
  headers: { Connection: 'close', 'Retry-After': '1' },
};

export function createFastifyAdapter(config: GatewayConfig): FastifyAdapter {
  const adapter = new ClosingAwareFastifyAdapter({
    bodyLimit: config.bodyLimitBytes,
    // Tracking tokens are path parameters, and a click token carries its whole target URL.
    routerOptions: { maxParamLength: MAX_TRACKING_TOKEN_LENGTH },
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    genReqId: (request: IncomingMessage) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    return503OnClosing: false,
    clientErrorHandler: answerUnreadableRequest,
    // A path the router cannot decode (bytes that are no UTF-8) or with a parameter over the length bound
    // names no resource.
    frameworkErrors: (_error: Error, _request: FastifyRequest, reply: FastifyReply) =>
      sendError(reply, {
        status: 404,
        error_code: ErrorCode.notFound,
        message: 'The requested resource was not found.',
      }),
  });
  const fastify = adapter.getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('X-Request-Id', String(request.id));
    if (adapter.closing) return sendError(reply, CLOSING);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
  useBoundedJsonBodies(adapter, config.bodyLimitBytes);
  addFormBodyParsers(adapter);
  addCsvBodyParser(fastify);
  return adapter;
}

// Node's HTTP parser refuses a request before any route is chosen: a request line and headers over its size
// limit (maxHeaderSize, 16 KiB unless Node is told otherwise), or bytes that are not HTTP/1.1. The answer is
// still SPEC's error body (Fastify's own has no error_code), and the connection is closed, as Node does.
// (Fastify leaves Node's request timeout off, so no request that is merely slow is answered here.)
function answerUnreadableRequest(error: Error & { code?: string; reason?: string }, socket: Duplex): void {
  // A connection reset leaves no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const payload = unreadableRequest(
    error.code === 'HPE_HEADER_OVERFLOW'
      ? { headersOverLimitBytes: maxHeaderSize }
      : { reason: `${error.reason ?? error.message}.` },
  );
  const body = JSON.stringify({
    message: payload.message,
    error_code: payload.error_code,
    errors: payload.errors,
  });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${payload.status} ${STATUS_CODES[payload.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

function addFormBodyParsers(adapter: FastifyAdapter): void {
  const fastify = adapter.getInstance();
  const options = { bodyLimit: FORM_BODY_LIMIT };
  // A form declared over the bound is refused by LargeBodyAdmission, naming it, before it is read.
  // Registered through the adapter, so that Nest's own urlencoded parser (every route) is not added.
  adapter.useBodyParser(
    'application/x-www-form-urlencoded',
    false,
    options,
    (request: FastifyRequest, body: Buffer, done: (error: Error | null, fields?: unknown) => void) => {
      if (!takesForms(request)) return done(unsupportedMediaType());
      done(null, urlencodedFields(body, request.headers['content-type'] ?? ''));
    },
  );
  fastify.addContentTypeParser(
    'multipart/form-data',
    { ...options, parseAs: 'buffer' },
    (request, body, done) => {
      if (!takesForms(request)) return done(unsupportedMediaType(), undefined);
      void multipartFields(body as Buffer, request.headers['content-type'] ?? '').then((fields) =>
        done(null, fields),
      );
    },
  );
  // Fastify's own text/plain parser would hand a JSON route a string for a body.
  fastify.removeContentTypeParser('text/plain');
  // Any other type: refused, except on form routes where the body is no form at all.
  fastify.addContentTypeParser('*', { ...options, parseAs: 'buffer' }, (request, _body, done) => {
    if (!takesForms(request)) return done(unsupportedMediaType(), undefined);
    done(null, undefined);
  });
}

function addCsvBodyParser(fastify: FastifyInstance): void {
  fastify.addContentTypeParser('text/csv', (request, payload, done) => {
    const config = request.routeOptions.config as { csvBody?: boolean } | undefined;
    if (config?.csvBody !== true && !request.is404) return done(unsupportedMediaType(), undefined);
    // One declared over IMPORT_MAX_BYTES never gets here (LargeBodyAdmission); a chunked one is counted as the
    // handler reads it.
    done(null, payload);
  });
}

export function csvTooLarge() {
  return bodyTooLarge(`The CSV may not be larger than ${IMPORT_MAX_BYTES / (1024 * 1024)} MB.`);
}

// Unknown routes go on to their 404 whatever the body.
export function takesForms(request: FastifyRequest): boolean {
  const config = request.routeOptions.config as { formBody?: boolean } | undefined;
  return config?.formBody === true || request.is404;
}

function unsupportedMediaType(): Error {
  return Object.assign(new Error('Unsupported Media Type'), {
    statusCode: 415,
    code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  });
}

// Everything the public API needs on top of the Nest app, shared by the gateway and standalone mains.
export function configureHttpApp(app: NestFastifyApplication): void {
  configureApiRoutes(app);
  setUpOpenApi(app);
}

// The /api prefix and the validation pipe: what the routes' behaviour depends on (tests run them without
// the documentation pages, whose static files Jest cannot load).
export function configureApiRoutes(app: INestApplication): void {
  app.setGlobalPrefix('api', {
    exclude: [
      { path: 'metrics', method: RequestMethod.GET },
      { path: 'live', method: RequestMethod.GET },
      { path: 'ready', method: RequestMethod.GET },
    ],
  });
  app.useGlobalPipes(new RequestValuePipe(), createValidationPipe());
}
