import { Injectable } from '@nestjs/common';
import {
  BulkSendingSubject,
  CheckQuotaRequest,
  Envelope,
  ErrorCode,
  FREE_DAILY_LIMIT,
  Plan,
  PLAN_MONTHLY_LIMIT,
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

  // Answers why the campaign waits for review, or null when it may go. `sendsAt` is when it will be sent:
  // now, or its scheduled_at.
  async check(
    ctx: RequestContext,
    campaign: CampaignRow,
    sendsAt: Date = new Date(),
  ): Promise<string | null> {
    assertComplete(campaign);
    await this.checkSender(ctx, campaign);
    try {
      return await this.checkAudience(ctx, campaign, sendsAt);
    } catch (error) {
      // The campaign exists; what is missing is the list, segment or topic it names.
      if (error instanceof ServiceError && error.status === 404)
        throw audienceMissing(campaign, error.message);
      throw error;
    }
  }

  private async checkAudience(
    ctx: RequestContext,
    campaign: CampaignRow,
    sendsAt: Date,
  ): Promise<string | null> {
    let large = false;
    if (ctx.plan === Plan.free) {
      const count = await this.audience.count(ctx, campaign, FREE_REVIEW_THRESHOLD + 1);
      large = count > FREE_REVIEW_THRESHOLD;
      await this.checkQuota(ctx, count, large, sendsAt);
    } else {
      // The list, segment or topic must exist: the audience context answers 404 for one that does not.
      await this.audience.page(ctx, campaign, null, 1);
    }
    const first = await this.campaigns.unapprovedFirstOfTeam(ctx.team_id, campaign.id);
    if (first === campaign.id) return "The team's first campaign waits for the operator's approval.";
    if (first) return "The team's campaigns wait for the operator's approval until one of them is approved.";
    if (large)
      return `A free team's campaign to more than ${FREE_REVIEW_THRESHOLD} recipients waits for the operator's approval.`;
    return null;
  }

  // A free team's quota, for the period the campaign is sent in. Sending judges it against the usage of
  // today and this month: a refusal for a day (or month) that is over before the campaign is sent does not
  // hold, as long as the campaign fits a whole day (and month); preparing checks it again when it is sent.
  // Only the first FREE_REVIEW_THRESHOLD + 1 recipients are counted: more are reported as such.
  private async checkQuota(
    ctx: RequestContext,
    count: number,
    capped: boolean,
    sendsAt: Date,
  ): Promise<void> {
    try {
      await this.bus.request(BulkSendingSubject.checkQuota, {
        ctx,
        data: { count },
      } satisfies Envelope<CheckQuotaRequest>);
    } catch (error) {
      if (!(error instanceof ServiceError) || error.status !== 429) throw error;
      if (quotaResetsBefore(error.payload.error_code, new Date(), sendsAt) && fitsFreshQuota(ctx, count))
        return;
      throw capped ? cappedCountRefusal(ctx, error) : error;
    }
  }

  async checkSender(ctx: RequestContext, campaign: CampaignContent): Promise<void> {
    await this.bus.request<SendCheckResult>(
      SendingSubject.check,
      { ctx, data: checkRequest(campaign) } satisfies Envelope<SendEmailDto>,
      { timeoutMs: CHECK_TIMEOUT_MS },
    );
  }
}

const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
const utcMonth = (at: Date): string => at.toISOString().slice(0, 7);

// Whether the period a quota refusal is about (the UTC day or month) is over by the time the campaign is sent.
export function quotaResetsBefore(errorCode: string, now: Date, sendsAt: Date): boolean {
  if (errorCode === ErrorCode.dailyQuotaExceeded) return utcDay(sendsAt) > utcDay(now);
  if (errorCode === ErrorCode.quotaExceeded) return utcMonth(sendsAt) > utcMonth(now);
  return false;
}

// Whether the campaign fits a free team's quota of a day (and month) nothing has been sent in yet.
export function fitsFreshQuota(ctx: RequestContext, count: number): boolean {
  return count <= FREE_DAILY_LIMIT && count <= monthlyLimitOf(ctx);
}

// A free team's monthly limit, as sending reads it.
function monthlyLimitOf(ctx: RequestContext): number {
  return typeof ctx.monthly_limit === 'number' ? ctx.monthly_limit : PLAN_MONTHLY_LIMIT.free;
}

// Sending's refusal names the count it was asked about; a count capped at FREE_REVIEW_THRESHOLD + 1 is not
// the campaign's, and no reset lets such a campaign go.
function cappedCountRefusal(ctx: RequestContext, error: ServiceError): ServiceError {
  const daily = error.payload.error_code === ErrorCode.dailyQuotaExceeded;
  const limit = daily ? FREE_DAILY_LIMIT : monthlyLimitOf(ctx);
  return new ServiceError({
    ...error.payload,
    message: `The ${daily ? 'daily' : 'monthly'} sending quota of ${limit} emails does not cover the campaign's more than ${FREE_REVIEW_THRESHOLD} recipients.`,
  });
}
