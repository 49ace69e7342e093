// `audience.resolve-recipients`: one keyset page of the contacts a campaign may mail, for the campaigns
// context's snapshot. Recipients are the team's contacts of the list (or matching the segment, within its
// list if it has one) whose status is `subscribed`, who are not paused (`paused_until` null or past) and,
// when a topic is given, who are subscribed to that topic; ordered by contact id.
export interface ResolveRecipientsRequest {
  list_id?: string;
  segment_id?: string;
  topic_id?: string;
  // The last contact id of the previous page; absent for the first page.
  after_id?: string;
  // 1 to 5000.
  limit: number;
}

export interface CampaignRecipient {
  contact_id: string;
  email: string;
  properties: Record<string, string | number | boolean | null>;
}

export interface ResolveRecipientsResult {
  recipients: CampaignRecipient[];
  // The id to pass as after_id for the next page; null when this page was the last.
  next_after_id: string | null;
}

export const AudienceRecipientsSubject = 'audience.resolve-recipients' as const;
