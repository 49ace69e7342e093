import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, ScheduledEmailEvent, ScheduledEmailView, ServiceError } from '@mailroom/contracts';
import { InjectOutbox, InjectOutboxRelay, Outbox, OutboxRelay } from '@mailroom/messaging';
import { DataSource } from 'typeorm';
import { SCHEDULER_SCHEMA } from '../../../database/scheduler.schema';
import { scheduledEmailEvent, scheduledEmailView } from '../../scheduled-email.mapper';
import { ScheduledEmailRepository, Viewer } from '../../scheduled-email.repository';

// DELETE /emails/scheduled/{id} (SPEC state table): a scheduled email becomes cancelled and is never handed
// on; in any other state the answer is 409 schedule_cancellation_failed. The change and its
// scheduled.cancelled event commit together.
@Injectable()
export class CancelScheduledEmailUseCase {
  constructor(
    @InjectDataSource(SCHEDULER_SCHEMA) private readonly dataSource: DataSource,
    @InjectOutbox(SCHEDULER_SCHEMA) private readonly outbox: Outbox,
    @InjectOutboxRelay(SCHEDULER_SCHEMA) private readonly relay: OutboxRelay,
    private readonly emails: ScheduledEmailRepository,
  ) {}

  async execute(viewer: Viewer, ref: string): Promise<ScheduledEmailView> {
    const cancelled = await this.dataSource.transaction(async (manager) => {
      const row = await this.emails.cancel(manager, viewer, ref);
      if (row) await this.outbox.add(manager, ScheduledEmailEvent.cancelled, scheduledEmailEvent(row));
      return row;
    });
    if (cancelled) {
      this.relay.kick();
      return scheduledEmailView(cancelled);
    }
    const existing = await this.emails.find(viewer, ref);
    if (!existing) throw ServiceError.notFound('Scheduled email not found.');
    throw new ServiceError({
      status: 409,
      error_code: ErrorCode.scheduleCancellationFailed,
      message: `The scheduled email is ${existing.state}; only a scheduled email can be cancelled.`,
    });
  }
}
