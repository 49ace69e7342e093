import { DynamicModule, Inject, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_BUS, EventBus } from '../events/event-bus';
import { Outbox } from './outbox';
import { OutboxRelay } from './outbox-relay';

export const outboxToken = (schema: string): string => `OUTBOX:${schema}`;
export const outboxRelayToken = (schema: string): string => `OUTBOX_RELAY:${schema}`;

export const InjectOutbox = (schema: string): ParameterDecorator => Inject(outboxToken(schema));
export const InjectOutboxRelay = (schema: string): ParameterDecorator => Inject(outboxRelayToken(schema));

class OutboxRelayLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(private readonly relay: OutboxRelay) {}

  onApplicationBootstrap(): void {
    this.relay.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay.stop();
  }
}

// One outbox and one relay per context schema.
@Module({})
export class OutboxModule {
  static forContext(schema: string): DynamicModule {
    return {
      module: OutboxModule,
      providers: [
        { provide: outboxToken(schema), useValue: new Outbox(schema) },
        {
          provide: outboxRelayToken(schema),
          inject: [getDataSourceToken(schema), EVENT_BUS],
          useFactory: (dataSource: DataSource, bus: EventBus) => new OutboxRelay(dataSource, schema, bus),
        },
        {
          provide: `OUTBOX_RELAY_LIFECYCLE:${schema}`,
          inject: [outboxRelayToken(schema)],
          useFactory: (relay: OutboxRelay) => new OutboxRelayLifecycle(relay),
        },
      ],
      exports: [outboxToken(schema), outboxRelayToken(schema)],
    };
  }
}
