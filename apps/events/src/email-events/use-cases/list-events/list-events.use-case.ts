import { Injectable } from '@nestjs/common';
import {
  EmailEventListView,
  emailEventView,
  ListEventsQuery,
  microsOfDate,
  perPageOf,
  timestampOfMicros,
  windowOf,
} from '@mailroom/contracts';
import { callerScope, microsToTimestamp } from '@mailroom/database';
import { EmailEventRepository, EventFilter, StoredEvent } from '../../email-event.repository';
import { EventListCursors } from '../../event-list-cursor';
import { EventPartitions } from '../../event-partitions';
import { EventCaller, visibilityOf } from '../../event-visibility';

// GET /emails/events: the caller's events in a window, newest first, a keyset page at a time. The window
// is [from, to): `from` defaults to, and is moved forward to, the start of the retention window; `to`
// defaults to now and must be after `from`. A window that ends before retention starts is empty, and is
// answered as such: `to` is moved up to the moved `from`, so the window shown never runs backwards. The
// gateway validated the query's fields. total_count is
// counted for the first page and carried by the cursor to the next ones (recounted if the filters changed).
@Injectable()
export class ListEventsUseCase {
  constructor(
    private readonly events: EmailEventRepository,
    private readonly partitions: EventPartitions,
    private readonly cursors: EventListCursors,
  ) {}

  async execute(ctx: EventCaller, query: ListEventsQuery, now = new Date()): Promise<EmailEventListView> {
    const perPage = perPageOf(query.per_page);
    const windowStart = this.partitions.windowStart(now);
    const start = microsOfDate(windowStart);
    const { from, to } = windowOf(query, { from: start, to: microsOfDate(now) });
    const scope = callerScope(ctx);
    const after = query.cursor === undefined ? undefined : this.cursors.decode(query.cursor, scope);
    const visibility = visibilityOf(ctx);
    const usedFrom = from > start ? from : start;
    const used = { from: usedFrom, to: to > usedFrom ? to : usedFrom };
    if (!visibility || used.from >= used.to) return this.view([], 0, used, null, perPage);

    const filter: EventFilter = {
      visibility,
      ...used,
      types: query.events,
      recipients: query.recipients?.map((address) => address.toLowerCase()),
      requestIds: query.transmissions,
      bounceClasses: query.bounce_classes,
    };
    const filterDigest = this.cursors.filterOf(query);
    const carried = after?.filter.equals(filterDigest) ? after.total : undefined;
    const position = after && {
      occurredAt: microsToTimestamp(after.position.micros),
      eventId: after.position.id,
    };
    // One more than a page tells whether another page follows.
    const limit = perPage + 1;
    const { rows, total } =
      carried === undefined
        ? await this.events.pageAndCount(ctx.team_id, filter, position, limit)
        : { rows: await this.events.page(ctx.team_id, filter, position, limit), total: carried };
    const page = this.cursors.page(rows, perPage, scope, { total, filter: filterDigest }, (row) => ({
      micros: BigInt(row.occurred_at_us),
      id: row.event_id,
    }));
    return this.view(page.rows, total, used, page.nextCursor, perPage);
  }

  private view(
    rows: StoredEvent[],
    total: number,
    window: { from: bigint; to: bigint },
    nextCursor: string | null,
    perPage: number,
  ): EmailEventListView {
    return {
      events: {
        data: rows.map((row) => emailEventView(row.record)),
        total_count: total,
        from: timestampOfMicros(window.from),
        to: timestampOfMicros(window.to),
        pagination: { next_cursor: nextCursor, per_page: perPage },
      },
    };
  }
}
