import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_PARSED_REPORT_BYTES, parseInboundReport } from './inbound-report.parser';
import { DeliveryReport } from './inbound-report';
import { failedRecipient, outOfBandDetails } from './out-of-band-bounce';

const CORPUS = join(__dirname, '../../../../../test/fixtures/bounces');

interface Expected {
  provider: string;
  event: 'out_of_band' | 'spam_complaint' | null;
  bounce_class?: number;
  error_code?: string;
  fbtype?: string;
  report_by?: string;
  recipient: string;
  reported_recipient: string | null;
}

const manifest = JSON.parse(readFileSync(join(CORPUS, 'manifest.json'), 'utf8')) as Record<string, Expected>;

// What a report says about the message sent to `recipient`, as the inbound listener turns it into an event.
async function eventOf(file: string, recipient: string, edit: (raw: Buffer) => Buffer = (raw) => raw) {
  const raw = edit(readFileSync(join(CORPUS, file)));
  const envelopeFrom = /^Return-Path: <>/m.test(raw.toString()) ? '' : 'mailer@sender.test';
  const report = await parseInboundReport(raw, envelopeFrom);
  if (report.kind === 'complaint') {
    return {
      event: 'spam_complaint',
      fbtype: report.feedbackType,
      report_by: report.reportedBy,
      reported_recipient: report.recipient ?? null,
    };
  }
  if (report.kind === 'delivery') {
    const failed = failedRecipient(report.recipients, recipient);
    const reported = report.recipients[0]?.recipient ?? null;
    if (!failed) return { event: null, reported_recipient: reported };
    const details = outOfBandDetails(failed);
    return {
      event: 'out_of_band',
      bounce_class: details.bounce_class,
      error_code: details.error_code,
      reported_recipient: failed.recipient ?? null,
    };
  }
  return { event: null, reported_recipient: null };
}

describe('inbound report corpus (test/fixtures/bounces)', () => {
  it('has a manifest entry for every sample and a sample for every entry', () => {
    const files = readdirSync(CORPUS).filter((file) => file.endsWith('.eml'));
    expect(files.sort()).toEqual(Object.keys(manifest).sort());
  });

  it.each(Object.entries(manifest))('%s maps to its event, class and recipient', async (file, expected) => {
    const { provider, recipient, ...wanted } = expected;
    expect([provider, await eventOf(file, recipient)]).toEqual([provider, wanted]);
  });

  // The copy of the original message comes last, as large as the message was; only the first
  // MAX_PARSED_REPORT_BYTES of a report are parsed.
  it.each(Object.entries(manifest))(
    '%s maps to the same event with 9 MiB more in its last part',
    async (file, expected) => {
      const { provider, recipient, ...wanted } = expected;
      expect([provider, await eventOf(file, recipient, withLargeLastPart)]).toEqual([provider, wanted]);
    },
  );
});

// 9 MiB of lines before the closing delimiter of a multipart message (in its last part), or at the end of
// a single-part one.
function withLargeLastPart(raw: Buffer): Buffer {
  const text = raw.toString('latin1');
  const padding = `${'x'.repeat(76)}\r\n`.repeat(Math.ceil((9 * 1024 * 1024) / 78));
  const multipart = /^content-type:[ \t]*multipart\//im.test(text.split(/\r?\n\r?\n/)[0]);
  const at = multipart ? text.lastIndexOf('\n--') + 1 : text.length;
  expect(at).toBeGreaterThan(0);
  expect(text.length).toBeLessThan(MAX_PARSED_REPORT_BYTES);
  return Buffer.from(`${text.slice(0, at)}${padding}${text.slice(at)}`, 'latin1');
}

