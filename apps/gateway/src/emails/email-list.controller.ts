import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  EmailListView,
  Envelope,
  ErrorCode,
  ListEmailsQuery,
  RequestContext,
  Scope,
  SendingSubject,
} from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { Caller } from '../access/request-context.decorator';
import { ApiKeyRoute } from '../access/route-policy';
import { respond, SuccessBody } from '../http/respond';
import { ApiEnvelope, ApiErrors } from '../http/api-docs';

// The reads of sent emails, apart from EmailsController's sending.
@ApiTags('Emails')
@Controller('emails')
export class EmailListController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @ApiKeyRoute({ scope: Scope.emailsRead, sandbox: 'allowed' })
  @ApiOperation({
    summary: 'List sent emails, newest first, a cursor page at a time',
    description:
      'from is inclusive and to exclusive. Live keys list live sends; sandbox keys list the sandbox sends ' +
      'addressed to their owner. last_event is the latest event among the recipients: injection, delay, ' +
      'delivery or bounce.',
  })
  @ApiEnvelope(EmailListView)
  @ApiErrors({ 422: [ErrorCode.validationError] })
  async list(
    @Caller() ctx: RequestContext,
    @Query() query: ListEmailsQuery,
  ): Promise<SuccessBody<EmailListView>> {
    const envelope: Envelope<ListEmailsQuery> = { ctx, data: { ...query } };
    return respond('Emails retrieved.', await this.bus.request<EmailListView>(SendingSubject.list, envelope));
  }
}
