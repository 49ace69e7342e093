import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Readiness } from '@mailroom/observability';
import { FastifyReply } from 'fastify';
import { Public } from '../access/route-policy';

// Probes for the platform, outside /api. Metrics are served on the ops port only (startOpsServer), never on
// the public one.
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
}
