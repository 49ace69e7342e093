import {
  BeforeApplicationShutdown,
  DynamicModule,
  Global,
  Inject,
  Module,
  OnApplicationShutdown,
} from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { Streams } from '@mailroom/contracts';
import { Readiness } from '@mailroom/observability';
import { BUS_TRANSPORT, BusClient, TRANSPORT_SETTINGS } from './bus-client';
import { EVENT_BUS, EventBus } from './events/event-bus';
import { HeartbeatNatsClient } from './heartbeat-nats.client';
import { InProcessEventBus } from './events/in-process-event-bus';
import { JetStreamEventBus } from './events/jetstream-event-bus';
import { inProcessBroker } from './in-process/in-process-broker';
import { NATS_CONNECTION_OPTIONS } from './nats-connection-options';
import { InProcessClient } from './in-process/in-process.client';
import { TransportSettings } from './transport.settings';

// Closed after every other module's shutdown (it is global): the outbox relays stop first. Retries stop
// before any of them, so that no relay waits out a handler's backoff.
class EventBusLifecycle implements BeforeApplicationShutdown, OnApplicationShutdown {
  constructor(@Inject(EVENT_BUS) private readonly bus: EventBus) {}

  beforeApplicationShutdown(): void {
    this.bus.stopRetrying();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.bus.close();
  }
}

// The transport is chosen once, here; handlers and use-cases never know which one runs them.
@Global()
@Module({})
export class MessagingModule {
  static forRoot(settings: TransportSettings): DynamicModule {
    return {
      module: MessagingModule,
      providers: [
        { provide: TRANSPORT_SETTINGS, useValue: settings },
        {
          provide: BUS_TRANSPORT,
          useFactory: (): ClientProxy =>
            settings.kind === 'in-process'
              ? new InProcessClient(inProcessBroker)
              : // Typed with Nest's NATS status events; the bus uses only send() and close().
                (new HeartbeatNatsClient(
                  { servers: [settings.url], name: `${settings.name}-client`, ...NATS_CONNECTION_OPTIONS },
                  settings.silenceMs,
                ) as unknown as ClientProxy),
        },
        {
          provide: EVENT_BUS,
          inject: [Readiness],
          useFactory: async (readiness: Readiness): Promise<EventBus> => {
            if (settings.kind === 'in-process') return new InProcessEventBus();
            const bus = await JetStreamEventBus.connect(settings.url, settings.name, Object.values(Streams));
            readiness.register('nats', () => bus.isConnected());
            return bus;
          },
        },
        EventBusLifecycle,
        BusClient,
      ],
      exports: [BusClient, EVENT_BUS, TRANSPORT_SETTINGS],
    };
  }
}
