import { PropertyView } from '@mailroom/contracts';
import { PropertyRow } from './property.repository';

export const propertyView = (row: PropertyRow): PropertyView => ({
  key: row.key,
  type: row.type,
  label: row.label,
  created_at: row.created_at.toISOString(),
});
