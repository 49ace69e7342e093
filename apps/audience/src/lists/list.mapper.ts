import { AudienceListView, TopicView } from '@mailroom/contracts';
import { NamedCollectionRow } from '../shared/named-collection.repository';

export const listView = (row: NamedCollectionRow): AudienceListView => ({
  id: row.id,
  name: row.name,
  description: row.description,
  contacts_count: row.members,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export const topicView = (row: NamedCollectionRow): TopicView => ({
  id: row.id,
  name: row.name,
  description: row.description,
  subscribers_count: row.members,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});
