import { Logger } from '@nestjs/common';
import {
  AckPolicy,
  ConsumerConfig,
  ConsumerMessages,
  jetstream,
  JetStreamClient,
  jetstreamManager,
  JetStreamManager,
  JsMsg,
} from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { NATS_CONNECTION_OPTIONS } from '../nats-connection-options';
import { DomainEventMessage, StreamDefinition } from '@mailroom/contracts';
import { eventsConsumed } from '@mailroom/observability';
import { subjectFilter } from './subject-match';
import {
  concurrencyOf,
  DEFAULT_MAX_DELIVER,
  EventBus,
  EventSubscription,
  redeliveryDelayMs,
} from './event-bus';

type NatsConnection = Awaited<ReturnType<typeof connect>>;

const MS_IN_NANOS = 1_000_000;
const ACK_WAIT_MS = 30_000;
const DUPLICATE_WINDOW_MS = 10 * 60_000;
const PULL_BUFFER = 64;

type Outcome = 'ok' | 'failed';

// Distributed mode: one JetStream stream per producing context; durable pull consumers with explicit acks,
// a redelivery backoff, a bounded number of deliveries and up to `concurrency` handler calls at once.
export class JetStreamEventBus implements EventBus {
  private readonly logger = new Logger(JetStreamEventBus.name);
  private readonly ensuredStreams = new Set<string>();
  private readonly loops: Promise<void>[] = [];
  private readonly consumers: ConsumerMessages[] = [];
  // Answers (ack, nak, term) of handlers that finished in this turn of the event loop, sent together at its
  // end: the client writes what it buffered once per turn, so one answer at a time would cost a socket write
  // each (and the server a read each).
  private answers: { durable: string; outcome: Outcome; send: () => void; subject: string }[] = [];
  private closing = false;

  private constructor(
    private readonly connection: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
  ) {}

  // JetStream refuses a publish on a subject no stream captures: every stream of the contracts is declared
  // at connect, so that a producer's events are kept even before any consumer exists.
  static async connect(
    url: string,
    name: string,
    streams: readonly StreamDefinition[] = [],
  ): Promise<JetStreamEventBus> {
    const connection = await connect({ servers: [url], name: `${name}-events`, ...NATS_CONNECTION_OPTIONS });
    const bus = new JetStreamEventBus(connection, jetstream(connection), await jetstreamManager(connection));
    for (const stream of streams) await bus.ensureStream(stream);
    return bus;
  }

  isConnected(): boolean {
    return !this.connection.isClosed();
  }

  async publish(event: DomainEventMessage): Promise<void> {
    // msgID lets JetStream drop a re-publish of the same event inside its duplicate window.
    await this.js.publish(event.subject, JSON.stringify(event), { msgID: event.event_id });
  }

  async ensureStream(stream: StreamDefinition): Promise<void> {
    if (this.ensuredStreams.has(stream.name)) return;
    const maxAge = stream.maxAgeHours * 3_600_000 * MS_IN_NANOS;
    try {
      const info = await this.jsm.streams.info(stream.name);
      const missing = stream.subjects.filter((subject) => !info.config.subjects?.includes(subject));
      if (missing.length > 0 || info.config.max_age !== maxAge) {
        await this.jsm.streams.update(stream.name, {
          subjects: [...(info.config.subjects ?? []), ...missing],
          max_age: maxAge,
        });
      }
    } catch (error) {
      if (!isNotFound(error)) throw error;
      await this.jsm.streams.add({
        name: stream.name,
        subjects: [...stream.subjects],
        duplicate_window: DUPLICATE_WINDOW_MS * MS_IN_NANOS,
        max_age: maxAge,
      });
    }
    this.ensuredStreams.add(stream.name);
  }

