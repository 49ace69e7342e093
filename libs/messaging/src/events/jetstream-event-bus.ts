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
  StreamConfig,
} from '@nats-io/jetstream';
import { createHash } from 'node:crypto';
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
  isDependencyFailure,
  redeliveryDelayMs,
} from './event-bus';

type NatsConnection = Awaited<ReturnType<typeof connect>>;

const MS_IN_NANOS = 1_000_000;
const ACK_WAIT_MS = 30_000;
const DUPLICATE_WINDOW_MS = 10 * 60_000;
const PULL_BUFFER = 64;
const HAND_BACK_DELAY_MS = 1_000;
// The most events one message carries, and the most characters of their JSON (at most three bytes each,
// well under the server's default 1 MiB payload).
const MOST_EVENTS_PER_MESSAGE = 100;
const MOST_CHARACTERS_PER_MESSAGE = 256 * 1024;

// A consumer's answer to a message, still to be sent.
interface Answer {
  durable: string;
  subject: string;
  send: () => void;
  // The message's events by how their handlers ended (the whole message is redelivered when one failed,
  // or given up on).
  handled: number;
  failed: number;
  givenUp: number;
}

// One message of the stream: consecutive events of one subject, as a JSON array.
interface EventsMessage {
  subject: string;
  // JetStream drops a message published again with the same id inside its duplicate window: a batch
  // published again as it was is taken once (consumers dedupe events met in two messages). So the id names
  // every event the message carries: a batch that begins with the same event and holds as many but not
  // the same ones (relays of several replicas share an outbox, and a refused batch goes back to it) would
  // otherwise be dropped as a duplicate, and its other events never delivered.
  id: string;
  data: string;
}

// The events in order, consecutive ones of a subject carried together: each message costs the server a
// store and a delivery to every consumer, and the consumer an acknowledgement, whatever it holds.
export function eventsMessages(events: readonly DomainEventMessage[]): EventsMessage[] {
  const messages: EventsMessage[] = [];
  let run: { subject: string; ids: string[]; parts: string[]; characters: number } | undefined;
  const close = (): void => {
    if (!run) return;
    messages.push({ subject: run.subject, id: messageId(run.ids), data: `[${run.parts.join(',')}]` });
    run = undefined;
  };
  for (const event of events) {
    const json = JSON.stringify(event);
    if (
      run &&
      (run.subject !== event.subject ||
        run.parts.length >= MOST_EVENTS_PER_MESSAGE ||
        run.characters + json.length > MOST_CHARACTERS_PER_MESSAGE)
    )
      close();
    run ??= { subject: event.subject, ids: [], parts: [], characters: 0 };
    run.ids.push(event.event_id);
    run.parts.push(json);
    run.characters += json.length + 1;
  }
  close();
  return messages;
}

// A message of one event keeps the event's id, as before batches; a batch is named by its first event, its
// size and a digest of all its events' ids.
function messageId(ids: readonly string[]): string {
  if (ids.length === 1) return ids[0];
  const digest = createHash('sha256').update(ids.join(',')).digest('base64url').slice(0, 22);
  return `${ids[0]}+${ids.length}-${digest}`;
}

// A message's events: an array, or one event as messages carried them before batches.
function eventsIn(message: JsMsg): DomainEventMessage[] {
  const carried = message.json<DomainEventMessage | DomainEventMessage[]>();
  return Array.isArray(carried) ? carried : [carried];
}

// Distributed mode: one JetStream stream per producing context; durable pull consumers with explicit acks,
// a redelivery backoff and up to `concurrency` handler calls at once. The server redelivers without limit:
// a delivery that ended in a crash, an ack wait or a hand-back says nothing of the event, and a server-side
// maximum would drop the event unseen once they added up. The consumer gives up (term, logged) by its own
// rule (isDependencyFailure); the stream's retention bounds the rest.
export class JetStreamEventBus implements EventBus {
  private readonly logger = new Logger(JetStreamEventBus.name);
  private readonly ensuredStreams = new Set<string>();
  private readonly loops: Promise<void>[] = [];
  private readonly consumers: ConsumerMessages[] = [];
  // Answers (ack, nak, term) of handlers that finished in this turn of the event loop, sent together at its
  // end: the client writes what it buffered once per turn, so one answer at a time would cost a socket write
  // each (and the server a read each).
  private answers: Answer[] = [];
  private closing = false;
  // What the consumers had pulled when closing began, and no handler began: handed back on close.
  private readonly pulledNotBegun: JsMsg[] = [];

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

