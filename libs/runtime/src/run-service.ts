import { DynamicModule, Module, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MicroserviceOptions } from '@nestjs/microservices';
import { ServiceProcessConfig } from '@mailroom/config';
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

// Distributed mode for one bounded context, once its configuration has been read and found good: PostgreSQL,
// NATS request/reply in the context's queue group (`name`, also the name in its logs), JetStream events, and
// /live, /ready, /metrics on OPS_PORT. SIGTERM drains it.
export async function runService<C>(
  name: string,
  config: ServiceProcessConfig<C>,
  contextModule: DynamicModule,
): Promise<void> {
  const logger = createLogger(name, config.logLevel);
  const transport: TransportSettings = {
    kind: 'nats',
    url: config.distributed.natsUrl,
    requestTimeoutMs: config.bus.requestTimeoutMs,
    silenceMs: config.distributed.busSilenceMs,
    name,
  };

  @Module({
    imports: [
      ObservabilityModule,
      DatabaseRootModule.forRoot({ url: config.distributed.databaseUrl, poolSize: 10 }),
      MessagingModule.forRoot(transport),
      contextModule,
    ],
    providers: [OpsServerLifecycle],
  })
  class ServiceProcessModule {}

  try {
    const app = await NestFactory.createMicroservice<MicroserviceOptions>(ServiceProcessModule as Type, {
      ...microserviceOptions(transport, name),
      logger: new PinoNestLogger(logger),
    });
    app.enableShutdownHooks();
    await app.listen();
    app.get(OpsServerLifecycle).attach(await startOpsServer(config.opsPort, app.get(Readiness)));
    logger.info({ ops_port: config.opsPort }, `${name} service ready`);
  } catch (error) {
    logger.fatal({ err: error }, `${name} service failed to start`);
    process.exit(1);
  }
}
