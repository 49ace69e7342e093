import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  RequestContext,
  ScheduledEmailView,
  ScheduleEmailDto,
  ScheduleOutcome,
  SendCheckResult,
  SendingSubject,
  ServiceError,
} from '@mailroom/contracts';
import { ClaimedKey } from '@mailroom/database';
import { BusClient } from '@mailroom/messaging';
import { DataSource } from 'typeorm';
import { SCHEDULER_SCHEMA } from '../../../database/scheduler.schema';
import { firstInjectionKey, handOffEnvelope } from '../../../injection/hand-off';
import { InjectionWorker } from '../../../injection/injection-worker';
import { scheduleFingerprint, textFingerprint } from '../../schedule-fingerprint';
import { ScheduledByKey, ScheduleIdempotencyRepository } from '../../schedule-idempotency.repository';
import { Caller } from '../../scheduled-email';
import { newScheduledEmailId } from '../../scheduled-email-id';
import { scheduledEmailView } from '../../scheduled-email.mapper';
import { ScheduledEmailRepository } from '../../scheduled-email.repository';
import { scheduledMoment } from '../../scheduled-moment';

// emails.check asks domains and templates in turn.
const CHECK_TIMEOUT_MS = 10_000;

function callerOf(ctx: RequestContext): Caller {
  return {
    team_id: ctx.team_id,
    key_id: ctx.key_id,
    key_type: ctx.key_type,
    scopes: ctx.scopes,
    plan: ctx.plan,
    monthly_limit: ctx.monthly_limit,
    sandbox_recipient: ctx.sandbox_recipient,
  };
}

// POST /emails/scheduled. An Idempotency-Key is looked up first, so that a retry gets its original even once
// that email's time has passed; then the moment, then sending's own checks of the request (emails.check), as
// POST /emails would make them now. The quota is left to the moment of sending.
@Injectable()
export class ScheduleEmailUseCase {
  constructor(
    @InjectDataSource(SCHEDULER_SCHEMA) private readonly dataSource: DataSource,
    private readonly emails: ScheduledEmailRepository,
    private readonly idempotency: ScheduleIdempotencyRepository,
    private readonly bus: BusClient,
    private readonly worker: InjectionWorker,
  ) {}

  async execute(
    ctx: RequestContext,
    dto: ScheduleEmailDto,
    idempotencyKey?: string,
  ): Promise<ScheduleOutcome> {
    if (idempotencyKey === undefined)
      return { scheduled_email: await this.schedule(ctx, dto), replayed: false };
    const claim = await this.idempotency.claim<ScheduledByKey>(
      ctx.key_id,
      idempotencyKey,
      scheduleFingerprint(dto),
      textFingerprint(dto),
    );
    if (claim.kind === 'replay') {
      const original = await this.emails.find(ctx, claim.response.scheduled_email_id);
      if (!original) throw ServiceError.notFound('Scheduled email not found.');
      return { scheduled_email: scheduledEmailView(original), replayed: true };
    }
    try {
      return { scheduled_email: await this.schedule(ctx, dto, claim.claimed), replayed: false };
    } catch (error) {
      await this.idempotency.release(claim.claimed);
      throw error;
    }
  }

  private async schedule(
    ctx: RequestContext,
    dto: ScheduleEmailDto,
    claimed?: ClaimedKey,
  ): Promise<ScheduledEmailView> {
    const { scheduled_at: scheduledAt, ...request } = dto;
    const moment = scheduledMoment(scheduledAt, new Date());
    const id = newScheduledEmailId();
    const caller = callerOf(ctx);
    const checked = await this.bus.request<SendCheckResult>(
      SendingSubject.check,
      handOffEnvelope(caller, id, request, firstInjectionKey(id)),
      { timeoutMs: CHECK_TIMEOUT_MS },
    );
    const row = await this.dataSource.transaction(async (manager) => {
      const stored = await this.emails.insert(manager, {
        id,
        caller,
        request,
        recipients: checked.recipients,
        scheduled_at: moment,
        subject: checked.subject,
      });
      if (claimed) await this.idempotency.complete(manager, claimed, { scheduled_email_id: id });
      return stored;
    });
    // The worker may be asleep past this email's time.
    this.worker.kick();
    return scheduledEmailView(row);
  }
}
