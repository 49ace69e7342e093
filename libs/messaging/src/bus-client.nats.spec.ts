import { Controller, INestApplicationContext, INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, MicroserviceOptions, Payload, ServerNats } from '@nestjs/microservices';
import { ErrorCode, ServiceError } from '@mailroom/contracts';
import type { NatsConnection } from '@nats-io/transport-node';
import { ObservabilityModule, PinoNestLogger } from '@mailroom/observability';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { BusClient, BusSilenceError, BusTimeoutError } from './bus-client';
import { BusHandler } from './bus-handler';
import { MessagingModule } from './messaging.module';
import { NatsServiceServer } from './nats-service.server';
import { microserviceOptions, TransportSettings } from './transport.settings';

// The same request/reply contract as the in-process transport, over the local NATS server. Subjects and the
// queue group are unique per run so that concurrent runs never answer each other.
const RUN = randomBytes(4).toString('hex');
const SILENCE_MS = 600;
const NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
const settings: TransportSettings = {
  kind: 'nats',
  url: NATS_URL,
  requestTimeoutMs: 1_000,
  silenceMs: SILENCE_MS,
  name: `bus-client-spec-${RUN}`,
};
const QUEUE = `bus-client-spec-${RUN}`;
const Subject = {
  echo: `test-${RUN}.echo`,
  refuse: `test-${RUN}.refuse`,
  crash: `test-${RUN}.crash`,
  hang: `test-${RUN}.hang`,
  slow: `test-${RUN}.slow`,
  large: `test-${RUN}.large`,
  slower: `test-${RUN}.slower`,
  unacknowledged: `test-${RUN}.unacknowledged`,
  nobody: `test-${RUN}.nobody-listens`,
} as const;

const received: unknown[] = [];
const answered: string[] = [];
const hanging = new Set<() => void>();
const logLines: Record<string, unknown>[] = [];

@BusHandler()
class TestHandler {
  @MessagePattern(Subject.echo)
  echo(@Payload() data: unknown): unknown {
    received.push(data);
    return data;
  }

  @MessagePattern(Subject.refuse)
  refuse(): never {
    throw new ServiceError({ status: 409, error_code: ErrorCode.domainExists, message: 'x' });
  }

  @MessagePattern(Subject.crash)
  crash(): never {
    throw new Error('boom');
  }

  @MessagePattern(Subject.large)
  large(@Payload() data: { bytes: number }): { text: string } {
    const text = randomBytes(Math.ceil((data.bytes * 3) / 4)).toString('base64');
    answered.push(text);
    return { text };
  }

  @MessagePattern(Subject.slow)
  async slow(@Payload() data: unknown): Promise<unknown> {
    await new Promise((resolve) => setTimeout(resolve, 400));
    return data;
  }

  // Several times the silence allowed: only its progress messages keep the caller waiting.
  @MessagePattern(Subject.slower)
  async slower(@Payload() data: unknown): Promise<unknown> {
    await new Promise((resolve) => setTimeout(resolve, 4 * SILENCE_MS));
    return data;
  }

  @MessagePattern(Subject.hang)
  async hang(): Promise<string> {
    await new Promise<void>((resolve) => hanging.add(resolve));
    return 'too late';
  }
}

@Module({ controllers: [TestHandler] })
class ServerModule {}

// Served by Nest's own NATS server, as by a service of an earlier version: no acknowledgement, no progress.
@Controller()
class UnacknowledgingHandler {
  @MessagePattern(Subject.unacknowledged)
  async slower(@Payload() data: unknown): Promise<unknown> {
    await new Promise((resolve) => setTimeout(resolve, 4 * SILENCE_MS));
    return data;
  }
}

@Module({ controllers: [UnacknowledgingHandler] })
class UnacknowledgingServerModule {}

@Module({ imports: [ObservabilityModule, MessagingModule.forRoot(settings)] })
class ClientModule {}

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

// Nest's own server resolves listen() once the subscriptions are made locally; a request sent before the NATS
// server has them finds no responders.
async function subscribed(server: ServerNats): Promise<void> {
  await server.unwrap<{ flush(): Promise<void> }>().flush();
}

