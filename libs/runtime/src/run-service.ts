import { DynamicModule, Module, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MicroserviceOptions } from '@nestjs/microservices';
import { EnvReader, loadOrExit, readBus, readDistributed, readLogLevel } from '@mailroom/config';
import { DatabaseRootModule } from '@mailroom/database';
import { MessagingModule, microserviceOptions, TransportSettings } from '@mailroom/messaging';
import {
  createLogger,
  ObservabilityModule,
  PinoNestLogger,
  Readiness,
  startOpsServer,
} from '@mailroom/observability';
import { OpsServerLifecycle } from './ops-server.lifecycle';

export interface ServiceDefinition<C> {
  // The context's name: its NATS queue group and the name in its logs.
  name: string;
  defaultOpsPort: number;
  readConfig(env: EnvReader): C;
  module(config: C): DynamicModule;
}

// Distributed mode for one bounded context: validated config, PostgreSQL, NATS request/reply in the
// context's queue group, JetStream events, and /live, /ready, /metrics on OPS_PORT. SIGTERM drains it.
export function runService<C>(service: ServiceDefinition<C>): void {
  const config = loadOrExit(() => {
    const env = new EnvReader();
    const loaded = {
      distributed: readDistributed(env),
      bus: readBus(env),
      logLevel: readLogLevel(env),
      opsPort: env.int('OPS_PORT', { default: service.defaultOpsPort, min: 1, max: 65_535 }),
      service: service.readConfig(env),
    };
    env.done();
    return loaded;
  });
  const logger = createLogger(service.name, config.logLevel);
  const transport: TransportSettings = {
    kind: 'nats',
    url: config.distributed.natsUrl,
    requestTimeoutMs: config.bus.requestTimeoutMs,
    silenceMs: config.distributed.busSilenceMs,
    name: service.name,
  };

  @Module({
    imports: [
      ObservabilityModule,
      DatabaseRootModule.forRoot({ url: config.distributed.databaseUrl, poolSize: 10 }),
      MessagingModule.forRoot(transport),
      service.module(config.service),
    ],
    providers: [OpsServerLifecycle],
  })
  class ServiceProcessModule {}

  void (async () => {
    try {
      const app = await NestFactory.createMicroservice<MicroserviceOptions>(ServiceProcessModule as Type, {
        ...microserviceOptions(transport, service.name),
        logger: new PinoNestLogger(logger),
      });
      app.enableShutdownHooks();
      await app.listen();
      app.get(OpsServerLifecycle).attach(await startOpsServer(config.opsPort, app.get(Readiness)));
      logger.info({ ops_port: config.opsPort }, `${service.name} service ready`);
    } catch (error) {
      logger.fatal({ err: error }, `${service.name} service failed to start`);
      process.exit(1);
    }
  })();
}
