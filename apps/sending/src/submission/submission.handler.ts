import { MessagePattern, Payload } from '@nestjs/microservices';
import { Envelope, SendingSubject, SendOutcome, SubmitMessageRequest } from '@mailroom/contracts';
import { BusHandler } from '@mailroom/messaging';
import { SubmitMessageUseCase } from './use-cases/submit-message/submit-message.use-case';

@BusHandler()
export class SubmissionHandler {
  constructor(private readonly submitMessage: SubmitMessageUseCase) {}

  @MessagePattern(SendingSubject.submit)
  submit(@Payload() { ctx, data }: Envelope<SubmitMessageRequest>): Promise<SendOutcome> {
    return this.submitMessage.execute(ctx, data);
  }
}
