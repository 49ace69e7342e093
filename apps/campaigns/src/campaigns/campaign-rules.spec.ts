import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { ServiceError, UpdateCampaignDto } from '@mailroom/contracts';
import { CampaignContent } from './campaign';
import { assertComplete, campaignId, mergedContent } from './campaign-rules';

const maybe = <T>(value: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.option(value, { nil: undefined });

const given = fc.record({
  name: maybe(fc.string({ minLength: 1 })),
  subject: maybe(fc.string({ minLength: 1 })),
  from_email: maybe(fc.emailAddress()),
  html: maybe(fc.string()),
  text: maybe(fc.string()),
  template_slug: maybe(fc.constant('welcome')),
  list_id: maybe(fc.uuid()),
  segment_id: maybe(fc.uuid()),
  topic_id: maybe(fc.uuid()),
  from_name: maybe(fc.string()),
  reply_to: maybe(fc.emailAddress()),
}) as fc.Arbitrary<UpdateCampaignDto>;

describe('campaign rules', () => {
  it('accepts exactly the campaigns with content one way and an audience one way, and names what is wrong', () => {
    fc.assert(
      fc.property(given, given, (first, change) => {
        const content: CampaignContent = mergedContent(mergedContent(undefined, first), change);
        const inline = content.html !== null || content.text !== null;
        const withContent = content.template_slug !== null || Boolean(content.html || content.text);
        const valid =
          content.name !== null &&
          content.subject !== null &&
          content.from_email !== null &&
          inline !== (content.template_slug !== null) &&
          withContent &&
          (content.list_id !== null) !== (content.segment_id !== null);
        let error: unknown;
        try {
          assertComplete(content);
        } catch (thrown) {
          error = thrown;
        }
        if (valid) expect(error).toBeUndefined();
        else {
          expect(error).toBeInstanceOf(ServiceError);
          expect((error as ServiceError).payload).toMatchObject({
            status: 422,
            error_code: 'validation_error',
          });
          expect(Object.keys((error as ServiceError).payload.errors ?? {}).length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('keeps the fields a PATCH does not give, and clears those it gives as null', () => {
    fc.assert(
      fc.property(given, given, (first, change) => {
        const before = mergedContent(undefined, first);
        const after = mergedContent(before, change);
        for (const [field, value] of Object.entries(after))
          expect(value).toBe(
            change[field as keyof UpdateCampaignDto] ?? before[field as keyof CampaignContent],
          );
      }),
    );
  });

  it('refuses a campaign whose html and text are both empty: every recipient would get an empty message', () => {
    const base = { name: 'N', subject: 'S', from_email: 'news@example.com', list_id: randomUUID() };
    for (const content of [{ html: '', text: '' }, { html: '' }, { text: '' }]) {
      expect(() => assertComplete(mergedContent(undefined, { ...base, ...content }))).toThrow(
        expect.objectContaining({
          payload: expect.objectContaining({
            status: 422,
            errors: { html: ['The html and text may not both be empty.'] },
          }) as unknown,
        }) as Error,
      );
    }
    expect(() => assertComplete(mergedContent(undefined, { ...base, html: '', text: 'Hi' }))).not.toThrow();
  });

  it('reads any path id that is no UUID as a campaign that does not exist', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        fc.pre(!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value));
        expect(() => campaignId(value)).toThrow(ServiceError);
      }),
    );
    expect(campaignId('0B5F9C7A-1234-4ABC-8DEF-0123456789AB')).toBe('0b5f9c7a-1234-4abc-8def-0123456789ab');
  });
});
