import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CampaignEventListView,
  CampaignListView,
  CampaignRef,
  CampaignSubject,
  CampaignView,
  CreateCampaignDto,
  Envelope,
  ListCampaignEventsQuery,
  ListCampaignsQuery,
  OperatorEnvelope,
  ScheduleCampaignDto,
  UpdateCampaignDto,
} from '@mailroom/contracts';
import { BusHandler } from '@mailroom/messaging';
import { ListCampaignEventsUseCase } from '../engagement/use-cases/list-campaign-events/list-campaign-events.use-case';
import { ApproveCampaignUseCase } from './use-cases/approve-campaign/approve-campaign.use-case';
import { CancelCampaignUseCase } from './use-cases/cancel-campaign/cancel-campaign.use-case';
import { CreateCampaignUseCase } from './use-cases/create-campaign/create-campaign.use-case';
import { DeleteCampaignUseCase } from './use-cases/delete-campaign/delete-campaign.use-case';
import { GetCampaignUseCase } from './use-cases/get-campaign/get-campaign.use-case';
import { ListCampaignsUseCase } from './use-cases/list-campaigns/list-campaigns.use-case';
import { RejectCampaignUseCase } from './use-cases/reject-campaign/reject-campaign.use-case';
import { ScheduleCampaignUseCase } from './use-cases/schedule-campaign/schedule-campaign.use-case';
import { SendCampaignUseCase } from './use-cases/send-campaign/send-campaign.use-case';
import { UpdateCampaignUseCase } from './use-cases/update-campaign/update-campaign.use-case';

@BusHandler()
export class CampaignsHandler {
  constructor(
    private readonly createCampaign: CreateCampaignUseCase,
    private readonly listCampaigns: ListCampaignsUseCase,
    private readonly getCampaign: GetCampaignUseCase,
    private readonly updateCampaign: UpdateCampaignUseCase,
    private readonly deleteCampaign: DeleteCampaignUseCase,
    private readonly scheduleCampaign: ScheduleCampaignUseCase,
    private readonly sendCampaign: SendCampaignUseCase,
    private readonly cancelCampaign: CancelCampaignUseCase,
    private readonly listCampaignEvents: ListCampaignEventsUseCase,
    private readonly approveCampaign: ApproveCampaignUseCase,
    private readonly rejectCampaign: RejectCampaignUseCase,
  ) {}

  @MessagePattern(CampaignSubject.create)
  create(@Payload() { ctx, data }: Envelope<CreateCampaignDto>): Promise<CampaignView> {
    return this.createCampaign.execute(ctx, data);
  }

  @MessagePattern(CampaignSubject.list)
  list(@Payload() { ctx, data }: Envelope<ListCampaignsQuery>): Promise<CampaignListView> {
    return this.listCampaigns.execute(ctx, data);
  }

  @MessagePattern(CampaignSubject.get)
  get(@Payload() { ctx, data }: Envelope<CampaignRef>): Promise<CampaignView> {
    return this.getCampaign.execute(ctx, data.id);
  }

  @MessagePattern(CampaignSubject.update)
  update(
    @Payload() { ctx, data }: Envelope<CampaignRef & { changes: UpdateCampaignDto }>,
  ): Promise<CampaignView> {
    return this.updateCampaign.execute(ctx, data.id, data.changes);
  }

  @MessagePattern(CampaignSubject.delete)
  async delete(@Payload() { ctx, data }: Envelope<CampaignRef>): Promise<{ deleted: true }> {
    await this.deleteCampaign.execute(ctx, data.id);
    return { deleted: true };
  }

  @MessagePattern(CampaignSubject.schedule)
  schedule(@Payload() { ctx, data }: Envelope<CampaignRef & ScheduleCampaignDto>): Promise<CampaignView> {
    return this.scheduleCampaign.execute(ctx, data.id, data);
  }

  @MessagePattern(CampaignSubject.send)
  send(@Payload() { ctx, data }: Envelope<CampaignRef>): Promise<CampaignView> {
    return this.sendCampaign.execute(ctx, data.id);
  }

  @MessagePattern(CampaignSubject.cancel)
  cancel(@Payload() { ctx, data }: Envelope<CampaignRef>): Promise<CampaignView> {
    return this.cancelCampaign.execute(ctx, data.id);
  }

  @MessagePattern(CampaignSubject.listEvents)
  listEvents(
    @Payload() { ctx, data }: Envelope<CampaignRef & { query: ListCampaignEventsQuery }>,
  ): Promise<CampaignEventListView> {
    return this.listCampaignEvents.execute(ctx, data.id, data.query);
  }

  @MessagePattern(CampaignSubject.approve)
  approve(@Payload() { data }: OperatorEnvelope<CampaignRef>): Promise<CampaignView> {
    return this.approveCampaign.execute(data.id);
  }

  @MessagePattern(CampaignSubject.reject)
  reject(@Payload() { data }: OperatorEnvelope<CampaignRef & { reason: string }>): Promise<CampaignView> {
    return this.rejectCampaign.execute(data.id, data.reason);
  }
}
