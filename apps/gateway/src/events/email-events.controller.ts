import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  EmailEventListView,
  Envelope,
  ErrorCode,
  EventsSubject,
  ListEventsQuery,
  RequestContext,
  Scope,
  TransmissionEventsView,
  TransmissionRef,
} from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { Caller } from '../access/request-context.decorator';
import { ApiKeyRoute } from '../access/route-policy';
import { respond, SuccessBody } from '../http/respond';
import { ApiEnvelope, ApiErrors, NOT_FOUND } from '../http/api-docs';

// Per-recipient events of sent email, served by the events context. `/emails/events` is a static route:
// it wins over `/emails/:requestId`.
@ApiTags('Events')
@Controller('emails')
export class EmailEventsController {
  constructor(private readonly bus: BusClient) {}

  @Get('events')
  @ApiKeyRoute({ scope: Scope.emailsRead, sandbox: 'allowed' })
  @ApiOperation({
    summary: 'List email events, newest first, a cursor page at a time',
    description:
      'Events are kept EVENT_RETENTION_DAYS (10) days. from (inclusive) defaults to, and is moved forward to, ' +
      'the start of that window; to (exclusive) defaults to now. A window that ended before it began is ' +
      'answered empty, from and to both at its start. events, recipients, transmissions and ' +
      'bounce_classes take comma-separated values. Live keys see live traffic; sandbox keys see the sandbox ' +
      'events addressed to their owner.',
  })
  @ApiEnvelope(EmailEventListView)
  @ApiErrors({ 422: [ErrorCode.validationError] })
  async list(
    @Caller() ctx: RequestContext,
    @Query() query: ListEventsQuery,
  ): Promise<SuccessBody<EmailEventListView>> {
    const envelope: Envelope<ListEventsQuery> = { ctx, data: { ...query } };
    return respond(
      'Events retrieved.',
      await this.bus.request<EmailEventListView>(EventsSubject.list, envelope),
    );
  }

  @Get(':requestId')
  @ApiKeyRoute({ scope: Scope.emailsRead, sandbox: 'allowed' })
  @ApiOperation({
    summary: "An email's events, oldest first",
    description:
      'The events of every recipient of the transmission (the request_id of POST /emails) still kept; ' +
      'results holds the first 1,000, total_count counts them all. 404 when there are none.',
  })
  @ApiEnvelope(TransmissionEventsView)
  @ApiErrors(NOT_FOUND)
  async get(
    @Caller() ctx: RequestContext,
    @Param('requestId') requestId: string,
  ): Promise<SuccessBody<TransmissionEventsView>> {
    const envelope: Envelope<TransmissionRef> = { ctx, data: { request_id: requestId } };
    return respond(
      'Email events retrieved.',
      await this.bus.request<TransmissionEventsView>(EventsSubject.getTransmission, envelope),
    );
  }
}
