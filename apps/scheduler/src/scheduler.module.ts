import { DynamicModule, Module } from '@nestjs/common';
import { DatabaseModule } from '@mailroom/database';
import { OutboxModule } from '@mailroom/messaging';
import { idempotencyKeyRetention } from '@mailroom/runtime';
import { SCHEDULER_CONFIG, SchedulerConfig } from './config/scheduler.config';
import { schedulerMigrations } from './database/scheduler.migrations';
import { SCHEDULER_SCHEMA } from './database/scheduler.schema';
import { DueEmailRepository } from './injection/due-email.repository';
import { InjectionWorker } from './injection/injection-worker';
import { ScheduledEmailInjector } from './injection/scheduled-email-injector';
import { ScheduleIdempotencyRepository } from './scheduled-emails/schedule-idempotency.repository';
import { ScheduledEmailRetentionJob } from './scheduled-emails/scheduled-email-retention.job';
import { ScheduledEmailRepository } from './scheduled-emails/scheduled-email.repository';
import { ScheduledEmailsHandler } from './scheduled-emails/scheduled-emails.handler';
import { CancelScheduledEmailUseCase } from './scheduled-emails/use-cases/cancel-scheduled-email/cancel-scheduled-email.use-case';
import { GetScheduledEmailUseCase } from './scheduled-emails/use-cases/get-scheduled-email/get-scheduled-email.use-case';
import { ListScheduledEmailsUseCase } from './scheduled-emails/use-cases/list-scheduled-emails/list-scheduled-emails.use-case';
import { ScheduleEmailUseCase } from './scheduled-emails/use-cases/schedule-email/schedule-email.use-case';

// The scheduler context: scheduled emails held until their time, then handed to sending.
@Module({})
export class SchedulerModule {
  static register(config: SchedulerConfig): DynamicModule {
    return {
      module: SchedulerModule,
      imports: [
        DatabaseModule.forContext({
          schema: SCHEDULER_SCHEMA,
          entities: [],
          migrations: schedulerMigrations,
        }),
        OutboxModule.forContext(SCHEDULER_SCHEMA),
      ],
      controllers: [ScheduledEmailsHandler],
      providers: [
        { provide: SCHEDULER_CONFIG, useValue: config },
        ScheduledEmailRepository,
        ScheduledEmailRetentionJob,
        ScheduleIdempotencyRepository,
        idempotencyKeyRetention(ScheduleIdempotencyRepository),
        ScheduleEmailUseCase,
        ListScheduledEmailsUseCase,
        GetScheduledEmailUseCase,
        CancelScheduledEmailUseCase,
        DueEmailRepository,
        ScheduledEmailInjector,
        InjectionWorker,
      ],
    };
  }
}
