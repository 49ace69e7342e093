import { jetstreamManager, JetStreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { DomainEventMessage, StreamDefinition } from '@mailroom/contracts';
import { createTestDatabase, TestDatabase } from '@mailroom/testing';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, EntityManager } from 'typeorm';
import { EventBus, EventHandler } from '../events/event-bus';
import { JetStreamEventBus } from '../events/jetstream-event-bus';
import { createMessagingTables } from './messaging-tables';
import { Outbox } from './outbox';
import { OutboxRelay } from './outbox-relay';
import { PROCESSED_EVENT_KEEP_MS, pruneProcessedEvents } from './processed-event-retention';
import { runOnce } from './run-once';

// Real PostgreSQL and real NATS JetStream. Each test gets its own schema, stream, subjects and durable names,
// so that tests (and concurrent runs) never see each other's events.
const NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
const RUN = randomBytes(4).toString('hex');

type NatsConnection = Awaited<ReturnType<typeof connect>>;

interface TestContext {
  schema: string;
  stream: StreamDefinition;
  subject: string;
  otherSubject: string;
  outbox: Outbox;
  durable: string;
}

let database: TestDatabase | undefined;
let dataSource: DataSource | undefined;
let admin: NatsConnection | undefined;
let jsm: JetStreamManager;
let publisher: JetStreamEventBus | undefined;
const createdStreams: string[] = [];
let cleanups: (() => Promise<void>)[] = [];
let contextCount = 0;

function db(): DataSource {
  if (!dataSource) throw new Error('The data source is not initialized');
  return dataSource;
}

function bus(): JetStreamEventBus {
  if (!publisher) throw new Error('The publishing bus is not connected');
  return publisher;
}

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = new DataSource({ type: 'postgres', url: database.url, entities: [], synchronize: false });
  await dataSource.initialize();
  admin = await connect({ servers: [NATS_URL], name: `outbox-spec-admin-${RUN}` });
  jsm = await jetstreamManager(admin);
  publisher = await JetStreamEventBus.connect(NATS_URL, `outbox-spec-relay-${RUN}`);
});

afterEach(async () => {
  const pending = cleanups.reverse();
  cleanups = [];
  for (const cleanup of pending) await cleanup();
});

afterAll(async () => {
  await publisher?.close();
  for (const name of createdStreams) await jsm?.streams.delete(name).catch(() => false);
  await admin?.close();
  await dataSource?.destroy();
  await database?.drop();
});

async function newContext(): Promise<TestContext> {
  const id = `${RUN}_${++contextCount}`;
  const schema = `outbox_spec_${id}`;
  await db().query(`CREATE SCHEMA "${schema}"`);
  const queryRunner = db().createQueryRunner();
  try {
    await createMessagingTables(queryRunner, schema);
  } finally {
    await queryRunner.release();
  }
  // A piece of consumer state that idempotent handlers change.
  await db().query(`CREATE TABLE "${schema}"."counter" (id int PRIMARY KEY, n int NOT NULL)`);
  await db().query(`INSERT INTO "${schema}"."counter" (id, n) VALUES (1, 0)`);
  const subject = `outbox-spec-${id}.happened`;
  const otherSubject = `outbox-spec-${id}.other`;
  const stream: StreamDefinition = {
    name: `OUTBOX_SPEC_${id}`,
    subjects: [subject, otherSubject],
    maxAgeHours: 1,
  };
  createdStreams.push(stream.name);
  return { schema, stream, subject, otherSubject, outbox: new Outbox(schema), durable: `outbox-spec-${id}` };
}

async function consumerBus(name: string): Promise<JetStreamEventBus> {
  const consumer = await JetStreamEventBus.connect(NATS_URL, `outbox-spec-${name}-${RUN}`);
  cleanups.push(() => consumer.close());
  return consumer;
}

function startRelay(relay: OutboxRelay): OutboxRelay {
  relay.start();
  cleanups.push(() => relay.stop());
  return relay;
}

