import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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

export class CampaignStats {
  @ApiProperty({ type: 'integer' })
  injections!: number;

  @ApiProperty({ type: 'integer' })
  deliveries!: number;

  @ApiProperty({ type: 'integer' })
  bounces!: number;

  @ApiProperty({ type: 'integer' })
  spam_complaints!: number;

  @ApiProperty({ type: 'integer' })
  opens!: number;

  @ApiProperty({ type: 'integer' })
  unique_opens!: number;

  @ApiProperty({ type: 'integer' })
  clicks!: number;

  @ApiProperty({ type: 'integer' })
  unique_clicks!: number;

  @ApiProperty({ type: 'integer' })
  unsubscribes!: number;
}

// SPEC's Campaign, plus the content and audience of API.md's create body and why it was rejected or failed.
export class CampaignView {
  @ApiProperty({ type: String })
  id!: string;

  @ApiProperty({ type: String })
  name!: string;

  @ApiProperty({ enum: CAMPAIGN_STATUSES })
  status!: CampaignStatus;

  @ApiProperty({ type: 'integer' })
  sent_count!: number;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: () => CampaignStats })
  stats!: CampaignStats;

  @ApiProperty({ type: String })
  subject!: string;

  @ApiProperty({ type: String })
  from_email!: string;

  @ApiProperty({ type: String, nullable: true })
  from_name!: string | null;

  @ApiProperty({ type: String, nullable: true })
  reply_to!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  scheduled_at!: string | null;

  @ApiProperty({ type: 'integer' })
  total_recipients!: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sent_at!: string | null;

  @ApiProperty({ type: String, nullable: true })
  html!: string | null;

  @ApiProperty({ type: String, nullable: true })
  text!: string | null;

  @ApiProperty({ type: String, nullable: true })
  template_slug!: string | null;

  @ApiProperty({ type: String, nullable: true })
  list_id!: string | null;

  @ApiProperty({ type: String, nullable: true })
  segment_id!: string | null;

  @ApiProperty({ type: String, nullable: true })
  topic_id!: string | null;

  @ApiProperty({ type: String, nullable: true })
  review_reason!: string | null;

  @ApiProperty({ type: String, nullable: true })
  failure_reason!: string | null;
}

export class CampaignListView {
  @ApiProperty({ type: () => [CampaignView] })
  campaigns!: CampaignView[];

  @ApiProperty({ type: () => Pagination })
  pagination!: Pagination;
}

// SPEC's Campaign event. Fields an event does not carry are absent.
export class CampaignEventView {
  @ApiProperty({ type: String })
  event_id!: string;

  @ApiProperty({
    enum: CAMPAIGN_EVENT_TYPES,
  })
  event_type!: CampaignEventType;

  @ApiProperty({ type: String })
  email!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  timestamp!: string;

  @ApiPropertyOptional({ type: String })
  bounce_class?: string;

  @ApiPropertyOptional({ type: String })
  reason?: string;

  @ApiPropertyOptional({ type: String })
  target_link_url?: string;

  @ApiPropertyOptional({ type: String })
  user_agent?: string;
}

export class CampaignEventListView {
  @ApiProperty({ type: () => [CampaignEventView] })
  events!: CampaignEventView[];

  @ApiProperty({ type: String, nullable: true })
  next_cursor!: string | null;
}

export interface CampaignRef {
  id: string;
}