  async subscribe(subscription: EventSubscription): Promise<void> {
    await this.ensureStream(subscription.stream);
    const maxDeliver = subscription.maxDeliver ?? DEFAULT_MAX_DELIVER;
    // NATS before 2.10 (Debian's) knows one filter subject only: a consumer of several subjects reads the
    // whole stream and acknowledges what it does not want.
    const singleSubject = subscription.subjects.length === 1 ? subscription.subjects[0] : undefined;
    const config: Partial<ConsumerConfig> = {
      durable_name: subscription.durable,
      ack_policy: AckPolicy.Explicit,
      ...(singleSubject ? { filter_subject: singleSubject } : {}),
      max_deliver: maxDeliver,
      ack_wait: ACK_WAIT_MS * MS_IN_NANOS,
    };
    try {
      await this.jsm.consumers.info(subscription.stream.name, subscription.durable);
      await this.jsm.consumers.update(subscription.stream.name, subscription.durable, config);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      await this.jsm.consumers.add(subscription.stream.name, config);
    }
    const consumer = await this.js.consumers.get(subscription.stream.name, subscription.durable);
    const concurrency = concurrencyOf(subscription);
    // The client buffers what it pulled; a buffer smaller than the handlers would starve them.
    const messages = await consumer.consume({ max_messages: Math.max(PULL_BUFFER, concurrency) });
    this.consumers.push(messages);
    this.loops.push(this.consumeLoop(subscription, messages, concurrency, maxDeliver));
  }

  // Stops pulling, lets the handlers in flight finish and acknowledge, then closes the connection.
  async close(): Promise<void> {
    this.closing = true;
    for (const messages of this.consumers) messages.stop();
    await Promise.allSettled(this.loops);
    this.sendAnswers();
    await this.connection.drain().catch(() => undefined);
  }

  private async consumeLoop(
    subscription: EventSubscription,
    messages: ConsumerMessages,
    concurrency: number,
    maxDeliver: number,
  ): Promise<void> {
    const inFlight = new Set<Promise<void>>();
    const wanted = subjectFilter(subscription.subjects);
    try {
      for await (const message of messages) {
        if (!wanted(message.subject)) {
          message.ack();
          continue;
        }
        const handling = this.handle(subscription, message, maxDeliver).finally(() =>
          inFlight.delete(handling),
        );
        inFlight.add(handling);
        if (inFlight.size >= concurrency) await Promise.race(inFlight);
        if (this.closing) break;
      }
    } finally {
      await Promise.all(inFlight);
    }
  }

  // Never rejects: an event handled is acknowledged; a failed one is redelivered after a backoff (nak), or
  // given up on after maxDeliver attempts (term).
  private async handle(subscription: EventSubscription, message: JsMsg, maxDeliver: number): Promise<void> {
    const attempt = message.info.deliveryCount;
    try {
      await subscription.handler(message.json<DomainEventMessage>());
      this.answer(subscription.durable, 'ok', message.subject, () => message.ack());
      return;
    } catch (error) {
      this.logger.warn(
        { err: error, attempt, subject: message.subject },
        `${subscription.durable} failed an event`,
      );
    }
    if (attempt >= maxDeliver) {
      this.logger.error(
        { subject: message.subject },
        `${subscription.durable} gave up on an event after ${attempt} attempts`,
      );
      this.answer(subscription.durable, 'failed', message.subject, () =>
        message.term('max deliveries reached'),
      );
    } else {
      this.answer(subscription.durable, 'failed', message.subject, () =>
        message.nak(redeliveryDelayMs(attempt)),
      );
    }
  }

  private answer(durable: string, outcome: Outcome, subject: string, send: () => void): void {
    if (this.answers.push({ durable, outcome, subject, send }) === 1) setImmediate(() => this.sendAnswers());
  }

  private sendAnswers(): void {
    const answers = this.answers;
    this.answers = [];
    const counts = new Map<string, { consumer: string; outcome: Outcome; events: number }>();
    for (const { durable, outcome, subject, send } of answers) {
      const key = `${durable} ${outcome}`;
      const count = counts.get(key) ?? { consumer: durable, outcome, events: 0 };
      count.events++;
      counts.set(key, count);
      try {
        send();
      } catch (error) {
        // The connection is gone: JetStream delivers the event again once its ack wait has passed.
        this.logger.warn({ err: error, subject }, `${durable} could not answer`);
      }
    }
    for (const { consumer, outcome, events } of counts.values())
      eventsConsumed.inc({ consumer, outcome }, events);
  }
}

function isNotFound(error: unknown): boolean {
  const text = String((error as { message?: string })?.message ?? error);
  return /not found/i.test(text);
}
