import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  Envelope,
  ListScheduledEmailsQuery,
  ScheduledEmailListView,
  ScheduledEmailRef,
  ScheduledEmailView,
  ScheduleEmailDto,
  ScheduleOutcome,
  SchedulerSubject,
} from '@mailroom/contracts';
import { BusHandler } from '@mailroom/messaging';
import { CancelScheduledEmailUseCase } from './use-cases/cancel-scheduled-email/cancel-scheduled-email.use-case';
import { GetScheduledEmailUseCase } from './use-cases/get-scheduled-email/get-scheduled-email.use-case';
import { ListScheduledEmailsUseCase } from './use-cases/list-scheduled-emails/list-scheduled-emails.use-case';
import { ScheduleEmailUseCase } from './use-cases/schedule-email/schedule-email.use-case';

@BusHandler()
export class ScheduledEmailsHandler {
  constructor(
    private readonly scheduleEmail: ScheduleEmailUseCase,
    private readonly listScheduledEmails: ListScheduledEmailsUseCase,
    private readonly getScheduledEmail: GetScheduledEmailUseCase,
    private readonly cancelScheduledEmail: CancelScheduledEmailUseCase,
  ) {}

  @MessagePattern(SchedulerSubject.schedule)
  schedule(@Payload() envelope: Envelope<ScheduleEmailDto>): Promise<ScheduleOutcome> {
    return this.scheduleEmail.execute(envelope.ctx, envelope.data, envelope.meta?.idempotency_key);
  }

  @MessagePattern(SchedulerSubject.list)
  list(@Payload() { ctx, data }: Envelope<ListScheduledEmailsQuery>): Promise<ScheduledEmailListView> {
    return this.listScheduledEmails.execute(ctx, data);
  }

  @MessagePattern(SchedulerSubject.get)
  get(@Payload() { ctx, data }: Envelope<ScheduledEmailRef>): Promise<ScheduledEmailView> {
    return this.getScheduledEmail.execute(ctx, data.id);
  }

  @MessagePattern(SchedulerSubject.cancel)
  cancel(@Payload() { ctx, data }: Envelope<ScheduledEmailRef>): Promise<ScheduledEmailView> {
    return this.cancelScheduledEmail.execute(ctx, data.id);
  }
}
