import { Injectable } from '@nestjs/common';
import {
  BulkSendingSubject,
  CheckQuotaRequest,
  Envelope,
  Plan,
  RequestContext,
  SendCheckResult,
  SendEmailDto,
  SendingSubject,
  ServiceError,
} from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { CampaignAudience } from '../audience/campaign-audience';
import { CampaignContent, CampaignRow } from './campaign';
import { CampaignRepository } from './campaign.repository';
import { assertComplete } from './campaign-rules';

// Above this many recipients a free team's campaign waits for the operator.
export const FREE_REVIEW_THRESHOLD = 10_000;
// The sender, template and rendering checks ask domains and templates through sending.
const CHECK_TIMEOUT_MS = 15_000;

function audienceMissing(campaign: CampaignRow, message: string): ServiceError {
  const field = /^topic/i.test(message) ? 'topic_id' : campaign.segment_id ? 'segment_id' : 'list_id';
  return ServiceError.validation({ [field]: [message] });
}

// The send request whose checks a campaign must pass: its sender, its template, its content rendering.
export function checkRequest(campaign: CampaignContent): SendEmailDto {
  return {
    from: campaign.from_email,
    ...(campaign.from_name ? { from_name: campaign.from_name } : {}),
    to: [campaign.from_email],
    subject: campaign.subject,
    ...(campaign.html !== null ? { html: campaign.html } : {}),
    ...(campaign.text !== null ? { text: campaign.text } : {}),
    ...(campaign.template_slug !== null ? { template_slug: campaign.template_slug } : {}),
    options: { transactional: false },
  };
}

// The checks of POST /campaigns/{id}/send and /schedule, before the campaign leaves draft: its sender domain
// as for POST /emails, its audience, a free team's quota for the whole campaign (refused before anything goes
// out), and whether the operator must approve it first.
@Injectable()
export class CampaignLaunch {
  constructor(
    private readonly bus: BusClient,
    private readonly audience: CampaignAudience,
    private readonly campaigns: CampaignRepository,
  ) {}

  // Answers why the campaign waits for review, or null when it may go.
  async check(ctx: RequestContext, campaign: CampaignRow): Promise<string | null> {
    assertComplete(campaign);
    await this.checkSender(ctx, campaign);
    try {
      return await this.checkAudience(ctx, campaign);
    } catch (error) {
      // The campaign exists; what is missing is the list, segment or topic it names.
      if (error instanceof ServiceError && error.status === 404)
        throw audienceMissing(campaign, error.message);
      throw error;
    }
  }

  private async checkAudience(ctx: RequestContext, campaign: CampaignRow): Promise<string | null> {
    let large = false;
    if (ctx.plan === Plan.free) {
      const count = await this.audience.count(ctx, campaign, FREE_REVIEW_THRESHOLD + 1);
      await this.bus.request(BulkSendingSubject.checkQuota, {
        ctx,
        data: { count },
      } satisfies Envelope<CheckQuotaRequest>);
      large = count > FREE_REVIEW_THRESHOLD;
    } else {
      // The list, segment or topic must exist: the audience context answers 404 for one that does not.
      await this.audience.page(ctx, campaign, null, 1);
    }
    if (await this.campaigns.firstOfTeam(ctx.team_id, campaign.id))
      return "The team's first campaign waits for the operator's approval.";
    if (large)
      return `A free team's campaign to more than ${FREE_REVIEW_THRESHOLD} recipients waits for the operator's approval.`;
    return null;
  }

  async checkSender(ctx: RequestContext, campaign: CampaignContent): Promise<void> {
    await this.bus.request<SendCheckResult>(
      SendingSubject.check,
      { ctx, data: checkRequest(campaign) } satisfies Envelope<SendEmailDto>,
      { timeoutMs: CHECK_TIMEOUT_MS },
    );
  }
}
