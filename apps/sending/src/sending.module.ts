import { DynamicModule, Module } from '@nestjs/common';
import { DatabaseModule } from '@mailroom/database';
import { OutboxModule } from '@mailroom/messaging';
import { TemplateRenderer } from '@mailroom/rendering';
import { idempotencyKeyRetention, processedEventRetention } from '@mailroom/runtime';
import { BouncedMessageRepository } from './bounces/bounced-message.repository';
import { BounceMxListener } from './bounces/inbound/bounce-mx.listener';
import { CheckBounceRecipientUseCase } from './bounces/use-cases/check-bounce-recipient/check-bounce-recipient.use-case';
import { RecordFeedbackLoopReportUseCase } from './bounces/use-cases/record-feedback-loop-report/record-feedback-loop-report.use-case';
import { RecordInboundReportUseCase } from './bounces/use-cases/record-inbound-report/record-inbound-report.use-case';
import { VerpAddresses } from './bounces/verp/verp-address';
import { CaptureStore, InMemoryCaptureStore } from './capture';
import { CapturedMessageReader } from './capture/captured-message-reader';
import { CapturedMessagesHandler } from './capture/captured-messages.handler';
import { MessageComposer } from './composition';
import { SENDING_CONFIG, SendingConfig } from './config/sending.config';
import { sendingMigrations } from './database/sending.migrations';
import { SENDING_SCHEMA } from './database/sending.schema';
import { DeliveryOutcomes } from './delivery-queue/delivery-outcomes';
import { DeliveryWorker } from './delivery-queue/delivery-worker';
import { MailProviders } from './delivery-queue/mail-providers';
import { MessageQueueRepository } from './delivery-queue/message-queue.repository';
import { SenderKeys } from './delivery-queue/sender-keys';
import { SendingHandler } from './transmissions/sending.handler';
import { BulkSendingHandler } from './transmissions/bulk-sending.handler';
import { BatchTransmissionRepository } from './transmissions/batch-transmission.repository';
import { SendBatchUseCase } from './transmissions/use-cases/send-batch/send-batch.use-case';
import { ScreenRecipientsUseCase } from './suppression/use-cases/screen-recipients/screen-recipients.use-case';
import { CheckQuotaUseCase } from './usage/use-cases/check-quota/check-quota.use-case';
import {
  TransmissionQueriesHandler,
  transmissionQueryProviders,
} from './transmissions/transmission-queries.handler';
import { IdempotencyRepository } from './transmissions/idempotency.repository';
import { TransmissionRetentionJob } from './transmissions/transmission-retention.job';
import { TransmissionRepository } from './transmissions/transmission.repository';
import { RecipientScreen } from './transmissions/recipient-screen';
import { ResolvedSenders } from './transmissions/resolved-senders';
import { SendChecks } from './transmissions/send-checks';
import { CheckSendUseCase } from './transmissions/use-cases/check-send/check-send.use-case';
import { AcceptedSends } from './transmissions/use-cases/send-email/accepted-sends';
import { SendEmailUseCase } from './transmissions/use-cases/send-email/send-email.use-case';
import { SuppressionEventsConsumer } from './suppression/suppression-events.consumer';
import { SuppressionRepository } from './suppression/suppression.repository';
import { suppressionApiProviders, SuppressionsHandler } from './suppression/suppressions.handler';
import { SubmissionHandler } from './submission/submission.handler';
import { SubmitMessageUseCase } from './submission/use-cases/submit-message/submit-message.use-case';
import { SuppressRecipientUseCase } from './suppression/use-cases/suppress-recipient/suppress-recipient.use-case';
import { MessageTracking } from './tracking/message-tracking';
import { SendingQuota } from './usage/sending-quota';
import { GetUsageUseCase } from './usage/use-cases/get-usage/get-usage.use-case';
import { UsageHandler } from './usage/usage.handler';
import { UsageRepository } from './usage/usage.repository';

// The sending context: accepting sends, tracking, composing and signing, the delivery queue and its workers,
// the bounce addresses of delivered mail and the inbound MX that takes their bounces and complaints, and the
// suppression list fed by hard bounces, unsubscribes and complaints.
@Module({})
export class SendingModule {
  static register(config: SendingConfig): DynamicModule {
    return {
      module: SendingModule,
      imports: [
        DatabaseModule.forContext({ schema: SENDING_SCHEMA, entities: [], migrations: sendingMigrations }),
        OutboxModule.forContext(SENDING_SCHEMA),
      ],
      controllers: [
        SendingHandler,
        CapturedMessagesHandler,
        TransmissionQueriesHandler,
        UsageHandler,
        BulkSendingHandler,
        SuppressionsHandler,
        SubmissionHandler,
      ],
      providers: [
        { provide: SENDING_CONFIG, useValue: config },
        processedEventRetention(SENDING_SCHEMA),
        { provide: CaptureStore, useValue: new InMemoryCaptureStore() },
        CapturedMessageReader,
        { provide: TemplateRenderer, useValue: new TemplateRenderer() },
        { provide: VerpAddresses, useValue: new VerpAddresses(config.encryptionKey) },
        BouncedMessageRepository,
        CheckBounceRecipientUseCase,
        RecordInboundReportUseCase,
        RecordFeedbackLoopReportUseCase,
        BounceMxListener,
        MessageComposer,
        MessageTracking,
        MailProviders,
        SenderKeys,
        MessageQueueRepository,
        DeliveryOutcomes,
        DeliveryWorker,
        TransmissionRepository,
        TransmissionRetentionJob,
        IdempotencyRepository,
        idempotencyKeyRetention(IdempotencyRepository),
        ResolvedSenders,
        SendChecks,
        RecipientScreen,
        AcceptedSends,
        SendEmailUseCase,
        CheckSendUseCase,
        SuppressionRepository,
        SuppressRecipientUseCase,
        SuppressionEventsConsumer,
        ...suppressionApiProviders,
        SubmitMessageUseCase,
        UsageRepository,
        SendingQuota,
        GetUsageUseCase,
        ...transmissionQueryProviders,
        BatchTransmissionRepository,
        SendBatchUseCase,
        ScreenRecipientsUseCase,
        CheckQuotaUseCase,
      ],
    };
  }
}
