import { ErrorCode, ServiceError } from '@mailroom/contracts';
import { metricsRegistry } from '@mailroom/observability';
import { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge } from 'prom-client';
import { GatewayConfig } from '../config/gateway.config';
import { Release, RequestBodyRoom } from './request-body-room';

// Bodies up to this size go in without waiting for room (RequestBodyRoom): what an ordinary request holds.
const UNMETERED_BODY_BYTES = 1024 * 1024;
const RETRY_AFTER_NO_ROOM_SECONDS = '2';

// Large bodies are read only once there is room for them (RequestBodyRoom), which they hold until the answer
// is sent or the connection closes.
export function useRequestBodyRoom(fastify: FastifyInstance, config: GatewayConfig): void {
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
