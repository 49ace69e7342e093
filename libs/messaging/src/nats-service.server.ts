import { NatsContext, NatsOptions, ServerNats } from '@nestjs/microservices';
import { headers, Msg, MsgHdrs, NatsConnection, Subscription } from '@nats-io/transport-node';
import { inFlightRequests } from './in-flight-requests';
import { respondInParts } from './reply-parts';
import { RouteCache } from './route-cache';
import { heartbeatIntervalMs, PROGRESS_HEADER, progressBody } from './request-heartbeat';

const MAX_DRAIN_MS = 10_000;

type MsgHandler = (error: Error | null, natsMsg: Msg) => Promise<unknown>;
type Publish = (response: { err?: unknown; isDisposed?: boolean }) => unknown;

// The request/reply server of every service.
// - Heartbeat: a request taken is acknowledged at once, and a progress message goes to its reply subject
//   while it is handled (request-heartbeat.ts).
// - Subscribed before ready: the server has every subscription of the queue group before listen() returns
//   (and the process reports itself ready), so that a replica that replaces another is already taking
//   requests when the other one leaves.
// - Drain: on close, Nest's NATS server unsubscribes at once, dropping a request that the NATS server had
//   routed to this replica before it saw the UNSUB, and then sleeps a fixed grace period. This one drains each
//   subscription (it handles what arrives until the server has confirmed the UNSUB; the queue group's other
//   replicas take new requests), then waits only as long as requests are still being handled, so that every
//   request routed here is answered and a shutdown with nothing in flight is immediate.
export class NatsServiceServer extends ServerNats {
  private readonly routes = new RouteCache();
  private readonly queue?: string;
  private readonly subscribed: Subscription[] = [];
  private flushed: Promise<void> = Promise.resolve();

  constructor(
    options: NatsOptions['options'],
    private readonly silenceMs: number,
  ) {
    super({ ...options, gracefulShutdown: true, gracePeriod: MAX_DRAIN_MS });
    this.queue = options?.queue;
    // The grace-period wait is private in Nest's typings, so it is replaced on the instance.
    Object.assign(this, { waitForGracePeriod: () => inFlightRequests.drained(MAX_DRAIN_MS) });
  }

  override bindEvents(client: NatsConnection): void {
    for (const [channel, handler] of this.messageHandlers) {
      const handle = (this.getMessageHandler(channel) as MsgHandler).bind(this);
      const subscription = client.subscribe(channel, {
        queue: (handler.extras?.queue as string | undefined) ?? this.queue,
        // Counted from its arrival until Nest has handed it to its handler, so that a drain does not end while
        // a request is still being decoded; BusHandler's interceptor counts it from there until it is answered.
        callback: (error, natsMsg) => inFlightRequests.track(handle(error, natsMsg)),
      });
      this.subscribed.push(subscription);
    }
    this.flushed = client.flush();
  }

  override start(callback: (error?: unknown) => void): void {
    super.start((error?: unknown) => {
      if (error) return callback(error);
      this.flushed.then(() => callback(), callback);
    });
  }

  override async close(): Promise<void> {
    await Promise.all(
      this.subscribed.splice(0).map((subscription) => subscription.drain().catch(() => undefined)),
    );
    return super.close();
  }

  override getRouteFromPattern(pattern: string): string {
    return this.routes.route(pattern, (p) => super.getRouteFromPattern(p));
  }

  // Nest asks for the publisher of a request's answers once it has decoded it, before running its handler.
  // An answer over the NATS server's max_payload goes in parts (reply-parts.ts).
  override getPublisher(natsMsg: Msg, id: string, ctx: NatsContext): Publish {
    if (!natsMsg.reply) return super.getPublisher(natsMsg, id, ctx) as Publish;
    const maxPayload = this.unwrap<NatsConnection>().info?.max_payload ?? Number.POSITIVE_INFINITY;
    const replying = {
      reply: natsMsg.reply,
      respond: (data: Uint8Array | string, options?: { headers?: MsgHdrs }) =>
        respondInParts((d, o) => natsMsg.respond(d, o), maxPayload, data, options),
    } as Msg;
    const publish = super.getPublisher(replying, id, ctx) as Publish;
    const stop = this.heartbeat(natsMsg, id);
    return (response) => {
      if (response.err !== undefined || response.isDisposed) stop();
      return publish(response);
    };
  }

  private heartbeat(natsMsg: Msg, id: string): () => void {
    const progress = headers();
    progress.set(PROGRESS_HEADER, '1');
    const body = progressBody(id);
    const send = (): void => {
      try {
        natsMsg.respond(body, { headers: progress });
      } catch {
        // The connection is closed: the caller hears silence, as it would from a dead process.
        clearInterval(timer);
      }
    };
    const timer = setInterval(send, heartbeatIntervalMs(this.silenceMs));
    // At once too: the acknowledgement that tells the caller to expect progress.
    send();
    return () => clearInterval(timer);
  }
}
