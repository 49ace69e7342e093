import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ErrorCode, IMPORT_MAX_BYTES, ServiceError, ServiceErrorPayload } from '@mailroom/contracts';
import { metricsRegistry } from '@mailroom/observability';
import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { Gauge } from 'prom-client';
import { AccessGuard } from '../access/access.guard';
import { GatewayConfig } from '../config/gateway.config';
import { GATEWAY_CONFIG } from '../config/gateway.tokens';
import { csvTooLarge, takesForms } from './http-app';
import { FORM_BODY_LIMIT, formTooLarge } from './form-fields';
import { bodyTooLarge } from './http-error.filter';
import { leaveBodyUnread } from './json-body';
import { Release, RequestBodyRoom } from './request-body-room';

// Bodies up to this size go in without waiting for room (RequestBodyRoom): what an ordinary request holds.
const UNMETERED_BODY_BYTES = 1024 * 1024;
const RETRY_AFTER_NO_ROOM_SECONDS = '2';

// Large bodies are read only from a caller whose credentials hold, and once there is room for them
// (RequestBodyRoom), which they keep until the answer is sent or the connection closes. A Fastify hook,
// added as the app starts: it runs before the body is parsed, long before the guard and the routes.
@Injectable()
export class LargeBodyAdmission implements OnModuleInit {
  private readonly room: RequestBodyRoom;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly access: AccessGuard,
    private readonly adapterHost: HttpAdapterHost,
  ) {
    this.room = new RequestBodyRoom(config.requestBodies.inFlightBytes);
  }

  onModuleInit(): void {
    exposeRoom(this.room);
    this.addHook(this.adapterHost.httpAdapter.getInstance<FastifyInstance>());
  }

  private addHook(fastify: FastifyInstance): void {
    const { bodyLimitBytes, requestBodies } = this.config;
    const waitMs = requestBodies.waitSeconds * 1000;
    // An admitted body must have arrived by then, or its connection is closed: a client that sends a large
    // body slowly, or never, would otherwise keep its room from everyone else.
    const arrivalMs = requestBodies.arrivalSeconds * 1000;
    // Callback style: the ordinary request goes on without a promise of its own.
    fastify.addHook('preParsing', (request, reply, payload, done) => {
      const overLimit = declaredOverLimit(request, bodyLimitBytes);
      if (overLimit) return refuseUnread(request, reply, done, overLimit);
      const bytes = meteredBodyBytes(request, bodyLimitBytes);
      if (bytes === 0) return done(null, payload);
      // A route that takes no key (a form of a tracking link) or none at all: no credentials to ask, and no
      // failed authentication to count against the client's address.
      if (request.is404) return done(ServiceError.notFound());
      if (takesForms(request)) return done(new ServiceError(formTooLarge()));
      let release: Release | undefined;
      let late: NodeJS.Timeout | undefined;
      let closed = false;
      reply.raw.once('close', () => {
        closed = true;
        clearTimeout(late);
        release?.();
      });
      this.access
        .assertCredentials(request)
        .then(() => this.room.admit(bytes, waitMs))
        .then((admitted) => {
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
        })
        .catch((error: unknown) => done(error as Error));
    });
  }
}

// A body that says it is over its route's limit is never read. A tracking link's form is answered at once (its
// route takes no key); on a route that takes a key the request goes on without a body (Fastify would refuse
// its Content-Length before the guard), and the guard answers it after the key's checks; the connection is
// then closed, its body unread.
function refuseUnread(
  request: FastifyRequest,
  reply: FastifyReply,
  done: (error: Error | null, payload?: Readable) => void,
  answer: ServiceErrorPayload,
): void {
  void reply.header('Connection', 'close');
  if (request.is404) return done(ServiceError.notFound());
  if (takesForms(request)) return done(new ServiceError(answer));
  leaveBodyUnread(request, answer);
  request.raw.headers['content-length'] = '0';
  done(null, Readable.from([]));
}

// The answer to a body whose Content-Length is over its route's limit: a form's, a CSV import's or any other
// body's (BODY_LIMIT_BYTES). A chunked body is counted as it is read.
function declaredOverLimit(request: FastifyRequest, bodyLimit: number): ServiceErrorPayload | undefined {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (takesForms(request)) return declared > FORM_BODY_LIMIT ? formTooLarge() : undefined;
  if (isCsvImport(request)) return declared > IMPORT_MAX_BYTES ? csvTooLarge() : undefined;
  return declared > bodyLimit ? bodyTooLarge() : undefined;
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
  if (isCsvImport(request)) return 0;
  const declared = headers['content-length'];
  const bytes =
    declared !== undefined ? Number(declared) : headers['transfer-encoding'] !== undefined ? bodyLimit : 0;
  return bytes > UNMETERED_BODY_BYTES && bytes <= bodyLimit ? bytes : 0;
}

function isCsvImport(request: FastifyRequest): boolean {
  const config = request.routeOptions.config as { csvBody?: boolean } | undefined;
  return (
    config?.csvBody === true && request.headers['content-type']?.toLowerCase().startsWith('text/csv') === true
  );
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
