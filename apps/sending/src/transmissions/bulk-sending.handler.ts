import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  BulkSendingSubject,
  CheckQuotaRequest,
  Envelope,
  ScreenRecipientsRequest,
  ScreenRecipientsResult,
  SendBatchRequest,
  SendBatchResult,
} from '@mailroom/contracts';
import { BusHandler } from '@mailroom/messaging';
import { ScreenRecipientsUseCase } from '../suppression/use-cases/screen-recipients/screen-recipients.use-case';
import { CheckQuotaUseCase } from '../usage/use-cases/check-quota/check-quota.use-case';
import { SendBatchUseCase } from './use-cases/send-batch/send-batch.use-case';

// The campaigns context's subjects: not reachable from the HTTP API.
@BusHandler()
export class BulkSendingHandler {
  constructor(
    private readonly sendBatch: SendBatchUseCase,
    private readonly checkQuota: CheckQuotaUseCase,
    private readonly screenRecipients: ScreenRecipientsUseCase,
  ) {}

  @MessagePattern(BulkSendingSubject.sendBatch)
  send(@Payload() { ctx, data }: Envelope<SendBatchRequest>): Promise<SendBatchResult> {
    return this.sendBatch.execute(ctx, data);
  }

  @MessagePattern(BulkSendingSubject.checkQuota)
  quota(@Payload() { ctx, data }: Envelope<CheckQuotaRequest>): Promise<{ fits: true }> {
    return this.checkQuota.execute(ctx, data.count);
  }

  @MessagePattern(BulkSendingSubject.screenRecipients)
  screen(@Payload() { ctx, data }: Envelope<ScreenRecipientsRequest>): Promise<ScreenRecipientsResult> {
    return this.screenRecipients.execute(ctx, data.addresses);
  }
}
