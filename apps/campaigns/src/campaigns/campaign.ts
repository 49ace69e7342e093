import { CampaignStats, CampaignStatus, CampaignView, RequestContext } from '@mailroom/contracts';

// The campaign's fields that its owner sets (create and PATCH).
export interface CampaignContent {
  name: string;
  subject: string;
  from_email: string;
  from_name: string | null;
  reply_to: string | null;
  html: string | null;
  text: string | null;
  template_slug: string | null;
  list_id: string | null;
  segment_id: string | null;
  topic_id: string | null;
}

export type CampaignRequest = 'send' | 'schedule';

export interface CampaignRow extends CampaignContent {
  id: string;
  team_id: number;
  status: CampaignStatus;
  scheduled_at: Date | null;
  requested: CampaignRequest | null;
  caller: RequestContext | null;
  total_recipients: number;
  sent_count: number;
  sent_at: Date | null;
  review_reason: string | null;
  failure_reason: string | null;
  created_at: Date;
  stats: CampaignStats | null;
}

export const CONTENT_FIELDS = [
  'name',
  'subject',
  'from_email',
  'from_name',
  'reply_to',
  'html',
  'text',
  'template_slug',
  'list_id',
  'segment_id',
  'topic_id',
] as const satisfies readonly (keyof CampaignContent)[];

const EMPTY_STATS: CampaignStats = {
  injections: 0,
  deliveries: 0,
  bounces: 0,
  spam_complaints: 0,
  opens: 0,
  unique_opens: 0,
  clicks: 0,
  unique_clicks: 0,
  unsubscribes: 0,
};

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

export function campaignView(row: CampaignRow): CampaignView {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    sent_count: row.sent_count,
    created_at: new Date(row.created_at).toISOString(),
    stats: { ...EMPTY_STATS, ...(row.stats ?? {}) },
    subject: row.subject,
    from_email: row.from_email,
    from_name: row.from_name,
    reply_to: row.reply_to,
    scheduled_at: iso(row.scheduled_at),
    total_recipients: row.total_recipients,
    sent_at: iso(row.sent_at),
    html: row.html,
    text: row.text,
    template_slug: row.template_slug,
    list_id: row.list_id,
    segment_id: row.segment_id,
    topic_id: row.topic_id,
    review_reason: row.review_reason,
    failure_reason: row.failure_reason,
  };
}
