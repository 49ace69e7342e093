import { cpuGrowth, GROWTH_BOUND, GROWTH_SCALE } from '@mailroom/testing';
import fc from 'fast-check';
import {
  address,
  headerBlocks,
  MAX_BLOCK_FIELDS,
  MAX_PARSED_REPORT_BYTES,
  MAX_REPORT_BLOCKS,
  parseInboundReport,
} from './inbound-report.parser';
import { outOfBandDetails } from './out-of-band-bounce';

// The bounce MX faces the internet without AUTH: every text of a report is the sender's, and parsing one
// must not hold up the process. The sizes below took seconds to minutes (and gigabytes) before the parser
// bounded its work; each must now take time linear in its size.

function report(type: 'feedback-report' | 'delivery-status', fields: string[], extra: string[] = []): Buffer {
  return Buffer.from(
    [
      'From: fbl@provider.example',
      `Content-Type: multipart/report; report-type=${type}; boundary="b"`,
      '',
      '--b',
      'Content-Type: text/plain',
      '',
      'A report.',
      '--b',
      `Content-Type: message/${type}`,
      '',
      ...fields,
      '--b',
      'Content-Type: text/rfc822-headers',
      '',
      ...extra,
      '',
      '--b--',
      '',
    ].join('\r\n'),
  );
}

function parse(raw: Buffer): Promise<unknown> {
  return parseInboundReport(raw, 'a@b.example');
}

