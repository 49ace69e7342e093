import fc from 'fast-check';
import { parseInboundReport } from './inbound-report.parser';

// What arrives at the bounce MX from anyone on the internet: any bytes, or report-shaped MIME with
// arbitrary parts.
const reportShaped = fc
  .tuple(
    fc.constantFrom('delivery-status', 'feedback-report', 'disposition-notification', ''),
    fc.string({ maxLength: 120 }),
    fc.string({ maxLength: 120 }),
  )
  .map(([type, status, original]) =>
    Buffer.from(
      [
        'From: MAILER-DAEMON@example.net',
        'Subject: Undelivered Mail Returned to Sender',
        `Content-Type: multipart/report; report-type=${type}; boundary="b"`,
        '',
        '--b',
        'Content-Type: text/plain',
        '',
        original,
        '--b',
        `Content-Type: message/${type || 'delivery-status'}`,
        '',
        status,
        '--b--',
        '',
      ].join('\r\n'),
    ),
  );
const anything = fc.uint8Array({ maxLength: 600 }).map((bytes) => Buffer.from(bytes));
// Any UTF-16 code units: control characters, NUL and unpaired surrogates among them.
const codeUnits = fc.string({ unit: 'binary', maxLength: 80 });
// A DSN whose recipient fields hold any text, and a plain-text bounce in UTF-16 (which can carry an unpaired
// surrogate through decoding).
const hostileReport = fc.oneof(
  fc
    .tuple(codeUnits, codeUnits, codeUnits)
    .map(([recipient, status, diagnostic]) =>
      Buffer.from(
        [
          'Content-Type: multipart/report; report-type=delivery-status; boundary="b"',
          '',
          '--b',
          'Content-Type: message/delivery-status',
          '',
          'Reporting-MTA: dns; mx.example.net',
          '',
          `Final-Recipient: rfc822; ${recipient}@example.net`,
          'Action: failed',
          `Status: 5.1.1 ${status}`,
          `Diagnostic-Code: smtp; 550 5.1.1 ${diagnostic}`,
          '--b--',
          '',
        ].join('\r\n'),
      ),
    ),
  codeUnits.map((reply) =>
    Buffer.from(
      [
        'From: MAILER-DAEMON@example.net',
        'Subject: Undelivered Mail Returned to Sender',
        'Content-Type: text/plain; charset=utf-16le',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.from(`<someone@example.net>: 550 5.1.1 ${reply}`, 'utf16le').toString('base64'),
        '',
      ].join('\r\n'),
    ),
  ),
);
const UNPRINTABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udfff]/;

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

describe('an inbound report of any shape', () => {
  it('is parsed into a report or found unusable, never thrown', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(reportShaped, anything), fc.constantFrom('', 'a@b.c'), async (raw, from) => {
        const report = await parseInboundReport(raw, from);
        expect(['delivery', 'complaint', 'unusable']).toContain(report.kind);
      }),
      { numRuns: 200 },
    );
  });

  it('holds only printable text, whatever its fields held, so that it can be stored', async () => {
    await fc.assert(
      fc.asyncProperty(hostileReport, async (raw) => {
        const report = await parseInboundReport(raw, '');
        // No surrogate is left at all: a pair decodes from UTF-16 to a character, not to two halves.
        const unprintable = texts(report).filter((text) =>
          UNPRINTABLE.test(text.replace(/[\ud800-\udbff][\udc00-\udfff]/g, '')),
        );
        expect(unprintable).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
