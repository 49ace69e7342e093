import { Injectable } from '@nestjs/common';
import {
  AudienceRecipientsSubject,
  BulkSendingSubject,
  CampaignRecipient,
  Envelope,
  RequestContext,
  ResolveRecipientsRequest,
  ResolveRecipientsResult,
  ScreenRecipientsRequest,
  ScreenRecipientsResult,
} from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { CampaignContent } from '../campaigns/campaign';

// The largest page audience.resolve-recipients answers.
export const AUDIENCE_PAGE_MAX = 5000;

export interface RecipientPage {
  recipients: CampaignRecipient[];
  next_after_id: string | null;
}

// Whom a campaign may mail: the audience context's contacts of its list or segment (subscribed, not
// paused, on its topic), less the addresses sending's suppression list refuses for marketing mail.
@Injectable()
export class CampaignAudience {
  constructor(private readonly bus: BusClient) {}

  async page(
    ctx: RequestContext,
    campaign: Pick<CampaignContent, 'list_id' | 'segment_id' | 'topic_id'>,
    afterId: string | null,
    limit = AUDIENCE_PAGE_MAX,
  ): Promise<RecipientPage> {
    const page = await this.bus.request<ResolveRecipientsResult>(AudienceRecipientsSubject, {
      ctx,
      data: {
        ...(campaign.list_id ? { list_id: campaign.list_id } : {}),
        ...(campaign.segment_id ? { segment_id: campaign.segment_id } : {}),
        ...(campaign.topic_id ? { topic_id: campaign.topic_id } : {}),
        ...(afterId ? { after_id: afterId } : {}),
        limit,
      },
    } satisfies Envelope<ResolveRecipientsRequest>);
    if (page.recipients.length === 0) return page;
    const { suppressed } = await this.bus.request<ScreenRecipientsResult>(
      BulkSendingSubject.screenRecipients,
      {
        ctx,
        data: { addresses: page.recipients.map((recipient) => recipient.email) },
      } satisfies Envelope<ScreenRecipientsRequest>,
    );
    const refused = new Set(suppressed);
    return {
      recipients: page.recipients.filter((recipient) => !refused.has(recipient.email.toLowerCase())),
      next_after_id: page.next_after_id,
    };
  }

  // How many the campaign would mail now, counted up to `atMost` (a bound on the work of a request).
  async count(
    ctx: RequestContext,
    campaign: Pick<CampaignContent, 'list_id' | 'segment_id' | 'topic_id'>,
    atMost: number,
  ): Promise<number> {
    let count = 0;
    let after: string | null = null;
    do {
      const page = await this.page(ctx, campaign, after);
      count += page.recipients.length;
      after = page.next_after_id;
    } while (after !== null && count < atMost);
    return Math.min(count, atMost);
  }
}
