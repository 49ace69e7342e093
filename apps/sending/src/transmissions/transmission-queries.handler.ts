import { MessagePattern, Payload } from '@nestjs/microservices';
import { EmailListView, Envelope, ListEmailsQuery, SendingSubject } from '@mailroom/contracts';
import { BusHandler } from '@mailroom/messaging';
import { TransmissionQueryRepository } from './transmission-query.repository';
import { ListEmailsUseCase } from './use-cases/list-emails/list-emails.use-case';

// What the reads of sent emails need, registered by the module as one group.
export const transmissionQueryProviders = [TransmissionQueryRepository, ListEmailsUseCase];

@BusHandler()
export class TransmissionQueriesHandler {
  constructor(private readonly listEmails: ListEmailsUseCase) {}

  @MessagePattern(SendingSubject.list)
  list(@Payload() { ctx, data }: Envelope<ListEmailsQuery>): Promise<EmailListView> {
    return this.listEmails.execute(ctx, data);
  }
}
