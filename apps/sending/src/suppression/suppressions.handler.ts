import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AddSuppressionOutcome,
  CreateSuppressionDto,
  Envelope,
  ListSuppressionsQuery,
  SendingSubject,
  SuppressedAddressView,
  SuppressionAddressRequest,
  SuppressionListView,
} from '@mailroom/contracts';
import { BusHandler } from '@mailroom/messaging';
import { AddSuppressionUseCase } from './use-cases/add-suppression/add-suppression.use-case';
import { GetSuppressionUseCase } from './use-cases/get-suppression/get-suppression.use-case';
import { ListSuppressionsUseCase } from './use-cases/list-suppressions/list-suppressions.use-case';
import { RemoveSuppressionUseCase } from './use-cases/remove-suppression/remove-suppression.use-case';

export const suppressionApiProviders = [
  ListSuppressionsUseCase,
  GetSuppressionUseCase,
  AddSuppressionUseCase,
  RemoveSuppressionUseCase,
];

@BusHandler()
export class SuppressionsHandler {
  constructor(
    private readonly listSuppressions: ListSuppressionsUseCase,
    private readonly getSuppression: GetSuppressionUseCase,
    private readonly addSuppression: AddSuppressionUseCase,
    private readonly removeSuppression: RemoveSuppressionUseCase,
  ) {}

  @MessagePattern(SendingSubject.listSuppressions)
  list(@Payload() { ctx, data }: Envelope<ListSuppressionsQuery>): Promise<SuppressionListView> {
    return this.listSuppressions.execute(ctx, data);
  }

  @MessagePattern(SendingSubject.getSuppression)
  get(@Payload() { ctx, data }: Envelope<SuppressionAddressRequest>): Promise<SuppressedAddressView> {
    return this.getSuppression.execute(ctx, data.email);
  }

  @MessagePattern(SendingSubject.addSuppression)
  add(@Payload() { ctx, data }: Envelope<CreateSuppressionDto>): Promise<AddSuppressionOutcome> {
    return this.addSuppression.execute(ctx, data);
  }

  @MessagePattern(SendingSubject.removeSuppression)
  async remove(@Payload() { ctx, data }: Envelope<SuppressionAddressRequest>): Promise<{ removed: true }> {
    await this.removeSuppression.execute(ctx, data.email);
    return { removed: true };
  }
}
