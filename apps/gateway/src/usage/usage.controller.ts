import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequestContext, Scope, SendingSubject, UsageView } from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { Caller } from '../access/request-context.decorator';
import { ApiKeyRoute } from '../access/route-policy';
import { respond, SuccessBody } from '../http/respond';
import { ApiEnvelope } from '../http/api-docs';

@ApiTags('Usage')
@Controller('usage')
export class UsageController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @ApiKeyRoute({ scope: Scope.emailsRead, sandbox: 'restricted' })
  @ApiOperation({
    summary: 'Live sending of the current month (UTC): recipients sent, overage and its cost',
    description:
      'Every accepted recipient of a live send counts once; sandbox sends and replays never count. Paid ' +
      'plans are not blocked at their monthly limit: what passes it is overage, priced at 0.80 per 1,000 ' +
      '(overage_cost, 2 decimals, no currency).',
  })
  @ApiEnvelope(UsageView)
  async get(@Caller() ctx: RequestContext): Promise<SuccessBody<UsageView>> {
    return respond(
      'Usage retrieved.',
      await this.bus.request<UsageView>(SendingSubject.getUsage, { ctx, data: {} }),
    );
  }
}
