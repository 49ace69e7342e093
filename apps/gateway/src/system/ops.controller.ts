import { Controller, Get, Header, HttpStatus, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { metricsRegistry, Readiness } from '@mailroom/observability';
import { FastifyReply } from 'fastify';
import { Public } from '../access/route-policy';

// Probes and metrics for the platform, outside /api.
@ApiExcludeController()
@Controller()
@Public()
export class OpsController {
  constructor(private readonly readiness: Readiness) {}

  @Get('live')
  live(): { status: string } {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(@Res() reply: FastifyReply): Promise<void> {
    const report = await this.readiness.report();
    await reply.status(report.ready ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE).send(report);
  }

  @Get('metrics')
  @Header('Content-Type', metricsRegistry.contentType)
  metrics(): Promise<string> {
    return metricsRegistry.metrics();
  }
}
