import { MessagePattern, Payload } from '@nestjs/microservices';
import { Envelope, SendEmailDto, SendingSubject, SendOutcome } from '@mailroom/contracts';
import { BusHandler } from '@mailroom/messaging';
import { SendEmailUseCase } from './use-cases/send-email/send-email.use-case';

@BusHandler()
export class SendingHandler {
  constructor(private readonly sendEmail: SendEmailUseCase) {}

  @MessagePattern(SendingSubject.send)
  send(@Payload() envelope: Envelope<SendEmailDto>): Promise<SendOutcome> {
    return this.sendEmail.execute(envelope.ctx, envelope.data, envelope.meta?.idempotency_key);
  }
}
