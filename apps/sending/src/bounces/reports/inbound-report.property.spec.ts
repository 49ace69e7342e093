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
});
