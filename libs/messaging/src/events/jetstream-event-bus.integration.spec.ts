import { Logger } from '@nestjs/common';
import { jetstreamManager, JetStreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { DomainEventMessage, StreamDefinition } from '@mailroom/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { EventHandler } from './event-bus';
import { JetStreamEventBus } from './jetstream-event-bus';

// How many handler calls a JetStream subscription runs at once, and when it acknowledges, on the local NATS
// server. Each test has its own stream, subject and durable, so that concurrent runs never meet.
const NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
const RUN = randomBytes(4).toString('hex');

type NatsConnection = Awaited<ReturnType<typeof connect>>;

let admin: NatsConnection | undefined;
let jsm: JetStreamManager;
let publisher: JetStreamEventBus | undefined;
const createdStreams: string[] = [];
let cleanups: (() => Promise<void>)[] = [];
// Handler calls a test holds: a failed test lets them go, so that closing its bus does not wait for them.
const held = new Set<() => void>();
let streamCount = 0;

beforeAll(async () => {
  admin = await connect({ servers: [NATS_URL], name: `jetstream-bus-spec-admin-${RUN}` });
  jsm = await jetstreamManager(admin);
  publisher = await JetStreamEventBus.connect(NATS_URL, `jetstream-bus-spec-publisher-${RUN}`);
});

afterEach(async () => {
  for (const release of held) release();
  held.clear();
  const pending = cleanups.reverse();
  cleanups = [];
  for (const cleanup of pending) await cleanup();
});

afterAll(async () => {
  await publisher?.close();
  for (const name of createdStreams) await jsm?.streams.delete(name).catch(() => false);
  await admin?.close();
});

function newStream(): { stream: StreamDefinition; subject: string; durable: string } {
  const id = `${RUN}_${++streamCount}`;
  const subject = `jetstream-bus-spec-${id}.happened`;
  const stream: StreamDefinition = { name: `JETSTREAM_BUS_SPEC_${id}`, subjects: [subject], maxAgeHours: 1 };
  createdStreams.push(stream.name);
  return { stream, subject, durable: `jetstream-bus-spec-${id}` };
}

async function consumerBus(): Promise<JetStreamEventBus> {
  const bus = await JetStreamEventBus.connect(NATS_URL, `jetstream-bus-spec-consumer-${RUN}`);
  cleanups.push(() => bus.close());
  return bus;
}

async function publish(stream: StreamDefinition, subject: string, count: number): Promise<void> {
  await publisher!.ensureStream(stream);
  for (let n = 1; n <= count; n++) {
    const event: DomainEventMessage = {
      event_id: randomUUID(),
      subject,
      occurred_at: new Date().toISOString(),
      data: { n },
    };
    await publisher!.publish(event);
  }
}

async function waitFor(what: string, predicate: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(20);
  }
}

// Handler calls that wait until the test lets each one finish, by the event's number.
function gatedHandler(): { handler: EventHandler; running: Map<number, () => void>; started: number[] } {
  const running = new Map<number, () => void>();
  const started: number[] = [];
  const handler: EventHandler = (event) =>
    new Promise<void>((resolve) => {
      const n = (event.data as { n: number }).n;
      started.push(n);
      running.set(n, resolve);
      held.add(resolve);
    });
  return { handler, running, started };
}

async function acknowledged(
  stream: StreamDefinition,
  durable: string,
): Promise<{ floor: number; pending: number }> {
  const info = await jsm.consumers.info(stream.name, durable);
  return { floor: info.ack_floor.stream_seq, pending: info.num_ack_pending };
}

describe('JetStreamEventBus subscriptions', () => {
  beforeAll(() => {
    // A test closes a bus while its consumer is pulling; the warning that follows is expected.
    Logger.overrideLogger(['error']);
  });

  afterAll(() => {
    Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose', 'fatal']);
  });

  it('handles one event at a time by default, in stream order', async () => {
    const { stream, subject, durable } = newStream();
    const log: string[] = [];
    const bus = await consumerBus();
    await bus.subscribe({
      durable,
      stream,
      subjects: [subject],
      handler: async (event) => {
        const n = (event.data as { n: number }).n;
        log.push(`start ${n}`);
        await sleep(20);
        log.push(`end ${n}`);
      },
    });
    await publish(stream, subject, 3);

    await waitFor('three events handled', () => log.length === 6);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
    await waitFor('every event acknowledged', async () => (await acknowledged(stream, durable)).floor === 3);
  });

  it('runs up to `concurrency` handler calls at once and acknowledges each event once its own call resolved', async () => {
    const { stream, subject, durable } = newStream();
    const { handler, running, started } = gatedHandler();
    const bus = await consumerBus();
    await bus.subscribe({ durable, stream, subjects: [subject], handler, concurrency: 3 });
    await publish(stream, subject, 5);

    await waitFor('three handler calls', () => started.length === 3);
    await sleep(200);
    expect(started).toEqual([1, 2, 3]);
    expect(await acknowledged(stream, durable)).toMatchObject({ floor: 0 });

    // The second finishes first: it alone is acknowledged, and the fourth event starts in its place.
    running.get(2)!();
    await waitFor('the fourth handler call', () => started.length === 4);
    await waitFor('the second event acknowledged', async () => {
      const state = await acknowledged(stream, durable);
      return state.floor === 0 && state.pending === 4;
    });
    expect(started).toEqual([1, 2, 3, 4]);

    for (const n of [1, 3, 4]) running.get(n)!();
    await waitFor('the fifth handler call', () => started.length === 5);
    running.get(5)!();
    await waitFor('every event acknowledged', async () => {
      const state = await acknowledged(stream, durable);
      return state.floor === 5 && state.pending === 0;
    });
  });

  it('on close, stops taking events and waits for the calls in flight to finish and be acknowledged', async () => {
    const { stream, subject, durable } = newStream();
    const { handler, running, started } = gatedHandler();
    const bus = await consumerBus();
    await bus.subscribe({ durable, stream, subjects: [subject], handler, concurrency: 2 });
    await publish(stream, subject, 4);
    await waitFor('two handler calls', () => started.length === 2);

    let closed = false;
    const closing = bus.close().then(() => (closed = true));
    await sleep(100);
    expect(closed).toBe(false);
    for (const n of [1, 2]) running.get(n)!();
    await closing;

    expect(started).toEqual([1, 2]);
    expect(await acknowledged(stream, durable)).toMatchObject({ floor: 2 });
  });
});
