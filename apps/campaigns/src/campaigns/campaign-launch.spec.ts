import fc from 'fast-check';
import {
  BulkSendingSubject,
  ErrorCode,
  FREE_DAILY_LIMIT,
  RequestContext,
  SendingSubject,
  ServiceError,
  ServiceErrorPayload,
} from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { CampaignAudience } from '../audience/campaign-audience';
import { CampaignRow } from './campaign';
import { CampaignLaunch, FREE_REVIEW_THRESHOLD, quotaResetsBefore } from './campaign-launch';
import { CampaignRepository } from './campaign.repository';

const ctx: RequestContext = {
  team_id: 1,
  key_id: 'k1',
  key_type: 'live',
  scopes: [],
  plan: 'free',
  monthly_limit: 3_000,
  request_id: 'r1',
};

const campaign = {
  id: 'c1',
  status: 'draft',
  name: 'News',
  subject: 'Hi',
  from_email: 'news@example.com',
  from_name: null,
  reply_to: null,
  html: '<p>Hi</p>',
  text: null,
  template_slug: null,
  list_id: 'l1',
  segment_id: null,
  topic_id: null,
} as unknown as CampaignRow;

// Sending's refusal of a count, as its quota answers it.
function refusal(kind: 'daily' | 'monthly', count: number): ServiceError {
  return new ServiceError({
    status: 429,
    error_code: kind === 'daily' ? ErrorCode.dailyQuotaExceeded : ErrorCode.quotaExceeded,
    message: `The ${kind} sending quota of ${kind === 'daily' ? 100 : 3000} emails does not cover ${count} more recipient(s); it resets at 2026-11-28T00:00:00.000Z.`,
    headers: { 'Retry-After': '21752' },
  });
}

// A launch over a sending that accepts the sender and answers the quota check with `quota`, an audience of
// `recipients` contacts (counted up to the bound asked), and a team the operator has already approved.
function launchOver(recipients: number, quota: ServiceError | undefined) {
  const asked: number[] = [];
  const bus = {
    request: jest.fn((subject: string, envelope: { data: { count?: number } }) => {
      if (subject === SendingSubject.check) return Promise.resolve({});
      if (subject === BulkSendingSubject.checkQuota) {
        asked.push(envelope.data.count!);
        return quota ? Promise.reject(quota) : Promise.resolve({ fits: true });
      }
      throw new Error(`unexpected request ${subject}`);
    }),
  } as unknown as BusClient;
  const audience = {
    count: jest.fn((_ctx: unknown, _campaign: unknown, atMost: number) =>
      Promise.resolve(Math.min(recipients, atMost)),
    ),
  } as unknown as CampaignAudience;
  const campaigns = {
    unapprovedFirstOfTeam: jest.fn().mockResolvedValue(null),
  } as unknown as CampaignRepository;
  return { launch: new CampaignLaunch(bus, audience, campaigns), asked };
}

async function answerOf(promise: Promise<unknown>): Promise<ServiceErrorPayload | 'accepted'> {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return error.payload;
  }
}

const DAY = 86_400_000;
const startOfTomorrow = (): Date => new Date(Math.ceil((Date.now() + 1) / DAY) * DAY);

describe('a free team launching a campaign against its quota', () => {
  it("schedules for a later day a campaign that today's usage would refuse, checked again when it is sent", async () => {
    const { launch, asked } = launchOver(93, refusal('daily', 93));
    const tomorrow = new Date(startOfTomorrow().getTime() + 2 * 3_600_000);
    expect(await answerOf(launch.check(ctx, campaign, tomorrow))).toBe('accepted');
    expect(asked).toEqual([93]);
  });

  it("refuses it sent now, or scheduled later the same day, with sending's answer", async () => {
    for (const at of [undefined, new Date(Math.min(Date.now() + 60_000, startOfTomorrow().getTime() - 1))]) {
      const { launch } = launchOver(93, refusal('daily', 93));
      expect(await answerOf(launch.check(ctx, campaign, at))).toEqual(refusal('daily', 93).payload);
    }
  });

  it('refuses for a later day a campaign no whole day of the free quota covers', async () => {
    const { launch } = launchOver(FREE_DAILY_LIMIT + 1, refusal('daily', FREE_DAILY_LIMIT + 1));
    expect(await answerOf(launch.check(ctx, campaign, startOfTomorrow()))).toMatchObject({
      status: 429,
      error_code: 'daily_quota_exceeded',
    });
  });

  it('reports a recipient count it did not finish counting as more than the bound, not as the bound', async () => {
    const { launch, asked } = launchOver(30_002, refusal('daily', FREE_REVIEW_THRESHOLD + 1));
    const answer = await answerOf(launch.check(ctx, campaign));
    expect(asked).toEqual([FREE_REVIEW_THRESHOLD + 1]);
    expect(answer).toMatchObject({
      status: 429,
      error_code: 'daily_quota_exceeded',
      message: `The daily sending quota of 100 emails does not cover the campaign's more than ${FREE_REVIEW_THRESHOLD} recipients.`,
      headers: { 'Retry-After': '21752' },
    });
    expect(JSON.stringify(answer)).not.toContain(String(FREE_REVIEW_THRESHOLD + 1));
  });

  it('judges a refusal by the UTC day or month it is about and the moment the campaign is sent', () => {
    const moment = fc.date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2030-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(moment, fc.integer({ min: 0, max: 400 * DAY }), (now, ahead) => {
        const sendsAt = new Date(now.getTime() + ahead);
        const day = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
        const month = (d: Date) => d.getUTCFullYear() * 12 + d.getUTCMonth();
        expect(quotaResetsBefore(ErrorCode.dailyQuotaExceeded, now, sendsAt)).toBe(day(sendsAt) > day(now));
        expect(quotaResetsBefore(ErrorCode.quotaExceeded, now, sendsAt)).toBe(month(sendsAt) > month(now));
        expect(quotaResetsBefore(ErrorCode.rateLimitExceeded, now, sendsAt)).toBe(false);
      }),
    );
  });
});