async function waitUntil(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('NATS request/reply through BusClient', () => {
  let server: INestMicroservice | undefined;
  let strategy: NatsServiceServer;
  let clientApp: INestApplicationContext | undefined;
  let client: BusClient;

  beforeAll(async () => {
    const logger = captureLogger();
    await startServer(logger);
    clientApp = await NestFactory.createApplicationContext(ClientModule, { logger });
    client = clientApp.get(BusClient);
  });

  afterEach(() => {
    for (const release of hanging) release();
    hanging.clear();
    received.length = 0;
    answered.length = 0;
    logLines.length = 0;
  });

  afterAll(async () => {
    for (const release of hanging) release();
    await server?.close();
    await clientApp?.close();
  });

  async function startServer(logger?: PinoNestLogger): Promise<void> {
    const options = microserviceOptions(settings, QUEUE) as { strategy: NatsServiceServer };
    strategy = options.strategy;
    server = await NestFactory.createMicroservice<MicroserviceOptions>(ServerModule, {
      ...options,
      ...(logger ? { logger } : {}),
    });
    await server.listen();
  }

  it('answers with the handler result, a Date arriving as its ISO string', async () => {
    const payload = { at: new Date('2024-05-06T07:08:09.010Z'), name: 'mail.example.com', tags: ['a'] };

    const answer = await client.request<Record<string, unknown>>(Subject.echo, payload);

    expect(answer).toEqual({ at: '2024-05-06T07:08:09.010Z', name: 'mail.example.com', tags: ['a'] });
    expect(received).toEqual([{ at: '2024-05-06T07:08:09.010Z', name: 'mail.example.com', tags: ['a'] }]);
  });

  it("refuses a request over the NATS server's max_payload with a 422 of the body, and sends nothing", async () => {
    const maxPayload = strategy.unwrap<NatsConnection>().info!.max_payload;

    const error = await requestError(client, Subject.echo, { text: 'x'.repeat(maxPayload) });

    expect(error.payload).toEqual({
      status: 422,
      error_code: 'validation_error',
      message: 'The request is too large for this deployment.',
      errors: { body: [expect.stringContaining(`(max_payload ${maxPayload} bytes)`)] },
    });
    expect(received).toEqual([]);
    // Up to the limit, the bus carries it (a megabyte each way: on a loaded machine, more than the usual
    // timeout).
    const answer = await client.request<{ text: string }>(
      Subject.echo,
      { text: 'x'.repeat(maxPayload - 1024) },
      { timeoutMs: 60_000 },
    );
    expect(answer.text).toHaveLength(maxPayload - 1024);
  });

  it("carries an answer over the NATS server's max_payload whole, in parts joined in order", async () => {
    const maxPayload = strategy.unwrap<NatsConnection>().info!.max_payload;

    for (const bytes of [maxPayload - 5000, maxPayload, 3 * maxPayload + 17]) {
      const answer = await client.request<{ text: string }>(Subject.large, { bytes });
      expect(answer.text.length).toBeGreaterThanOrEqual(bytes);
      expect(answer.text === answered.at(-1)).toBe(true);
    }
    // The bus still answers small requests after large ones.
    await expect(client.request(Subject.echo, { n: 1 })).resolves.toEqual({ n: 1 });
  });

  it('maps a ServiceError thrown by the handler to the same ServiceError', async () => {
    const error = await requestError(client, Subject.refuse, {});

    expect(error.payload).toEqual({ status: 409, error_code: 'domain_exists', message: 'x' });
    expect(error.status).toBe(409);
  });

  it('answers an unexpected error with a generic 500 carrying an error id', async () => {
    const error = await requestError(client, Subject.crash, {});

    expect(error.status).toBe(500);
    expect(error.payload.error_code).toBe('internal_error');
    expect(error.message).toMatch(/^An unexpected error occurred \(error id [0-9a-f-]{36}\)\.$/);
    expect(error.message).not.toContain('boom');
  });

  it('names the subject that failed in the log line of an unexpected error', async () => {
    await requestError(client, Subject.crash, {});

    expect(logLines).toContainEqual(expect.objectContaining({ level: 50, pattern: Subject.crash }));
  });

  it('answers 503 service_unavailable at once when nobody listens on the subject', async () => {
    // Far beyond the test's own time limit: only NATS's "no responders" can end this request in time.
    const error = await requestError(client, Subject.nobody, {}, 600_000);

    expect(error.payload).toMatchObject({ status: 503, error_code: 'service_unavailable' });
    expect(error).not.toBeInstanceOf(BusTimeoutError);
  });

  it('waits the whole request timeout for a handler that is slow but alive', async () => {
    await expect(client.request(Subject.slower, { n: 2 }, { timeoutMs: 60_000 })).resolves.toEqual({ n: 2 });
  });

  it('waits the whole request timeout for a server that sends no progress (an earlier version)', async () => {
    const earlierStrategy = new ServerNats({ servers: [NATS_URL], queue: QUEUE });
    const earlier = await NestFactory.createMicroservice<MicroserviceOptions>(UnacknowledgingServerModule, {
      strategy: earlierStrategy,
    });
    await earlier.listen();
    await subscribed(earlierStrategy);
    try {
      await expect(client.request(Subject.unacknowledged, { n: 3 }, { timeoutMs: 60_000 })).resolves.toEqual({
        n: 3,
      });
    } finally {
      await earlier.close();
    }
  });

  it('answers 503 service_unavailable soon after the serving process goes silent, not after the timeout', async () => {
    const pending = requestError(client, Subject.hang, {}, 600_000);
    await waitUntil(() => hanging.size === 1);
    // What the caller sees of a process killed mid-request: its connection to NATS is gone.
    await strategy.unwrap<{ close(): Promise<void> }>().close();

    const error = await pending;

    expect(error).toBeInstanceOf(BusSilenceError);
    expect(error.payload).toMatchObject({ status: 503, error_code: 'service_unavailable' });
    expect(logLines).toContainEqual(
      expect.objectContaining({ level: 40, msg: `The service handling ${Subject.hang} went silent` }),
    );
    for (const release of hanging) release();
    hanging.clear();
    await server?.close();
    await startServer();
  });

  it('answers 503 service_unavailable after the timeout when the handler never answers', async () => {
    const started = Date.now();
    const error = await requestError(client, Subject.hang, {});

    expect(error.payload).toMatchObject({ status: 503, error_code: 'service_unavailable' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    // The handler is still waiting: the answer came from the timeout, not from it.
    expect(hanging.size).toBe(1);
  });

  it('answers a request that is in flight when the server closes, then takes no more', async () => {
    const inFlight = client.request(Subject.slow, { n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await server?.close();
    const closeTook = Date.now() - started;
    server = undefined;

    await expect(inFlight).resolves.toEqual({ n: 1 });
    expect(closeTook).toBeGreaterThanOrEqual(200);
    expect((await requestError(client, Subject.echo, { after: 'close' })).status).toBe(503);

    await startServer();
  });

  it('takes requests as soon as listen() has returned', async () => {
    await server?.close();
    await startServer();

    await expect(client.request(Subject.echo, { n: 'first' })).resolves.toEqual({ n: 'first' });
  });

  it('answers every request the NATS server routed to it before it saw the server close', async () => {
    // Requests still on their way when the server unsubscribes: those NATS routed here before the UNSUB
    // arrived must be handled, not dropped; the others find no responders at once. Each may wait long: on a
    // busy machine, answering 2,000 of them while closing takes more than the client's usual timeout, and
    // only a request that is never answered is lost.
    const requests = Array.from({ length: 2000 }, (_, n) =>
      client.request(Subject.echo, { n }, { timeoutMs: 30_000 }).then(
        () => 'answered',
        (error: ServiceError) => (error instanceof BusTimeoutError ? 'lost' : 'no responders'),
      ),
    );
    await waitUntil(() => received.length > 0);
    await server?.close();
    server = undefined;

    const outcomes = await Promise.all(requests);

    expect(outcomes.filter((outcome) => outcome === 'lost')).toEqual([]);
    expect(outcomes.filter((outcome) => outcome === 'answered')).toHaveLength(received.length);
    await startServer();
  });

  it('answers 503 service_unavailable once the server app is closed', async () => {
    await expect(client.request(Subject.echo, { before: 'close' })).resolves.toEqual({ before: 'close' });
    await server?.close();
    server = undefined;
    received.length = 0;

    const error = await requestError(client, Subject.echo, { after: 'close' });

    expect(error.payload).toMatchObject({ status: 503, error_code: 'service_unavailable' });
    expect(received).toEqual([]);
  });
});
