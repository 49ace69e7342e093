import fc from 'fast-check';
import MailComposer from 'nodemailer/lib/mail-composer';
import { writeMimeTree } from './mime-tree';

// Text with what MIME encoders care about: line breaks of every kind, trailing white space, long lines,
// '=' and '.', non-ASCII letters, emoji and control characters.
const text = fc
  .array(
    fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      fc.constantFrom(
        '\r\n',
        '\n',
        '\r',
        ' ',
        '\t',
        ' \r\n',
        '=',
        '=3D',
        '.',
        'ü',
        '🎉',
        '\u0000',
        'x'.repeat(90),
      ),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

const attachment = fc.record({
  filename: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
  contentType: fc.constantFrom('application/pdf', 'text/csv', 'text/plain', 'image/png', 'message/rfc822'),
  content: fc.oneof(
    fc.uint8Array({ maxLength: 3_000 }).map((bytes) => Buffer.from(bytes)),
    text.map((value) => Buffer.from(value)),
  ),
});

const address = fc.constantFrom(
  'ann@example.org',
  'bob@example.net',
  'zoë@exämple.de',
  'x.y+z@mail.example.com',
);

const mail = fc.record({
  from: fc.record({ name: fc.string({ unit: 'grapheme', maxLength: 30 }), address }),
  to: fc.array(fc.record({ name: fc.constant(''), address }), { minLength: 1, maxLength: 3 }),
  cc: fc.array(fc.record({ name: fc.constant(''), address }), { maxLength: 2 }),
  subject: fc.string({ unit: 'grapheme', maxLength: 120 }),
  text: fc.option(text, { nil: undefined }),
  html: fc.option(
    fc.oneof(
      text,
      text.map((content) => ({ content, contentTransferEncoding: 'quoted-printable' as const })),
    ),
    { nil: undefined },
  ),
  attachments: fc.array(attachment, { maxLength: 3 }),
  headers: fc.dictionary(
    fc.constantFrom('X-Campaign-Id', 'x-tenant', 'X-Long'),
    fc.string({ unit: 'grapheme', maxLength: 100 }),
  ),
});

describe('writeMimeTree', () => {
  it('writes any message MailComposer compiles byte for byte as its stream build does, and fails where it fails', async () => {
    await fc.assert(
      fc.asyncProperty(mail, async (options) => {
        const root = new MailComposer({
          ...options,
          messageId: '<m1@mail.example.com>',
          date: new Date('2025-03-04T05:06:07Z'),
          newline: 'windows',
          disableFileAccess: true,
          disableUrlAccess: true,
        }).compile();
        // Not `instanceof Error`: Node's own errors come from another realm than the test's.
        const streamed = await root.build().then(
          (message) => ({ message }),
          () => ({ message: undefined }),
        );
        if (streamed.message === undefined) {
          // Such as an HTML part of an empty content object: build() refuses it too.
          expect(() => writeMimeTree(root)).toThrow();
          return;
        }
        expect(writeMimeTree(root).toString('latin1')).toBe(streamed.message.toString('latin1'));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses content it would have to stream', () => {
    const root = new MailComposer({
      from: 'a@example.org',
      attachments: [{ filename: 'a.txt', path: '/dev/null' }],
      disableFileAccess: true,
    }).compile();
    expect(() => writeMimeTree(root)).toThrow('Only string and Buffer contents');
  });
});
