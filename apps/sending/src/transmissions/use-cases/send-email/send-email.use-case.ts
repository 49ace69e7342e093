import { Injectable } from '@nestjs/common';
import {
  emailEventSubject,
  RequestContext,
  SendEmailDto,
  SendOutcome,
  SendResult,
} from '@mailroom/contracts';
import { ClaimedKey, requestFingerprint } from '@mailroom/database';
import { randomUUID } from 'node:crypto';
import { FreeTierUsage, quotaHeaders } from '../../../usage/quota';
import { SendingQuota } from '../../../usage/sending-quota';
import { emailEvent } from '../../email-event.factory';
import { IdempotencyRepository } from '../../idempotency.repository';
import { RecipientScreen, ScreenedRecipients, suppressedReason } from '../../recipient-screen';
import { CheckedSend, SendChecks } from '../../send-checks';
import { AcceptedSends } from './accepted-sends';
import { transmissionRows } from './transmission-rows';

function headersOf(usage: FreeTierUsage | undefined): Pick<SendOutcome, 'headers'> {
  return usage ? { headers: quotaHeaders(usage) } : {};
}

// A send whose content is settled (rendered, or submitted as MIME), before the checks that depend on the
// moment: suppression, quota and the Idempotency-Key.
export interface PreparedSend {
  request: SendEmailDto;
  checked: CheckedSend;
  // What an Idempotency-Key's repeats must match; computed only for a send that has a key.
  fingerprint: () => string;
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
// transmission, its recipients' usage and its events commits (a group commit shared with the sends
// accepted at the same moment: AcceptedSends), and the caller is answered only after it.
@Injectable()
export class SendEmailUseCase {
  constructor(
    private readonly accepted: AcceptedSends,
    private readonly idempotency: IdempotencyRepository,
    private readonly checks: SendChecks,
    private readonly screen: RecipientScreen,
    private readonly quota: SendingQuota,
  ) {}

  async execute(ctx: RequestContext, request: SendEmailDto, idempotencyKey?: string): Promise<SendOutcome> {
    const checked = await this.checks.check(ctx, request);
    // The resolved template content is part of the payload: a changed template makes another request.
    const fingerprint = () => requestFingerprint(request, checked.template?.content_hash ?? null);
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
    const claim = await this.idempotency.claim<SendResult>(
      ctx.key_id,
      idempotencyKey,
      prepared.fingerprint(),
    );
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
    const usageAfter = await this.accepted.record({
      ctx,
      transmission,
      messages,
      events: [
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
            { reason: suppressedReason(reason) },
            now,
          ),
        })),
      ],
      claimed,
      result,
      // Only accepted recipients of live sends count (SPEC sandbox rule 3).
      counted: ctx.key_type === 'live' ? messages.length : 0,
      now,
      usage: send.usage,
    });
    return { result, replayed: false, ...headersOf(usageAfter) };
  }
}
