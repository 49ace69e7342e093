import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { DatabaseRootModule } from '@mailroom/database';
import { MessagingModule } from '@mailroom/messaging';
import {
  createLogger,
  exitAfterFailedStart,
  listenNaming,
  ObservabilityModule,
  Readiness,
  startOpsServer,
} from '@mailroom/observability';
import { OpsServerLifecycle } from '@mailroom/runtime';
import { GatewayProcessConfig } from './config/gateway.config';
import { GatewayModule } from './gateway.module';
import { closeGracefullyOnSignals } from './http/graceful-shutdown';
import { createGatewayApp } from './http/gateway-app';

// Distributed mode: the gateway alone, talking to the other contexts over NATS.
export function runGateway(config: GatewayProcessConfig): void {
  void start(config).catch(exitAfterFailedStart);
}

async function start(config: GatewayProcessConfig): Promise<void> {
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

  const app = await createGatewayApp(GatewayRootModule, config.gateway, logger);
  closeGracefullyOnSignals(app, config.shutdownDelayMs, logger);
  try {
    const { port, host } = config.gateway;
    await listenNaming('PORT', port, host, () => app.listen(port, host));
    app.get(OpsServerLifecycle).attach(await startOpsServer(config.opsPort, app.get(Readiness)));
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  logger.info({ port: config.gateway.port, ops_port: config.opsPort }, 'Gateway listening');
}
