import fc from 'fast-check';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { decodeWords } from '../submission/encoded-words';
import { ComposeInput, MessageComposer } from './message-composer';

const DOMAIN = 'mail.example.com';
const SELECTOR = 'mr2025';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const txtRecord = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;

const resolver = async (name: string): Promise<string[][]> => {
  if (name === `${SELECTOR}._domainkey.${DOMAIN}`) return [txtRecord.match(/.{1,255}/g) ?? []];
  throw Object.assign(new Error(`unexpected lookup ${name}`), { code: 'ENOTFOUND' });
};

// What a subject or a header value may hold (SPEC: at most 998 characters, no control characters): long runs
// without white space, single spaces, ASCII specials, non-ASCII letters and emoji (one character each).
const valueCharacter = fc.constantFrom(
  'a',
  'Z',
  '7',
  '=',
  '?',
  '_',
  ':',
  ';',
  '"',
  '<',
  '~',
  'ü',
  '€',
  '日',
  '🎉',
);
const headerValue = fc
  .array(
    fc.oneof(
      fc.integer({ min: 1, max: 998 }).map((length) => 'x'.repeat(length)),
      fc.array(valueCharacter, { minLength: 1, maxLength: 40 }).map((chars) => chars.join('')),
      fc.constant(' '),
    ),
    { minLength: 1, maxLength: 12 },
  )
  .map((parts) => [...parts.join('').replace(/ +/g, ' ').trim()].slice(0, 998).join('').trim())
  .filter((value) => value.length > 0);
const headerName = fc.constantFrom('X-Tag', `X-${'n'.repeat(98)}`);

function input(subject: string, headers: Record<string, string>): ComposeInput {
  return {
    messageId: randomUUID(),
    from: { address: 'news@mail.example.com', name: 'Example News' },
    to: ['ann@example.org'],
    cc: [],
    subject,
    html: null,
    text: 'Hello',
    attachments: [],
    headers,
    date: new Date('2025-03-04T05:06:07Z'),
    dkim: {
      domainName: DOMAIN,
      keySelector: SELECTOR,
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    },
  };
}

const headerLines = (raw: Buffer): Buffer[] => {
  const header = raw.subarray(0, raw.indexOf('\r\n\r\n'));
  const lines: Buffer[] = [];
  for (let start = 0; start <= header.length;) {
    const end = header.indexOf('\r\n', start);
    lines.push(header.subarray(start, end < 0 ? header.length : end));
    start = end < 0 ? header.length + 1 : end + 2;
  }
  return lines;
};

describe('MessageComposer header lines', () => {
  const composer = new MessageComposer();

  it('writes no header line over 998 octets for any subject and header value up to the limits, which read back as given and verify', async () => {
    await fc.assert(
      fc.asyncProperty(headerValue, headerName, headerValue, async (subject, name, value) => {
        const raw = await composer.compose(input(subject, { [name]: value }));

        for (const line of headerLines(raw)) expect(line.length).toBeLessThanOrEqual(998);
        const parsed = await simpleParser(raw);
        expect(parsed.subject).toBe(subject);
        // mailparser leaves the encoded words of a header it does not know as written.
        expect(decodeWords(parsed.headers.get(name.toLowerCase()) as string)).toBe(value);
        const { results } = await dkimVerify(raw, { resolver });
        expect(results[0]?.status.result).toBe('pass');
      }),
      { numRuns: 150 },
    );
  });

  it('writes a 998-character subject and header value without spaces on lines of at most 998 octets', async () => {
    const long = 'a'.repeat(998);
    const raw = await composer.compose(input(long, { 'X-Tag': long }));

    expect(Math.max(...headerLines(raw).map((line) => line.length))).toBeLessThanOrEqual(998);
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe(long);
    expect(decodeWords(parsed.headers.get('x-tag') as string)).toBe(long);
  });
});
