import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AudienceSubject,
  DefinePropertyDto,
  Envelope,
  PropertyListView,
  PropertyRef,
  PropertyView,
} from '@mailroom/contracts';
import { BusHandler } from '@mailroom/messaging';
import { DefinePropertyUseCase } from './use-cases/define-property/define-property.use-case';
import { DeletePropertyUseCase } from './use-cases/delete-property/delete-property.use-case';
import { ListPropertiesUseCase } from './use-cases/list-properties/list-properties.use-case';

@BusHandler()
export class PropertiesHandler {
  constructor(
    private readonly defineProperty: DefinePropertyUseCase,
    private readonly listProperties: ListPropertiesUseCase,
    private readonly deleteProperty: DeletePropertyUseCase,
  ) {}

  @MessagePattern(AudienceSubject.defineProperty)
  define(@Payload() { ctx, data }: Envelope<DefinePropertyDto>): Promise<PropertyView> {
    return this.defineProperty.execute(ctx, data);
  }

  @MessagePattern(AudienceSubject.listProperties)
  list(@Payload() { ctx }: Envelope<Record<string, never>>): Promise<PropertyListView> {
    return this.listProperties.execute(ctx);
  }

  @MessagePattern(AudienceSubject.deleteProperty)
  async delete(@Payload() { ctx, data }: Envelope<PropertyRef>): Promise<{ deleted: true }> {
    await this.deleteProperty.execute(ctx, data.key);
    return { deleted: true };
  }
}
