import { Body, Controller, Delete, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AddSuppressionOutcome,
  CreateSuppressionDto,
  Envelope,
  ErrorCode,
  ListSuppressionsQuery,
  RequestContext,
  Scope,
  SendingSubject,
  SuppressedAddressView,
  SuppressionAddressRequest,
  SuppressionListView,
  SuppressionView,
} from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { FastifyReply } from 'fastify';
import { Caller } from '../access/request-context.decorator';
import { ApiKeyRoute } from '../access/route-policy';
import { ApiEnvelope, ApiErrors, ApiMessage, BODY_ERRORS, NOT_FOUND } from '../http/api-docs';
import { respond, SuccessBody } from '../http/respond';

// Sandbox keys read the team's sandbox list and add nothing to it; they may remove their owner's own address
// from it (the sending context refuses any other), or a bounce or complaint of sandbox mail would stop the
// sandbox for that owner for good.
const READ = { scope: Scope.emailsRead, sandbox: 'allowed' } as const;
const WRITE = { scope: Scope.emailsSend, sandbox: 'restricted' } as const;
const REMOVE = { scope: Scope.emailsSend, sandbox: 'allowed' } as const;

@ApiTags('Suppressions')
@Controller('suppressions')
export class SuppressionsController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @ApiKeyRoute(READ)
  @ApiOperation({
    summary: 'List the suppression list, newest first, a cursor page at a time',
    description:
      'Live keys read the live list; sandbox keys the sandbox list (the key owners’ addresses that ' +
      'sandbox mail bounced, complained or unsubscribed from).',
  })
  @ApiEnvelope(SuppressionListView)
  @ApiErrors({ 422: [ErrorCode.validationError] })
  async list(
    @Caller() ctx: RequestContext,
    @Query() query: ListSuppressionsQuery,
  ): Promise<SuccessBody<SuppressionListView>> {
    const envelope: Envelope<ListSuppressionsQuery> = { ctx, data: { ...query } };
    return respond(
      'Suppressions retrieved.',
      await this.bus.request<SuppressionListView>(SendingSubject.listSuppressions, envelope),
    );
  }

  @Get(':email')
  @ApiKeyRoute(READ)
  @ApiOperation({ summary: 'Read why an address is suppressed (one entry per reason)' })
  @ApiEnvelope(SuppressedAddressView)
  @ApiErrors(NOT_FOUND)
  async get(
    @Caller() ctx: RequestContext,
    @Param('email') email: string,
  ): Promise<SuccessBody<SuppressedAddressView>> {
    const envelope: Envelope<SuppressionAddressRequest> = { ctx, data: { email } };
    return respond(
      'Suppression retrieved.',
      await this.bus.request<SuppressedAddressView>(SendingSubject.getSuppression, envelope),
    );
  }

  @Post()
  @ApiKeyRoute(WRITE)
  @ApiOperation({
    summary: 'Suppress an address (201 new, 200 when it already was for that reason)',
    description:
      'hard_bounce and spam_complaint stop all mail to it; unsubscribe only non-transactional mail.',
  })
  @ApiEnvelope(SuppressionView, { status: 201, description: 'Suppressed' })
  @ApiEnvelope(SuppressionView, { description: 'Already suppressed for that reason' })
  @ApiErrors(BODY_ERRORS)
  async add(
    @Caller() ctx: RequestContext,
    @Body() body: CreateSuppressionDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SuccessBody<SuppressionView>> {
    const envelope: Envelope<CreateSuppressionDto> = { ctx, data: { ...body } };
    const outcome = await this.bus.request<AddSuppressionOutcome>(SendingSubject.addSuppression, envelope);
    void reply.status(outcome.created ? 201 : 200);
    return respond(
      outcome.created ? 'Address suppressed.' : 'Address already suppressed.',
      outcome.suppression,
    );
  }

  @Delete(':email')
  @ApiKeyRoute(REMOVE)
  @ApiOperation({
    summary: 'Remove an address from the suppression list, for every reason',
    description:
      'Live keys change the live list. A sandbox key removes its owner’s address from the sandbox list ' +
      '(403 sandbox_restricted for any other address).',
  })
  @ApiMessage()
  @ApiErrors({ ...NOT_FOUND, 403: [ErrorCode.sandboxRestricted] })
  async remove(@Caller() ctx: RequestContext, @Param('email') email: string): Promise<{ message: string }> {
    const envelope: Envelope<SuppressionAddressRequest> = { ctx, data: { email } };
    await this.bus.request(SendingSubject.removeSuppression, envelope);
    return { message: 'Suppression removed.' };
  }
}
