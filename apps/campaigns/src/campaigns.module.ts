import { DynamicModule, Module } from '@nestjs/common';
import { DatabaseModule } from '@mailroom/database';
import { OutboxModule } from '@mailroom/messaging';
import { CampaignAudience } from './audience/campaign-audience';
import { CampaignLaunch } from './campaigns/campaign-launch';
import { CampaignRepository } from './campaigns/campaign.repository';
import { CampaignsHandler } from './campaigns/campaigns.handler';
import { ApproveCampaignUseCase } from './campaigns/use-cases/approve-campaign/approve-campaign.use-case';
import { CancelCampaignUseCase } from './campaigns/use-cases/cancel-campaign/cancel-campaign.use-case';
import { CreateCampaignUseCase } from './campaigns/use-cases/create-campaign/create-campaign.use-case';
import { DeleteCampaignUseCase } from './campaigns/use-cases/delete-campaign/delete-campaign.use-case';
import { GetCampaignUseCase } from './campaigns/use-cases/get-campaign/get-campaign.use-case';
import { ListCampaignsUseCase } from './campaigns/use-cases/list-campaigns/list-campaigns.use-case';
import { RejectCampaignUseCase } from './campaigns/use-cases/reject-campaign/reject-campaign.use-case';
import { ScheduleCampaignUseCase } from './campaigns/use-cases/schedule-campaign/schedule-campaign.use-case';
import { SendCampaignUseCase } from './campaigns/use-cases/send-campaign/send-campaign.use-case';
import { UpdateCampaignUseCase } from './campaigns/use-cases/update-campaign/update-campaign.use-case';
import { CampaignRetentionJob } from './retention/campaign-retention.job';
import { CAMPAIGNS_CONFIG, CampaignsConfig } from './config/campaigns.config';
import { campaignsMigrations } from './database/campaigns.migrations';
import { CAMPAIGNS_SCHEMA } from './database/campaigns.schema';
import { CampaignBatchSender } from './delivery/campaign-batch-sender';
import { CampaignOutcomes } from './delivery/campaign-outcomes';
import { CampaignPreparer } from './delivery/campaign-preparer';
import { CampaignProgressRepository } from './delivery/campaign-progress.repository';
import { PreparationWorker } from './delivery/preparation-worker';
import { RecipientRepository } from './delivery/recipient.repository';
import { SendingWorker } from './delivery/sending-worker';
import { CampaignEventRepository } from './engagement/campaign-event.repository';
import { CampaignEventsConsumer } from './engagement/campaign-events.consumer';
import { ListCampaignEventsUseCase } from './engagement/use-cases/list-campaign-events/list-campaign-events.use-case';
import { RecordCampaignEventsUseCase } from './engagement/use-cases/record-campaign-events/record-campaign-events.use-case';

// The campaigns context: campaigns from draft to sent, their recipients' snapshot and batched sending
// through the sending context, and their stats and events from EMAIL_EVENTS.
@Module({})
export class CampaignsModule {
  static register(config: CampaignsConfig): DynamicModule {
    return {
      module: CampaignsModule,
      imports: [
        DatabaseModule.forContext({
          schema: CAMPAIGNS_SCHEMA,
          entities: [],
          migrations: campaignsMigrations,
        }),
        OutboxModule.forContext(CAMPAIGNS_SCHEMA),
      ],
      controllers: [CampaignsHandler],
      providers: [
        { provide: CAMPAIGNS_CONFIG, useValue: config },
        CampaignRepository,
        CampaignAudience,
        CampaignLaunch,
        CreateCampaignUseCase,
        ListCampaignsUseCase,
        GetCampaignUseCase,
        UpdateCampaignUseCase,
        DeleteCampaignUseCase,
        ScheduleCampaignUseCase,
        SendCampaignUseCase,
        CancelCampaignUseCase,
        ApproveCampaignUseCase,
        RejectCampaignUseCase,
        CampaignProgressRepository,
        RecipientRepository,
        CampaignOutcomes,
        CampaignPreparer,
        CampaignBatchSender,
        PreparationWorker,
        SendingWorker,
        CampaignEventRepository,
        RecordCampaignEventsUseCase,
        CampaignEventsConsumer,
        CampaignRetentionJob,
        ListCampaignEventsUseCase,
      ],
    };
  }
}
