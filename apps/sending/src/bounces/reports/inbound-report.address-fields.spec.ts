import { Splitter, SplitterChunk } from '@zone-eu/mailsplit';
import { cpuGrowth, GROWTH_BOUND } from '@mailroom/testing';
import fc from 'fast-check';
import {
  holdsTooManyAddressFields,
  MAX_ADDRESS_FIELD_BYTES,
  parseInboundReport,
} from './inbound-report.parser';

// The fields mailparser reads as address lists, in every MIME node.
const ADDRESS_FIELDS = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'sender',
  'reply-to',
  'delivered-to',
  'return-path',
  'disposition-notification-to',
]);

// An oracle apart from the scan: the characters (line breaks left out) of the address fields mailparser
// reads, as its own splitter finds them in every node.
async function addressFieldChars(raw: Buffer): Promise<number> {
  let chars = 0;
  const splitter = new Splitter();
  splitter.end(raw);
  for await (const chunk of splitter as AsyncIterable<SplitterChunk>) {
    if (chunk.type !== 'node' || !chunk.headers) continue;
    for (const { key, line } of chunk.headers.getList()) {
      if (ADDRESS_FIELDS.has(key)) chars += line.replace(/[\r\n]/g, '').length;
    }
  }
  return chars;
}

// Stands for the message's line break until the message is put together.
const BREAK = '\u0001';
const whitespace = fc.constantFrom('', ' ', '\t', '\r', '\u00a0', '\v', '\f');
// Before a name, whitespace may also be lines of their own, folded together with the name's.
const lead = fc.oneof(whitespace, fc.constantFrom(`\t${BREAK} `, ` ${BREAK}\t${BREAK}\t`));
const fold = fc.constantFrom(`${BREAK} `, `${BREAK}\t`);
const name = fc.constantFrom(
  ...ADDRESS_FIELDS,
  'To',
  'CC',
  'Reply-TO',
  'Subject',
  'X-To',
  'Tox',
  'Content-Type',
  'Received',
);
const value = fc
  .array(fc.constantFrom('a@b.example', '"A, B" <c@d.example>', 'g: e@f.example;', '(c) h@i.example'), {
    maxLength: 5,
  })
  .map((addresses) => addresses.join(', '));
// A header field as a hostile sender writes it: whitespace around its name, its colon on its own line or
// folded below, its value folded anywhere.
const field = fc
  .record({
    lead,
    name,
    trail: whitespace,
    colon: fc.constantFrom(':', `${BREAK} :`, `${BREAK}\t${BREAK} :`),
    value,
    folds: fc.array(fc.tuple(fc.nat(), fold), { maxLength: 3 }),
  })
  .map(({ lead, name, trail, colon, value, folds }) => {
    let folded = ` ${value}`;
    for (const [at, line] of folds) {
      const cut = at % (folded.length + 1);
      folded = folded.slice(0, cut) + line + folded.slice(cut);
    }
    return `${lead}${name}${trail}${colon}${folded}`;
  });
const header = fc.array(field, { maxLength: 5 });
const bodyLine = fc.oneof(field, fc.constantFrom('hello', 'To be sure', ' indented', 'From here on'));
const part = fc.oneof(
  fc
    .record({ header, body: fc.array(bodyLine, { maxLength: 3 }) })
    .map(({ header, body }) => [...header, '', ...body]),
  // An attached message read inline: mailsplit parses its header as a node of its own.
  fc
    .record({ header, inner: header })
    .map(({ header, inner }) => [
      ...header,
      'Content-Type: message/rfc822',
      'Content-Disposition: inline',
      '',
      ...inner,
      '',
      'text',
    ]),
);
const message = fc
  .record({ header, parts: fc.array(part, { maxLength: 4 }), lineBreak: fc.constantFrom('\r\n', '\n') })
  .map(({ header, parts, lineBreak }) => {
    const lines =
      parts.length === 0
        ? [...header, '', 'body']
        : [
            ...header,
            'Content-Type: multipart/mixed; boundary="b"',
            '',
            ...parts.flatMap((lines) => ['--b', ...lines]),
            '--b--',
          ];
    return Buffer.from(lines.join(lineBreak).replaceAll(BREAK, lineBreak), 'latin1');
  });

describe('the bound on address fields of an inbound report', () => {
  it('never counts fewer bytes than mailparser reads as addresses, however the fields are written', async () => {
    await fc.assert(
      fc.asyncProperty(message, async (raw) => {
        const read = await addressFieldChars(raw);
        if (read > 0) expect(holdsTooManyAddressFields(raw, read - 1)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  // 20 parts with 200 KiB of To each (4 MiB) took 1.8 s of CPU in mailparser.
  it('drops a message of more than MAX_ADDRESS_FIELD_BYTES of address fields unread, whichever parts hold them', async () => {
    const to = `To: ${Array.from({ length: 400 }, (_, i) => `a${i}@b.example`).join(',\r\n ')}`;
    const parts = Math.ceil(MAX_ADDRESS_FIELD_BYTES / to.length) + 1;
    const raw = Buffer.from(
      [
        'From: MAILER-DAEMON@mx.example',
        'Subject: Undelivered Mail Returned to Sender',
        'Content-Type: multipart/mixed; boundary="b"',
        '',
        ...Array.from({ length: parts }, () => ['--b', 'Content-Type: text/plain', to, '', 'x']).flat(),
        '--b--',
      ].join('\r\n'),
    );
    expect(await parseInboundReport(raw, '')).toEqual({
      kind: 'unusable',
      why: `address fields of more than ${MAX_ADDRESS_FIELD_BYTES} bytes`,
    });
  });

  it('reads a report whose address fields come near the bound', async () => {
    const to = `To: ${Array.from({ length: 3_000 }, (_, i) => `a${i}@b.example`).join(',\r\n ')}`;
    expect(to.length).toBeGreaterThan(MAX_ADDRESS_FIELD_BYTES * 0.75);
    const raw = Buffer.from(
      [
        'From: MAILER-DAEMON@mx.example',
        to,
        'Subject: Undelivered Mail Returned to Sender',
        '',
        '<jane@example.com>: host mx.example.com said: 550 5.1.1 unknown user',
      ].join('\r\n'),
    );
    expect(await parseInboundReport(raw, '')).toMatchObject({
      kind: 'delivery',
      recipients: [{ action: 'failed', recipient: 'jane@example.com', status: '5.1.1' }],
    });
  });

  // Runs of whitespace, folded lines under a name, names on every line: each line is looked at once.
  it('scans a message of any repeated unit in linear time', async () => {
    const unit = fc.array(fc.constantFrom('\n', '\r', ' ', '\t', '\u00a0', 'To', 'cc', ':', 'a'), {
      minLength: 1,
      maxLength: 5,
    });
    await fc.assert(
      fc.asyncProperty(unit, async (parts) => {
        const text = parts.join('');
        const withUnit = (chars: number) =>
          Buffer.from(text.repeat(Math.ceil(chars / text.length)), 'latin1');
        const scan = (raw: Buffer) => holdsTooManyAddressFields(raw, Infinity);
        expect(await cpuGrowth(withUnit, scan, 300_000)).toBeLessThan(GROWTH_BOUND);
      }),
      {
        numRuns: 30,
        // Names folded under one long field, whitespace lines, a line of carriage returns.
        examples: [[['\n', ' ', 'To', ':']], [['\n', '\t', 'cc']], [['\n', ' ']], [['\r']]],
      },
    );
  }, 120_000);
});
