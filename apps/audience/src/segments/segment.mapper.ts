import { SegmentView } from '@mailroom/contracts';
import { isoOrNull } from '../shared/audience-ids';
import { SegmentRow } from './segment.repository';

export const segmentView = (row: SegmentRow): SegmentView => ({
  id: row.id,
  name: row.name,
  list_id: row.list_id,
  list_name: row.list_name,
  condition_groups: row.condition_groups.map((group) => ({
    conditions: group.conditions.map(({ field, operator, value }) => ({ field, operator, value })),
  })),
  cached_contacts_count: row.cached_contacts_count,
  counted_at: isoOrNull(row.counted_at),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});
