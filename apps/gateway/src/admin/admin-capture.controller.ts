import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, OperatorEnvelope, SendingSubject } from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { FastifyReply } from 'fastify';
import { RequestId } from '../access/request-context.decorator';
import { AdminOnly } from '../access/route-policy';
import { respond, SuccessBody } from '../http/respond';
import { ApiEnvelope, ApiErrors, ApiRawAnswer, NOT_FOUND } from '../http/api-docs';
import { CapturedMessageListView, ParsedCapturedMessageView } from './admin.views';
import { CapturedMessagesQuery } from './captured-messages.query';

// What the capture provider received, while it is in use (standalone's default).
@ApiTags('Admin')
@Controller('admin/capture/messages')
@AdminOnly()
export class AdminCaptureController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @ApiOperation({ summary: 'Messages the capture SMTP server received, newest first' })
  @ApiEnvelope(CapturedMessageListView)
  // 404 while the capture provider is not in use.
  @ApiErrors({ ...NOT_FOUND, 422: [ErrorCode.validationError] })
  async list(
    @RequestId() requestId: string,
    @Query() query: CapturedMessagesQuery,
  ): Promise<SuccessBody<unknown>> {
    const envelope: OperatorEnvelope<{ limit?: number }> = {
      request_id: requestId,
      data: { limit: query.limit },
    };
    return respond(
      'Captured messages retrieved.',
      await this.bus.request(SendingSubject.listCapturedMessages, envelope),
    );
  }

  @Get(':id/parsed')
  @ApiOperation({
    summary: 'One captured message parsed: headers, html, text, attachments and its DKIM verification',
  })
  @ApiEnvelope(ParsedCapturedMessageView)
  @ApiErrors(NOT_FOUND)
  async parsed(@RequestId() requestId: string, @Param('id') id: string): Promise<SuccessBody<unknown>> {
    const envelope: OperatorEnvelope<{ id: string }> = { request_id: requestId, data: { id } };
    return respond(
      'Captured message retrieved.',
      await this.bus.request(SendingSubject.readCapturedMessage, envelope),
    );
  }

  @Get(':id')
  @ApiOperation({ summary: 'One captured message, raw RFC 5322' })
  @ApiRawAnswer(200, 'The raw message (RFC 5322)', ['message/rfc822'])
  @ApiErrors(NOT_FOUND)
  async get(
    @RequestId() requestId: string,
    @Param('id') id: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const envelope: OperatorEnvelope<{ id: string }> = { request_id: requestId, data: { id } };
    const message = await this.bus.request<{ raw: string }>(SendingSubject.getCapturedMessage, envelope);
    await reply.header('Content-Type', 'message/rfc822').send(message.raw);
  }
}
