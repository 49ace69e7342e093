import { NatsOptions, ServerNats } from '@nestjs/microservices';
import { inFlightRequests } from './in-flight-requests';
import { RouteCache } from './route-cache';

const MAX_DRAIN_MS = 10_000;

// On close, Nest's NATS server unsubscribes (the queue group's other replicas take new requests) and then
// sleeps a fixed grace period. This one waits only as long as requests are still being handled, so that
// every request taken is answered and a shutdown with nothing in flight is immediate.
export class DrainingNatsServer extends ServerNats {
  private readonly routes = new RouteCache();

  constructor(options: NatsOptions['options']) {
    super({ ...options, gracefulShutdown: true, gracePeriod: MAX_DRAIN_MS });
    // The grace-period wait is private in Nest's typings, so it is replaced on the instance.
    Object.assign(this, { waitForGracePeriod: () => inFlightRequests.drained(MAX_DRAIN_MS) });
  }

  override getRouteFromPattern(pattern: string): string {
    return this.routes.route(pattern, (p) => super.getRouteFromPattern(p));
  }
}
