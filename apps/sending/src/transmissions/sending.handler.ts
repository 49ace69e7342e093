import { MessagePattern, Payload } from '@nestjs/microservices';
import { Envelope, SendCheckResult, SendEmailDto, SendingSubject, SendOutcome } from '@mailroom/contracts';
import { BusHandler } from '@mailroom/messaging';
import { CheckSendUseCase } from './use-cases/check-send/check-send.use-case';
import { SendEmailUseCase } from './use-cases/send-email/send-email.use-case';

@BusHandler()
export class SendingHandler {
  constructor(
    private readonly sendEmail: SendEmailUseCase,
    private readonly checkSend: CheckSendUseCase,
  ) {}

  @MessagePattern(SendingSubject.send)
  send(@Payload() envelope: Envelope<SendEmailDto>): Promise<SendOutcome> {
    return this.sendEmail.execute(envelope.ctx, envelope.data, envelope.meta?.idempotency_key);
  }

  @MessagePattern(SendingSubject.check)
  check(@Payload() envelope: Envelope<SendEmailDto>): Promise<SendCheckResult> {
    return this.checkSend.execute(envelope.ctx, envelope.data);
  }
}
