import { INestApplicationContext, INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, MicroserviceOptions, Payload } from '@nestjs/microservices';
import { ErrorCode, ServiceError } from '@mailroom/contracts';
import { DatabaseUnavailableError } from '@mailroom/database';
import { QueryFailedError } from 'typeorm';
import { ObservabilityModule, PinoNestLogger } from '@mailroom/observability';
import { Writable } from 'node:stream';
import pino from 'pino';
import { BusClient, BusOutcomeUnknownError, BusTimeoutError } from '../bus-client';
import { BusHandler } from '../bus-handler';
import { MessagingModule } from '../messaging.module';
import { microserviceOptions, TransportSettings } from '../transport.settings';

// Request/reply through the in-process transport, with the same @BusHandler classes the NATS transport runs.
const settings: TransportSettings = { kind: 'in-process', requestTimeoutMs: 500 };

const received: unknown[] = [];
const hanging = new Set<() => void>();
const logLines: Record<string, unknown>[] = [];

@BusHandler()
class TestHandler {
  @MessagePattern('test.echo')
  echo(@Payload() data: unknown): unknown {
    received.push(data);
    return data;
  }

  @MessagePattern('test.refuse')
  refuse(): never {
    throw new ServiceError({ status: 409, error_code: ErrorCode.domainExists, message: 'x' });
  }

  @MessagePattern('test.refuse-async')
  async refuseLater(): Promise<never> {
    await Promise.resolve();
    throw new ServiceError({ status: 409, error_code: ErrorCode.domainExists, message: 'later' });
  }

  @MessagePattern('test.crash')
  crash(): never {
    throw new Error('boom');
  }

  // As a repository's statement fails when the watchdog finds the database hung.
  @MessagePattern('test.database-hung')
  async databaseHung(@Payload() data: { commit: boolean }): Promise<never> {
    await Promise.resolve();
    const cause = new DatabaseUnavailableError('The database did not answer', data.commit);
    throw new QueryFailedError(data.commit ? 'COMMIT' : 'SELECT 1', [], cause);
  }

  @MessagePattern('test.hang')
  async hang(): Promise<string> {
    await new Promise<void>((resolve) => hanging.add(resolve));
    return 'too late';
  }
}

@Module({ controllers: [TestHandler] })
class ServerModule {}

@Module({ imports: [ObservabilityModule, MessagingModule.forRoot(settings)] })
class ClientModule {}

// The logger the apps use, writing JSON lines where the test can read them.
function captureLogger(): PinoNestLogger {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done): void {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        logLines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return new PinoNestLogger(pino({ level: 'info' }, sink));
}

async function requestError(
  client: BusClient,
  subject: string,
  payload: unknown,
  timeoutMs?: number,
): Promise<ServiceError> {
  const outcome = await client.request(subject, payload, { timeoutMs }).then(
    (response) => ({ response }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome))
    throw new Error(`${subject} answered ${JSON.stringify(outcome.response)} instead of failing`);
  expect(outcome.error).toBeInstanceOf(ServiceError);
  return outcome.error as ServiceError;
}

