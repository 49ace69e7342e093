import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BatchRecipient,
  BatchRecipientOutcome,
  EmailEventRecord,
  emailEventSubject,
  parseMailbox,
  RequestContext,
  SendBatchRequest,
  SendBatchResult,
  SendEmailDto,
} from '@mailroom/contracts';
import { InjectOutbox, InjectOutboxRelay, Outbox, OutboxRelay } from '@mailroom/messaging';
import { RenderLimitError } from '@mailroom/rendering';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { SENDING_SCHEMA } from '../../../database/sending.schema';
import { DeliveryWorker } from '../../../delivery-queue/delivery-worker';
import { suppressionAddress, SuppressionRepository } from '../../../suppression/suppression.repository';
import { SendingQuota } from '../../../usage/sending-quota';
import { BatchTransmissionRepository, KeyOutcome } from '../../batch-transmission.repository';
import { TransmissionRepository } from '../../transmission.repository';
import { emailEvent } from '../../email-event.factory';
import { newRequestId } from '../../request-id';
import { CheckedSend, contentOf, RenderedSend, SendChecks } from '../../send-checks';
import { Message, Transmission } from '../../transmission';
import { invalidAddress, onSuppressionList, Refusal, takenOutcome } from './batch-outcomes';

// A recipient of the batch that is to be sent now.
interface Fresh {
  recipient: BatchRecipient;
  address: string;
  rendered: RenderedSend;
  transmission: Transmission;
  message: Message;
}

// A recipient of the batch that gets an event saying why instead of a message, under a request id of its
// own: a generation_failure when its message cannot be generated ('failed'), a policy_rejection when the
// suppression list refuses it ('rejected') or its address is not valid ('invalid').
interface Unsent {
  recipient: BatchRecipient;
  outcome: Exclude<KeyOutcome, 'sent'>;
  event: EmailEventRecord;
}

// emails.send-batch: a campaign's batch, many personalised messages in one transaction. The rules of POST
// /emails hold: the sender domain and template checks (once for the batch), the suppression list (of
// marketing mail), the quota (free teams refused whole, before anything is recorded; refused recipients
// cost none); each message is non-transactional (List-Unsubscribe with RFC 8058 one-click), tracks opens
// and clicks, and carries the campaign's id on its events. A recipient that gets no message gets an event
// with the campaign's id that says why: a generation_failure when its message cannot be generated (its data
// renders past the limits of a part, or a control character into the subject), a policy_rejection when the
// suppression list refuses it (as in a single send) or its address is not valid. Each recipient's
// idempotency key is taken, with what became of it, in the transaction that records its message or its
// event: a retried or concurrent batch never sends nor reports a recipient twice, and answers it as the
// batch that took its key did.
@Injectable()
export class SendBatchUseCase {
  private readonly logger = new Logger(SendBatchUseCase.name);

  constructor(
    @InjectDataSource(SENDING_SCHEMA) private readonly dataSource: DataSource,
    @InjectOutbox(SENDING_SCHEMA) private readonly outbox: Outbox,
    @InjectOutboxRelay(SENDING_SCHEMA) private readonly relay: OutboxRelay,
    private readonly batches: BatchTransmissionRepository,
    private readonly transmissions: TransmissionRepository,
    private readonly checks: SendChecks,
    private readonly suppressions: SuppressionRepository,
    private readonly quota: SendingQuota,
    @Inject(DeliveryWorker) private readonly worker: DeliveryWorker,
  ) {}

