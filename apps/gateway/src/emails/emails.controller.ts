import { Body, Controller, Headers, HttpCode, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Envelope,
  ErrorCode,
  IDEMPOTENCY_KEY_PATTERN,
  RequestContext,
  Scope,
  SendEmailDto,
  SendingSubject,
  SendOutcome,
  SendResult,
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
  RESPONSE_HEADERS,
} from '../http/api-docs';
import { SEND_EXAMPLE } from '../http/request-examples';
import { withUnknownOutcome } from './uncommitted-outcome';

// Two bus calls (domains, templates) and a transaction: more than a plain read.
const SEND_TIMEOUT_MS = 15_000;

@ApiTags('Emails')
@Controller('emails')
export class EmailsController {
  constructor(private readonly bus: BusClient) {}

  @Post()
  @ApiRequestExample(SEND_EXAMPLE)
  @HttpCode(200)
  @ApiKeyRoute({ scope: Scope.emailsSend, sandbox: 'allowed' })
  @ApiIdempotencyKey()
  @ApiOperation({ summary: 'Send an email now' })
  @ApiEnvelope(SendResult, { headers: [RESPONSE_HEADERS.idempotencyReplayed, ...RESPONSE_HEADERS.quota] })
  @ApiErrors(BODY_ERRORS)
  @ApiErrors({
    400: [ErrorCode.invalidDomain, ErrorCode.unconfiguredDomain, ErrorCode.sendError],
    404: [ErrorCode.templateNotFound],
    409: [ErrorCode.idempotencyConflict, ErrorCode.idempotencyInProgress],
  })
  @ApiErrors({
    429: [ErrorCode.quotaExceeded, ErrorCode.dailyQuotaExceeded],
    502: [ErrorCode.transmissionFailed],
  })
  async send(
    @Caller() ctx: RequestContext,
    @Body() body: SendEmailDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SuccessBody<SendResult>> {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
      throw ServiceError.validation({
        'Idempotency-Key': [
          'The Idempotency-Key must be 1 to 255 characters of A-Z, a-z, 0-9, ".", "_" or "-".',
        ],
      });
    }
    const envelope: Envelope<SendEmailDto> = {
      ctx,
      data: { ...body },
      meta: { idempotency_key: idempotencyKey },
    };
    const outcome = await withUnknownOutcome(
      this.bus.request<SendOutcome>(SendingSubject.send, envelope, { timeoutMs: SEND_TIMEOUT_MS }),
      idempotencyKey,
      SEND_TIMEOUT_MS / 1000,
    );
    if (outcome.replayed) void reply.header('Idempotency-Replayed', 'true');
    // Free teams' X-Monthly-* and X-Daily-* quota headers (SPEC Limits), as the sending service computed them.
    if (outcome.headers) void reply.headers(outcome.headers);
    return respond('Email accepted for delivery.', outcome.result);
  }
}
