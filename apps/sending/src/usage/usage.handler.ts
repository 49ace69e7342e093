import { MessagePattern, Payload } from '@nestjs/microservices';
import { Envelope, SendingSubject, UsageView } from '@mailroom/contracts';
import { BusHandler } from '@mailroom/messaging';
import { GetUsageUseCase } from './use-cases/get-usage/get-usage.use-case';

@BusHandler()
export class UsageHandler {
  constructor(private readonly getUsage: GetUsageUseCase) {}

  @MessagePattern(SendingSubject.getUsage)
  get(@Payload() envelope: Envelope<Record<string, never>>): Promise<UsageView> {
    return this.getUsage.execute(envelope.ctx);
  }
}
