import { CustomStrategy, MicroserviceOptions } from '@nestjs/microservices';
import { NatsServiceServer } from './nats-service.server';
import { NATS_CONNECTION_OPTIONS } from './nats-connection-options';
import { inProcessBroker } from './in-process/in-process-broker';
import { InProcessServer } from './in-process/in-process.server';

export type TransportSettings =
  | { kind: 'nats'; url: string; requestTimeoutMs: number; silenceMs: number; name: string }
  | { kind: 'in-process'; requestTimeoutMs: number };

// The server side of request/reply. Every service listens in a queue group named after its context, so that
// replicas share the work.
export function microserviceOptions(settings: TransportSettings, queue: string): MicroserviceOptions {
  if (settings.kind === 'in-process') {
    return { strategy: new InProcessServer(inProcessBroker) } satisfies CustomStrategy;
  }
  return {
    strategy: new NatsServiceServer(
      { servers: [settings.url], queue, name: `${settings.name}-server`, ...NATS_CONNECTION_OPTIONS },
      settings.silenceMs,
    ),
  } satisfies CustomStrategy;
}
