import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CampaignRef,
  CampaignSubject,
  CampaignView,
  ErrorCode,
  OperatorEnvelope,
  RejectCampaignDto,
} from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { RequestId } from '../access/request-context.decorator';
import { AdminOnly } from '../access/route-policy';
import { respond, SuccessBody } from '../http/respond';
import { ApiEnvelope, ApiErrors, BODY_ERRORS, NOT_FOUND } from '../http/api-docs';

@ApiTags('Admin')
@Controller('admin/campaigns')
@AdminOnly()
export class AdminCampaignsController {
  constructor(private readonly bus: BusClient) {}

  @Post(':campaignId/approve')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Approve a campaign in review: it goes on as it was asked (scheduled or preparing)',
  })
  @ApiEnvelope(CampaignView)
  @ApiErrors(NOT_FOUND)
  @ApiErrors({ 409: [ErrorCode.campaignStatusConflict] })
  async approve(
    @RequestId() requestId: string,
    @Param('campaignId') id: string,
  ): Promise<SuccessBody<CampaignView>> {
    const envelope: OperatorEnvelope<CampaignRef> = { request_id: requestId, data: { id } };
    return respond(
      'Campaign approved.',
      await this.bus.request<CampaignView>(CampaignSubject.approve, envelope),
    );
  }

  @Post(':campaignId/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject a campaign in review: back to draft with the reason' })
  @ApiEnvelope(CampaignView)
  @ApiErrors(BODY_ERRORS)
  @ApiErrors(NOT_FOUND)
  @ApiErrors({ 409: [ErrorCode.campaignStatusConflict] })
  async reject(
    @RequestId() requestId: string,
    @Param('campaignId') id: string,
    @Body() body: RejectCampaignDto,
  ): Promise<SuccessBody<CampaignView>> {
    const envelope: OperatorEnvelope<CampaignRef & { reason: string }> = {
      request_id: requestId,
      data: { id, reason: body.reason },
    };
    return respond(
      'Campaign rejected.',
      await this.bus.request<CampaignView>(CampaignSubject.reject, envelope),
    );
  }
}
