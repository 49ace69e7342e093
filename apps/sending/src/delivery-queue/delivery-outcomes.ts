import { Inject, Injectable } from '@nestjs/common';
import { emailEventSubject, EmailEventType, SuppressionReason, SuppressionSource } from '@mailroom/contracts';
import { WriteBatcher } from '@mailroom/database';
import { InjectOutbox, InjectOutboxRelay, Outbox, OutboxRelay } from '@mailroom/messaging';
import { SENDING_CONFIG, SendingConfig } from '../config/sending.config';
import { SENDING_SCHEMA } from '../database/sending.schema';
import { BounceClass, DeliveryOutcome } from '../delivery';
import { SuppressionRepository } from '../suppression/suppression.repository';
import { emailEvent, EventDetails } from '../transmissions/email-event.factory';
import { MessageStatus } from '../transmissions/transmission';
import { ClaimedMessage, MessageQueueRepository, MessageSettlement } from './message-queue.repository';

// Outcomes written by one transaction at most.
const OUTCOME_BATCH_MAX = 500;
// A lone outcome waits this long for others while that pays (WriteBatcher's linger): at a moderate rate each
// delivery would otherwise settle alone. Its connection carries the next message meanwhile.
const OUTCOME_LINGER_MS = 4;
// How long the outbox relay is left to gather the events of outcomes before it is woken: one relay batch
// (and one write of each consumer) then carries tens of events instead of the two or three of one commit.
// Unlike the relay's own linger, this holds while the relay is busy, under a backlog of deliveries, where
// it pays most: without it, bench:deliver cost 0.87-0.93 CPU-ms a message against 0.80 (alternated runs).
const RELAY_KICK_DELAY_MS = 25;

export type DeliveryResult =
  | { kind: 'smtp'; outcome: DeliveryOutcome; size: number }
  // The message cannot be composed (its sending domain is gone): it fails for good.
  | { kind: 'failed'; reason: string }
  | { kind: 'retry-later'; reason: string };

// What one delivery attempt changes: the message's state, its event, and (for an unknown address) the
// team's suppression list.
interface OutcomeRecord {
  settlement: MessageSettlement;
  event: { type: EmailEventType; record: ReturnType<typeof emailEvent> };
  hardBounce?: { teamId: number; sandbox: boolean; address: string; requestId: string; eventId: string };
}

// Records delivery outcomes. Workers finish deliveries concurrently; the outcomes that finish while a write
// runs are written together by the next one (one transaction, one statement per table), so recording costs
// a few round trips per batch instead of per message. Each caller returns only once its outcome committed:
// until then the message stays claimed, and a crash delivers it again (at least once, never lost).
@Injectable()
export class DeliveryOutcomes {
  private readonly writer = new WriteBatcher<OutcomeRecord, void>(
    (records) => this.write(records),
    OUTCOME_BATCH_MAX,
    { lingerMs: OUTCOME_LINGER_MS },
  );

  constructor(
    @Inject(SENDING_CONFIG) private readonly config: SendingConfig,
    private readonly queue: MessageQueueRepository,
    private readonly suppressions: SuppressionRepository,
    @InjectOutbox(SENDING_SCHEMA) private readonly outbox: Outbox,
    @InjectOutboxRelay(SENDING_SCHEMA) private readonly relay: OutboxRelay,
  ) {}

  private relayKick?: NodeJS.Timeout;

  async record(claimed: ClaimedMessage, result: DeliveryResult): Promise<void> {
    await this.writer.submit(this.outcomeRecord(claimed, result, new Date()));
    this.relayKick ??= setTimeout(() => {
      this.relayKick = undefined;
      this.relay.kick();
    }, RELAY_KICK_DELAY_MS);
  }

