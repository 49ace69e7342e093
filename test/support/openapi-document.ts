import { Module, RequestMethod, Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { OpenAPIObject } from '@nestjs/swagger';
import { DatabaseRootModule } from '@mailroom/database';
import { MessagingModule } from '@mailroom/messaging';
import { ObservabilityModule } from '@mailroom/observability';
import { GatewayConfig } from '../../apps/gateway/src/config/gateway.config';
import { GatewayModule } from '../../apps/gateway/src/gateway.module';
import { configureApiRoutes } from '../../apps/gateway/src/http/http-app';
import { buildOpenApiDocument } from '../../apps/gateway/src/http/openapi';

// The gateway as Nest sees it without starting anything (preview mode: no provider is instantiated, no
// database or bus is reached), to build its OpenAPI document and list its routes.
const gateway = GatewayModule.register({} as GatewayConfig);

@Module({
  imports: [
    ObservabilityModule,
    DatabaseRootModule.forRoot({ url: 'postgres://127.0.0.1:9/unused', poolSize: 1 }),
    MessagingModule.forRoot({ kind: 'in-process', requestTimeoutMs: 1000 }),
    gateway,
  ],
})
class GatewayPreviewModule {}

export async function gatewayOpenApiDocument(): Promise<OpenAPIObject> {
  const app = await NestFactory.create<NestFastifyApplication>(GatewayPreviewModule, new FastifyAdapter(), {
    preview: true,
    logger: false,
  });
  try {
    configureApiRoutes(app);
    return buildOpenApiDocument(app);
  } finally {
    await app.close();
  }
}

export interface RegisteredRoute {
  controller: string;
  method: string;
  // OpenAPI path template, e.g. /api/emails/{requestId}
  path: string;
  documented: boolean;
}

// @ApiExcludeController()'s metadata key (@nestjs/swagger exports no constant for it).
const API_EXCLUDE_CONTROLLER = 'swagger/apiExcludeController';

const OUTSIDE_API_PREFIX = new Set(['/live', '/ready', '/metrics']);

// Every route of every gateway controller, from the routing metadata Nest registers them by.
export function gatewayRoutes(): RegisteredRoute[] {
  const controllers = (gateway.controllers ?? []) as Type<unknown>[];
  return controllers.flatMap((controller) => {
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    const excluded = Reflect.getMetadata(API_EXCLUDE_CONTROLLER, controller) as unknown[] | undefined;
    const prototype = controller.prototype as Record<string, unknown>;
    return Object.getOwnPropertyNames(prototype)
      .filter((name) => name !== 'constructor' && typeof prototype[name] === 'function')
      .filter((name) => Reflect.hasMetadata(METHOD_METADATA, prototype[name] as object))
      .flatMap((name) => {
        const handler = prototype[name] as object;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        const paths = [Reflect.getMetadata(PATH_METADATA, handler) as string | string[]].flat();
        return paths.map((path) => {
          const joined = `/${[base, path].filter((part) => part && part !== '/').join('/')}`.replace(
            /\/+/g,
            '/',
          );
          const prefixed = OUTSIDE_API_PREFIX.has(joined) ? joined : `/api${joined === '/' ? '' : joined}`;
          return {
            controller: controller.name,
            method,
            path: prefixed.replace(/:([A-Za-z0-9_]+)/g, '{$1}'),
            documented: !(Array.isArray(excluded) && excluded[0] === true),
          };
        });
      });
  });
}