describe('parseInboundReport', () => {
  // A feedback report of `feedbackType` whose report part adds `fields` and whose reported copy has
  // `returnPath`.
  const feedbackReport = (
    feedbackType: string,
    fields: string[],
    original: { type: string; returnPath?: string },
  ): Buffer =>
    Buffer.from(
      [
        'From: fbl@isp.example',
        'Content-Type: multipart/report; report-type=feedback-report; boundary="b"',
        '',
        '--b',
        'Content-Type: text/plain',
        '',
        'A complaint',
        '--b',
        'Content-Type: message/feedback-report',
        '',
        `Feedback-Type: ${feedbackType}`,
        'Version: 1',
        ...fields,
        '',
        '--b',
        `Content-Type: ${original.type}`,
        '',
        ...(original.returnPath ? [`Return-Path: ${original.returnPath}`] : []),
        'From: Shop <hello@shop.example.test>',
        'Subject: Your order',
        '',
        ...(original.type === 'message/rfc822' ? ['Return-Path: <not-this@example.net>', ''] : []),
        '--b--',
        '',
      ].join('\r\n'),
    );

  it('drops a plain-text "bounce" that no mail system sent (a person quoting one)', async () => {
    const raw = Buffer.from(
      'From: Someone <someone@example.net>\r\nSubject: Undelivered Mail Returned to Sender\r\n\r\n' +
        '<a@example.net>: 550 5.1.1 User unknown\r\n',
    );
    await expect(parseInboundReport(raw, 'someone@example.net')).resolves.toMatchObject({ kind: 'unusable' });
  });

  it('reads a plain-text bounce that gave up after temporary failures as a soft bounce', async () => {
    const raw = Buffer.from(
      [
        'From: MAILER-DAEMON@mx.example.net (Mail Delivery System)',
        'Subject: Undelivered Mail Returned to Sender',
        '',
        'This is the mail system at host mx.example.net.',
        '',
        '<slow@example.org>: host mail.example.org[192.0.2.9] said: 451 4.3.0 Temporary',
        '    lookup failure (in reply to RCPT TO command)',
        '',
      ].join('\r\n'),
    );
    const report = await parseInboundReport(raw, '');
    expect(report).toEqual({
      kind: 'delivery',
      format: 'text',
      recipients: [
        {
          action: 'failed',
          recipient: 'slow@example.org',
          status: '4.3.0',
          diagnostic: '451 4.3.0 Temporary lookup failure (in reply to RCPT TO command)',
        },
      ],
    });
    expect(outOfBandDetails((report as DeliveryReport).recipients[0])).toMatchObject({
      bounce_class: 20,
      error_code: '451',
    });
  });

  it.each(['not-spam', 'NOT-SPAM', 'auth-failure', 'Auth-Failure; dmarc'])(
    'drops a feedback report of type %s, which is no complaint',
    async (type) => {
      const raw = feedbackReport(type, [], { type: 'text/rfc822-headers' });
      await expect(parseInboundReport(raw, 'fbl@isp.example')).resolves.toMatchObject({ kind: 'unusable' });
    },
  );

  it.each([
    ['abuse', 'abuse'],
    ['Fraud', 'fraud'],
    ['virus', 'virus'],
    ['other', 'other'],
    ['opt-out', 'other'],
    ['abuse (user clicked "this is spam")', 'abuse'],
  ])('records a feedback report of type %s as a complaint of type %s', async (field, type) => {
    const raw = feedbackReport(field, [], { type: 'text/rfc822-headers' });
    await expect(parseInboundReport(raw, 'fbl@isp.example')).resolves.toEqual({
      kind: 'complaint',
      feedbackType: type,
      reportedBy: 'isp.example',
    });
  });

  it('records any other Feedback-Type as one of the registered complaint types', async () => {
    const printable = fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 5000 });
    const registered = fc.constantFrom('abuse', 'Fraud', 'virus', 'not-spam', 'auth-failure', 'opt-out');
    const field = fc.oneof(
      printable,
      fc.tuple(registered, printable).map(([type, rest]) => `${type} ${rest}`),
    );
    await fc.assert(
      fc.asyncProperty(field, async (field) => {
        const report = await parseInboundReport(
          feedbackReport(field, [], { type: 'text/rfc822-headers' }),
          'fbl@isp.example',
        );
        // The type is the field's first word; what is not a registered complaint type is recorded as other.
        const word = /^[\s;]*([^\s;()]+)/.exec(field)?.[1]?.toLowerCase();
        if (word === undefined || word === 'not-spam' || word === 'auth-failure') {
          expect(report.kind).toBe('unusable');
        } else {
          expect(report).toEqual({
            kind: 'complaint',
            feedbackType: ['abuse', 'fraud', 'virus'].includes(word) ? word : 'other',
            reportedBy: 'isp.example',
          });
        }
      }),
      { numRuns: 200 },
    );
  });

  it('names the reported message by its envelope sender: Original-Mail-From, else the Return-Path of the copy', async () => {
    const verp = 'bounces+abc@bounces.shop.example.test';
    await expect(
      parseInboundReport(
        feedbackReport('abuse', [`Original-Mail-From: <${verp}>`], {
          type: 'message/rfc822',
          returnPath: '<other@example.net>',
        }),
        'fbl@isp.example',
      ),
    ).resolves.toMatchObject({ kind: 'complaint', originalMailFrom: verp });
    for (const type of ['message/rfc822', 'text/rfc822-headers']) {
      await expect(
        parseInboundReport(
          feedbackReport('abuse', [], { type, returnPath: `<${verp.toUpperCase()}>` }),
          'fbl@isp.example',
        ),
      ).resolves.toMatchObject({ kind: 'complaint', originalMailFrom: verp });
    }
    const unnamed = await parseInboundReport(
      feedbackReport('abuse', [], { type: 'message/rfc822' }),
      'fbl@isp.example',
    );
    expect(unnamed).toMatchObject({ kind: 'complaint' });
    expect(unnamed).not.toHaveProperty('originalMailFrom');
  });
});
