import { Pagination } from '../pagination';

// draft -> scheduled -> preparing -> sending -> sent | failed; draft/scheduled -> in_review -> (approve)
// scheduled | preparing, (reject) draft; scheduled -> (cancel) draft.
export const CAMPAIGN_STATUSES = [
  'draft',
  'scheduled',
  'preparing',
  'in_review',
  'sending',
  'sent',
  'failed',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

// SPEC's campaign event types.
export const CAMPAIGN_EVENT_TYPES = [
  'injection',
  'delivery',
  'bounce',
  'spam_complaint',
  'open',
  'click',
  'list_unsubscribe',
] as const;
export type CampaignEventType = (typeof CAMPAIGN_EVENT_TYPES)[number];

export const CAMPAIGN_LIST_MAX_PAGE = 10_000;

export interface CampaignStats {
  injections: number;
  deliveries: number;
  bounces: number;
  spam_complaints: number;
  opens: number;
  unique_opens: number;
  clicks: number;
  unique_clicks: number;
  unsubscribes: number;
}

// SPEC's Campaign, plus the content and audience of API.md's create body and why it was rejected or failed.
export interface CampaignView {
  id: string;
  name: string;
  status: CampaignStatus;
  sent_count: number;
  created_at: string;
  stats: CampaignStats;
  subject: string;
  from_email: string;
  from_name: string | null;
  reply_to: string | null;
  scheduled_at: string | null;
  total_recipients: number;
  sent_at: string | null;
  html: string | null;
  text: string | null;
  template_slug: string | null;
  list_id: string | null;
  segment_id: string | null;
  topic_id: string | null;
  review_reason: string | null;
  failure_reason: string | null;
}

export interface CampaignListView {
  campaigns: CampaignView[];
  pagination: Pagination;
}

// SPEC's Campaign event. Fields an event does not carry are absent.
export interface CampaignEventView {
  event_id: string;
  event_type: CampaignEventType;
  email: string;
  timestamp: string;
  bounce_class?: string;
  reason?: string;
  target_link_url?: string;
  user_agent?: string;
}

export interface CampaignEventListView {
  events: CampaignEventView[];
  next_cursor: string | null;
}

export interface CampaignRef {
  id: string;
}
