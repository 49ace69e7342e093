import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { EnvReader, loadOrExit, readBus, readDistributed, readLogLevel } from '@mailroom/config';
import { DatabaseRootModule } from '@mailroom/database';
import { MessagingModule } from '@mailroom/messaging';
import {
  createLogger,
  ObservabilityModule,
  PinoNestLogger,
  Readiness,
  startOpsServer,
} from '@mailroom/observability';
import { OpsServerLifecycle } from '@mailroom/runtime';
import { readGatewayConfig } from './config/gateway.config';
import { GatewayModule } from './gateway.module';
import { closeGracefullyOnSignals } from './http/graceful-shutdown';
import { configureHttpApp, createFastifyAdapter } from './http/http-app';
import { serveConsole } from './http/console-site';

// Distributed mode: the gateway alone, talking to the other contexts over NATS.
async function main(): Promise<void> {
  const config = loadOrExit(() => {
    const env = new EnvReader();
    const loaded = {
      logLevel: readLogLevel(env),
      distributed: readDistributed(env),
      bus: readBus(env),
      gateway: readGatewayConfig(env, { rateLimitStore: 'postgres' }),
      opsPort: env.int('OPS_PORT', { default: 9101, min: 1, max: 65_535 }),
      shutdownDelayMs: env.int('SHUTDOWN_DELAY_MS', { default: 0, min: 0, max: 60_000 }),
    };
    env.done();
    return loaded;
  });
  const logger = createLogger('gateway', config.logLevel);

  @Module({
    imports: [
      ObservabilityModule,
      DatabaseRootModule.forRoot({ url: config.distributed.databaseUrl, poolSize: 20 }),
      MessagingModule.forRoot({
        kind: 'nats',
        url: config.distributed.natsUrl,
        requestTimeoutMs: config.bus.requestTimeoutMs,
        silenceMs: config.distributed.busSilenceMs,
        name: 'gateway',
      }),
      GatewayModule.register(config.gateway),
    ],
    providers: [OpsServerLifecycle],
  })
  class GatewayRootModule {}

  const app = await NestFactory.create<NestFastifyApplication>(
    GatewayRootModule,
    createFastifyAdapter(config.gateway),
    {
      logger: new PinoNestLogger(logger),
    },
  );
  configureHttpApp(app);
  await serveConsole(app);
  closeGracefullyOnSignals(app, config.shutdownDelayMs, logger);
  await app.listen(config.gateway.port, config.gateway.host);
  app.get(OpsServerLifecycle).attach(await startOpsServer(config.opsPort, app.get(Readiness)));
  logger.info({ port: config.gateway.port, ops_port: config.opsPort }, 'Gateway listening');
}

void main();
