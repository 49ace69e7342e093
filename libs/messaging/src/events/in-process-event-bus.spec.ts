import { Logger } from '@nestjs/common';
import { DomainEventMessage, ServiceError, StreamDefinition } from '@mailroom/contracts';
import { DatabaseUnavailableError } from '@mailroom/database';
import { eventsConsumed } from '@mailroom/observability';
import { DEFAULT_MAX_DELIVER, EventHandler, redeliveryDelayMs } from './event-bus';
import { InProcessEventBus } from './in-process-event-bus';

const stream: StreamDefinition = {
  name: 'TEST_EVENTS',
  subjects: ['test.created', 'test.deleted'],
  maxAgeHours: 1,
};

function event(subject: string, data: unknown = { n: 1 }): DomainEventMessage {
  return {
    event_id: '0b0a4e4c-1111-4222-8333-444455556666',
    subject,
    occurred_at: '2024-01-02T03:04:05.000Z',
    data,
  };
}

describe('InProcessEventBus', () => {
  beforeAll(() => {
    // Failures are expected here; their log lines would only be noise.
    Logger.overrideLogger(false);
  });

  afterAll(() => {
    Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose', 'fatal']);
  });

  it('delivers to a wildcard subscription as JetStream would', async () => {
    const bus = new InProcessEventBus(() => 0);
    const everything = jest.fn<Promise<void>, [DomainEventMessage]>().mockResolvedValue(undefined);
    await bus.subscribe({ durable: 'all', stream, subjects: ['test.>'], handler: everything });

    await bus.publishAll([event('test.created')]);
    await bus.publishAll([event('test.deleted')]);
    await bus.publishAll([event('other.created')]);

    expect(everything.mock.calls.map(([received]) => received.subject)).toEqual([
      'test.created',
      'test.deleted',
    ]);
  });

  it('delivers an event only to the subscribers of its subject', async () => {
    const bus = new InProcessEventBus(() => 0);
    const created = jest.fn<Promise<void>, [DomainEventMessage]>().mockResolvedValue(undefined);
    const deleted = jest.fn<Promise<void>, [DomainEventMessage]>().mockResolvedValue(undefined);
    await bus.subscribe({
      durable: 'created-consumer',
      stream,
      subjects: ['test.created'],
      handler: created,
    });
    await bus.subscribe({
      durable: 'deleted-consumer',
      stream,
      subjects: ['test.deleted'],
      handler: deleted,
    });

    await bus.publishAll([event('test.created', { at: '2024-01-02T03:04:05.000Z' })]);

    expect(deleted).not.toHaveBeenCalled();
    expect(created).toHaveBeenCalledTimes(1);
    expect(created).toHaveBeenCalledWith(event('test.created', { at: '2024-01-02T03:04:05.000Z' }));
  });

  it('delivers to every matching subscriber', async () => {
    const bus = new InProcessEventBus(() => 0);
    const first = jest.fn<Promise<void>, [DomainEventMessage]>().mockResolvedValue(undefined);
    const second = jest.fn<Promise<void>, [DomainEventMessage]>().mockResolvedValue(undefined);
    await bus.subscribe({
      durable: 'first',
      stream,
      subjects: ['test.created', 'test.deleted'],
      handler: first,
    });
    await bus.subscribe({ durable: 'second', stream, subjects: ['test.deleted'], handler: second });

    await bus.publishAll([event('test.deleted')]);

    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('does not wait for anyone when no subscriber matches', async () => {
    const bus = new InProcessEventBus(() => 0);
    const handler = jest.fn<Promise<void>, [DomainEventMessage]>().mockResolvedValue(undefined);
    await bus.subscribe({ durable: 'created-consumer', stream, subjects: ['test.created'], handler });

    await expect(bus.publishAll([event('test.unknown')])).resolves.toBeUndefined();
    expect(handler).not.toHaveBeenCalled();
  });

  it('retries a failing handler with the retry delay of each attempt until it succeeds', async () => {
    const retryDelay = jest.fn((_attempt: number) => 1);
    const bus = new InProcessEventBus(retryDelay);
    const handler = jest
      .fn<Promise<void>, [DomainEventMessage]>()
      .mockRejectedValueOnce(new Error('first failure'))
      .mockRejectedValueOnce(new Error('second failure'))
      .mockResolvedValue(undefined);
    await bus.subscribe({ durable: 'flaky', stream, subjects: ['test.created'], handler });

    await bus.publishAll([event('test.created')]);

    expect(handler).toHaveBeenCalledTimes(3);
    expect(retryDelay.mock.calls).toEqual([[1], [2]]);
  });

  it('gives up after maxDeliver attempts without failing the publish', async () => {
    const retryDelay = jest.fn((_attempt: number) => 1);
    const bus = new InProcessEventBus(retryDelay);
    const handler = jest
      .fn<Promise<void>, [DomainEventMessage]>()
      .mockRejectedValue(new Error('always fails'));
    await bus.subscribe({ durable: 'broken', stream, subjects: ['test.created'], handler, maxDeliver: 3 });

    await expect(bus.publishAll([event('test.created')])).resolves.toBeUndefined();

    expect(handler).toHaveBeenCalledTimes(3);
    expect(retryDelay.mock.calls).toEqual([[1], [2]]);
  });

  it('gives up after DEFAULT_MAX_DELIVER attempts when the subscription sets no maximum', async () => {
    const bus = new InProcessEventBus(() => 0);
    const handler = jest
      .fn<Promise<void>, [DomainEventMessage]>()
      .mockRejectedValue(new Error('always fails'));
    await bus.subscribe({ durable: 'broken', stream, subjects: ['test.created'], handler });

    await bus.publishAll([event('test.created')]);

    expect(handler).toHaveBeenCalledTimes(DEFAULT_MAX_DELIVER);
  });

  it('never gives up on an event while the database or another context is unavailable', async () => {
    const retryDelay = jest.fn((_attempt: number) => 1);
    const bus = new InProcessEventBus(retryDelay);
    const handler = jest
      .fn<Promise<void>, [DomainEventMessage]>()
      .mockRejectedValueOnce(new DatabaseUnavailableError('The database did not answer', false))
      .mockRejectedValueOnce(ServiceError.unavailable())
      .mockRejectedValueOnce(new DatabaseUnavailableError('The database did not answer', true))
      .mockResolvedValue(undefined);
    await bus.subscribe({ durable: 'outage', stream, subjects: ['test.created'], handler, maxDeliver: 2 });

    await bus.publishAll([event('test.created')]);

    expect(handler).toHaveBeenCalledTimes(4);
    expect(retryDelay.mock.calls).toEqual([[1], [2], [3]]);
    expect(await givenUp('outage')).toBe(0);
  });

  it('gives up at once on a failure of its own once maxDeliver attempts have passed, outage included', async () => {
    const bus = new InProcessEventBus(() => 1);
    const handler = jest
      .fn<Promise<void>, [DomainEventMessage]>()
      .mockRejectedValueOnce(ServiceError.unavailable())
      .mockRejectedValueOnce(ServiceError.unavailable())
      .mockRejectedValueOnce(new Error('a bug'))
      .mockResolvedValue(undefined);
    await bus.subscribe({ durable: 'bug', stream, subjects: ['test.created'], handler, maxDeliver: 2 });

    await bus.publishAll([event('test.created')]);

    expect(handler).toHaveBeenCalledTimes(3);
    expect(await givenUp('bug')).toBe(1);
  });

  it('once shutdown began, refuses the publish of an event still to be tried again (the outbox keeps it) and still delivers the others', async () => {
    const bus = new InProcessEventBus(() => 60_000);
    const handler = jest
      .fn<Promise<void>, [DomainEventMessage]>()
      .mockRejectedValueOnce(ServiceError.unavailable())
      .mockRejectedValueOnce(new Error('a bug'))
      .mockResolvedValue(undefined);
    await bus.subscribe({ durable: 'closing', stream, subjects: ['test.created'], handler, concurrency: 2 });

    const waitingOutTheBackoff = bus.publishAll([event('test.created')]);
    await new Promise((resolve) => setImmediate(resolve));
    bus.stopRetrying();

    await expect(waitingOutTheBackoff).rejects.toThrow();
    await expect(bus.publishAll([event('test.created')])).rejects.toThrow('stopped retrying');
    await expect(bus.publishAll([event('test.created')])).resolves.toBeUndefined();
    expect(handler).toHaveBeenCalledTimes(3);
  });

  it('still delivers to the other subscribers when one keeps failing', async () => {
    const bus = new InProcessEventBus(() => 0);
    const broken: EventHandler = jest.fn().mockRejectedValue(new Error('always fails'));
    const healthy = jest.fn<Promise<void>, [DomainEventMessage]>().mockResolvedValue(undefined);
    await bus.subscribe({
      durable: 'broken',
      stream,
      subjects: ['test.created'],
      handler: broken,
      maxDeliver: 2,
    });
    await bus.subscribe({ durable: 'healthy', stream, subjects: ['test.created'], handler: healthy });

    await bus.publishAll([event('test.created')]);

    expect(broken).toHaveBeenCalledTimes(2);
    expect(healthy).toHaveBeenCalledTimes(1);
  });

  it('runs one handler call at a time by default, in the order of publishing', async () => {
    const bus = new InProcessEventBus(() => 0);
    const log: string[] = [];
    await bus.subscribe({
      durable: 'serial',
      stream,
      subjects: ['test.created'],
      handler: async (received) => {
        const n = (received.data as { n: number }).n;
        log.push(`start ${n}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`end ${n}`);
      },
    });

    await Promise.all([1, 2, 3].map((n) => bus.publishAll([event('test.created', { n })])));

    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('runs up to `concurrency` handler calls at once, the next one as soon as one resolves', async () => {
    const bus = new InProcessEventBus(() => 0);
    const running = new Map<number, () => void>();
    await bus.subscribe({
      durable: 'concurrent',
      stream,
      subjects: ['test.created'],
      concurrency: 2,
      handler: (received) =>
        new Promise<void>((resolve) => running.set((received.data as { n: number }).n, resolve)),
    });

    const published = [1, 2, 3, 4].map((n) => bus.publishAll([event('test.created', { n })]));
    await new Promise((resolve) => setImmediate(resolve));
    expect([...running.keys()]).toEqual([1, 2]);

    running.get(2)!();
    await published[1];
    expect([...running.keys()]).toEqual([1, 2, 3]);
    for (const n of [1, 3]) running.get(n)!();
    await Promise.all(published.slice(0, 3));
    expect([...running.keys()]).toEqual([1, 2, 3, 4]);
    running.get(4)!();
    await published[3];
  });

  it('refuses a concurrency that is not a positive integer', async () => {
    const bus = new InProcessEventBus(() => 0);
    const handler = jest.fn<Promise<void>, [DomainEventMessage]>();
    for (const concurrency of [0, -1, 1.5]) {
      await expect(
        bus.subscribe({ durable: 'wrong', stream, subjects: ['test.created'], handler, concurrency }),
      ).rejects.toThrow('concurrency must be a positive integer');
    }
  });

  it('refuses a publish after close and delivers nothing: the outbox keeps the events', async () => {
    const bus = new InProcessEventBus(() => 0);
    const handler = jest.fn<Promise<void>, [DomainEventMessage]>().mockResolvedValue(undefined);
    await bus.subscribe({ durable: 'created-consumer', stream, subjects: ['test.created'], handler });

    await bus.close();
    await expect(bus.publishAll([event('test.created')])).rejects.toThrow('The event bus is closed');
    await expect(bus.publishAll([event('other.created')])).rejects.toThrow('The event bus is closed');

    expect(handler).not.toHaveBeenCalled();
  });
});

async function givenUp(consumer: string): Promise<number> {
  const values = (await eventsConsumed.get()).values;
  return (
    values.find((value) => value.labels.consumer === consumer && value.labels.outcome === 'given_up')
      ?.value ?? 0
  );
}

describe('redeliveryDelayMs', () => {
  it('doubles from 1 s and stops at 5 minutes', () => {
    expect([1, 2, 3, 4].map(redeliveryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(redeliveryDelayMs(0)).toBe(1_000);
    expect(redeliveryDelayMs(9)).toBe(256_000);
    expect(redeliveryDelayMs(10)).toBe(300_000);
    expect(redeliveryDelayMs(50)).toBe(300_000);
  });
});
