import { Pagination } from '../pagination';
import { ContactStatus, ImportStatus, PropertyType, SegmentOperator } from './audience-rules';

export interface NamedRef {
  id: string;
  name: string;
}

export type PropertyValue = string | number | boolean;

export interface ContactView {
  id: string;
  email: string;
  status: ContactStatus;
  properties: Record<string, PropertyValue>;
  created_at: string;
  updated_at: string;
  paused_until: string | null;
  // When the status last changed and why (the API, or the email event that changed it); null until then.
  status_changed_at: string | null;
  status_reason: string | null;
  lists: NamedRef[];
  topics: NamedRef[];
}

export interface ContactListView {
  contacts: ContactView[];
  pagination: Pagination;
}

export interface AudienceListView {
  id: string;
  name: string;
  description: string | null;
  contacts_count: number;
  created_at: string;
  updated_at: string;
}

export interface AudienceListListView {
  lists: AudienceListView[];
  pagination: Pagination;
}

export interface DeletedListsView {
  deleted: number;
}

export interface TopicView {
  id: string;
  name: string;
  description: string | null;
  subscribers_count: number;
  created_at: string;
  updated_at: string;
}

export interface TopicListView {
  topics: TopicView[];
  pagination: Pagination;
}

export interface PropertyView {
  key: string;
  type: PropertyType;
  label: string | null;
  created_at: string;
}

export interface PropertyListView {
  properties: PropertyView[];
}

export interface SegmentCondition {
  field: string;
  operator: SegmentOperator;
  value: string;
}

export interface SegmentView {
  id: string;
  name: string;
  list_id: string | null;
  list_name: string | null;
  condition_groups: { conditions: SegmentCondition[] }[];
  cached_contacts_count: number;
  // When cached_contacts_count was counted.
  counted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SegmentListView {
  segments: SegmentView[];
  pagination: Pagination;
}

export interface ImportRowError {
  // 1 is the header row; the first data row is 2.
  row: number;
  email: string | null;
  error: string;
}

export interface ImportView {
  id: string;
  status: ImportStatus;
  rows_total: number;
  rows_imported: number;
  rows_updated: number;
  rows_failed: number;
  errors: ImportRowError[];
  failure_reason: string | null;
  created_at: string;
  finished_at: string | null;
}
