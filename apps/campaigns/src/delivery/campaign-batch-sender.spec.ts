import { Logger } from '@nestjs/common';
import { ErrorCode, ServiceError } from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { CampaignRow } from '../campaigns/campaign';
import { CampaignsConfig } from '../config/campaigns.config';
import { CampaignBatchSender } from './campaign-batch-sender';
import { CampaignOutcomes } from './campaign-outcomes';
import { CampaignProgressRepository } from './campaign-progress.repository';
import { RecipientRepository } from './recipient.repository';

const campaign = {
  id: 'c1',
  status: 'sending',
  caller: { team_id: 1, key_id: 'k1', key_type: 'live', scopes: [], plan: 'pro_1m', monthly_limit: 1 },
  from_email: 'news@example.com',
  from_name: null,
  reply_to: null,
  subject: 'Hi',
  html: '<p>Hi</p>',
  text: null,
  template_slug: null,
} as unknown as CampaignRow;

const batch = {
  campaignId: 'c1',
  recipients: [{ campaign_id: 'c1', contact_id: 'ct1', email: 'a@example.net', properties: {} }],
};

// The sender over a sending that answers with `answers` in turn, and the delays it released the batch for.
function senderOver(answers: (() => Promise<unknown>)[]): { sender: CampaignBatchSender; delays: number[] } {
  const delays: number[] = [];
  const bus = { request: jest.fn(() => answers.shift()!()) } as unknown as BusClient;
  const progress = {
    find: jest.fn().mockResolvedValue(campaign),
    transaction: jest.fn().mockResolvedValue(false),
  } as unknown as CampaignProgressRepository;
  const recipients = {
    releaseLater: jest.fn((_: string, __: string[], delaySeconds: number) => {
      delays.push(delaySeconds);
      return Promise.resolve();
    }),
  } as unknown as RecipientRepository;
  const outcomes = { fail: jest.fn() } as unknown as CampaignOutcomes;
  const config = { batchTimeoutMs: 1_000 } as CampaignsConfig;
  return { sender: new CampaignBatchSender(config, bus, progress, recipients, outcomes), delays };
}

const unavailable = (): Promise<never> =>
  Promise.reject(
    new ServiceError({ status: 503, error_code: ErrorCode.serviceUnavailable, message: 'down' }),
  );
const accepted = (): Promise<unknown> =>
  Promise.resolve({ outcomes: [{ idempotency_key: 'x', outcome: 'accepted', request_id: 'r1' }] });

describe('CampaignBatchSender', () => {
  beforeAll(() => Logger.overrideLogger(['error']));
  afterAll(() => Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose', 'fatal']));

  it('takes a batch sending failed again after 2 s, twice as long after each failure in a row, at most 5 minutes', async () => {
    const { sender, delays } = senderOver(Array.from({ length: 10 }, () => unavailable));
    for (let attempt = 0; attempt < 10; attempt++) await sender.send(batch);
    expect(delays).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 300, 300]);
  });

  it('starts again from 2 s once a batch of the campaign went through', async () => {
    const { sender, delays } = senderOver([unavailable, unavailable, accepted, unavailable]);
    for (let attempt = 0; attempt < 4; attempt++) await sender.send(batch);
    expect(delays).toEqual([2, 4, 2]);
  });
});