describe('a hostile inbound report', () => {
  // 100,000 characters without an `@` took about 9 s in the unanchored address regex (40,000 took 1.4 s).
  it.each([
    ['Original-Mail-From', 'feedback-report'],
    ['Original-Rcpt-To', 'feedback-report'],
    ['Final-Recipient', 'delivery-status'],
    ['Original-Recipient', 'delivery-status'],
  ] as const)(
    'reads a 100,000-character %s in linear time',
    async (field, type) => {
      const withField = (chars: number): Buffer =>
        report(
          type,
          type === 'feedback-report'
            ? ['Feedback-Type: abuse', `${field}: ${'a'.repeat(chars)}`]
            : [
                'Reporting-MTA: dns; mx.example',
                '',
                'Action: failed',
                `${field}: rfc822; ${'a'.repeat(chars)}`,
              ],
        );
      expect(await cpuGrowth(withField, parse, 100_000)).toBeLessThan(GROWTH_BOUND);
      expect(await parse(withField(100_000))).toMatchObject({
        kind: type === 'feedback-report' ? 'complaint' : 'delivery',
      });
    },
    60_000,
  );

  // mailparser read 10 MB of bare-LF lines in 1.7 s of CPU, 0.94 s of it one block.
  it('parses the first MAX_PARSED_REPORT_BYTES of a report, however large it is', async () => {
    const withLines = (bytes: number): Buffer =>
      Buffer.from(
        'From: MAILER-DAEMON@mx.example\r\nSubject: Undelivered Mail\r\n\r\n' +
          'a line of the returned copy\n'.repeat(Math.ceil(bytes / 28)),
      );
    // Sixteen times as large past the bound costs about as much: a quarter of linear growth at most.
    expect(await cpuGrowth(withLines, parse, 16 * MAX_PARSED_REPORT_BYTES)).toBeLessThan(GROWTH_SCALE / 4);
  }, 60_000);

  it('reads a 60,000-character Return-Path of the reported copy in linear time', async () => {
    const withReturnPath = (chars: number): Buffer =>
      report(
        'feedback-report',
        ['Feedback-Type: abuse'],
        [`Return-Path: <${'a'.repeat(chars)}>`, 'Subject: hi'],
      );
    expect(await cpuGrowth(withReturnPath, parse, 60_000)).toBeLessThan(GROWTH_BOUND);
    expect(await parse(withReturnPath(60_000))).toEqual({
      kind: 'complaint',
      feedbackType: 'abuse',
      reportedBy: 'provider.example',
    });
  }, 60_000);

  // 100,000 blocks (1.4 MB) took about 9 s and a gigabyte: every block went through its own mailparser.
  it('reads only the blocks a report needs, however many it has', async () => {
    const blocksOf = (count: number): string[] => Array.from({ length: count }, (_, i) => `X-B: ${i}\r\n`);
    const withBlocks = (count: number): Buffer =>
      report('feedback-report', [
        'Feedback-Type: abuse',
        'Original-Mail-From: a@b.example',
        '',
        ...blocksOf(count),
      ]);
    expect(await cpuGrowth(withBlocks, parse, 100_000)).toBeLessThan(GROWTH_BOUND);
    const blocks = blocksOf(100_000);
    expect(await parse(withBlocks(100_000))).toMatchObject({
      kind: 'complaint',
      originalMailFrom: 'a@b.example',
    });
    const part = Buffer.from(['Feedback-Type: abuse', '', ...blocks].join('\r\n'));
    expect(headerBlocks(part, 1)).toHaveLength(1);
    expect(headerBlocks(part, MAX_REPORT_BLOCKS)).toHaveLength(MAX_REPORT_BLOCKS);
  }, 60_000);

  it('keeps at most MAX_BLOCK_FIELDS fields of a block', () => {
    const part = Buffer.from(Array.from({ length: 5_000 }, (_, i) => `X-F${i}: ${i}`).join('\r\n'));
    const [fields] = headerBlocks(part, 1);
    expect(fields.size).toBe(MAX_BLOCK_FIELDS);
  });

  it('reads a block as mailparser did: names lower-cased, folds unfolded, values trimmed, first one kept', () => {
    const part = Buffer.from(
      [
        'Reporting-MTA: dns; mx.example',
        '',
        'FINAL-Recipient:  rfc822;',
        '\t<Jane@Example.com>  ',
        'no colon here',
        'Action: failed',
        'Action: delivered',
        ' ',
        'Status: 5.1.1',
      ].join('\r\n'),
    );
    expect(headerBlocks(part, 10).map((block) => Object.fromEntries(block))).toEqual([
      { 'reporting-mta': 'dns; mx.example' },
      { 'final-recipient': 'rfc822; <Jane@Example.com>', action: 'failed' },
      { status: '5.1.1' },
    ]);
  });

  // 250,000 characters took about 10 s in the classifier's `spam.*content` (64 KiB took 0.7 s).
  it('classifies a long hostile reply by its first lines', async () => {
    const reply = (words: number): string => `550 5.7.1 ${'spam '.repeat(words)}`;
    const classify = (diagnostic: string): unknown => outOfBandDetails({ action: 'failed', diagnostic });
    expect(await cpuGrowth(reply, classify, 50_000)).toBeLessThan(GROWTH_BOUND);
    const details = outOfBandDetails({ action: 'failed', diagnostic: reply(50_000) });
    expect(details.bounce_class).toBe(51);
    expect(details.raw_reason).toHaveLength(10 + 5 * 50_000);
  });

  it('finds the same address as the regex it replaced, for any text', () => {
    const old = (field: string): string | undefined => {
      const value = field.includes(';') ? field.slice(field.indexOf(';') + 1) : field;
      return /<?([^\s<>;]+@[^\s<>;]+)>?/.exec(value)?.[1].toLowerCase();
    };
    const text = fc.array(fc.constantFrom('a', 'B', '@', ' ', '\t', '<', '>', ';', '.', '-', '\u00e9'), {
      maxLength: 40,
    });
    fc.assert(
      fc.property(text, (chars) => {
        const field = chars.join('');
        expect(address(field)).toBe(old(field));
      }),
      { numRuns: 2_000 },
    );
  });

  // Any short unit repeated to 60 KB, in any field a report parser reads, through any regex of the parsers.
  it('parses a field of any repeated unit in linear time', async () => {
    const unit = fc.array(
      fc.constantFrom('a', '@', ' ', '<', '>', ';', ':', '-', '5', '0', '.', '\t', 'spam ', '550 ', 'x@y'),
      { minLength: 1, maxLength: 4 },
    );
    const where = fc.constantFrom('feedback', 'status', 'diagnostic', 'return-path', 'text');
    await fc.assert(
      fc.asyncProperty(unit, where, async (parts, place) => {
        const withField = (chars: number): Buffer => {
          const long = parts.join('').repeat(Math.ceil(chars / parts.join('').length));
          return place === 'text'
            ? Buffer.from(
                `From: MAILER-DAEMON@mx.example\r\nSubject: Undelivered Mail\r\n\r\n<${long}: 550 ${long}\r\n`,
              )
            : place === 'feedback'
              ? report('feedback-report', ['Feedback-Type: abuse', `Original-Mail-From: ${long}`])
              : place === 'return-path'
                ? report('feedback-report', ['Feedback-Type: abuse'], [`Return-Path: ${long}`])
                : report('delivery-status', [
                    'Reporting-MTA: dns; mx.example',
                    '',
                    `Final-Recipient: rfc822; ${place === 'status' ? long : 'a@b.example'}`,
                    'Action: failed',
                    `Status: 5.1.1 ${place === 'status' ? long : ''}`,
                    `Diagnostic-Code: smtp; ${place === 'diagnostic' ? long : '550 5.1.1 unknown'}`,
                  ]);
        };
        const parseAndClassify = async (raw: Buffer): Promise<void> => {
          const value = await parseInboundReport(raw, '');
          if (value.kind === 'delivery') value.recipients.forEach(outOfBandDetails);
        };
        expect(await cpuGrowth(withField, parseAndClassify, 60_000)).toBeLessThan(GROWTH_BOUND);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
