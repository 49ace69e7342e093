import { Inject, Injectable, Logger } from '@nestjs/common';
import { ScheduledEmailEvent, SendingSubject, SendOutcome } from '@mailroom/contracts';
import { BusClient, InjectOutbox, InjectOutboxRelay, Outbox, OutboxRelay } from '@mailroom/messaging';
import { SCHEDULER_CONFIG, SchedulerConfig } from '../config/scheduler.config';
import { SCHEDULER_SCHEMA } from '../database/scheduler.schema';
import { scheduledEmailEvent } from '../scheduled-emails/scheduled-email.mapper';
import { DueEmail, DueEmailRepository } from './due-email.repository';
import { handOffEnvelope } from './hand-off';
import { classifySendFailure } from './send-failure';

const MAX_RETRY_DELAY_SECONDS = 300;

// Hands one due email to sending exactly as POST /emails would have, with the caller that scheduled it.
@Injectable()
export class ScheduledEmailInjector {
  private readonly logger = new Logger(ScheduledEmailInjector.name);

  constructor(
    @Inject(SCHEDULER_CONFIG) private readonly config: SchedulerConfig,
    private readonly bus: BusClient,
    private readonly due: DueEmailRepository,
    @InjectOutbox(SCHEDULER_SCHEMA) private readonly outbox: Outbox,
    @InjectOutboxRelay(SCHEDULER_SCHEMA) private readonly relay: OutboxRelay,
  ) {}

  async inject(email: DueEmail): Promise<void> {
    try {
      let outcome: SendOutcome;
      try {
        outcome = await this.bus.request<SendOutcome>(
          SendingSubject.send,
          handOffEnvelope(email.caller, email.id, email.request, email.injection_key),
          { timeoutMs: this.config.sendTimeoutMs },
        );
      } catch (error) {
        return await this.settleFailure(email, error);
      }
      await this.due.markSent(email, outcome.result.request_id);
    } catch (error) {
      this.logger.warn(
        { err: error, scheduled_email_id: email.id },
        'Recording the outcome of a scheduled email failed; it is taken again when its claim lapses',
      );
    }
  }

  private async settleFailure(email: DueEmail, error: unknown): Promise<void> {
    const failure = classifySendFailure(error);
    const triedForSeconds = (Date.now() - new Date(email.first_attempt_at).getTime()) / 1000;
    if (failure.kind === 'transient' && triedForSeconds < this.config.retryLimitSeconds) {
      const delay = Math.min(
        this.config.retryBaseSeconds * 2 ** (email.attempt - 1),
        MAX_RETRY_DELAY_SECONDS,
      );
      this.logger.warn(
        { scheduled_email_id: email.id, attempt: email.attempt, retry_in_seconds: delay },
        `Sending did not take a scheduled email: ${failure.reason}`,
      );
      return this.due.retryLater(email, delay);
    }
    const reason =
      failure.kind === 'transient'
        ? `Sending did not take the email within ${this.config.retryLimitSeconds} seconds: ${failure.reason}`
        : failure.reason;
    await this.due.transaction(async (manager) => {
      const failed = await this.due.markFailed(manager, email, reason);
      if (failed) await this.outbox.add(manager, ScheduledEmailEvent.failed, scheduledEmailEvent(failed));
    });
    this.relay.kick();
  }
}
