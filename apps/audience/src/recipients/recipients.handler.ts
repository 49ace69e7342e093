import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AudienceRecipientsSubject,
  Envelope,
  ResolveRecipientsRequest,
  ResolveRecipientsResult,
} from '@mailroom/contracts';
import { BusHandler } from '@mailroom/messaging';
import { ResolveRecipientsUseCase } from './use-cases/resolve-recipients/resolve-recipients.use-case';

@BusHandler()
export class RecipientsHandler {
  constructor(private readonly resolveRecipients: ResolveRecipientsUseCase) {}

  @MessagePattern(AudienceRecipientsSubject)
  resolve(@Payload() { ctx, data }: Envelope<ResolveRecipientsRequest>): Promise<ResolveRecipientsResult> {
    return this.resolveRecipients.execute(ctx, data);
  }
}
