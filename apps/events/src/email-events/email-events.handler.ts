import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  EmailEventListView,
  Envelope,
  EventsSubject,
  ListEventsQuery,
  TransmissionEventsView,
  TransmissionRef,
} from '@mailroom/contracts';
import { BusHandler } from '@mailroom/messaging';
import { GetTransmissionEventsUseCase } from './use-cases/get-transmission-events/get-transmission-events.use-case';
import { ListEventsUseCase } from './use-cases/list-events/list-events.use-case';

@BusHandler()
export class EmailEventsHandler {
  constructor(
    private readonly listEvents: ListEventsUseCase,
    private readonly getTransmissionEvents: GetTransmissionEventsUseCase,
  ) {}

  @MessagePattern(EventsSubject.list)
  list(@Payload() { ctx, data }: Envelope<ListEventsQuery>): Promise<EmailEventListView> {
    return this.listEvents.execute(ctx, data);
  }

  @MessagePattern(EventsSubject.getTransmission)
  getTransmission(@Payload() { ctx, data }: Envelope<TransmissionRef>): Promise<TransmissionEventsView> {
    return this.getTransmissionEvents.execute(ctx, data);
  }
}
