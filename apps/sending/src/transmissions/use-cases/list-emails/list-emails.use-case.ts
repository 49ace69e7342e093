import { Injectable } from '@nestjs/common';
import {
  EmailListView,
  ListEmailsQuery,
  perPageOf,
  RequestContext,
  SentEmailView,
  windowOf,
} from '@mailroom/contracts';
import { callerScope, microsToTimestamp } from '@mailroom/database';
import { SentEmailRow, TransmissionQueryRepository } from '../../transmission-query.repository';
import { emailListCursor } from './email-list-cursor';

// What the list depends on of its caller.
export type ListCaller = Pick<RequestContext, 'team_id' | 'key_type' | 'sandbox_recipient'>;

// GET /emails: the team's sent emails, newest first, a keyset page at a time. Live and sandbox traffic are
// kept apart: a live key lists live sends only; a sandbox key lists the team's sandbox sends addressed to
// its owner (SPEC sandbox rule 7), which, recipients being rewritten, are the sends of that owner's keys.
@Injectable()
export class ListEmailsUseCase {
  constructor(private readonly queries: TransmissionQueryRepository) {}

  async execute(ctx: ListCaller, query: ListEmailsQuery): Promise<EmailListView> {
    const perPage = perPageOf(query.per_page);
    const window = windowOf(query, { from: undefined, to: undefined });
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
    const page = emailListCursor.page(rows, perPage, scope, (row) => ({
      micros: BigInt(row.created_at_us),
      id: row.id,
    }));
    return this.view(page.rows, page.nextCursor, perPage);
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
