import { ClientNats, MsPattern, NatsOptions, ReadPacket, WritePacket } from '@nestjs/microservices';
import { createInbox, Msg, MsgHdrs, NatsConnection } from '@nats-io/transport-node';
import { ServiceError } from '@mailroom/contracts';
import { BusSilenceError } from './bus-client';
import { JoinedReply, PART_HEADER, ReplyParts } from './reply-parts';
import { PROGRESS_HEADER } from './request-heartbeat';

// Handed to a request's callback in place of an answer: the serving process is alive.
const PROGRESS: WritePacket = Object.freeze({});

type SubscriptionHandler = (error: Error | null, natsMsg: Pick<Msg, 'headers'>) => Promise<unknown>;

// One subscription for the answers to every request of a connection, each request's inbox a subject under it.
interface SharedInbox {
  connection: NatsConnection;
  prefix: string;
  waiting: Map<string, SubscriptionHandler>;
}

// Nest's NATS client, with a second clock per request: once the serving process has acknowledged the request,
// it must answer or send progress (request-heartbeat.ts) within every `silenceMs`, or the request fails with
// BusSilenceError. A request never acknowledged (a server of an earlier version, during a rolling upgrade)
// has only its timeout. Nobody listening on the subject fails at once, as in Nest's client (NATS answers
// "no responders").
// Answers come to one shared inbox subscription per connection, not to a subscription made and removed per
// request as in Nest's client (a SUB and an UNSUB the NATS server handles for every request). An answer
// over the NATS server's max_payload comes in parts (reply-parts.ts): each but the last counts as progress.
export class HeartbeatNatsClient extends ClientNats {
  private inbox?: SharedInbox;

  constructor(
    options: Required<NatsOptions>['options'],
    private readonly silenceMs: number,
  ) {
    super(options);
  }

  override createSubscriptionHandler(
    packet: ReadPacket & { id: string },
    callback: (packet: WritePacket) => unknown,
  ): SubscriptionHandler {
    const handle = super.createSubscriptionHandler(packet, callback) as SubscriptionHandler;
    const parts = new ReplyParts();
    return async (error, natsMsg) => {
      if (error) return handle(error, natsMsg);
      if (natsMsg.headers?.get(PROGRESS_HEADER)) return callback(PROGRESS);
      const part = natsMsg.headers?.get(PART_HEADER);
      if (!part) return handle(null, natsMsg);
      let whole: JoinedReply | undefined;
      try {
        whole = parts.add(part, natsMsg as Msg);
      } catch (broken) {
        return handle(broken as Error, natsMsg);
      }
      return whole ? handle(null, whole) : callback(PROGRESS);
    };
  }

  protected override publish(packet: ReadPacket, callback: (packet: WritePacket) => unknown): () => void {
    let timer: NodeJS.Timeout | undefined;
    let done = false;
    const silent = (): void => {
      teardown();
      callback({ err: new BusSilenceError(String(packet.pattern)), isDisposed: true });
    };
    const listen = (): void => {
      clearTimeout(timer);
      timer = setTimeout(silent, this.silenceMs);
    };
    const unsubscribe = this.publishToSharedInbox(packet, (answer) => {
      if (answer === PROGRESS) return listen();
      clearTimeout(timer);
      if (!answer.isDisposed && !answer.err && timer) listen();
      return callback(answer);
    });
    const teardown = (): void => {
      clearTimeout(timer);
      if (done) return;
      done = true;
      unsubscribe();
    };
    return teardown;
  }

  // Nest's publish, with the request's inbox under the shared subscription.
  private publishToSharedInbox(
    partialPacket: ReadPacket,
    callback: (packet: WritePacket) => unknown,
  ): () => void {
    const packet = this.assignPacketId(partialPacket);
    let inbox: SharedInbox;
    try {
      inbox = this.sharedInbox();
    } catch (err) {
      callback({ err });
      return () => undefined;
    }
    const subject = `${inbox.prefix}.${packet.id}`;
    const forget = (): void => {
      this.routingMap.delete(packet.id);
      inbox.waiting.delete(subject);
    };
    this.routingMap.set(packet.id, callback);
    inbox.waiting.set(subject, this.createSubscriptionHandler(packet, callback));
    let size = 0;
    try {
      // Nest's NATS record serializer: the encoded packet and the record's headers.
      const serialized = this.serializer.serialize(packet) as { data: Uint8Array; headers?: unknown };
      size = serialized.data.length;
      const headers = this.mergeHeaders(serialized.headers) as MsgHdrs | undefined;
      inbox.connection.publish(this.normalizePattern(partialPacket.pattern as MsPattern), serialized.data, {
        reply: subject,
        headers,
      });
    } catch (err) {
      forget();
      const maxPayload = inbox.connection.info?.max_payload;
      callback({ err: isOverMaxPayload(err) && maxPayload ? tooLargeForTheBus(size, maxPayload) : err });
      return () => undefined;
    }
    return forget;
  }

  private sharedInbox(): SharedInbox {
    // Nest types its client loosely; it is the connection of @nats-io/transport-node.
    const connection = this.natsClient as unknown as NatsConnection | null;
    if (!connection) throw new Error('The NATS client is not connected');
    if (this.inbox && this.inbox.connection === connection) return this.inbox;
    const prefix = createInbox(this.options.inboxPrefix);
    const waiting = new Map<string, SubscriptionHandler>();
    connection.subscribe(`${prefix}.*`, {
      callback: (error: Error | null, natsMsg: Msg) => {
        // An error of the subscription itself (the connection closed, a permission refused) is every
        // waiting request's.
        if (error) for (const handle of [...waiting.values()]) void handle(error, natsMsg);
        else void waiting.get(natsMsg.subject)?.(null, natsMsg);
      },
    });
    this.inbox = { connection, prefix, waiting };
    return this.inbox;
  }
}

// The client refuses to publish more than the server's max_payload (1 MB unless the server is configured
// otherwise); nothing was sent.
function isOverMaxPayload(error: unknown): boolean {
  return error instanceof Error && error.message.includes('max_payload');
}

// A request the bus cannot carry is refused as a body over BODY_LIMIT_BYTES is (a 422 of the body), not
// answered 503 as if a retry could go through.
function tooLargeForTheBus(bytes: number, maxPayload: number): ServiceError {
  return ServiceError.validation(
    {
      body: [
        `The request takes ${bytes} bytes between the service's processes, more than their NATS server carries ` +
          `(max_payload ${maxPayload} bytes).`,
      ],
    },
    'The request is too large for this deployment.',
  );
}
