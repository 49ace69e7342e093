import { Injectable } from '@nestjs/common';
import {
  Envelope,
  ErrorCode,
  FieldErrors,
  Mailbox,
  mailboxProblem,
  namesDomain,
  parseMailbox,
  RequestContext,
  ResolvedSender,
  ResolvedTemplate,
  ResolveTemplateRequest,
  SendEmailDto,
  ServiceError,
  TemplateSubject,
} from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { RenderLimitError, TemplateRenderer, TemplateSyntaxError } from '@mailroom/rendering';
import { ResolvedSenders } from './resolved-senders';
import { RecipientType } from './transmission';

export interface Recipient {
  // Where the copy goes: the key owner's address for a sandbox key, the address as written otherwise.
  address: string;
  raw: string;
  type: RecipientType;
}

export interface RenderedSend {
  subject: string;
  html: string | null;
  text: string | null;
}

// Who a send goes from and to: its recipients (rewritten for sandbox keys) and its sending domain.
export interface CheckedAddressing {
  recipients: Recipient[];
  sender: Mailbox;
  signing: ResolvedSender;
}

// A send request that passed every check that does not depend on the moment of sending.
export interface CheckedSend extends CheckedAddressing {
  template?: ResolvedTemplate;
  rendered: RenderedSend;
}

// What is rendered: the template's content, or the request's own.
export function contentOf(request: SendEmailDto, template: ResolvedTemplate | undefined): RenderedSend {
  return template
    ? { subject: template.subject, html: template.html, text: template.text }
    : { subject: request.subject ?? '', html: request.html ?? null, text: request.text ?? null };
}

// The checks of POST /emails that hold whenever they run: recipient and from parsing, the sender domain
// (asked of domains, or answered by ResolvedSenders within a second of its asking), the template (asked of templates) and rendering. They accept nothing and count nothing,
// so the scheduler can ask them at scheduling time (emails.check) and sending again when the email goes out.
@Injectable()
export class SendChecks {
  constructor(
    private readonly bus: BusClient,
    private readonly senders: ResolvedSenders,
    private readonly renderer: TemplateRenderer,
  ) {}

  async check(ctx: RequestContext, request: SendEmailDto): Promise<CheckedSend> {
    const addressing = await this.checkAddressing(ctx, request);
    const template = await this.template(ctx, request);
    const rendered = this.render(contentOf(request, template), request.substitution_data ?? {});
    return { ...addressing, template, rendered };
  }

  // The recipients and the sender domain alone: an SMTP submission brings its own content.
  async checkAddressing(
    ctx: RequestContext,
    request: Pick<SendEmailDto, 'from' | 'to' | 'cc' | 'bcc'>,
  ): Promise<CheckedAddressing> {
    const recipients = this.recipients(ctx, request);
    const sender = this.sender(request);
    const signing = await this.senders.resolve(ctx, sender.domain);
    return { recipients, sender, signing };
  }

  // Sandbox keys deliver every copy to the key creator's account address (SPEC sandbox rule 1).
  private recipients(ctx: RequestContext, request: Pick<SendEmailDto, 'to' | 'cc' | 'bcc'>): Recipient[] {
    const errors: FieldErrors = {};
    const recipients: Recipient[] = [];
    for (const type of ['to', 'cc', 'bcc'] as const) {
      (request[type] ?? []).forEach((raw, index) => {
        const parsed = parseMailbox(raw);
        if (!parsed) {
          errors[`${type}.${index}`] = [mailboxProblem(raw, `${type} address`) ?? ''];
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

  private sender(request: Pick<SendEmailDto, 'from'>): Mailbox {
    const parsed = parseMailbox(request.from);
    if (!parsed && namesDomain(request.from)) {
      throw ServiceError.validation({ from: [mailboxProblem(request.from, 'from address') ?? ''] });
    }
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

  private async template(ctx: RequestContext, request: SendEmailDto): Promise<ResolvedTemplate | undefined> {
    if (request.template_slug === undefined) return undefined;
    return this.bus.request<ResolvedTemplate>(TemplateSubject.resolve, {
      ctx,
      data: {
        slug: request.template_slug,
        version: request.template_version,
        project_id: request.project_id,
        subject: request.subject,
      },
    } satisfies Envelope<ResolveTemplateRequest>);
  }

  // Per recipient of a campaign batch, each with its own data: a RenderLimitError is that recipient's alone.
  renderContent(content: RenderedSend, data: Record<string, unknown>): RenderedSend {
    const rendered = this.renderer.render(content, data);
    return { subject: rendered.subject ?? '', html: rendered.html, text: rendered.text };
  }

  private render(content: RenderedSend, data: Record<string, unknown>): RenderedSend {
    try {
      return this.renderContent(content, data);
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
