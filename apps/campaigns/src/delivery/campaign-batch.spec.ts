import { SendBatchRequest } from '@mailroom/contracts';
import fc from 'fast-check';
import { CampaignRow } from '../campaigns/campaign';
import { batchesOf, batchRecipient, recipientKey, splitBySize } from './campaign-batch';
import { ClaimedRecipient } from './recipient.repository';

const recipient = fc.record({
  campaign_id: fc.constantFrom('c1', 'c2', 'c3'),
  contact_id: fc.uuid(),
  email: fc.emailAddress(),
  properties: fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20_000 }), { maxKeys: 3 }),
}) satisfies fc.Arbitrary<ClaimedRecipient>;

const campaign = {
  id: 'c1',
  from_email: 'news@example.com',
  from_name: null,
  reply_to: null,
  subject: 'Hi {{email}}',
  html: '<p>x</p>'.repeat(10_000),
  text: null,
  template_slug: null,
} as unknown as CampaignRow;

describe('campaign batches', () => {
  it('groups claimed recipients by campaign, in order, never more than the batch size', () => {
    fc.assert(
      fc.property(
        fc.array(recipient, { maxLength: 300 }),
        fc.integer({ min: 1, max: 50 }),
        (claimed, size) => {
          const batches = batchesOf(claimed, size);
          expect(batches.flatMap((batch) => batch.recipients)).toEqual(claimed);
          for (const batch of batches) {
            expect(batch.recipients.length).toBeGreaterThan(0);
            expect(batch.recipients.length).toBeLessThanOrEqual(size);
            expect(batch.recipients.every((r) => r.campaign_id === batch.campaignId)).toBe(true);
          }
        },
      ),
    );
  });

  it('splits a batch whose request would be too large for one bus message, keeping every recipient once', () => {
    fc.assert(
      fc.property(fc.array(recipient, { maxLength: 120 }), (claimed) => {
        const requests = splitBySize(campaign, claimed.map(batchRecipient));
        expect(requests.flatMap((request) => request.recipients.map((r) => r.idempotency_key))).toEqual(
          claimed.map((r) => recipientKey(r.campaign_id, r.contact_id)),
        );
        const size = (request: SendBatchRequest) => Buffer.byteLength(JSON.stringify(request));
        requests.forEach((request, i) => {
          if (request.recipients.length > 1) expect(size(request)).toBeLessThanOrEqual(768 * 1024);
          // As full as it can be: the next part's first recipient would not have fitted.
          const next = requests[i + 1]?.recipients[0];
          if (next)
            expect(size({ ...request, recipients: [...request.recipients, next] })).toBeGreaterThan(
              768 * 1024,
            );
        });
      }),
      { numRuns: 50 },
    );
  });

  // 1,000 recipients of 1,000,000 characters of html and as many of text took 6.9 s when the request was
  // serialised again at every halving.
  it('measures the content the parts repeat once a batch, however many parts it takes', () => {
    const large = { ...campaign, html: 'h'.repeat(1_000_000), text: 't'.repeat(1_000_000) } as CampaignRow;
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      const claimed = fc.sample(recipient, { numRuns: 200, seed: 1 });
      const requests = splitBySize(large, claimed.map(batchRecipient));
      expect(requests).toHaveLength(200);
      const withContent = stringify.mock.calls.filter(
        ([value]) => (value as { html?: string } | undefined)?.html === large.html,
      );
      expect(withContent).toHaveLength(1);
    } finally {
      stringify.mockRestore();
    }
  });

  it('fills the merge tags from the contact: email and properties', () => {
    expect(
      batchRecipient({
        campaign_id: 'c1',
        contact_id: 'k1',
        email: 'a@example.com',
        properties: { first_name: 'Ann' },
      }),
    ).toEqual({
      idempotency_key: 'campaign.c1.k1',
      email: 'a@example.com',
      substitution_data: { email: 'a@example.com', properties: { first_name: 'Ann' } },
    });
  });
});
