import { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PinoNestLogger } from '@mailroom/observability';
import { Logger } from 'pino';
import { GatewayConfig } from '../config/gateway.config';
import { serveConsole } from './console-site';
import { configureHttpApp, createFastifyAdapter } from './http-app';

// The public HTTP app of a process that runs the gateway (distributed gateway, standalone): the API under
// /api, its documentation and the console, on `rootModule`, not listening yet. Closed again if setting it up
// fails.
export async function createGatewayApp(
  rootModule: Type,
  config: GatewayConfig,
  logger: Logger,
): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(rootModule, createFastifyAdapter(config), {
    logger: new PinoNestLogger(logger),
  });
  try {
    configureHttpApp(app);
    await serveConsole(app);
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}
