import { Injectable } from '@nestjs/common';
import { ListSuppressionsQuery, perPageOf, RequestContext, SuppressionListView } from '@mailroom/contracts';
import { callerScope } from '@mailroom/database';
import { SuppressionRepository } from '../../suppression.repository';
import { listOf, suppressionListCursor, suppressionView } from '../../suppression-view';

// GET /suppressions: the caller's list, newest first, a cursor page at a time.
@Injectable()
export class ListSuppressionsUseCase {
  constructor(private readonly suppressions: SuppressionRepository) {}

  async execute(ctx: RequestContext, query: ListSuppressionsQuery): Promise<SuppressionListView> {
    const perPage = perPageOf(query.per_page);
    const scope = callerScope(ctx);
    const after = query.cursor ? suppressionListCursor.decode(query.cursor, scope) : undefined;
    const rows = await this.suppressions.list(listOf(ctx), {
      reason: query.reason,
      address: query.email,
      after,
      limit: perPage + 1,
    });
    const page = suppressionListCursor.page(rows, perPage, scope, (row) => ({
      micros: BigInt(row.micros),
      id: row.id,
    }));
    return {
      suppressions: page.rows.map(suppressionView),
      pagination: { next_cursor: page.nextCursor, per_page: perPage },
    };
  }
}