async function counter(schema: string): Promise<number> {
  const rows: { n: number }[] = await db().query(`SELECT n FROM "${schema}"."counter" WHERE id = 1`);
  return rows[0].n;
}

async function unpublishedCount(schema: string): Promise<number> {
  const rows: { count: string }[] = await db().query(
    `SELECT count(*) FROM "${schema}"."outbox" WHERE published_at IS NULL`,
  );
  return Number(rows[0].count);
}

async function waitFor(
  what: string,
  predicate: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(20);
  }
}

// Every message of the stream (a message may carry several events) acknowledged by the consumer.
async function waitUntilAcked(context: TestContext, durable: string): Promise<void> {
  await waitFor(`${durable} to ack the whole stream`, async () => {
    const last = (await jsm.streams.info(context.stream.name)).state.last_seq;
    const info = await jsm.consumers.info(context.stream.name, durable);
    return info.num_ack_pending === 0 && info.num_pending === 0 && info.ack_floor.stream_seq >= last;
  });
}

function incrementOnce(schema: string, consumer: string, event: DomainEventMessage): Promise<boolean> {
  return runOnce(db(), schema, consumer, event.event_id, async (manager) => {
    await manager.query(`UPDATE "${schema}"."counter" SET n = n + 1 WHERE id = 1`);
  });
}

// A bus's publishAll made of one publish call an event, settled together as the buses do.
function eachEvent(publish: (event: DomainEventMessage) => Promise<void>): EventBus['publishAll'] {
  return async (events) => {
    const outcomes = await Promise.allSettled(events.map(publish));
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    if (refused) throw refused.reason;
  };
}

// Delegates publish to the real bus and counts what each relay hands over; anything else is unexpected.
function countingBus(target: EventBus, counts: Map<string, number>): EventBus {
  return {
    publishAll: async (events) => {
      for (const event of events) counts.set(event.event_id, (counts.get(event.event_id) ?? 0) + 1);
      await target.publishAll(events);
    },
    subscribe: () => Promise.reject(new Error('The relay must not subscribe')),
    stopRetrying: () => undefined,
    close: () => Promise.reject(new Error('The relay must not close the bus')),
  };
}

