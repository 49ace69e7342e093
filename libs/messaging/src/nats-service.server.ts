import { NatsContext, NatsOptions, ServerNats } from '@nestjs/microservices';
import { headers, Msg } from '@nats-io/transport-node';
import { inFlightRequests } from './in-flight-requests';
import { RouteCache } from './route-cache';
import { heartbeatIntervalMs, PROGRESS_HEADER, progressBody } from './request-heartbeat';

const MAX_DRAIN_MS = 10_000;

type Publish = (response: { err?: unknown; isDisposed?: boolean }) => unknown;

// The request/reply server of every service.
// - Heartbeat: a request taken is acknowledged at once, and a progress message goes to its reply subject
//   while it is handled (request-heartbeat.ts).
// - Drain: on close, Nest's NATS server unsubscribes (the queue group's other replicas take new requests)
//   and then sleeps a fixed grace period. This one waits only as long as requests are still being handled,
//   so that every request taken is answered and a shutdown with nothing in flight is immediate.
export class NatsServiceServer extends ServerNats {
  private readonly routes = new RouteCache();

  constructor(
    options: NatsOptions['options'],
    private readonly silenceMs: number,
  ) {
    super({ ...options, gracefulShutdown: true, gracePeriod: MAX_DRAIN_MS });
    // The grace-period wait is private in Nest's typings, so it is replaced on the instance.
    Object.assign(this, { waitForGracePeriod: () => inFlightRequests.drained(MAX_DRAIN_MS) });
  }

  override getRouteFromPattern(pattern: string): string {
    return this.routes.route(pattern, (p) => super.getRouteFromPattern(p));
  }

  // Nest asks for the publisher of a request's answers once it has decoded it, before running its handler.
  override getPublisher(natsMsg: Msg, id: string, ctx: NatsContext): Publish {
    const publish = super.getPublisher(natsMsg, id, ctx) as Publish;
    if (!natsMsg.reply) return publish;
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
