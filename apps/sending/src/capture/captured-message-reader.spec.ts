import { DnsTestServer } from '@mailroom/testing';
import fc from 'fast-check';
import { SendingConfig } from '../config/sending.config';
import {
  CapturedMessageReader,
  dkimSignatureCount,
  MAX_VERIFIED_DKIM_SIGNATURES,
} from './captured-message-reader';

interface DkimVerifierInternals extends NodeJS.WritableStream {
  signatureHeaders: { type: string }[];
}
// mailauth declares no types for its verifier's internals.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { DkimVerifier } = require('mailauth/lib/dkim/dkim-verifier') as {
  DkimVerifier: new (options: object) => DkimVerifierInternals;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { writeToStream } = require('mailauth/lib/tools') as {
  writeToStream: (stream: NodeJS.WritableStream, input: Buffer) => Promise<void>;
};

// The oracle: the DKIM signatures mailauth itself finds in the message, each of which it would verify.
async function mailauthSignatureCount(raw: Buffer): Promise<number> {
  const verifier = new DkimVerifier({
    resolver: async () => {
      throw Object.assign(new Error('no look-ups here'), { code: 'ENOTFOUND' });
    },
  });
  await writeToStream(verifier, raw);
  return verifier.signatureHeaders.filter((header) => header.type === 'DKIM').length;
}

const SIGNATURE_VALUE =
  ' v=1; a=rsa-sha256; c=relaxed/relaxed; d=example.test; s=s1; h=from; bh=AAAA; b=AAAA';

function signedMessage(signatures: number): Buffer {
  const fields = Array.from({ length: signatures }, () => `DKIM-Signature:${SIGNATURE_VALUE}\r\n`).join('');
  return Buffer.from(`${fields}From: a@example.test\r\nSubject: Signed\r\n\r\nbody\r\n`);
}

describe('dkimSignatureCount', () => {
  // Stands for the message's line break until the message is put together.
  const BREAK = '\u0001';
  const name = fc.constantFrom(
    'DKIM-Signature',
    'dkim-signature',
    ' DKIM-Signature',
    'DKIM-Signature ',
    'DKIM-Signature\u00a0',
    'DKIM-Signature\v',
    '\tDKIM-Signature\f',
    'DKIM-Sig',
    'X-DKIM-Signature',
    'Subject',
    '',
  );
  const field = fc
    .tuple(
      name,
      fc.constantFrom(':', ' :', '', `${BREAK} :`),
      fc.constantFrom(SIGNATURE_VALUE, ` x${BREAK} folded`, `${BREAK}\t${SIGNATURE_VALUE}`, ''),
    )
    .map((parts) => parts.join(''));
  const lineBreak = fc.constantFrom('\r\n', '\n', '\r');
  const headerEnd = fc.constantFrom('\r\n\r\n', '\n\n', '\n\r\n', '\r\n\n', '\r\r\n', '');
  const message = fc
    .tuple(
      fc.array(field, { maxLength: 12 }),
      lineBreak,
      headerEnd,
      fc.constantFrom('', `DKIM-Signature:${SIGNATURE_VALUE}\r\n`),
    )
    .map(([fields, br, end, body]) =>
      Buffer.from(`${fields.join(BREAK)}${end}${body}`.split(BREAK).join(br), 'latin1'),
    );

  it('counts the signatures mailauth finds, in any header', async () => {
    await fc.assert(
      fc.asyncProperty(message, async (raw) => {
        expect(dkimSignatureCount(raw)).toBe(await mailauthSignatureCount(raw));
      }),
      { numRuns: 500 },
    );
  });

  it('counts the written examples as mailauth does', async () => {
    const examples: [Buffer, number][] = [
      [signedMessage(0), 0],
      [signedMessage(3), 3],
      // A field folded onto an empty first line is named by its next line.
      [Buffer.from(`\r\n\tDKIM-Signature\f:${SIGNATURE_VALUE}\r\n\r\n`), 1],
      [Buffer.from('DKIM-Sig\r\n nature: x\r\n\r\n'), 0],
      [Buffer.from(`dkim-signature :${SIGNATURE_VALUE}\n\tx\n\nDKIM-Signature: in the body\n`), 1],
    ];
    for (const [raw, count] of examples) {
      expect(dkimSignatureCount(raw)).toBe(count);
      expect(await mailauthSignatureCount(raw)).toBe(count);
    }
  });
});

describe('CapturedMessageReader', () => {
  const dns = new DnsTestServer();
  let reader: CapturedMessageReader;
  const read = (raw: Buffer) =>
    reader.content({
      id: 'm',
      mailFrom: 'a@example.test',
      rcptTo: [],
      raw,
      receivedAt: new Date(),
      size: raw.length,
    });

  beforeAll(async () => {
    // The key look-ups go to a local server that knows no key, never to the machine's resolver.
    await dns.start();
    reader = new CapturedMessageReader({ dnsServers: [dns.address] } as unknown as SendingConfig);
  });

  afterAll(async () => {
    await dns.stop();
  });

  it(`verifies up to ${MAX_VERIFIED_DKIM_SIGNATURES} DKIM signatures, and names more without verifying them`, async () => {
    const verified = await read(signedMessage(MAX_VERIFIED_DKIM_SIGNATURES));
    expect(verified.dkim).toHaveLength(MAX_VERIFIED_DKIM_SIGNATURES);
    expect(verified.dkim[0]).toMatchObject({ signing_domain: 'example.test', selector: 's1' });
    expect(verified.parse_error).toBeNull();

    const unverified = await read(signedMessage(MAX_VERIFIED_DKIM_SIGNATURES + 1));
    expect(unverified).toMatchObject({ subject: 'Signed', text: 'body\n', dkim: [] });
    expect(unverified.parse_error).toBe(
      `The DKIM signatures were not verified: the message carries ${MAX_VERIFIED_DKIM_SIGNATURES + 1}, ` +
        `more than ${MAX_VERIFIED_DKIM_SIGNATURES}.`,
    );
  });

  it("shows the message's own parts: no text made of its HTML, no HTML made of its text", async () => {
    const htmlOnly = await read(
      Buffer.from('From: a@example.test\r\nContent-Type: text/html\r\n\r\n<p>Only <b>HTML</b></p>\r\n'),
    );
    expect(htmlOnly).toMatchObject({ html: '<p>Only <b>HTML</b></p>\n', text: null, parse_error: null });

    const textOnly = await read(
      Buffer.from('From: a@example.test\r\n\r\nOnly text, https://example.com\r\n'),
    );
    expect(textOnly).toMatchObject({
      html: null,
      text: 'Only text, https://example.com\n',
      parse_error: null,
    });
  });
});
