import { MessagePattern, Payload } from '@nestjs/microservices';
import { DomainRef, DomainSubject, OperatorEnvelope } from '@mailroom/contracts';
import { BusHandler } from '@mailroom/messaging';
import { ClearReputationUseCase } from './use-cases/clear-reputation/clear-reputation.use-case';
import { SetReputationInput, SetReputationUseCase } from './use-cases/set-reputation/set-reputation.use-case';

@BusHandler()
export class ReputationHandler {
  constructor(
    private readonly setReputation: SetReputationUseCase,
    private readonly clearReputation: ClearReputationUseCase,
  ) {}

  @MessagePattern(DomainSubject.setReputation)
  set(@Payload() { data }: OperatorEnvelope<SetReputationInput>): Promise<SetReputationInput> {
    return this.setReputation.execute(data);
  }

  @MessagePattern(DomainSubject.clearReputation)
  clear(@Payload() { data }: OperatorEnvelope<DomainRef>): Promise<DomainRef> {
    return this.clearReputation.execute(data);
  }
}
