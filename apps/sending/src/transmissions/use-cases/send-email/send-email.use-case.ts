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

export interface SendResult {
  request_id: string;
  accepted: number;
  rejected: number;
}

export interface SendOutcome {
  result: SendResult;
  // True when an Idempotency-Key matched an earlier, completed send: nothing new was sent.
  replayed: boolean;
}

interface Content {
  subject: string;
  html: string | null;
  text: string | null;
  template?: ResolvedTemplate;
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

// POST /emails. SPEC's order: the caller was authorised by the gateway; then the sender domain, then the
// template; nothing is handed to delivery before the transaction that records the transmission commits.
@Injectable()
export class SendEmailUseCase {
  constructor(
    @InjectDataSource(SENDING_SCHEMA) private readonly dataSource: DataSource,
    @InjectOutbox(SENDING_SCHEMA) private readonly outbox: Outbox,
    @InjectOutboxRelay(SENDING_SCHEMA) private readonly relay: OutboxRelay,
    private readonly transmissions: TransmissionRepository,
    private readonly idempotency: IdempotencyRepository,
    private readonly renderer: TemplateRenderer,
    private readonly bus: BusClient,
    @Inject(DeliveryWorker) private readonly worker: DeliveryWorker,
  ) {}

  async execute(ctx: RequestContext, request: SendEmailDto, idempotencyKey?: string): Promise<SendOutcome> {
    const recipients = this.recipients(ctx, request);
    const sender = this.sender(request);
    const signing = await this.bus.request<ResolvedSender>(DomainSubject.resolveSender, {
      ctx,
      data: { from_domain: sender.domain },
    } satisfies Envelope<ResolveSenderRequest>);
    const content = await this.content(ctx, request);

    if (idempotencyKey !== undefined) {
      // The resolved template content is part of the payload: a changed template is a different request.
      const claim = await this.idempotency.claim<SendResult>(
        ctx.key_id,
        idempotencyKey,
        fingerprint(request, content.template?.content_hash),
      );
      if (claim.kind === 'replay') return { result: claim.response, replayed: true };
      try {
        return {
          result: await this.accept(ctx, request, recipients, sender, signing, content, idempotencyKey),
          replayed: false,
        };
      } catch (error) {
        await this.idempotency.release(ctx.key_id, idempotencyKey);
        throw error;
      }
    }
    return { result: await this.accept(ctx, request, recipients, sender, signing, content), replayed: false };
  }

  private async accept(
    ctx: RequestContext,
    request: SendEmailDto,
    recipients: Recipient[],
    sender: ParsedAddress,
    signing: ResolvedSender,
    content: Content,
    idempotencyKey?: string,
  ): Promise<SendResult> {
    const rendered = this.render(content, request.substitution_data ?? {});

    const now = new Date();
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
      to_addresses: recipients.filter((r) => r.type === 'to').map((r) => r.address),
      cc_addresses: recipients.filter((r) => r.type === 'cc').map((r) => r.address),
      bcc_addresses: recipients.filter((r) => r.type === 'bcc').map((r) => r.address),
      accepted: recipients.length,
      rejected: 0,
      created_at: now,
    };
    const messages: Message[] = recipients.map((recipient) => ({
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
    await this.dataSource.transaction(async (manager) => {
      await this.transmissions.insert(manager, transmission, messages);
      for (const message of messages) {
        await this.outbox.add(
          manager,
          emailEventSubject('injection'),
          emailEvent('injection', transmission, message, {}, now),
        );
      }
      if (idempotencyKey !== undefined)
        await this.idempotency.complete(manager, ctx.key_id, idempotencyKey, result);
    });
    this.relay.kick();
    this.worker.kick();
    return result;
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
