import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DomainSubject,
  emailEventSubject,
  Envelope,
  ErrorCode,
  FieldErrors,
  RequestContext,
  ResolvedSender,
  ResolvedTemplate,
  ResolveSenderRequest,
  ResolveTemplateRequest,
  SendEmailDto,
  SendOutcome,
  SendResult,
  ServiceError,
  TemplateSubject,
} from '@mailroom/contracts';
import { BusClient, InjectOutbox, InjectOutboxRelay, Outbox, OutboxRelay } from '@mailroom/messaging';
import { RenderLimitError, TemplateRenderer, TemplateSyntaxError } from '@mailroom/rendering';
import { createHash, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { SENDING_SCHEMA } from '../../../database/sending.schema';
import { DeliveryWorker } from '../../../delivery-queue/delivery-worker';
import { emailEvent } from '../../email-event.factory';
import { ParsedAddress, parseMailbox } from '../../email-address';
import { newRequestId } from '../../request-id';
import { Message, RecipientType, Transmission } from '../../transmission';
import { IdempotencyRepository } from '../../idempotency.repository';
import { TransmissionRepository } from '../../transmission.repository';
import {
  SuppressionReason,
  suppressionAddress,
  SuppressionRepository,
} from '../../../suppression/suppression.repository';
import { FreeTierUsage, quotaHeaders } from '../../../usage/quota';
import { SendingQuota } from '../../../usage/sending-quota';

interface Content {
  subject: string;
  html: string | null;
  text: string | null;
  template?: ResolvedTemplate;
}

function headersOf(usage: FreeTierUsage | undefined): Pick<SendOutcome, 'headers'> {
  return usage ? { headers: quotaHeaders(usage) } : {};
}

// Same payload, same fingerprint: keys in a stable order.
function fingerprint(request: SendEmailDto, templateContentHash: string | undefined): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify([canonical(request), templateContentHash ?? null]))
    .digest('hex');
}

interface Recipient {
  address: string;
  raw: string;
  type: RecipientType;
}

// The recipients of a request split by the team's suppression list (API.md, Emails): the refused ones are
// counted in `rejected` and get a policy_rejection event instead of a message.
interface Recipients {
  all: Recipient[];
  accepted: Recipient[];
  rejected: { recipient: Recipient; reason: SuppressionReason }[];
}

