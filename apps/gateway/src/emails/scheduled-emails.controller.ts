import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Envelope,
  ErrorCode,
  IDEMPOTENCY_KEY_PATTERN,
  ListScheduledEmailsQuery,
  RequestContext,
  ScheduledEmailListView,
  ScheduledEmailRef,
  ScheduledEmailView,
  ScheduleEmailDto,
  ScheduleOutcome,
  SchedulerSubject,
  Scope,
  ServiceError,
} from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { FastifyReply } from 'fastify';
import { Caller } from '../access/request-context.decorator';
import { ApiKeyRoute } from '../access/route-policy';
import { respond, SuccessBody } from '../http/respond';
import {
  ApiEnvelope,
  ApiErrors,
  ApiIdempotencyKey,
  ApiRequestExample,
  BODY_ERRORS,
  NOT_FOUND,
  RESPONSE_HEADERS,
} from '../http/api-docs';
import { SCHEDULED_SEND_EXAMPLE } from '../http/request-examples';
import { withUnknownOutcome } from './uncommitted-outcome';

// The scheduler asks sending to check the request, which asks domains and templates in turn.
const SCHEDULE_TIMEOUT_MS = 15_000;

@ApiTags('Scheduled emails')
@Controller('emails/scheduled')
export class ScheduledEmailsController {
  constructor(private readonly bus: BusClient) {}

  @Post()
  @ApiRequestExample(SCHEDULED_SEND_EXAMPLE)
  @HttpCode(201)
  @ApiKeyRoute({ scope: Scope.emailsSend, sandbox: 'allowed' })
  @ApiIdempotencyKey()
  @ApiOperation({
    summary: 'Schedule an email: the send request plus scheduled_at',
    description:
      'scheduled_at is in the future and at most 30 days ahead. The checks of POST /emails (validation, ' +
      'sender domain, template and rendering) are made now; the quota is taken when the email is sent.',
  })
  @ApiEnvelope(ScheduledEmailView, { status: 201, headers: [RESPONSE_HEADERS.idempotencyReplayed] })
  @ApiErrors(BODY_ERRORS)
  // An Idempotency-Key whose scheduled email has since gone.
  @ApiErrors(NOT_FOUND)
  @ApiErrors({
    400: [ErrorCode.invalidDomain, ErrorCode.unconfiguredDomain, ErrorCode.sendError],
    404: [ErrorCode.templateNotFound],
    409: [ErrorCode.idempotencyConflict, ErrorCode.idempotencyInProgress],
  })
  async schedule(
    @Caller() ctx: RequestContext,
    @Body() body: ScheduleEmailDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SuccessBody<ScheduledEmailView>> {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
      throw ServiceError.validation({
        'Idempotency-Key': [
          'The Idempotency-Key must be 1 to 255 characters of A-Z, a-z, 0-9, ".", "_" or "-".',
        ],
      });
    }
    const envelope: Envelope<ScheduleEmailDto> = {
      ctx,
      data: { ...body },
      meta: { idempotency_key: idempotencyKey },
    };
    const outcome = await withUnknownOutcome(
      this.bus.request<ScheduleOutcome>(SchedulerSubject.schedule, envelope, {
        timeoutMs: SCHEDULE_TIMEOUT_MS,
      }),
      idempotencyKey,
      SCHEDULE_TIMEOUT_MS / 1000,
    );
    if (outcome.replayed) void reply.header('Idempotency-Replayed', 'true');
    return respond('Email scheduled.', outcome.scheduled_email);
  }

  // SPEC does not allow the list to sandbox keys.
  @Get()
  @ApiKeyRoute({ scope: Scope.emailsRead, sandbox: 'restricted' })
  @ApiOperation({ summary: 'List scheduled emails, newest scheduled_at first, a page at a time' })
  @ApiEnvelope(ScheduledEmailListView)
  @ApiErrors({ 422: [ErrorCode.validationError] })
  async list(
    @Caller() ctx: RequestContext,
    @Query() query: ListScheduledEmailsQuery,
  ): Promise<SuccessBody<ScheduledEmailListView>> {
    const envelope: Envelope<ListScheduledEmailsQuery> = { ctx, data: { ...query } };
    return respond(
      'Scheduled emails retrieved.',
      await this.bus.request<ScheduledEmailListView>(SchedulerSubject.list, envelope),
    );
  }

  @Get(':transmissionId')
  @ApiKeyRoute({ scope: Scope.emailsRead, sandbox: 'allowed' })
  @ApiOperation({
    summary: 'Read a scheduled email by its request_id (sch_...) or the transmission it became',
  })
  @ApiEnvelope(ScheduledEmailView)
  @ApiErrors(NOT_FOUND)
  async get(
    @Caller() ctx: RequestContext,
    @Param('transmissionId') id: string,
  ): Promise<SuccessBody<ScheduledEmailView>> {
    const envelope: Envelope<ScheduledEmailRef> = { ctx, data: { id } };
    return respond(
      'Scheduled email retrieved.',
      await this.bus.request<ScheduledEmailView>(SchedulerSubject.get, envelope),
    );
  }

  @Delete(':transmissionId')
  @ApiKeyRoute({ scope: Scope.emailsSend, sandbox: 'allowed' })
  @ApiOperation({
    summary: 'Cancel a scheduled email; 409 schedule_cancellation_failed unless it is still scheduled',
  })
  @ApiEnvelope(ScheduledEmailView)
  @ApiErrors(NOT_FOUND)
  @ApiErrors({ 409: [ErrorCode.scheduleCancellationFailed] })
  async cancel(
    @Caller() ctx: RequestContext,
    @Param('transmissionId') id: string,
  ): Promise<SuccessBody<ScheduledEmailView>> {
    const envelope: Envelope<ScheduledEmailRef> = { ctx, data: { id } };
    return respond(
      'Scheduled email cancelled.',
      await this.bus.request<ScheduledEmailView>(SchedulerSubject.cancel, envelope),
    );
  }
}
