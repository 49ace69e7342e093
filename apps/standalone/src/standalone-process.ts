import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DatabaseRootModule } from '@mailroom/database';
import { MessagingModule, microserviceOptions, TransportSettings } from '@mailroom/messaging';
import {
  createLogger,
  exitAfterFailedStart,
  listenNaming,
  ObservabilityModule,
  Readiness,
  startOpsServer,
} from '@mailroom/observability';
import { OpsServerLifecycle } from '@mailroom/runtime';
import { CampaignsModule } from '../../campaigns/src/campaigns.module';
import { AudienceModule } from '../../audience/src/audience.module';
import { DomainsModule } from '../../domains/src/domains.module';
import { EventsModule } from '../../events/src/events.module';
import { SchedulerModule } from '../../scheduler/src/scheduler.module';
import { SendingModule } from '../../sending/src/sending.module';
import { TemplatesModule } from '../../templates/src/templates.module';
import { WebhooksModule } from '../../webhooks/src/webhooks.module';
import { GatewayModule } from '../../gateway/src/gateway.module';
import { createGatewayApp } from '../../gateway/src/http/gateway-app';
import { BootstrapDefaultTeamUseCase } from '../../gateway/src/identity/use-cases/bootstrap-default-team/bootstrap-default-team.use-case';
import { startEmbeddedDatabase } from './embedded-database';
import { StandaloneConfig } from './standalone.config';

// Every context in one process: embedded PostgreSQL, the in-process transport, no external service.
export function runStandalone(config: StandaloneConfig): void {
  void start(config).catch(exitAfterFailedStart);
}

async function start(config: StandaloneConfig): Promise<void> {
  const logger = createLogger('mailroom', config.logLevel);
  const database = await startEmbeddedDatabase(config.dataDir, config.embeddedPostgresPort, logger);
  // A start that fails once PostgreSQL runs (a port in use) stops it, and so releases the data folder.
  const app = await startApp(config, database.url, logger).catch(async (error: unknown) => {
    await database.stop().catch(() => undefined);
    throw error;
  });
  handleShutdown(app, () => database.stop(), logger);
}

async function startApp(
  config: StandaloneConfig,
  databaseUrl: string,
  logger: ReturnType<typeof createLogger>,
): Promise<NestFastifyApplication> {
  const transport: TransportSettings = { kind: 'in-process', requestTimeoutMs: config.bus.requestTimeoutMs };

  @Module({
    imports: [
      ObservabilityModule,
      DatabaseRootModule.forRoot({ url: databaseUrl, poolSize: 5 }),
      MessagingModule.forRoot(transport),
      GatewayModule.register(config.gateway),
      DomainsModule.register(config.domains),
      TemplatesModule.register(config.templates),
      SendingModule.register(config.sending),
      EventsModule.register(config.events),
      SchedulerModule.register(config.scheduler),
      WebhooksModule.register(config.webhooks),
      CampaignsModule.register(config.campaigns),
      AudienceModule.register(config.audience),
    ],
    providers: [OpsServerLifecycle],
  })
  class StandaloneModule {}

  const app = await createGatewayApp(StandaloneModule, config.gateway, logger);
  try {
    app.connectMicroservice(microserviceOptions(transport, 'standalone'), { inheritAppConfig: true });
    await app.startAllMicroservices();
    const { port, host } = config.gateway;
    await listenNaming('PORT', port, host, () => app.listen(port, host));
    app.get(OpsServerLifecycle).attach(await startOpsServer(config.opsPort, app.get(Readiness), host));

    const firstStart = await app.get(BootstrapDefaultTeamUseCase).execute(config.ownerEmail);
    announce(
      config,
      firstStart ? { key: firstStart.key.key, sandboxKey: firstStart.sandboxKey.key } : undefined,
    );
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}

function announce(config: StandaloneConfig, firstStart?: { key: string; sandboxKey: string }): void {
  const url = config.gateway.publicUrl;
  const lines = [`Mailroom is running at ${url}/api (docs: ${url}/api/docs)`];
  lines.push(`Console: ${url}/`);
  lines.push(`Data folder: ${config.dataDir}`);
  if (firstStart) {
    lines.push('', `First start: created the team "Default team" owned by ${config.ownerEmail}.`);
    lines.push(`Its API key (full access), shown only this once:`, '', `    ${firstStart.key}`, '');
    // The key rides in the fragment, which browsers never send to a server; the console drops it from the
    // address bar once read.
    lines.push(
      `Send a test email from the console, signed in with the owner's sandbox key (shown only this once):`,
      '',
      `    ${url}/#key=${firstStart.sandboxKey}`,
      '',
    );
  }
  lines.push(
    config.adminTokenFile
      ? `Admin token (for the admin API and the CLI): stored in ${config.adminTokenFile}`
      : 'Admin token: the ADMIN_TOKEN you configured',
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}

// Embedded PostgreSQL stops itself on SIGTERM; it must wait until the API has drained, so its handlers are
// replaced by one that closes the app first.
function handleShutdown(
  app: NestFastifyApplication,
  stopDatabase: () => Promise<void>,
  logger: ReturnType<typeof createLogger>,
): void {
  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'Shutting down: draining requests');
    void (async () => {
      await app.close().catch((err: unknown) => logger.error({ err }, 'Closing the app failed'));
      await stopDatabase().catch((err: unknown) => logger.error({ err }, 'Stopping PostgreSQL failed'));
      process.exit(0);
    })();
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    process.once(signal, () => shutdown(signal));
  }
}