// A send that passed every check, ready to be recorded.
interface Accepting {
  request: SendEmailDto;
  recipients: Recipients;
  sender: ParsedAddress;
  signing: ResolvedSender;
  content: Content;
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
    private readonly suppressions: SuppressionRepository,
    private readonly quota: SendingQuota,
    private readonly renderer: TemplateRenderer,
    private readonly bus: BusClient,
    @Inject(DeliveryWorker) private readonly worker: DeliveryWorker,
  ) {}

  async execute(ctx: RequestContext, request: SendEmailDto, idempotencyKey?: string): Promise<SendOutcome> {
    const now = new Date();
    const requested = this.recipients(ctx, request);
    const sender = this.sender(request);
    const signing = await this.bus.request<ResolvedSender>(DomainSubject.resolveSender, {
      ctx,
      data: { from_domain: sender.domain },
    } satisfies Envelope<ResolveSenderRequest>);
    const content = await this.content(ctx, request);
    const recipients = await this.screen(ctx, requested, request.options?.transactional ?? true);
    // Counts what would be accepted: recipients refused by the suppression list cost no quota.
    const usage = await this.quota.check(ctx, recipients.accepted.length, now);
    const send: Accepting = { request, recipients, sender, signing, content, now, usage };

    if (idempotencyKey !== undefined) {
      // The resolved template content is part of the payload: a changed template is a different request.
      const claim = await this.idempotency.claim<SendResult>(
        ctx.key_id,
        idempotencyKey,
        fingerprint(request, content.template?.content_hash),
      );
      // A replay counts nothing: its headers show the standing before the attempt (SPEC Limits).
      if (claim.kind === 'replay') return { result: claim.response, replayed: true, ...headersOf(usage) };
      try {
        return await this.accept(ctx, send, idempotencyKey);
      } catch (error) {
        await this.idempotency.release(ctx.key_id, idempotencyKey);
        throw error;
      }
    }
    return this.accept(ctx, send);
  }

  private async accept(ctx: RequestContext, send: Accepting, idempotencyKey?: string): Promise<SendOutcome> {
    const { request, recipients, sender, signing, content, now } = send;
    const rendered = this.render(content, request.substitution_data ?? {});

    const transmission: Transmission = {
      id: newRequestId(now.getTime()),
      team_id: ctx.team_id,
      key_id: ctx.key_id,
      key_type: ctx.key_type,
      from_address: `${sender.localPart}@${signing.domain}`,
      from_name: request.from_name ?? (sender.name || null),
      sending_domain: signing.domain,
      // A substituted value may carry a line break; in a header it would start a header of its own.
      subject: rendered.subject.replace(/[\r\n]+/g, ' '),
      html: rendered.html,
      text: rendered.text,
      attachments: request.attachments ?? [],
      headers: request.headers ?? {},
      metadata: request.metadata ?? {},
      options: {
        transactional: request.options?.transactional ?? true,
        open_tracking: request.options?.open_tracking ?? false,
        click_tracking: request.options?.click_tracking ?? false,
      },
      template_slug: content.template?.slug ?? null,
      template_version: content.template?.version ?? null,
      // The mail's To and Cc headers name every recipient of the request, refused ones included, as written.
      to_addresses: recipients.all.filter((r) => r.type === 'to').map((r) => r.address),
      cc_addresses: recipients.all.filter((r) => r.type === 'cc').map((r) => r.address),
      bcc_addresses: recipients.all.filter((r) => r.type === 'bcc').map((r) => r.address),
      accepted: recipients.accepted.length,
      rejected: recipients.rejected.length,
      created_at: now,
    };
    const messages: Message[] = recipients.accepted.map((recipient) => ({
      id: randomUUID(),
      transmission_id: transmission.id,
      team_id: ctx.team_id,
      rcpt_to: recipient.address,
      raw_rcpt_to: recipient.raw,
      rcpt_type: recipient.type,
      status: 'queued',
      attempts: 0,
      created_at: now,
    }));

    const result: SendResult = {
      request_id: transmission.id,
      accepted: transmission.accepted,
      rejected: transmission.rejected,
    };
    // Only accepted recipients of live sends count (SPEC sandbox rule 3).
    const counted = ctx.key_type === 'live' && messages.length > 0;
    const usageAfter = await this.dataSource.transaction(async (manager) => {
      await this.transmissions.insert(manager, transmission, messages);
      for (const message of messages) {
        await this.outbox.add(
          manager,
          emailEventSubject('injection'),
          emailEvent('injection', transmission, message, {}, now),
        );
      }
      for (const { recipient, reason } of recipients.rejected) {
        const refused = { id: randomUUID(), rcpt_to: recipient.address, raw_rcpt_to: recipient.raw };
        await this.outbox.add(
          manager,
          emailEventSubject('policy_rejection'),
          emailEvent(
            'policy_rejection',
            transmission,
            refused,
            { reason: `Recipient is on the suppression list (${reason})` },
            now,
          ),
        );
      }
      if (idempotencyKey !== undefined)
        await this.idempotency.complete(manager, ctx.key_id, idempotencyKey, result);
      // Last, so that the team's usage row stays locked only until the commit that follows.
      return counted ? this.quota.consume(manager, ctx, messages.length, now) : send.usage;
    });
    this.relay.kick();
    if (messages.length > 0) this.worker.kick();
    return { result, replayed: false, ...headersOf(usageAfter) };
  }

  private async screen(ctx: RequestContext, all: Recipient[], transactional: boolean): Promise<Recipients> {
    // A sandbox send is checked against its rewritten recipient, the address it really goes to.
    const suppressed = await this.suppressions.suppressed(
      ctx.team_id,
      all.map((r) => r.address),
      transactional,
    );
    const recipients: Recipients = { all, accepted: [], rejected: [] };
    for (const recipient of all) {
      const reason = suppressed.get(suppressionAddress(recipient.address));
      if (reason) recipients.rejected.push({ recipient, reason });
      else recipients.accepted.push(recipient);
    }
    return recipients;
  }

  // Sandbox keys deliver every copy to the key creator's account address (SPEC sandbox rule 1).
  private recipients(ctx: RequestContext, request: SendEmailDto): Recipient[] {
    const errors: FieldErrors = {};
    const recipients: Recipient[] = [];
    for (const type of ['to', 'cc', 'bcc'] as const) {
      (request[type] ?? []).forEach((raw, index) => {
        const parsed = parseMailbox(raw);
        if (!parsed) {
          errors[`${type}.${index}`] = [`The ${type} address "${raw}" is not a valid email address.`];
          return;
        }
        const address =
          ctx.key_type === 'sandbox' && ctx.sandbox_recipient ? ctx.sandbox_recipient : parsed.address;
        recipients.push({ address, raw: parsed.address, type });
      });
    }
    if (Object.keys(errors).length > 0) throw ServiceError.validation(errors);
    return recipients;
  }

  private sender(request: SendEmailDto): ParsedAddress {
    const parsed = parseMailbox(request.from);
    if (!parsed) {
      throw new ServiceError({
        status: 400,
        error_code: ErrorCode.invalidDomain,
        message: 'The sender domain cannot be determined from the from address.',
      });
    }
    // The sandbox sends from its own verified domain, keeping the local part (SPEC sandbox rule 2); the
    // domains context answers with that domain for sandbox keys.
    return parsed;
  }

  private async content(ctx: RequestContext, request: SendEmailDto): Promise<Content> {
    if (request.template_slug === undefined) {
      return { subject: request.subject ?? '', html: request.html ?? null, text: request.text ?? null };
    }
    const template = await this.bus.request<ResolvedTemplate>(TemplateSubject.resolve, {
      ctx,
      data: {
        slug: request.template_slug,
        version: request.template_version,
        project_id: request.project_id,
        subject: request.subject,
      },
    } satisfies Envelope<ResolveTemplateRequest>);
    return { subject: template.subject, html: template.html, text: template.text, template };
  }

  private render(
    content: { subject: string; html: string | null; text: string | null },
    data: Record<string, unknown>,
  ): { subject: string; html: string | null; text: string | null } {
    try {
      const rendered = this.renderer.render(content, data);
      return { subject: rendered.subject ?? '', html: rendered.html, text: rendered.text };
    } catch (error) {
      if (error instanceof TemplateSyntaxError) {
        throw ServiceError.validation({ [error.part]: [error.message] });
      }
      if (error instanceof RenderLimitError) {
        throw new ServiceError({ status: 400, error_code: ErrorCode.sendError, message: error.message });
      }
      throw error;
    }
  }
}