describe('in-process request/reply through BusClient', () => {
  let server: INestMicroservice | undefined;
  let clientApp: INestApplicationContext | undefined;
  let client: BusClient;

  beforeAll(async () => {
    const logger = captureLogger();
    server = await NestFactory.createMicroservice<MicroserviceOptions>(ServerModule, {
      ...microserviceOptions(settings, 'test'),
      logger,
    });
    await server.listen();
    clientApp = await NestFactory.createApplicationContext(ClientModule, { logger });
    client = clientApp.get(BusClient);
  });

  afterEach(() => {
    for (const release of hanging) release();
    hanging.clear();
    received.length = 0;
    logLines.length = 0;
  });

  afterAll(async () => {
    await server?.close();
    await clientApp?.close();
  });

  it('answers with the handler result, both ways as JSON', async () => {
    const payload = {
      at: new Date('2024-05-06T07:08:09.010Z'),
      name: 'mail.example.com',
      tags: ['a'],
      none: undefined,
    };

    const answer = await client.request<Record<string, unknown>>('test.echo', payload);

    expect(answer).toEqual({ at: '2024-05-06T07:08:09.010Z', name: 'mail.example.com', tags: ['a'] });
    expect(received).toEqual([{ at: '2024-05-06T07:08:09.010Z', name: 'mail.example.com', tags: ['a'] }]);
  });

  it('maps a ServiceError thrown by the handler to the same ServiceError', async () => {
    const error = await requestError(client, 'test.refuse', {});

    expect(error.payload).toEqual({ status: 409, error_code: 'domain_exists', message: 'x' });
    expect(error.status).toBe(409);
    expect(error.message).toBe('x');
  });

  it('maps a ServiceError rejected by an async handler to the same ServiceError', async () => {
    const error = await requestError(client, 'test.refuse-async', {});

    expect(error.payload).toEqual({ status: 409, error_code: 'domain_exists', message: 'later' });
  });

  it('answers an unexpected error with a generic 500 carrying an error id', async () => {
    const error = await requestError(client, 'test.crash', {});

    expect(error.status).toBe(500);
    expect(error.payload.error_code).toBe('internal_error');
    expect(error.message).toMatch(/^An unexpected error occurred \(error id [0-9a-f-]{36}\)\.$/);
    expect(error.message).not.toContain('boom');
  });

  it('logs the cause of an unexpected error under err, with the error id it answered', async () => {
    const error = await requestError(client, 'test.crash', {});
    const errorId = /error id ([0-9a-f-]{36})/.exec(error.message)?.[1];

    expect(errorId).toBeDefined();
    expect(logLines).toContainEqual(
      expect.objectContaining({
        level: 50,
        error_id: errorId,
        err: expect.objectContaining({ message: 'boom' }),
      }),
    );
  });

  it('names the pattern that failed in the log line of an unexpected error', async () => {
    await requestError(client, 'test.crash', {});

    expect(logLines).toContainEqual(expect.objectContaining({ level: 50, pattern: 'test.crash' }));
  });

  it('answers a database that did not answer as 503, not 500, and says when a commit was left unknown', async () => {
    const refused = await requestError(client, 'test.database-hung', { commit: false });
    expect(refused.payload).toEqual({
      status: 503,
      error_code: 'service_unavailable',
      message: 'The service is unavailable, try again shortly.',
    });
    expect(refused).not.toBeInstanceOf(BusTimeoutError);

    // The caller treats it as a request not answered in time: it may still be done.
    const unconfirmed = await requestError(client, 'test.database-hung', { commit: true });
    expect(unconfirmed).toBeInstanceOf(BusOutcomeUnknownError);
    expect(unconfirmed).toBeInstanceOf(BusTimeoutError);
    expect(unconfirmed.payload).toMatchObject({ status: 503, error_code: 'service_unavailable' });
    expect(logLines).not.toContainEqual(expect.objectContaining({ level: 50 }));
  });

  it('answers 503 service_unavailable for a pattern nobody handles', async () => {
    const error = await requestError(client, 'test.nobody-listens', {});

    expect(error.payload).toMatchObject({ status: 503, error_code: 'service_unavailable' });
  });

  it('answers 503 service_unavailable after the timeout when the handler never answers', async () => {
    const started = Date.now();
    const error = await requestError(client, 'test.hang', {});

    expect(error.payload).toMatchObject({ status: 503, error_code: 'service_unavailable' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    // The handler is still waiting: the answer came from the timeout, not from it.
    expect(hanging.size).toBe(1);
  });

  it('applies a per-call timeout over the default one', async () => {
    // A timer of the default timeout, set after the call: the per-call timeout must answer before it fires.
    const call = requestError(client, 'test.hang', {}, 100).then((error) => ({ error }));
    const defaultTimeout = new Promise<'default timeout'>((resolve) =>
      setTimeout(() => resolve('default timeout'), settings.requestTimeoutMs),
    );
    const first = await Promise.race([call, defaultTimeout]);

    expect(first).toMatchObject({ error: { status: 503 } });
    await defaultTimeout;
  });

  it("names the caller's request id, a team's or an operator's, in the log line of an unexpected error", async () => {
    await requestError(client, 'test.crash', { ctx: { request_id: 'req-123' }, data: {} });
    await requestError(client, 'test.crash', { request_id: 'op-456', data: {} });

    expect(logLines).toContainEqual(expect.objectContaining({ level: 50, request_id: 'req-123' }));
    expect(logLines).toContainEqual(expect.objectContaining({ level: 50, request_id: 'op-456' }));
  });

  it('names the request id in the warning of a request that got no answer in time', async () => {
    await requestError(client, 'test.hang', { ctx: { request_id: 'req-789' }, data: {} }, 50);

    expect(logLines).toContainEqual(
      expect.objectContaining({ level: 40, request_id: 'req-789', msg: 'No answer to test.hang in time' }),
    );
  });

  it('answers 503 service_unavailable once the server is closed', async () => {
    await server?.close();
    server = undefined;

    const error = await requestError(client, 'test.echo', { after: 'close' });

    expect(error.payload).toMatchObject({ status: 503, error_code: 'service_unavailable' });
    expect(received).toEqual([]);
  });
});
