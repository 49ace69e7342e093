import fc from 'fast-check';

// More header than mailparser takes for one MIME node (1 MiB): it refuses the whole message. In a part, the
// message's own header is still readable. Shown by name when a property fails, not as a megabyte of bytes.
export function hugeHeaderMessage(where: 'message' | 'part' = 'message'): Buffer {
  const fields = Array.from({ length: 16_000 }, (_, i) => `X-${i}: ${'v'.repeat(60)}`).join('\r\n');
  const text =
    where === 'message'
      ? `From: a@example.test\r\nSubject: Huge\r\n${fields}\r\n\r\nbody\r\n`
      : 'From: a@example.test\r\nSubject: Huge part\r\nContent-Type: multipart/mixed; boundary="b"\r\n\r\n' +
        `--b\r\nContent-Type: text/plain\r\n${fields}\r\n\r\nbody\r\n--b--\r\n`;
  return Object.assign(Buffer.from(text), { [fc.toStringMethod]: () => `hugeHeaderMessage('${where}')` });
}

// Any UTF-16 code units: control characters, NUL and unpaired surrogates among them.
const codeUnits = fc.string({ unit: 'binary', maxLength: 60 });
const headerValue = fc.oneof(
  codeUnits,
  fc.constantFrom(
    '=?utf-8?B?!!!?=',
    '=?x-unknown?Q?=FF=FE?=',
    '=?utf-8?Q?a=?=',
    '<@>',
    '"unterminated <a@b',
    'a@b, , ,@,',
    ':;<>',
    'Thu, 99 Foo 99999 99:99:99 +9999',
  ),
);
const headerLine = fc
  .tuple(
    fc.constantFrom('From', 'To', 'Cc', 'Subject', 'Date', 'Message-ID', 'Content-Type', 'X-Any', ''),
    headerValue,
  )
  .map(([name, value]) => `${name}: ${value}`);
const contentType = fc.constantFrom(
  'text/plain; charset=utf-8',
  'text/plain; charset=x-no-such-charset',
  'text/html; charset=utf-16',
  'application/octet-stream; name="=?utf-8?B?!!?="',
  'message/rfc822',
  'multipart/mixed',
  'multipart/alternative; boundary=""',
  'image/png; name=a.png',
);
const transferEncoding = fc.constantFrom('base64', 'quoted-printable', '7bit', 'x-unknown', 'uuencode');
const part = fc
  .tuple(contentType, transferEncoding, codeUnits)
  .map(([type, encoding, body]) =>
    [`Content-Type: ${type}`, `Content-Transfer-Encoding: ${encoding}`, '', body].join('\r\n'),
  );
// A multipart message whose parts may be unterminated, nested under the same boundary, or cut short.
const multipart = fc
  .tuple(fc.array(headerLine, { maxLength: 4 }), fc.array(part, { maxLength: 4 }), fc.boolean(), fc.nat(6))
  .map(([headers, parts, closed, depth]) => {
    const nesting = Array.from(
      { length: depth },
      () => 'Content-Type: multipart/mixed; boundary="b"\r\n\r\n--b',
    );
    return [
      ...headers,
      'Content-Type: multipart/mixed; boundary="b"',
      '',
      ...nesting,
      ...parts.flatMap((p) => ['--b', p]),
      closed ? '--b--' : '',
    ].join('\r\n');
  });
const dkimSigned = fc
  .tuple(headerValue, headerValue)
  .map(
    ([tags, body]) =>
      `DKIM-Signature: v=1; a=rsa-sha256; d=example.test; s=s; h=from; ${tags}\r\nFrom: a@example.test\r\n\r\n${body}`,
  );

// A raw message as anyone may submit it: any bytes, header lines holding any text, broken MIME, a DKIM
// signature of any tags, and now and then a header over mailparser's bound. Small enough for a quick run.
export const hostileRawMessage: fc.Arbitrary<Buffer> = fc.oneof(
  { arbitrary: fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes)), weight: 3 },
  {
    arbitrary: fc
      .tuple(fc.array(headerLine, { maxLength: 8 }), codeUnits)
      .map(([headers, body]) => Buffer.from(`${headers.join('\r\n')}\r\n\r\n${body}`)),
    weight: 3,
  },
  { arbitrary: multipart.map((text) => Buffer.from(text)), weight: 3 },
  { arbitrary: dkimSigned.map((text) => Buffer.from(text)), weight: 2 },
  {
    arbitrary: fc.constantFrom('message' as const, 'part' as const).map((where) => hugeHeaderMessage(where)),
    weight: 1,
  },
);
