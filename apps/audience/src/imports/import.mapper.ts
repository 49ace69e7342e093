import { ImportView } from '@mailroom/contracts';
import { isoOrNull } from '../shared/audience-ids';
import { ImportRow } from './import.repository';

export const importView = (row: ImportRow): ImportView => ({
  id: row.id,
  status: row.status === 'receiving' ? 'queued' : row.status,
  rows_total: row.rows_total,
  rows_imported: row.rows_imported,
  rows_updated: row.rows_updated,
  rows_failed: row.rows_failed,
  errors: row.errors,
  failure_reason: row.failure_reason,
  created_at: row.created_at.toISOString(),
  finished_at: isoOrNull(row.finished_at),
});