describe('Outbox and OutboxRelay over JetStream', () => {
  it('relays an event committed with the state change to a durable consumer, unchanged', async () => {
    const context = await newContext();
    const received: DomainEventMessage[] = [];
    const consumer = await consumerBus('committed');
    await consumer.subscribe({
      durable: context.durable,
      stream: context.stream,
      subjects: [context.subject],
      handler: async (event) => {
        received.push(event);
      },
    });
    const relay = startRelay(new OutboxRelay(db(), context.schema, bus(), 50));

    const event = await db().transaction(async (manager) => {
      await manager.query(`UPDATE "${context.schema}"."counter" SET n = 42 WHERE id = 1`);
      return context.outbox.add(manager, context.subject, { domain: 'mail.example.com', team_id: 7 });
    });
    relay.kick();

    await waitFor('the event to be consumed', () => received.length >= 1);
    expect(received).toEqual([
      {
        event_id: event.event_id,
        subject: context.subject,
        occurred_at: event.occurred_at,
        data: { domain: 'mail.example.com', team_id: 7 },
      },
    ]);
    await waitFor(
      'the row to be marked published',
      async () => (await unpublishedCount(context.schema)) === 0,
    );
  });

  it('never publishes an event whose transaction rolled back', async () => {
    const context = await newContext();
    const received: DomainEventMessage[] = [];
    const consumer = await consumerBus('rollback');
    await consumer.subscribe({
      durable: context.durable,
      stream: context.stream,
      subjects: [context.subject],
      handler: async (event) => {
        received.push(event);
      },
    });

    await expect(
      db().transaction(async (manager) => {
        await context.outbox.add(manager, context.subject, { step: 'rolled back' });
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    // A committed event after it: the stream is ordered, so the rolled-back one would arrive first.
    await db().transaction((manager) => context.outbox.add(manager, context.subject, { step: 'committed' }));

    await expect(new OutboxRelay(db(), context.schema, bus()).relayBatch()).resolves.toBe(1);
    await waitFor('the committed event', () => received.length >= 1);
    expect(received.map((event) => event.data)).toEqual([{ step: 'committed' }]);
    const info = await jsm.streams.info(context.stream.name);
    expect(info.state.messages).toBe(1);
    // Limits retention keeps consumed messages too: the stream is bounded by age.
    expect(info.config.max_age).toBe(context.stream.maxAgeHours * 3_600_000 * 1_000_000);
  });

  it('leaves a row unpublished when the bus refuses it, and relays it on the next batch', async () => {
    const context = await newContext();
    const publish = jest
      .fn<Promise<void>, [DomainEventMessage]>()
      .mockRejectedValue(new Error('NATS is down'));
    const failing: EventBus = {
      publishAll: eachEvent(publish),
      subscribe: jest.fn().mockRejectedValue(new Error('unexpected subscribe')),
      stopRetrying: () => undefined,
      close: jest.fn().mockRejectedValue(new Error('unexpected close')),
    };
    await db().transaction((manager) => context.outbox.add(manager, context.subject, { step: 1 }));

    await expect(new OutboxRelay(db(), context.schema, failing).relayBatch()).rejects.toThrow('NATS is down');
    expect(publish).toHaveBeenCalledTimes(1);
    expect(await unpublishedCount(context.schema)).toBe(1);

    await bus().ensureStream(context.stream);
    await expect(new OutboxRelay(db(), context.schema, bus()).relayBatch()).resolves.toBe(1);
    expect(await unpublishedCount(context.schema)).toBe(0);
    await expect(new OutboxRelay(db(), context.schema, bus()).relayBatch()).resolves.toBe(0);
  });

  it('publishes the events of a claimed batch at once, in outbox order, and takes them out of the outbox once all were taken', async () => {
    const context = await newContext();
    const started: string[] = [];
    const releases: (() => void)[] = [];
    const held: EventBus = {
      publishAll: eachEvent(
        (event) =>
          new Promise<void>((resolve) => {
            started.push(event.event_id);
            releases.push(resolve);
          }),
      ),
      subscribe: () => Promise.reject(new Error('The relay must not subscribe')),
      stopRetrying: () => undefined,
      close: () => Promise.reject(new Error('The relay must not close the bus')),
    };
    const added = await db().transaction(async (manager) => [
      await context.outbox.add(manager, context.subject, { n: 1 }),
      await context.outbox.add(manager, context.subject, { n: 2 }),
      await context.outbox.add(manager, context.subject, { n: 3 }),
    ]);

    const relaying = new OutboxRelay(db(), context.schema, held).relayBatch();
    await waitFor('every publish to start', () => started.length === 3);
    expect(started).toEqual(added.map((event) => event.event_id));
    releases[0]();
    releases[2]();
    await sleep(100);
    expect(await unpublishedCount(context.schema)).toBe(3);
    releases[1]();
    await expect(relaying).resolves.toBe(3);
    expect(await unpublishedCount(context.schema)).toBe(0);
  });

  it('relays the commits kicked in while it lingers after a kick as one batch, long before its poll', async () => {
    const context = await newContext();
    const batches: { ids: string[]; at: number }[] = [];
    const recording: EventBus = {
      publishAll: async (events) => {
        if (events.length > 0) batches.push({ ids: events.map((e) => e.event_id), at: Date.now() });
      },
      subscribe: () => Promise.reject(new Error('The relay must not subscribe')),
      stopRetrying: () => undefined,
      close: () => Promise.reject(new Error('The relay must not close the bus')),
    };
    const lingerMs = 400;
    const relay = startRelay(new OutboxRelay(db(), context.schema, recording, 60_000, lingerMs));
    // The relay's first take, at start, finds nothing and leaves it idle until kicked.
    await sleep(200);

    const first = await db().transaction((manager) => context.outbox.add(manager, context.subject, { n: 1 }));
    const kickedAt = Date.now();
    relay.kick();
    const second = await db().transaction((manager) =>
      context.outbox.add(manager, context.subject, { n: 2 }),
    );
    relay.kick();

    await waitFor('a batch to be relayed', () => batches.length > 0);
    await sleep(200);
    expect(batches.map((batch) => batch.ids)).toEqual([[first.event_id, second.event_id]]);
    expect(batches[0].at - kickedAt).toBeGreaterThanOrEqual(lingerMs - 5);
    expect(batches[0].at - kickedAt).toBeLessThan(10_000);
  });

  it('leaves the whole batch unpublished when the bus refuses one of its events', async () => {
    const context = await newContext();
    const publish = jest
      .fn<Promise<void>, [DomainEventMessage]>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('NATS refused this one'))
      .mockResolvedValueOnce(undefined);
    const refusing: EventBus = {
      publishAll: eachEvent(publish),
      subscribe: jest.fn().mockRejectedValue(new Error('unexpected subscribe')),
      stopRetrying: () => undefined,
      close: jest.fn().mockRejectedValue(new Error('unexpected close')),
    };
    await db().transaction(async (manager) => {
      for (const n of [1, 2, 3]) await context.outbox.add(manager, context.subject, { n });
    });

    await expect(new OutboxRelay(db(), context.schema, refusing).relayBatch()).rejects.toThrow(
      'NATS refused this one',
    );
    expect(publish).toHaveBeenCalledTimes(3);
    expect(await unpublishedCount(context.schema)).toBe(3);
  });

  it('delivers every subject a wildcard subscription covers', async () => {
    const context = await newContext();
    const received: string[] = [];
    const consumer = await consumerBus('wildcard');
    await consumer.subscribe({
      durable: context.durable,
      stream: context.stream,
      subjects: [`${context.subject.split('.')[0]}.>`],
      handler: async (event) => {
        received.push(event.subject);
      },
    });
    await db().transaction(async (manager) => {
      await context.outbox.add(manager, context.subject, { step: 'one' });
      await context.outbox.add(manager, context.otherSubject, { step: 'two' });
    });

    await expect(new OutboxRelay(db(), context.schema, bus()).relayBatch()).resolves.toBe(2);
    await waitFor('both events', () => received.length >= 2);
    expect(received).toEqual([context.subject, context.otherSubject]);
  });

  it('delivers only the subjects a durable consumer subscribed to', async () => {
    const context = await newContext();
    const received: string[] = [];
    const consumer = await consumerBus('filter');
    await consumer.subscribe({
      durable: context.durable,
      stream: context.stream,
      subjects: [context.subject],
      handler: async (event) => {
        received.push(event.subject);
      },
    });
    await db().transaction(async (manager) => {
      await context.outbox.add(manager, context.otherSubject, { step: 'not subscribed' });
      await context.outbox.add(manager, context.subject, { step: 'subscribed' });
    });

    await expect(new OutboxRelay(db(), context.schema, bus()).relayBatch()).resolves.toBe(2);
    await waitFor('the subscribed event', () => received.length >= 1);
    await waitUntilAcked(context, context.durable);
    expect(received).toEqual([context.subject]);
  });

  it('redelivers an event whose handler failed, about 1 s later, and acks it once handled', async () => {
    const context = await newContext();
    const deliveries: { eventId: string; at: number }[] = [];
    const consumer = await consumerBus('redelivery');
    await consumer.subscribe({
      durable: context.durable,
      stream: context.stream,
      subjects: [context.subject],
      handler: async (event) => {
        deliveries.push({ eventId: event.event_id, at: Date.now() });
        if (deliveries.length === 1) throw new Error('a transient failure');
      },
    });
    const event = await db().transaction((manager) =>
      context.outbox.add(manager, context.subject, { step: 1 }),
    );
    await new OutboxRelay(db(), context.schema, bus()).relayBatch();

    await waitFor('the redelivery', () => deliveries.length >= 2);
    expect(deliveries.map((delivery) => delivery.eventId)).toEqual([event.event_id, event.event_id]);
    expect(deliveries[1].at - deliveries[0].at).toBeGreaterThanOrEqual(900);
    await waitUntilAcked(context, context.durable);
    // Acked: nothing comes back, neither after the next backoff step nor later.
    await sleep(1_000);
    expect(deliveries).toHaveLength(2);
  });

  it('changes state once when an event handled but not acked is redelivered (runOnce)', async () => {
    const context = await newContext();
    const outcomes: boolean[] = [];
    const consumer = await consumerBus('run-once');
    await consumer.subscribe({
      durable: context.durable,
      stream: context.stream,
      subjects: [context.subject],
      handler: async (event) => {
        outcomes.push(await incrementOnce(context.schema, 'counter', event));
        // The process dies after its transaction committed and before the ack reached NATS.
        if (outcomes.length === 1) throw new Error('crashed before the ack');
      },
    });
    await db().transaction((manager) => context.outbox.add(manager, context.subject, { step: 1 }));
    await new OutboxRelay(db(), context.schema, bus()).relayBatch();

    await waitFor('the redelivery', () => outcomes.length >= 2);
    await waitUntilAcked(context, context.durable);
    expect(outcomes).toEqual([true, false]);
    expect(await counter(context.schema)).toBe(1);
  });

  it('changes state once when two durables deliver the same event to one runOnce consumer name', async () => {
    const context = await newContext();
    const outcomes: boolean[] = [];
    const handler: EventHandler = async (event) => {
      outcomes.push(await incrementOnce(context.schema, 'counter', event));
    };
    const consumer = await consumerBus('shared-run-once');
    for (const durable of [`${context.durable}-a`, `${context.durable}-b`]) {
      await consumer.subscribe({ durable, stream: context.stream, subjects: [context.subject], handler });
    }
    await db().transaction((manager) => context.outbox.add(manager, context.subject, { step: 1 }));
    await new OutboxRelay(db(), context.schema, bus()).relayBatch();

    await waitFor('both deliveries', () => outcomes.length >= 2);
    expect([...outcomes].sort()).toEqual([false, true]);
    expect(await counter(context.schema)).toBe(1);
  });

  it('publishes each event exactly once with two relays on the same outbox', async () => {
    const context = await newContext();
    const total = 200;
    const deliveries: string[] = [];
    const applied: boolean[] = [];
    const consumer = await consumerBus('two-relays');
    await consumer.subscribe({
      durable: context.durable,
      stream: context.stream,
      subjects: [context.subject],
      handler: async (event) => {
        deliveries.push(event.event_id);
        applied.push(await incrementOnce(context.schema, 'counter', event));
      },
    });
    const published = new Map<string, number>();
    const relays = [1, 2].map((index) =>
      startRelay(new OutboxRelay(db(), context.schema, countingBus(bus(), published), 10 * index)),
    );

    const added = new Set<string>();
    for (let batch = 0; batch < total / 10; batch++) {
      await db().transaction(async (manager) => {
        for (let item = 0; item < 10; item++) {
          const event = await context.outbox.add(manager, context.subject, { n: batch * 10 + item });
          added.add(event.event_id);
        }
      });
      for (const relay of relays) relay.kick();
    }

    await waitFor('every event to be consumed', () => deliveries.length >= total, 30_000);
    await waitFor(
      'every row to be marked published',
      async () => (await unpublishedCount(context.schema)) === 0,
    );
    await waitUntilAcked(context, context.durable);
    expect(published.size).toBe(total);
    expect([...published.values()].filter((count) => count !== 1)).toEqual([]);
    expect(deliveries).toHaveLength(total);
    expect(new Set(deliveries)).toEqual(added);
    expect(applied.filter((outcome) => !outcome)).toEqual([]);
    expect(await counter(context.schema)).toBe(total);
  });

  it('gives a durable consumer that restarts the events published while it was down', async () => {
    const context = await newContext();
    const relay = new OutboxRelay(db(), context.schema, bus());
    const beforeRestart: DomainEventMessage[] = [];
    const first = await consumerBus('restart-1');
    await first.subscribe({
      durable: context.durable,
      stream: context.stream,
      subjects: [context.subject],
      handler: async (event) => {
        beforeRestart.push(event);
      },
    });
    const seen = await db().transaction((manager) =>
      context.outbox.add(manager, context.subject, { step: 'before' }),
    );
    await relay.relayBatch();
    await waitFor('the first event', () => beforeRestart.length >= 1);
    await waitUntilAcked(context, context.durable);
    await first.close();

    const missed = await db().transaction(async (manager) => [
      await context.outbox.add(manager, context.subject, { step: 'while down 1' }),
      await context.outbox.add(manager, context.subject, { step: 'while down 2' }),
    ]);
    await expect(relay.relayBatch()).resolves.toBe(2);

    const afterRestart: DomainEventMessage[] = [];
    const second = await consumerBus('restart-2');
    await second.subscribe({
      durable: context.durable,
      stream: context.stream,
      subjects: [context.subject],
      handler: async (event) => {
        afterRestart.push(event);
      },
    });
    await waitFor('the events published while down', () => afterRestart.length >= 2);
    await waitUntilAcked(context, context.durable);
    expect(beforeRestart.map((event) => event.event_id)).toEqual([seen.event_id]);
    expect(afterRestart.map((event) => event.event_id)).toEqual(missed.map((event) => event.event_id));
  });
});

// The scan nodes of an EXPLAIN (FORMAT JSON) plan that read the given table.
function scansOf(plan: unknown, table: string): string[] {
  const scans: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const fields = node as Record<string, unknown>;
    const type = fields['Node Type'];
    if (fields['Relation Name'] === table && typeof type === 'string' && type.endsWith('Scan'))
      scans.push(type);
    Object.values(fields).forEach(visit);
  };
  visit(plan);
  return scans.sort();
}

describe('OutboxRelay after thousands of relayed events', () => {
  it('takes a batch through the unpublished index, not by reading the rows taken before it', async () => {
    const context = await newContext();
    const outbox = `"${context.schema}"."outbox"`;
    // Statistics of an empty outbox, as autovacuum leaves them between bursts, and no vacuum meanwhile: every
    // event taken stays behind as a dead row.
    await db().query(`ALTER TABLE ${outbox} SET (autovacuum_enabled = off)`);
    await db().query(`ANALYZE ${outbox}`);
    const published: string[] = [];
    const accepting: EventBus = {
      publishAll: eachEvent(async (event) => {
        published.push(event.event_id);
      }),
      subscribe: () => Promise.reject(new Error('The relay must not subscribe')),
      stopRetrying: () => undefined,
      close: () => Promise.reject(new Error('The relay must not close the bus')),
    };
    // Every statement of a batch goes through its query runner; the take is also explained, with ANALYZE,
    // in a savepoint rolled back before it runs for real.
    const plans: unknown[] = [];
    const explaining = {
      createQueryRunner: () => {
        const runner = db().createQueryRunner();
        const query = async (text: unknown, parameters?: unknown[]) => {
          const sql = typeof text === 'string' ? text : (text as { text: string }).text;
          if (sql.startsWith(`DELETE FROM ${outbox}`)) {
            await runner.query('SAVEPOINT explained');
            const [{ 'QUERY PLAN': plan }] = await runner.query(
              `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`,
              parameters,
            );
            plans.push(plan);
            await runner.query('ROLLBACK TO SAVEPOINT explained');
          }
          return runner.query(text as string, parameters);
        };
        return { query, release: () => runner.release() };
      },
    } as unknown as DataSource;
    const relay = new OutboxRelay(explaining, context.schema, accepting);
    const add = (count: number) =>
      db().transaction((manager) =>
        context.outbox.addMany(
          manager,
          Array.from({ length: count }, (_, n) => ({ subject: context.subject, data: { n } })),
        ),
      );

    for (let burst = 0; burst < 100; burst++) {
      await add(40);
      await expect(relay.relayBatch()).resolves.toBe(40);
    }
    const last = await add(40);
    await expect(relay.relayBatch()).resolves.toBe(40);

    expect(published.slice(-40)).toEqual(last.map((event) => event.event_id));
    expect(published).toHaveLength(4_040);
    expect(await unpublishedCount(context.schema)).toBe(0);
    // By the index in seq order, then the locked rows by their place: neither 4,000 dead index entries
    // followed to the heap (a bitmap scan) nor every page of the table (a sequential scan).
    expect(scansOf(plans.at(-1), 'outbox')).toEqual(['Index Scan', 'Tid Scan']);
  });
});

describe('runOnce', () => {
  it('rolls back the seen mark with the handler writes when the handler fails, so a retry applies it', async () => {
    const context = await newContext();
    const eventId = '6f1c1d1e-0000-4000-8000-000000000001';
    await expect(
      runOnce(db(), context.schema, 'counter', eventId, async (manager) => {
        await manager.query(`UPDATE "${context.schema}"."counter" SET n = n + 1 WHERE id = 1`);
        throw new Error('the handler failed');
      }),
    ).rejects.toThrow('the handler failed');
    expect(await counter(context.schema)).toBe(0);
    const marks: unknown[] = await db().query(`SELECT 1 FROM "${context.schema}"."processed_event"`);
    expect(marks).toHaveLength(0);

    const event = {
      event_id: eventId,
      subject: context.subject,
      occurred_at: new Date().toISOString(),
      data: {},
    };
    await expect(incrementOnce(context.schema, 'counter', event)).resolves.toBe(true);
    await expect(incrementOnce(context.schema, 'counter', event)).resolves.toBe(false);
    expect(await counter(context.schema)).toBe(1);
  });

  it('lets exactly one of two concurrent deliveries of an event apply it', async () => {
    const context = await newContext();
    const eventId = '6f1c1d1e-0000-4000-8000-000000000002';
    const handle = jest.fn(async (manager: EntityManager) => {
      await manager.query(`UPDATE "${context.schema}"."counter" SET n = n + 1 WHERE id = 1`);
      await sleep(100);
    });
    const outcomes = await Promise.all([
      runOnce(db(), context.schema, 'counter', eventId, handle),
      runOnce(db(), context.schema, 'counter', eventId, handle),
    ]);
    expect([...outcomes].sort()).toEqual([false, true]);
    expect(handle).toHaveBeenCalledTimes(1);
    expect(await counter(context.schema)).toBe(1);
  });

  it('keeps the marks of different consumers apart', async () => {
    const context = await newContext();
    const eventId = '6f1c1d1e-0000-4000-8000-000000000003';
    const handle = jest.fn(async () => undefined);
    await expect(runOnce(db(), context.schema, 'webhooks', eventId, handle)).resolves.toBe(true);
    await expect(runOnce(db(), context.schema, 'campaigns', eventId, handle)).resolves.toBe(true);
    await expect(runOnce(db(), context.schema, 'webhooks', eventId, handle)).resolves.toBe(false);
    expect(handle).toHaveBeenCalledTimes(2);
  });
});

describe('pruneProcessedEvents', () => {
  it('forgets the handled events no stream can deliver again, and keeps the others', async () => {
    const context = await newContext();
    const now = Date.now();
    const mark = (consumer: string, ageMs: number) =>
      db().query(
        `INSERT INTO "${context.schema}"."processed_event" (consumer, event_id, processed_at)
         VALUES ($1, gen_random_uuid(), $2)`,
        [consumer, new Date(now - ageMs)],
      );
    await mark('suppression', PROCESSED_EVENT_KEEP_MS + 60_000);
    await mark('contact-status', PROCESSED_EVENT_KEEP_MS + 3_600_000);
    await mark('suppression', PROCESSED_EVENT_KEEP_MS - 60_000);
    await mark('contact-status', 1_000);

    await expect(pruneProcessedEvents(db(), context.schema, now)).resolves.toBe(2);
    const kept = await db().query<{ consumer: string }[]>(
      `SELECT consumer FROM "${context.schema}"."processed_event" ORDER BY processed_at`,
    );
    expect(kept.map((row) => row.consumer)).toEqual(['suppression', 'contact-status']);
    await expect(pruneProcessedEvents(db(), context.schema, now)).resolves.toBe(0);
  });
});