  async publishAll(events: readonly DomainEventMessage[]): Promise<void> {
    const outcomes = await Promise.allSettled(
      eventsMessages(events).map((message) =>
        this.js.publish(message.subject, message.data, { msgID: message.id }),
      ),
    );
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    if (refused) throw refused.reason;
  }

  async ensureStream(stream: StreamDefinition): Promise<void> {
    if (this.ensuredStreams.has(stream.name)) return;
    if (!(await this.adoptStream(stream))) {
      try {
        await this.jsm.streams.add({
          name: stream.name,
          subjects: [...stream.subjects],
          duplicate_window: DUPLICATE_WINDOW_MS * MS_IN_NANOS,
          max_age: maxAgeOf(stream),
        });
      } catch (error) {
        // Apps that start together race to create a stream: the losers' adds are refused (NATS 2.9 says the
        // subjects overlap an existing stream), and they take the winner's.
        if (!(await this.adoptStream(stream))) throw error;
      }
    }
    this.ensuredStreams.add(stream.name);
  }

  // Brings the stream, if it exists, up to its definition: subjects added since, and its retention.
  private async adoptStream(stream: StreamDefinition): Promise<boolean> {
    let config: StreamConfig;
    try {
      config = (await this.jsm.streams.info(stream.name)).config;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
    const missing = stream.subjects.filter((subject) => !config.subjects?.includes(subject));
    if (missing.length > 0 || config.max_age !== maxAgeOf(stream)) {
      await this.jsm.streams.update(stream.name, {
        subjects: [...(config.subjects ?? []), ...missing],
        max_age: maxAgeOf(stream),
      });
    }
    return true;
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
      max_deliver: -1,
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

  // The server redelivers what failed, after its backoff; nothing here waits for it.
  stopRetrying(): void {}

  // Stops pulling, hands back what no handler began, lets the handlers in flight finish and acknowledge, then
  // closes the connection.
  async close(): Promise<void> {
    this.closing = true;
    for (const messages of this.consumers) messages.stop();
    await Promise.allSettled(this.loops);
    this.sendAnswers();
    // Another replica takes them within a second rather than after the ack wait. Not at once: the server
    // would hand them straight back to this connection's pull requests until the connection is gone.
    for (const message of this.pulledNotBegun.splice(0)) message.nak(HAND_BACK_DELAY_MS);
    await this.connection.drain().catch(() => undefined);
  }

  private async consumeLoop(
    subscription: EventSubscription,
    messages: ConsumerMessages,
    concurrency: number,
    maxDeliver: number,
  ): Promise<void> {
    const inFlight = new Set<Promise<void>>();
    // Events in the messages in flight: a message's events count against the concurrency.
    let events = 0;
    const wanted = subjectFilter(subscription.subjects);
    try {
      for await (const message of messages) {
        // Closing: what the client pulled but no handler began is handed back once the loops end (the consumer
        // yields what it buffered before it stops).
        if (this.closing) {
          this.pulledNotBegun.push(message);
          continue;
        }
        if (!wanted(message.subject)) {
          message.ack();
          continue;
        }
        const carried = this.eventsOf(subscription, message);
        events += carried.length;
        const handling = this.handle(subscription, message, carried, concurrency, maxDeliver).finally(() => {
          inFlight.delete(handling);
          events -= carried.length;
        });
        inFlight.add(handling);
        while (events >= concurrency && inFlight.size > 0) await Promise.race(inFlight);
      }
    } finally {
      await Promise.all(inFlight);
    }
  }

  // A message that is not JSON holds no event a handler could take: it is given up on at once. (A term
  // without a reason: NATS before 2.10 ignores `+TERM <reason>`, and the message would stay unanswered.)
  private eventsOf(subscription: EventSubscription, message: JsMsg): DomainEventMessage[] {
    try {
      return eventsIn(message);
    } catch (error) {
      this.logger.error({ err: error, subject: message.subject }, `${subscription.durable} got no events`);
      message.term();
      return [];
    }
  }

  // Never rejects. A message is acknowledged once every event of it was handled (up to `concurrency` at
  // once, in order when that is 1); when one failed, the message is redelivered after a backoff (nak) and
  // its events handled again (handlers are idempotent), or given up on (term) when those that failed on the
  // maxDeliver-th delivery or later all failed of themselves.
  private async handle(
    subscription: EventSubscription,
    message: JsMsg,
    events: DomainEventMessage[],
    concurrency: number,
    maxDeliver: number,
  ): Promise<void> {
    if (events.length === 0) return;
    const attempt = message.info.deliveryCount;
    let failed = 0;
    let dependencyFailures = 0;
    let heardOf = Date.now();
    for (let first = 0; first < events.length; first += concurrency) {
      // A message whose events take long (one at a time, each slow) tells the server it is being worked
      // on, so that it is not delivered again meanwhile.
      if (Date.now() - heardOf > ACK_WAIT_MS / 3) {
        message.working();
        heardOf = Date.now();
      }
      const outcomes = await Promise.allSettled(
        events.slice(first, first + concurrency).map((event) => subscription.handler(event)),
      );
      for (const outcome of outcomes) {
        if (outcome.status === 'fulfilled') continue;
        failed += 1;
        if (isDependencyFailure(outcome.reason)) dependencyFailures += 1;
        this.logger.warn(
          { err: outcome.reason as unknown, attempt, subject: message.subject },
          `${subscription.durable} failed an event`,
        );
      }
    }
    const answer = (send: () => void, givenUp = 0): void =>
      this.answer({
        durable: subscription.durable,
        subject: message.subject,
        send,
        handled: events.length - failed,
        failed,
        givenUp,
      });
    if (failed === 0) return answer(() => message.ack());
    // Not while any of its events met an outage: they would be lost with the one that failed of itself.
    if (attempt >= maxDeliver && dependencyFailures === 0) {
      this.logger.error(
        { subject: message.subject, events: events.length, failed },
        `${subscription.durable} gave up on a message of events after ${attempt} attempts`,
      );
      answer(() => message.term(), failed);
    } else {
      answer(() => message.nak(redeliveryDelayMs(attempt)));
    }
  }

  private answer(answer: Answer): void {
    if (this.answers.push(answer) === 1) setImmediate(() => this.sendAnswers());
  }

  private sendAnswers(): void {
    const answers = this.answers;
    this.answers = [];
    const counts = new Map<string, { handled: number; failed: number; givenUp: number }>();
    for (const { durable, subject, send, handled, failed, givenUp } of answers) {
      const count = counts.get(durable) ?? { handled: 0, failed: 0, givenUp: 0 };
      count.handled += handled;
      count.failed += failed;
      count.givenUp += givenUp;
      counts.set(durable, count);
      try {
        send();
      } catch (error) {
        // The connection is gone: JetStream delivers the event again once its ack wait has passed.
        this.logger.warn({ err: error, subject }, `${durable} could not answer`);
      }
    }
    for (const [consumer, { handled, failed, givenUp }] of counts) {
      if (handled > 0) eventsConsumed.inc({ consumer, outcome: 'ok' }, handled);
      if (failed > 0) eventsConsumed.inc({ consumer, outcome: 'failed' }, failed);
      if (givenUp > 0) eventsConsumed.inc({ consumer, outcome: 'given_up' }, givenUp);
    }
  }
}

function maxAgeOf(stream: StreamDefinition): number {
  return stream.maxAgeHours * 3_600_000 * MS_IN_NANOS;
}

function isNotFound(error: unknown): boolean {
  const text = String((error as { message?: string })?.message ?? error);
  return /not found/i.test(text);
}
