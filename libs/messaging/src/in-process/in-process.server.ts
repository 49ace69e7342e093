import { BaseRpcContext, CustomTransportStrategy, Server } from '@nestjs/microservices';
import { ServiceError } from '@mailroom/contracts';
import { lastValueFrom, Observable } from 'rxjs';
import { RouteCache } from '../route-cache';
import { InProcessBroker } from './in-process-broker';

// Runs the same @MessagePattern handlers as the NATS transport, without a network hop. Payloads go through
// JSON both ways so that standalone mode cannot depend on anything the wire would drop.
export class InProcessServer extends Server implements CustomTransportStrategy {
  private readonly routes = new RouteCache();

  constructor(private readonly broker: InProcessBroker) {
    super();
  }

  listen(callback: () => void): void {
    this.broker.attach(this);
    callback();
  }

  close(): void {
    this.broker.detach(this);
  }

  on(): void {
    throw new Error('The in-process transport emits no events');
  }

  override getRouteFromPattern(pattern: string): string {
    return this.routes.route(pattern, (p) => super.getRouteFromPattern(p));
  }

  unwrap<T>(): T {
    return this.broker as T;
  }

  async handle(pattern: string, data: unknown): Promise<unknown> {
    const handler = this.getHandlerByPattern(pattern);
    if (!handler) throw ServiceError.unavailable(`No handler for ${pattern}.`);
    const wireData: unknown = JSON.parse(JSON.stringify(data ?? null));
    const result$: Observable<unknown> = this.transformToObservable(
      await handler(wireData, new BaseRpcContext([pattern])),
    );
    const result = await lastValueFrom(result$, { defaultValue: null });
    return result === undefined ? null : JSON.parse(JSON.stringify(result));
  }
}
