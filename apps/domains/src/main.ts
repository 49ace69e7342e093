import { Module, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MicroserviceOptions } from '@nestjs/microservices';
import {
  BusConfig,
  DistributedConfig,
  EnvReader,
  loadOrExit,
  LogLevel,
  readBus,
  readDistributed,
  readLogLevel,
} from '@mailroom/config';
import { DatabaseRootModule } from '@mailroom/database';
import { MessagingModule, microserviceOptions, TransportSettings } from '@mailroom/messaging';
import {
  createLogger,
  ObservabilityModule,
  PinoNestLogger,
  Readiness,
  startOpsServer,
} from '@mailroom/observability';
import { DomainsConfig, readDomainsConfig } from './config/domains.config';
import { DomainsModule } from './domains.module';
import { OpsServerLifecycle } from './ops/ops-server.lifecycle';

const SERVICE = 'domains';

interface ProcessConfig {
  distributed: DistributedConfig;
  bus: BusConfig;
  logLevel: LogLevel;
  domains: DomainsConfig;
  opsPort: number;
}

function readProcessConfig(): ProcessConfig {
  const env = new EnvReader();
  const config: ProcessConfig = {
    distributed: readDistributed(env),
    bus: readBus(env),
    logLevel: readLogLevel(env),
    domains: readDomainsConfig(env),
    opsPort: env.int('OPS_PORT', { default: 9102, min: 1, max: 65_535 }),
  };
  env.done();
  return config;
}

function rootModule(config: ProcessConfig, transport: TransportSettings): Type {
  @Module({
    imports: [
      ObservabilityModule,
      DatabaseRootModule.forRoot({ url: config.distributed.databaseUrl, poolSize: 10 }),
      MessagingModule.forRoot(transport),
      DomainsModule.register(config.domains),
    ],
    providers: [OpsServerLifecycle],
  })
  class DomainsProcessModule {}
  return DomainsProcessModule;
}

async function bootstrap(): Promise<void> {
  const config = loadOrExit(readProcessConfig);
  const logger = createLogger(SERVICE, config.logLevel);
  try {
    const transport: TransportSettings = {
      kind: 'nats',
      url: config.distributed.natsUrl,
      requestTimeoutMs: config.bus.requestTimeoutMs,
      name: SERVICE,
    };
    const app = await NestFactory.createMicroservice<MicroserviceOptions>(rootModule(config, transport), {
      ...microserviceOptions(transport, SERVICE),
      logger: new PinoNestLogger(logger),
    });
    app.enableShutdownHooks();
    await app.listen();
    app.get(OpsServerLifecycle).attach(await startOpsServer(config.opsPort, app.get(Readiness)));
    logger.info({ ops_port: config.opsPort }, 'domains service ready');
  } catch (error) {
    logger.fatal({ err: error }, 'domains service failed to start');
    process.exit(1);
  }
}

void bootstrap();
