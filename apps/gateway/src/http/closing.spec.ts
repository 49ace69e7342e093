import { Controller, Get, Injectable, OnModuleDestroy } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { GatewayConfig } from '../config/gateway.config';
import { configureApiRoutes, createFastifyAdapter } from './http-app';

@Controller('ping')
class PingController {
  @Get()
  ping(): { message: string } {
    return { message: 'pong' };
  }
}

// Holds the app's close in its shutdown hooks, where the bus and the database close, until released: the
// server still listens then.
@Injectable()
class HeldShutdown implements OnModuleDestroy {
  entered!: () => void;
  readonly reached = new Promise<void>((resolve) => (this.entered = resolve));
  release!: () => void;
  private readonly released = new Promise<void>((resolve) => (this.release = resolve));

  async onModuleDestroy(): Promise<void> {
    this.entered();
    await this.released;
  }
}

const config = { bodyLimitBytes: 1_048_576, trustProxy: [] } as unknown as GatewayConfig;

it('answers a request that arrives while the app closes with 503 service_unavailable, SPEC body', async () => {
  const moduleRef = await Test.createTestingModule({
    controllers: [PingController],
    providers: [HeldShutdown],
  }).compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createFastifyAdapter(config), {
    logger: false,
  });
  configureApiRoutes(app);
  await app.listen(0, '127.0.0.1');
  const url = `${await app.getUrl()}/api/ping`;
  expect((await fetch(url)).status).toBe(200);

  const held = app.get(HeldShutdown);
  const closed = app.close();
  try {
    await held.reached;
    const response = await fetch(url);
    expect({
      status: response.status,
      body: await response.json(),
      retryAfter: response.headers.get('retry-after'),
      connection: response.headers.get('connection'),
    }).toEqual({
      status: 503,
      body: { message: 'The service is shutting down; retry shortly.', error_code: 'service_unavailable' },
      retryAfter: '1',
      connection: 'close',
    });
  } finally {
    held.release();
    await closed;
  }
});
