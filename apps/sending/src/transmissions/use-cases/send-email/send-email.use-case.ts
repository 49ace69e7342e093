import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  emailEventSubject,
  RequestContext,
  SendEmailDto,
  SendOutcome,
  SendResult,
} from '@mailroom/contracts';
import { ClaimedKey, requestFingerprint } from '@mailroom/database';
import { InjectOutbox, InjectOutboxRelay, Outbox, OutboxRelay } from '@mailroom/messaging';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { SENDING_SCHEMA } from '../../../database/sending.schema';
import { DeliveryWorker } from '../../../delivery-queue/delivery-worker';
import { FreeTierUsage, quotaHeaders } from '../../../usage/quota';
import { SendingQuota } from '../../../usage/sending-quota';
import { emailEvent } from '../../email-event.factory';
import { IdempotencyRepository } from '../../idempotency.repository';
import { RecipientScreen, ScreenedRecipients } from '../../recipient-screen';
import { CheckedSend, SendChecks } from '../../send-checks';
import { TransmissionRepository } from '../../transmission.repository';
import { transmissionRows } from './transmission-rows';

function headersOf(usage: FreeTierUsage | undefined): Pick<SendOutcome, 'headers'> {
  return usage ? { headers: quotaHeaders(usage) } : {};
}

// A send whose content is settled (rendered, or submitted as MIME), before the checks that depend on the
// moment: suppression, quota and the Idempotency-Key.
export interface PreparedSend {
  request: SendEmailDto;
  checked: CheckedSend;
  // What an Idempotency-Key's repeats must match.
  fingerprint: string;
  // SMTP submissions: the message to deliver as it is.
  rawMime?: Buffer;
}

// A send that passed every check, ready to be recorded.
interface Accepting extends PreparedSend {
  recipients: ScreenedRecipients;
  now: Date;
  // A free team's standing before the send: the headers of a send that counts nothing.
  usage: FreeTierUsage | undefined;
}

// POST /emails. SPEC's order: the caller was authorised by the gateway; then the sender domain, the
// template, the suppression list and the quota, and only then the Idempotency-Key (an exhausted quota
// answers 429 even to a replay); nothing is handed to delivery before the transaction that records the
// transmission, its recipients' usage and its events commits.
@Injectable()
export class SendEmailUseCase {
  constructor(
    @InjectDataSource(SENDING_SCHEMA) private readonly dataSource: DataSource,
    @InjectOutbox(SENDING_SCHEMA) private readonly outbox: Outbox,
    @InjectOutboxRelay(SENDING_SCHEMA) private readonly relay: OutboxRelay,
    private readonly transmissions: TransmissionRepository,
    private readonly idempotency: IdempotencyRepository,
    private readonly checks: SendChecks,
    private readonly screen: RecipientScreen,
    private readonly quota: SendingQuota,
    @Inject(DeliveryWorker) private readonly worker: DeliveryWorker,
  ) {}

  async execute(ctx: RequestContext, request: SendEmailDto, idempotencyKey?: string): Promise<SendOutcome> {
    const checked = await this.checks.check(ctx, request);
    // The resolved template content is part of the payload: a changed template makes another request.
    const fingerprint = requestFingerprint(request, checked.template?.content_hash ?? null);
    return this.acceptPrepared(ctx, { request, checked, fingerprint }, idempotencyKey);
  }

  // The rest of a send once its content is settled; emails.submit joins here.
  async acceptPrepared(
    ctx: RequestContext,
    prepared: PreparedSend,
    idempotencyKey?: string,
  ): Promise<SendOutcome> {
    const now = new Date();
    const { request, checked } = prepared;
    const transactional = request.options?.transactional ?? true;
    const recipients = await this.screen.screen(ctx, checked.recipients, transactional);
    // Counts what would be accepted: recipients refused by the suppression list cost no quota.
    const usage = await this.quota.check(ctx, recipients.accepted.length, now);
    const send: Accepting = { ...prepared, recipients, now, usage };

    if (idempotencyKey === undefined) return this.accept(ctx, send);
    const claim = await this.idempotency.claim<SendResult>(ctx.key_id, idempotencyKey, prepared.fingerprint);
    // A replay counts nothing: its headers show the standing before the attempt (SPEC Limits).
    if (claim.kind === 'replay') return { result: claim.response, replayed: true, ...headersOf(usage) };
    try {
      return await this.accept(ctx, send, claim.claimed);
    } catch (error) {
      await this.idempotency.release(claim.claimed);
      throw error;
    }
  }

  private async accept(ctx: RequestContext, send: Accepting, claimed?: ClaimedKey): Promise<SendOutcome> {
    const { request, checked, recipients, now } = send;
    const { transmission, messages } = transmissionRows(ctx, request, checked, recipients, now);
    transmission.raw_mime = send.rawMime ?? null;
    const result: SendResult = {
      request_id: transmission.id,
      accepted: transmission.accepted,
      rejected: transmission.rejected,
    };
    // Only accepted recipients of live sends count (SPEC sandbox rule 3).
    const counted = ctx.key_type === 'live' && messages.length > 0;
    const usageAfter = await this.dataSource.transaction(async (manager) => {
      await this.transmissions.insert(manager, transmission, messages);
      await this.outbox.addMany(manager, [
        ...messages.map((message) => ({
          subject: emailEventSubject('injection'),
          data: emailEvent('injection', transmission, message, {}, now),
        })),
        ...recipients.rejected.map(({ recipient, reason }) => ({
          subject: emailEventSubject('policy_rejection'),
          data: emailEvent(
            'policy_rejection',
            transmission,
            { id: randomUUID(), rcpt_to: recipient.address, raw_rcpt_to: recipient.raw },
            { reason: `Recipient is on the suppression list (${reason})` },
            now,
          ),
        })),
      ]);
      if (claimed) await this.idempotency.complete(manager, claimed, result);
      // Last, so that the team's usage row stays locked only until the commit that follows.
      return counted ? this.quota.consume(manager, ctx, messages.length, now) : send.usage;
    });
    this.relay.kick();
    if (messages.length > 0) this.worker.kick();
    return { result, replayed: false, ...headersOf(usageAfter) };
  }
}