  private async write(records: OutcomeRecord[]): Promise<void[]> {
    if (records.every((record) => !record.hardBounce)) {
      // The common case: the states and their events in one statement, one round trip.
      const { rows } = this.outbox.prepare(
        records.map(({ event }) => ({ subject: emailEventSubject(event.type), data: event.record })),
      );
      await this.queue.settleAndAnnounce(
        records.map((record) => record.settlement),
        this.outbox,
        rows,
      );
      return records.map(() => undefined);
    }
    await this.queue.transaction(async (manager) => {
      const settled = await this.queue.settleMany(
        manager,
        records.map((record) => record.settlement),
      );
      // A worker whose claim lapsed and was taken again records nothing: the newer claim will.
      const current = records.filter((record) => settled.has(record.settlement.messageId));
      await this.outbox.addMany(
        manager,
        current.map(({ event }) => ({ subject: emailEventSubject(event.type), data: event.record })),
      );
      // An unknown address is suppressed for the team in the bounce's own transaction: once the bounce is
      // recorded, no later send of the team reaches the address (API.md, Emails).
      for (const { hardBounce } of current) {
        if (!hardBounce) continue;
        await this.suppressions.add(
          manager,
          { teamId: hardBounce.teamId, sandbox: hardBounce.sandbox },
          {
            address: hardBounce.address,
            reason: SuppressionReason.hardBounce,
            source: SuppressionSource.bounce,
            eventId: hardBounce.eventId,
            requestId: hardBounce.requestId,
          },
        );
      }
    });
    return records.map(() => undefined);
  }

  private outcomeRecord(
    { message, transmission }: ClaimedMessage,
    result: DeliveryResult,
    now: Date,
  ): OutcomeRecord {
    const queueTime = now.getTime() - new Date(transmission.created_at).getTime();
    const outcomeOf = (
      status: MessageStatus,
      response: string,
      type: EmailEventType,
      details: EventDetails,
      nextAttemptAt?: Date,
    ): OutcomeRecord => ({
      settlement: { messageId: message.id, attempt: message.attempts, status, response, nextAttemptAt },
      event: { type, record: emailEvent(type, transmission, message, details, now) },
    });

    if (result.kind === 'failed') {
      return outcomeOf('bounced', result.reason, 'generation_failure', {
        reason: result.reason,
        raw_reason: result.reason,
      });
    }
    const outcome: DeliveryOutcome =
      result.kind === 'smtp' ? result.outcome : { kind: 'deferred', response: result.reason };
    const size = result.kind === 'smtp' ? result.size : undefined;
    if (outcome.kind === 'delivered') {
      return outcomeOf('delivered', outcome.response, 'delivery', {
        queue_time: queueTime,
        msg_size: size,
        ...(outcome.localIp ? { sending_ip: outcome.localIp } : {}),
      });
    }
    if (outcome.kind === 'bounced') {
      const bounce = outcomeOf('bounced', outcome.response, 'bounce', {
        bounce_class: outcome.bounceClass,
        error_code: String(outcome.code),
        reason: outcome.enhancedCode ? `${outcome.enhancedCode} ${outcome.response}` : outcome.response,
        raw_reason: outcome.response,
        msg_size: size,
      });
      if (outcome.bounceClass === BounceClass.InvalidRecipient) {
        bounce.hardBounce = {
          teamId: transmission.team_id,
          sandbox: transmission.key_type === 'sandbox',
          address: message.rcpt_to,
          requestId: transmission.id,
          eventId: bounce.event.record.event_id,
        };
      }
      return bounce;
    }
    if (queueTime / 1000 >= this.config.retryLimitSeconds) {
      // Deferred for too long: a soft bounce (class 20).
      return outcomeOf('bounced', outcome.response, 'bounce', {
        bounce_class: 20,
        error_code: outcome.code ? String(outcome.code) : null,
        reason: `Gave up after ${message.attempts} attempts: ${outcome.response}`,
        raw_reason: outcome.response,
      });
    }
    const delaySeconds = this.config.retryBaseSeconds * 2 ** Math.max(0, message.attempts - 1);
    return outcomeOf(
      'deferred',
      outcome.response,
      'delay',
      {
        error_code: outcome.code ? String(outcome.code) : null,
        reason: outcome.response,
        raw_reason: outcome.response,
        queue_time: queueTime,
      },
      new Date(now.getTime() + delaySeconds * 1000),
    );
  }
}
