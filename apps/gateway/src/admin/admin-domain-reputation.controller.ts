import { Body, Controller, Delete, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DomainSubject, ErrorCode, OperatorEnvelope, SetDomainReputationDto } from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { RequestId } from '../access/request-context.decorator';
import { AdminOnly } from '../access/route-policy';
import { respond, SuccessBody } from '../http/respond';
import { ApiEnvelope, ApiErrors, BODY_ERRORS, NOT_FOUND } from '../http/api-docs';
import { DomainReputationView } from './admin.views';

@ApiTags('Admin')
@Controller('admin/domain-reputation')
@AdminOnly()
export class AdminDomainReputationController {
  constructor(private readonly bus: BusClient) {}

  @Put(':domain')
  @ApiOperation({ summary: 'Send a domain (and its subdomains) to review or blacklist' })
  @ApiEnvelope(DomainReputationView)
  // A domain holding a control character names none: 404, as for every path parameter.
  @ApiErrors({ ...BODY_ERRORS, ...NOT_FOUND })
  async set(
    @RequestId() requestId: string,
    @Param('domain') domain: string,
    @Body() body: SetDomainReputationDto,
  ): Promise<SuccessBody<unknown>> {
    const envelope: OperatorEnvelope<{ domain: string; status: string }> = {
      request_id: requestId,
      data: { domain, status: body.status },
    };
    return respond('Domain reputation set.', await this.bus.request(DomainSubject.setReputation, envelope));
  }

  @Delete(':domain')
  @ApiOperation({ summary: 'Clear the reputation entry of a domain' })
  @ApiEnvelope(DomainReputationView)
  @ApiErrors({ ...NOT_FOUND, 422: [ErrorCode.validationError] })
  async clear(
    @RequestId() requestId: string,
    @Param('domain') domain: string,
  ): Promise<SuccessBody<unknown>> {
    const envelope: OperatorEnvelope<{ domain: string }> = { request_id: requestId, data: { domain } };
    return respond(
      'Domain reputation cleared.',
      await this.bus.request(DomainSubject.clearReputation, envelope),
    );
  }
}
