import { Logger } from '@nestjs/common';
import { jetstream, jetstreamManager, JetStreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { AckPolicy } from '@nats-io/jetstream';
import { DomainEventMessage, ServiceError, StreamDefinition } from '@mailroom/contracts';
import { DatabaseUnavailableError } from '@mailroom/database';
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eventsConsumed } from '@mailroom/observability';
import { EventHandler, EventSubscription } from './event-bus';
import { eventsMessages, JetStreamEventBus } from './jetstream-event-bus';

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

// A new stream, and a subscription of a fresh consumer bus to its subject.
async function subscribedStream(
  options: Pick<EventSubscription, 'handler'> & Partial<EventSubscription>,
): Promise<{ stream: StreamDefinition; subject: string; durable: string }> {
  const created = newStream();
  const bus = await consumerBus();
  await bus.subscribe({ ...created, subjects: [created.subject], ...options });
  return created;
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
    await publisher!.publishAll([event]);
  }
}

function events(subject: string, numbers: number[]): DomainEventMessage[] {
  return numbers.map((n) => ({
    event_id: randomUUID(),
    subject,
    occurred_at: new Date().toISOString(),
    data: { n },
  }));
}

async function streamMessages(stream: StreamDefinition): Promise<number> {
  return (await jsm.streams.info(stream.name)).state.messages;
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

async function consumed(durable: string, outcome: string): Promise<number> {
  return (
    (await eventsConsumed.get()).values.find(
      (value) => value.labels.consumer === durable && value.labels.outcome === outcome,
    )?.value ?? 0
  );
}

// Until the consumer answered (acknowledged or terminated) every message up to `floor`, and holds none.
async function answered(
  stream: StreamDefinition,
  durable: string,
  floor: number,
  what: string,
): Promise<void> {
  await waitFor(what, async () => {
    const state = await acknowledged(stream, durable);
    return state.floor === floor && state.pending === 0;
  });
}

async function acknowledged(
  stream: StreamDefinition,
  durable: string,
): Promise<{ floor: number; pending: number }> {
  const info = await jsm.consumers.info(stream.name, durable);
  return { floor: info.ack_floor.stream_seq, pending: info.num_ack_pending };
}

describe('JetStreamEventBus streams', () => {
  // Every app declares every stream when it connects, and a cluster's apps start together: an app that found
  // no stream may see its add refused because another app created it meanwhile.
  it('takes a stream another process created between its look-up and its add, and brings it to its definition', async () => {
    const { stream } = newStream();
    const bus = await consumerBus();
    const streams = (bus as unknown as { jsm: JetStreamManager }).jsm.streams;
    const lookUp = streams.info.bind(streams);
    const spy = jest.spyOn(streams, 'info').mockImplementationOnce(async (name) => {
      const answer = lookUp(name);
      await answer.catch(async () => {
        // The other process, a step ahead, with a retention of its own.
        await jsm.streams.add({ name: stream.name, subjects: [...stream.subjects], max_age: 60 * 1e9 });
      });
      return answer;
    });
    await bus.ensureStream(stream);
    spy.mockRestore();
    const { config } = await jsm.streams.info(stream.name);
    expect({ subjects: config.subjects, maxAge: config.max_age }).toEqual({
      subjects: stream.subjects,
      maxAge: stream.maxAgeHours * 3_600 * 1e9,
    });
  });
});

describe('JetStreamEventBus subscriptions', () => {
  beforeAll(() => {
    // A test closes a bus while its consumer is pulling; the warning that follows is expected.
    Logger.overrideLogger(['error']);
  });

  afterAll(() => {
    Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose', 'fatal']);
  });

  it('handles one event at a time by default, in stream order', async () => {
    const log: string[] = [];
    const { stream, subject, durable } = await subscribedStream({
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
    await answered(stream, durable, 5, 'every event acknowledged');
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

  it('a replica that takes over after another closed gets the events that one had pulled within a second, not after the ack wait', async () => {
    const { stream, subject, durable } = newStream();
    const { handler, running, started } = gatedHandler();
    const leaving = await consumerBus();
    await leaving.subscribe({ durable, stream, subjects: [subject], handler, concurrency: 1 });
    await publish(stream, subject, 5);
    await waitFor('the first handler call', () => started.length === 1);
    // Every event pulled (what the server sends as the pull ends never reaches the bus: that waits out the
    // ack wait, as after a crash).
    await waitFor('five events delivered', async () => (await acknowledged(stream, durable)).pending === 5);
    const closing = leaving.close();
    running.get(1)!();
    await closing;

    const handled: number[] = [];
    const staying = await consumerBus();
    const tookOver = Date.now();
    await staying.subscribe({
      durable,
      stream,
      subjects: [subject],
      handler: async (event) => void handled.push((event.data as { n: number }).n),
    });
    // The consumer's ack wait is 30 s: events left with the closed bus would come back only after it.
    await waitFor('the four other events', () => handled.length === 4);
    expect(Date.now() - tookOver).toBeLessThan(10_000);
    expect(handled).toEqual([2, 3, 4, 5]);
    expect(started).toEqual([1]);
  });

  it('carries the consecutive events of a subject published together as one message, and hands each on in order', async () => {
    const handled: number[] = [];
    const { stream, subject, durable } = await subscribedStream({
      handler: async (event) => {
        handled.push((event.data as { n: number }).n);
      },
    });
    const published = events(subject, [1, 2, 3, 4, 5]);
    await publisher!.publishAll(published);
    // Published again as it was (a relay retrying a batch): JetStream keeps the first.
    await publisher!.publishAll(published);

    await waitFor('five events handled', () => handled.length === 5);
    expect(handled).toEqual([1, 2, 3, 4, 5]);
    expect(await streamMessages(stream)).toBe(1);
    await waitFor('the message acknowledged', async () => (await acknowledged(stream, durable)).floor === 1);
  });

  it('takes a batch that begins with the event of an earlier one and is as long, but carries other events', async () => {
    const handled: number[] = [];
    const { stream, subject } = await subscribedStream({
      handler: async (event) => {
        handled.push((event.data as { n: number }).n);
      },
    });
    // A relay's batch refused in part goes back to the outbox, and the next take (of this relay or another
    // replica's) may group its events otherwise.
    const [first, second, third] = events(subject, [1, 2, 3]);
    await publisher!.publishAll([first, second]);
    await publisher!.publishAll([first, third]);

    await waitFor('the third event handled', () => handled.includes(3));
    expect(handled).toEqual([1, 2, 1, 3]);
    expect(await streamMessages(stream)).toBe(2);
  });

  it('redelivers a whole message when one of its events failed, and acknowledges it once all passed', async () => {
    const handled: number[] = [];
    let failures = 1;
    const { stream, subject, durable } = await subscribedStream({
      concurrency: 3,
      handler: async (event) => {
        const n = (event.data as { n: number }).n;
        if (n === 2 && failures-- > 0) throw new Error('the second event fails once');
        handled.push(n);
      },
    });
    await publisher!.publishAll(events(subject, [1, 2, 3]));

    // After the redelivery backoff (1 s): the first and third events are handled again (handlers are
    // idempotent), the second for the first time.
    await waitFor('the redelivered message handled', () => handled.length === 5);
    expect([...handled].sort()).toEqual([1, 1, 2, 3, 3]);
    await answered(stream, durable, 1, 'the message acknowledged');
    // The consumed-events metric counts each handler call by its own outcome.
    expect({ ok: await consumed(durable, 'ok'), failed: await consumed(durable, 'failed') }).toEqual({
      ok: 5,
      failed: 1,
    });
  });

  it('gives up on a message after maxDeliver attempts: it is terminated, not left unanswered, and counted', async () => {
    let attempts = 0;
    const { stream, subject, durable } = await subscribedStream({
      maxDeliver: 1,
      handler: async () => {
        attempts += 1;
        throw new Error('always fails');
      },
    });
    await publisher!.publishAll(events(subject, [1]));

    await answered(stream, durable, 1, 'the message terminated');
    expect(attempts).toBe(1);
    expect(await consumed(durable, 'given_up')).toBe(1);
  });

  it('takes a message again past maxDeliver while the database or another context is unavailable, until it is handled', async () => {
    const outage = [
      new DatabaseUnavailableError('The database did not answer', false),
      ServiceError.unavailable(),
    ];
    let attempts = 0;
    const { stream, subject, durable } = await subscribedStream({
      maxDeliver: 1,
      handler: async () => {
        attempts += 1;
        const failure = outage.shift();
        if (failure) throw failure;
      },
    });
    await publisher!.publishAll(events(subject, [1]));

    // After the backoff of the first two deliveries (1 s, then 2 s).
    await answered(stream, durable, 1, 'the message acknowledged');
    expect(attempts).toBe(3);
    expect(await consumed(durable, 'given_up')).toBe(0);
  });

  it('gives up on a message only when none of its events met an outage: they would be lost with it', async () => {
    const calls: number[] = [];
    let outages = 1;
    const { stream, subject, durable } = await subscribedStream({
      maxDeliver: 1,
      handler: async (event) => {
        const n = (event.data as { n: number }).n;
        calls.push(n);
        if (n === 1) throw new Error('a bug');
        if (outages-- > 0) throw ServiceError.unavailable();
      },
    });
    await publisher!.publishAll(events(subject, [1, 2]));

    // The first delivery fails both (a bug, an outage): taken again after 1 s, when only the bug remains.
    await answered(stream, durable, 1, 'the message terminated');
    expect(calls).toEqual([1, 2, 1, 2]);
    expect(await consumed(durable, 'given_up')).toBe(1);
  });

  it('asks the server for no limit of deliveries, on a new consumer and on one an earlier version made with ten', async () => {
    const earlier = newStream();
    const bus = await consumerBus();
    await bus.ensureStream(earlier.stream);
    await jsm.consumers.add(earlier.stream.name, {
      durable_name: earlier.durable,
      ack_policy: AckPolicy.Explicit,
      max_deliver: 10,
    });
    await bus.subscribe({ ...earlier, subjects: [earlier.subject], handler: async () => undefined });
    const fresh = await subscribedStream({ handler: async () => undefined });

    for (const { stream, durable } of [earlier, fresh])
      expect((await jsm.consumers.info(stream.name, durable)).config.max_deliver).toBe(-1);
  });

  it('still takes a message of one event as it was published before batches, and gives up at once on one that is no JSON', async () => {
    const handled: unknown[] = [];
    const { stream, subject, durable } = await subscribedStream({
      handler: async (event) => {
        handled.push(event);
      },
    });
    const js = jetstream(admin!);
    const [single] = events(subject, [7]);
    await js.publish(subject, 'not json');
    await js.publish(subject, JSON.stringify(single));

    await waitFor('the single event handled', () => handled.length === 1);
    expect(handled).toEqual([single]);

    await waitFor('both messages answered', async () => (await acknowledged(stream, durable)).floor === 2);
  });
});

describe('eventsMessages', () => {
  it('groups consecutive events of a subject, up to 100 a message, and keeps their order', () => {
    const a = events('a.happened', [1, 2, 3]);
    const b = events('b.happened', [4]);
    const many = events(
      'a.happened',
      Array.from({ length: 150 }, (_, i) => 10 + i),
    );
    const messages = eventsMessages([...a, ...b, ...many]);

    expect(
      messages.map((message) => [message.subject, (JSON.parse(message.data) as unknown[]).length]),
    ).toEqual([
      ['a.happened', 3],
      ['b.happened', 1],
      ['a.happened', 100],
      ['a.happened', 50],
    ]);
    expect(messages.flatMap((message) => JSON.parse(message.data) as DomainEventMessage[])).toEqual([
      ...a,
      ...b,
      ...many,
    ]);
    // A message of one event keeps the event's id, as before batches; a batch is named by all its events.
    expect(messages[1].id).toBe(b[0].event_id);
    expect(messages[0].id).toMatch(new RegExp(`^${a[0].event_id}\\+3-`));
    expect(eventsMessages(a)[0].id).toBe(messages[0].id);
    expect(eventsMessages([a[0], a[2], a[1]])[0].id).not.toBe(messages[0].id);
  });

  it('starts a new message before one would pass 256 KiB of JSON', () => {
    const big = events('a.happened', [1, 2, 3]).map((event) => ({
      ...event,
      data: { text: 'x'.repeat(100_000) },
    }));
    const messages = eventsMessages(big);
    expect(messages.map((message) => (JSON.parse(message.data) as unknown[]).length)).toEqual([2, 1]);
    expect(Math.max(...messages.map((message) => message.data.length))).toBeLessThanOrEqual(256 * 1024);
  });
});
