import { INestApplication, RequestMethod } from '@nestjs/common';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { ErrorCode, MAX_TRACKING_TOKEN_LENGTH, ServiceError } from '@mailroom/contracts';
import { httpRequestDuration, metricsRegistry } from '@mailroom/observability';
import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { IncomingMessage } from 'node:http';
import { Gauge } from 'prom-client';
import { GatewayConfig } from '../config/gateway.config';
import { sendError } from './http-error.filter';
import { useBoundedJsonBodies } from './json-body';
import { setUpOpenApi } from './openapi';
import { Release, RequestBodyRoom } from './request-body-room';
import { RequestValuePipe } from './request-value.pipe';
import { createValidationPipe } from './validation.pipe';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;
const FORM_BODY_LIMIT = 64 * 1024;
// Bodies up to this size go in without waiting for room (RequestBodyRoom): what an ordinary request holds.
const UNMETERED_BODY_BYTES = 1024 * 1024;
const RETRY_AFTER_NO_ROOM_SECONDS = '2';

// The Fastify route config (@RouteConfig) of a route that takes an HTML form's body. Nest's adapter parses
// urlencoded bodies on every route; on a form route, multipart bodies are parsed into an object of strings
// too, and a body of any other type is ignored. Other routes keep answering 415 to those types.
export const FORM_BODY_ROUTE = { formBody: true } as const;

// The Fastify route config of a route that takes a CSV body (text/csv): the handler gets the body as a stream
// and bounds it itself. Other routes answer 415 to CSV.
export const CSV_BODY_ROUTE = { csvBody: true } as const;

export function createFastifyAdapter(config: GatewayConfig): FastifyAdapter {
  const adapter = new FastifyAdapter({
    bodyLimit: config.bodyLimitBytes,
    // Tracking tokens are path parameters, and a click token carries its whole target URL.
    routerOptions: { maxParamLength: MAX_TRACKING_TOKEN_LENGTH },
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    genReqId: (request: IncomingMessage) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    return503OnClosing: true,
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
  useRequestBodyRoom(fastify, config);
  useBoundedJsonBodies(adapter, config.bodyLimitBytes);
  addFormBodyParsers(fastify);
  addCsvBodyParser(fastify);
  return adapter;
}

// Large bodies are read only once there is room for them (RequestBodyRoom), which they hold until the answer
// is sent or the connection closes.
function useRequestBodyRoom(fastify: FastifyInstance, config: GatewayConfig): void {
  const room = new RequestBodyRoom(config.requestBodies.inFlightBytes);
  exposeRoom(room);
  const waitMs = config.requestBodies.waitSeconds * 1000;
  // An admitted body must have arrived by then, or its connection is closed: a client that sends a large
  // body slowly, or never, would otherwise keep its room from everyone else.
  const arrivalMs = config.requestBodies.arrivalSeconds * 1000;
  // Callback style: the ordinary request goes on without a promise of its own.
  fastify.addHook('preParsing', (request, reply, payload, done) => {
    const bytes = meteredBodyBytes(request, config.bodyLimitBytes);
    if (bytes === 0) return done(null, payload);
    let release: Release | undefined;
    let late: NodeJS.Timeout | undefined;
    let closed = false;
    reply.raw.once('close', () => {
      closed = true;
      clearTimeout(late);
      release?.();
    });
    void room.admit(bytes, waitMs).then((admitted) => {
      if (!admitted) return done(noRoomForBody());
      if (closed) {
        // The client went away while its body waited: the room goes back at once.
        admitted();
        return done(null, payload);
      }
      release = admitted;
      late = setTimeout(() => request.raw.destroy(), arrivalMs);
      payload.once('end', () => clearTimeout(late));
      done(null, payload);
    });
  });
}

function noRoomForBody(): ServiceError {
  return new ServiceError({
    status: 503,
    error_code: ErrorCode.serviceUnavailable,
    message:
      'The service is reading as many large request bodies as it holds at once; retry in a few seconds.',
    headers: { 'Retry-After': RETRY_AFTER_NO_ROOM_SECONDS },
  });
}

// What a body will hold, from its Content-Length (the limit when it does not say): 0 for an ordinary body, a
// CSV import (its handler streams it) and a body over the limit (refused before it is read).
function meteredBodyBytes(request: FastifyRequest, bodyLimit: number): number {
  const { headers } = request;
  if (headers['content-type']?.toLowerCase().startsWith('text/csv')) return 0;
  const declared = headers['content-length'];
  const bytes =
    declared !== undefined ? Number(declared) : headers['transfer-encoding'] !== undefined ? bodyLimit : 0;
  return bytes > UNMETERED_BODY_BYTES && bytes <= bodyLimit ? bytes : 0;
}

function exposeRoom(room: RequestBodyRoom): void {
  for (const [name, help, value] of [
    [
      'mailroom_http_request_body_bytes_admitted',
      'Bytes of large request bodies admitted and not yet answered',
      () => room.bytesAdmitted,
    ],
    [
      'mailroom_http_request_bodies_waiting',
      'Large request bodies waiting for room before they are read',
      () => room.bodiesWaiting,
    ],
  ] as const) {
    metricsRegistry.removeSingleMetric(name);
    new Gauge({
      name,
      help,
      registers: [metricsRegistry],
      collect() {
        this.set(value());
      },
    });
  }
}

function addFormBodyParsers(fastify: FastifyInstance): void {
  const options = { bodyLimit: FORM_BODY_LIMIT };
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
  // Any other type: Fastify's own answer (415), except on form routes where the body is no form at all.
  fastify.addContentTypeParser('*', { ...options, parseAs: 'buffer' }, (request, _body, done) => {
    if (!takesForms(request)) return done(unsupportedMediaType(), undefined);
    done(null, undefined);
  });
}

function addCsvBodyParser(fastify: FastifyInstance): void {
  fastify.addContentTypeParser('text/csv', (request, payload, done) => {
    const config = request.routeOptions.config as { csvBody?: boolean } | undefined;
    if (config?.csvBody !== true && !request.is404) return done(unsupportedMediaType(), undefined);
    done(null, payload);
  });
}

// Unknown routes go on to their 404 whatever the body.
function takesForms(request: FastifyRequest): boolean {
  const config = request.routeOptions.config as { formBody?: boolean } | undefined;
  return config?.formBody === true || request.is404;
}

// The platform's multipart parser; a body it cannot read has no fields.
async function multipartFields(body: Buffer, contentType: string): Promise<Record<string, string>> {
  try {
    const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    return Object.fromEntries(
      [...form].filter((field): field is [string, string] => typeof field[1] === 'string'),
    );
  } catch {
    return {};
  }
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