  async execute(ctx: RequestContext, request: SendBatchRequest): Promise<SendBatchResult> {
    const now = new Date();
    const checked = await this.checks.check(ctx, checkRequest(request));
    const outcomes = new Map<string, { outcome: BatchRecipientOutcome; request_id: string | null }>();
    const takenBefore = await this.batches.takenUnder(
      ctx.team_id,
      request.recipients.map((r) => r.idempotency_key),
    );
    const candidates: { recipient: BatchRecipient; address: string }[] = [];
    const unsent: Unsent[] = [];
    for (const recipient of request.recipients) {
      const before = takenBefore.get(recipient.idempotency_key);
      const parsed = parseMailbox(recipient.email);
      if (before) {
        outcomes.set(recipient.idempotency_key, takenOutcome(before));
      } else if (parsed) {
        candidates.push({ recipient, address: parsed.address });
      } else {
        const refusal = invalidAddress(recipient.email);
        unsent.push(this.refused(ctx, request, checked, recipient, refusal, now));
      }
    }
    const suppressed = await this.suppressions.suppressed(
      { teamId: ctx.team_id, sandbox: false },
      candidates.map((c) => c.address),
      false,
    );
    const fresh: Fresh[] = [];
    for (const candidate of candidates) {
      const reason = suppressed.get(suppressionAddress(candidate.address));
      if (reason) {
        const refusal = onSuppressionList(candidate.address, reason);
        unsent.push(this.refused(ctx, request, checked, candidate.recipient, refusal, now));
        continue;
      }
      const made = this.personalised(ctx, request, checked, candidate, now);
      if ('event' in made) unsent.push(made);
      else fresh.push(made);
    }
    // The whole batch fits the quota or none of it is sent (free teams); the campaign checked all of it first.
    await this.quota.check(ctx, fresh.length, now);

    const taken = await this.dataSource.transaction(async (manager) => {
      const claimed = await this.batches.claimKeys(manager, ctx.team_id, [
        ...fresh.map((f) => ({
          key: f.recipient.idempotency_key,
          transmissionId: f.transmission.id,
          outcome: 'sent' as const,
        })),
        ...unsent.map((u) => ({
          key: u.recipient.idempotency_key,
          transmissionId: u.event.request_id,
          outcome: u.outcome,
        })),
      ]);
      const sending = fresh.filter((f) => claimed.has(f.recipient.idempotency_key));
      const reporting = unsent.filter((u) => claimed.has(u.recipient.idempotency_key));
      await this.outbox.addMany(
        manager,
        reporting.map((u) => ({ subject: emailEventSubject(u.event.type), data: u.event })),
      );
      await this.transmissions.insert(
        manager,
        sending.map((f) => f.transmission),
        sending.map((f) => f.message),
        [
          this.outbox.alongside(
            sending.map((f) => ({
              subject: emailEventSubject('injection'),
              data: emailEvent('injection', f.transmission, f.message, {}, now),
            })),
          ),
        ],
      );
      if (ctx.key_type === 'live' && sending.length > 0)
        await this.quota.consume(manager, ctx, sending.length, now);
      return { sending, reporting };
    });
    for (const f of taken.sending)
      outcomes.set(f.recipient.idempotency_key, { outcome: 'accepted', request_id: f.transmission.id });
    for (const u of taken.reporting) {
      outcomes.set(u.recipient.idempotency_key, { outcome: u.outcome, request_id: u.event.request_id });
      if (u.outcome === 'failed')
        this.logger.warn(
          { campaign_id: request.campaign_id, request_id: u.event.request_id },
          `A campaign recipient's message could not be generated: ${u.event.reason}`,
        );
    }
    // Keys a concurrent batch took while this one ran: that batch sent them, or recorded their event.
    const raced = [...fresh, ...unsent].filter((f) => !outcomes.has(f.recipient.idempotency_key));
    if (raced.length > 0) {
      const theirs = await this.batches.takenUnder(
        ctx.team_id,
        raced.map((f) => f.recipient.idempotency_key),
      );
      for (const f of raced) {
        const their = theirs.get(f.recipient.idempotency_key);
        outcomes.set(
          f.recipient.idempotency_key,
          their ? takenOutcome(their) : { outcome: 'duplicate', request_id: null },
        );
      }
    }
    this.relay.kick();
    if (taken.sending.length > 0) this.worker.queued(taken.sending.map((f) => f.transmission));
    return {
      outcomes: request.recipients.map((r) => ({
        idempotency_key: r.idempotency_key,
        ...outcomes.get(r.idempotency_key)!,
      })),
    };
  }

