import { Injectable } from '@nestjs/common';
import {
  EMAIL_LIST_DEFAULT_PER_PAGE,
  EMAIL_LIST_MAX_PER_PAGE,
  EmailListView,
  FieldErrors,
  ListEmailsQuery,
  RequestContext,
  SentEmailView,
  ServiceError,
} from '@mailroom/contracts';
import { callerScope, microsToTimestamp } from '@mailroom/database';
import { SentEmailRow, TransmissionQueryRepository } from '../../transmission-query.repository';
import { emailListCursor } from './email-list-cursor';

// What the list depends on of its caller.
export type ListCaller = Pick<RequestContext, 'team_id' | 'key_type' | 'sandbox_recipient'>;

interface Window {
  from?: Date;
  to?: Date;
}

// GET /emails: the team's sent emails, newest first, a keyset page at a time. Live and sandbox traffic are
// kept apart: a live key lists live sends only; a sandbox key lists the team's sandbox sends addressed to
// its owner (SPEC sandbox rule 7), which, recipients being rewritten, are the sends of that owner's keys.
@Injectable()
export class ListEmailsUseCase {
  constructor(private readonly queries: TransmissionQueryRepository) {}

  async execute(ctx: ListCaller, query: ListEmailsQuery): Promise<EmailListView> {
    // The gateway validated per_page; a caller on the bus that sends none gets the default.
    const requested = query.per_page;
    const perPage =
      typeof requested === 'number' && Number.isInteger(requested) && requested >= 1
        ? Math.min(requested, EMAIL_LIST_MAX_PER_PAGE)
        : EMAIL_LIST_DEFAULT_PER_PAGE;
    const window = this.window(query);
    const scope = callerScope(ctx);
    const after = query.cursor === undefined ? undefined : emailListCursor.decode(query.cursor, scope);

    if (ctx.key_type === 'sandbox' && !ctx.sandbox_recipient) return this.view([], null, perPage);
    const rows = await this.queries.page(ctx.team_id, {
      keyType: ctx.key_type,
      recipient: ctx.key_type === 'sandbox' ? ctx.sandbox_recipient : undefined,
      ...window,
      after: after && { createdAt: microsToTimestamp(after.micros), id: after.id },
      // One more than a page tells whether another page follows.
      limit: perPage + 1,
    });
    const page = rows.slice(0, perPage);
    const last = page[page.length - 1];
    const nextCursor =
      rows.length > perPage && last
        ? emailListCursor.encode({ micros: BigInt(last.created_at_us), id: last.id }, scope)
        : null;
    return this.view(page, nextCursor, perPage);
  }

  // `from` inclusive, `to` exclusive; `to` must be after `from`, as for the event list.
  private window(query: ListEmailsQuery): Window {
    const errors: FieldErrors = {};
    const parse = (field: 'from' | 'to'): Date | undefined => {
      const value = query[field];
      if (value === undefined || value === null) return undefined;
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) errors[field] = [`The ${field} must be an ISO 8601 date-time.`];
      return date;
    };
    const from = parse('from');
    const to = parse('to');
    if (from && to && !errors.from && !errors.to && to.getTime() <= from.getTime())
      errors.to = ['The to must be after from.'];
    if (Object.keys(errors).length > 0) throw ServiceError.validation(errors);
    return { from, to };
  }

  private view(rows: SentEmailRow[], nextCursor: string | null, perPage: number): EmailListView {
    return {
      emails: rows.map((row): SentEmailView => ({
        request_id: row.id,
        from: row.from_address,
        subject: row.subject,
        to: row.to_addresses,
        cc: row.cc_addresses,
        bcc: row.bcc_addresses,
        accepted: row.accepted,
        rejected: row.rejected,
        template_slug: row.template_slug,
        metadata: row.metadata,
        created_at: row.created_at.toISOString(),
        last_event: row.last_event,
      })),
      pagination: { next_cursor: nextCursor, per_page: perPage },
    };
  }
}
