import { ApiProperty } from '@nestjs/swagger';
import { Pagination } from '../pagination';
import {
  CONTACT_STATUSES,
  ContactStatus,
  IMPORT_STATUSES,
  ImportStatus,
  PROPERTY_TYPES,
  PropertyType,
  SEGMENT_OPERATORS,
  SegmentOperator,
} from './audience-rules';

export class NamedRef {
  @ApiProperty({ type: String })
  id!: string;

  @ApiProperty({ type: String })
  name!: string;
}

export type PropertyValue = string | number | boolean;

export class ContactView {
  @ApiProperty({ type: String })
  id!: string;

  @ApiProperty({ type: String })
  email!: string;

  @ApiProperty({ enum: CONTACT_STATUSES })
  status!: ContactStatus;

  @ApiProperty({ type: 'object', additionalProperties: true })
  properties!: Record<string, PropertyValue>;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updated_at!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  paused_until!: string | null;

  // When the status last changed and why (the API, or the email event that changed it); null until then.
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  status_changed_at!: string | null;

  @ApiProperty({ type: String, nullable: true })
  status_reason!: string | null;

  @ApiProperty({ type: () => [NamedRef] })
  lists!: NamedRef[];

  @ApiProperty({ type: () => [NamedRef] })
  topics!: NamedRef[];
}

export class ContactListView {
  @ApiProperty({ type: () => [ContactView] })
  contacts!: ContactView[];

  @ApiProperty({ type: () => Pagination })
  pagination!: Pagination;
}

export class AudienceListView {
  @ApiProperty({ type: String })
  id!: string;

  @ApiProperty({ type: String })
  name!: string;

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  @ApiProperty({ type: 'integer' })
  contacts_count!: number;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updated_at!: string;
}

export class AudienceListListView {
  @ApiProperty({ type: () => [AudienceListView] })
  lists!: AudienceListView[];

  @ApiProperty({ type: () => Pagination })
  pagination!: Pagination;
}

export class DeletedListsView {
  @ApiProperty({ type: 'integer' })
  deleted!: number;
}

export class TopicView {
  @ApiProperty({ type: String })
  id!: string;

  @ApiProperty({ type: String })
  name!: string;

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  @ApiProperty({ type: 'integer' })
  subscribers_count!: number;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updated_at!: string;
}

export class TopicListView {
  @ApiProperty({ type: () => [TopicView] })
  topics!: TopicView[];

  @ApiProperty({ type: () => Pagination })
  pagination!: Pagination;
}

export class PropertyView {
  @ApiProperty({ type: String })
  key!: string;

  @ApiProperty({ enum: PROPERTY_TYPES })
  type!: PropertyType;

  @ApiProperty({ type: String, nullable: true })
  label!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: string;
}

export class PropertyListView {
  @ApiProperty({ type: () => [PropertyView] })
  properties!: PropertyView[];
}

export class SegmentCondition {
  @ApiProperty({ type: String })
  field!: string;

  @ApiProperty({
    enum: SEGMENT_OPERATORS,
  })
  operator!: SegmentOperator;

  @ApiProperty({ type: String })
  value!: string;
}

export class SegmentViewConditionGroups {
  @ApiProperty({ type: () => [SegmentCondition] })
  conditions!: SegmentCondition[];
}

export class SegmentView {
  @ApiProperty({ type: String })
  id!: string;

  @ApiProperty({ type: String })
  name!: string;

  @ApiProperty({ type: String, nullable: true })
  list_id!: string | null;

  @ApiProperty({ type: String, nullable: true })
  list_name!: string | null;

  @ApiProperty({ type: () => [SegmentViewConditionGroups] })
  condition_groups!: { conditions: SegmentCondition[] }[];

  @ApiProperty({ type: 'integer' })
  cached_contacts_count!: number;

  // When cached_contacts_count was counted.
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  counted_at!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updated_at!: string;
}

export class SegmentListView {
  @ApiProperty({ type: () => [SegmentView] })
  segments!: SegmentView[];

  @ApiProperty({ type: () => Pagination })
  pagination!: Pagination;
}

export class ImportRowError {
  // 1 is the header row; the first data row is 2.
  @ApiProperty({ type: 'integer' })
  row!: number;

  @ApiProperty({ type: String, nullable: true })
  email!: string | null;

  @ApiProperty({ type: String })
  error!: string;
}

export class ImportView {
  @ApiProperty({ type: String })
  id!: string;

  @ApiProperty({ enum: IMPORT_STATUSES })
  status!: ImportStatus;

  @ApiProperty({ type: 'integer' })
  rows_total!: number;

  @ApiProperty({ type: 'integer' })
  rows_imported!: number;

  @ApiProperty({ type: 'integer' })
  rows_updated!: number;

  @ApiProperty({ type: 'integer' })
  rows_failed!: number;

  @ApiProperty({ type: () => [ImportRowError] })
  errors!: ImportRowError[];

  @ApiProperty({ type: String, nullable: true })
  failure_reason!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  finished_at!: string | null;
}

// POST /audience/contacts/import: the import job, queued.
export class ImportStartedView {
  @ApiProperty({ type: String })
  id!: string;

  @ApiProperty({ enum: IMPORT_STATUSES })
  status!: ImportStatus;
}
