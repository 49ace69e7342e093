import { WebhookAuthType, WebhookEventsMode, WebhookView } from '@mailroom/contracts';

// An endpoint as stored; secrets are sealed.
export interface EndpointRow {
  id: string;
  team_id: number;
  name: string;
  url: string;
  enabled: boolean;
  auth_type: WebhookAuthType;
  auth_username: string | null;
  auth_password_sealed: string | null;
  oauth2_token_url: string | null;
  oauth2_client_id: string | null;
  oauth2_client_secret_sealed: string | null;
  oauth2_scope: string | null;
  events_mode: WebhookEventsMode;
  events: string[];
  signing_secret_sealed: string;
  created_at: Date;
  updated_at: Date;
}

// What a create or update writes (the id, team and signing secret aside).
export type EndpointSettings = Omit<
  EndpointRow,
  'id' | 'team_id' | 'signing_secret_sealed' | 'created_at' | 'updated_at'
>;

export function webhookView(row: EndpointRow): WebhookView {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    enabled: row.enabled,
    auth_type: row.auth_type,
    auth_username: row.auth_type === 'basic' ? row.auth_username : null,
    oauth2:
      row.auth_type === 'oauth2' && row.oauth2_token_url && row.oauth2_client_id
        ? { token_url: row.oauth2_token_url, client_id: row.oauth2_client_id, scope: row.oauth2_scope }
        : null,
    events_mode: row.events_mode,
    events: row.events,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