  // One recipient's own transmission and message, or its generation_failure event when its data renders
  // outside the limits.
  private personalised(
    ctx: RequestContext,
    request: SendBatchRequest,
    checked: CheckedSend,
    candidate: { recipient: BatchRecipient; address: string },
    now: Date,
  ): Fresh | Unsent {
    const content = contentOf(checkRequest(request), checked.template);
    let rendered: RenderedSend;
    try {
      rendered = this.checks.renderContent(content, candidate.recipient.substitution_data);
    } catch (error) {
      if (!(error instanceof RenderLimitError)) throw error;
      // The event shows the subject as written, unrendered.
      const unrendered = { subject: content.subject, html: null, text: null };
      const transmission = transmissionOf(ctx, request, checked, candidate.address, unrendered, now);
      const reason = `Message generation failed: ${error.message}`;
      const recipient = { id: randomUUID(), rcpt_to: candidate.address, raw_rcpt_to: candidate.address };
      return {
        recipient: candidate.recipient,
        outcome: 'failed',
        event: emailEvent('generation_failure', transmission, recipient, { reason, raw_reason: reason }, now),
      };
    }
    const transmission = transmissionOf(ctx, request, checked, candidate.address, rendered, now);
    const message: Message = {
      id: randomUUID(),
      transmission_id: transmission.id,
      team_id: ctx.team_id,
      rcpt_to: candidate.address,
      raw_rcpt_to: candidate.address,
      rcpt_type: 'to',
      status: 'queued',
      attempts: 0,
      created_at: now,
    };
    return { recipient: candidate.recipient, address: candidate.address, rendered, transmission, message };
  }

  // A recipient refused before its message is made: its policy_rejection event, under a request id of its
  // own, shows the subject its message would have had (as written when that cannot be rendered).
  private refused(
    ctx: RequestContext,
    request: SendBatchRequest,
    checked: CheckedSend,
    recipient: BatchRecipient,
    refusal: Refusal,
    now: Date,
  ): Unsent {
    const subject = contentOf(checkRequest(request), checked.template).subject;
    let headline: RenderedSend = { subject, html: null, text: null };
    try {
      headline = this.checks.renderContent(headline, recipient.substitution_data);
    } catch (error) {
      if (!(error instanceof RenderLimitError)) throw error;
    }
    const transmission = transmissionOf(ctx, request, checked, refusal.address, headline, now);
    const rcpt = { id: randomUUID(), rcpt_to: refusal.address, raw_rcpt_to: refusal.address };
    return {
      recipient,
      outcome: refusal.outcome,
      event: emailEvent('policy_rejection', transmission, rcpt, { reason: refusal.reason }, now),
    };
  }
}

// The transmission of one recipient's message, or the one its event stands for.
function transmissionOf(
  ctx: RequestContext,
  request: SendBatchRequest,
  checked: CheckedSend,
  address: string,
  rendered: RenderedSend,
  now: Date,
): Transmission {
  const { sender, signing, template } = checked;
  return {
    id: newRequestId(now.getTime()),
    team_id: ctx.team_id,
    key_id: ctx.key_id,
    key_type: ctx.key_type,
    from_address: `${sender.localPart}@${signing.domain}`,
    from_name: request.from_name ?? (sender.name || null),
    sending_domain: signing.domain,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    attachments: [],
    headers: {},
    metadata: {},
    options: { transactional: false, open_tracking: true, click_tracking: true },
    template_slug: template?.slug ?? null,
    template_version: template?.version ?? null,
    to_addresses: [address],
    cc_addresses: [],
    bcc_addresses: [],
    accepted: 1,
    rejected: 0,
    created_at: now,
    campaign_id: request.campaign_id,
    reply_to: request.reply_to ?? null,
  };
}

// The batch as the send request whose checks it must pass (sender domain, template, rendering).
function checkRequest(request: SendBatchRequest): SendEmailDto {
  return {
    from: request.from,
    ...(request.from_name ? { from_name: request.from_name } : {}),
    to: [request.from],
    subject: request.subject,
    ...(request.html !== undefined ? { html: request.html } : {}),
    ...(request.text !== undefined ? { text: request.text } : {}),
    ...(request.template_slug !== undefined ? { template_slug: request.template_slug } : {}),
    options: { transactional: false },
  };
}
