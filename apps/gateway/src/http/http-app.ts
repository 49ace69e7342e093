import { INestApplication, RequestMethod } from '@nestjs/common';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { enterRequestScope, httpRequestDuration } from '@mailroom/observability';
import { randomUUID } from 'node:crypto';
import { IncomingMessage } from 'node:http';
import { GatewayConfig } from '../config/gateway.config';
import { createValidationPipe } from './validation.pipe';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

export function createFastifyAdapter(config: GatewayConfig): FastifyAdapter {
  const adapter = new FastifyAdapter({
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    genReqId: (request: IncomingMessage) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    return503OnClosing: true,
  });
  const fastify = adapter.getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    enterRequestScope(String(request.id));
    void reply.header('X-Request-Id', String(request.id));
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
  return adapter;
}

// Everything the public API needs on top of the Nest app, shared by the gateway and standalone mains.
export function configureHttpApp(app: NestFastifyApplication): void {
  app.setGlobalPrefix('api', {
    exclude: [
      { path: 'metrics', method: RequestMethod.GET },
      { path: 'live', method: RequestMethod.GET },
      { path: 'ready', method: RequestMethod.GET },
    ],
  });
  app.useGlobalPipes(createValidationPipe());
  setUpOpenApi(app);
}

function setUpOpenApi(app: INestApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Mailroom API')
      .setDescription(
        'Transactional and marketing email: sending, events, domains, templates, webhooks, audience.',
      )
      .setVersion('1.0.0')
      .addBearerAuth(
        { type: 'http', scheme: 'bearer', description: 'API key: mr_... or mr_sandbox_...' },
        'api-key',
      )
      .addSecurity('admin-token', { type: 'http', scheme: 'bearer', description: 'The operator ADMIN_TOKEN' })
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/openapi.json',
    useGlobalPrefix: false,
  });
}
