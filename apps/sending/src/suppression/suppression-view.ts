import { RequestContext, SuppressionView } from '@mailroom/contracts';
import { KeysetCursor } from '@mailroom/database';
import { SuppressionList, SuppressionRow } from './suppression.repository';

// next_cursor of GET /suppressions: a position in (created_at DESC, id DESC).
export const suppressionListCursor = new KeysetCursor('suppressions-cursor');

// Live keys see and change the team's live list, sandbox keys its sandbox list.
export function listOf(ctx: RequestContext): SuppressionList {
  return { teamId: ctx.team_id, sandbox: ctx.key_type === 'sandbox' };
}

export function suppressionView(row: SuppressionRow): SuppressionView {
  return {
    email: row.address,
    reason: row.reason,
    source: row.source,
    event_id: row.event_id,
    request_id: row.source_request_id,
    created_at: new Date(row.created_at).toISOString(),
  };
}
