import { cpuGrowth, GROWTH_BOUND } from '@mailroom/testing';
import fc from 'fast-check';
import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { relaxedBody } from './body-canonicalization';
import { dkimSign } from './dkim-signer';

const DOMAIN = 'mail.example.com';
const SELECTOR = 's1';
const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const txtRecord = `v=DKIM1; k=rsa; p=${pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
const resolver = async (name: string, rrtype: string): Promise<string[][]> => {
  if (name === `${SELECTOR}._domainkey.${DOMAIN}` && rrtype === 'TXT') return [txtRecord.match(/.{1,255}/g)!];
  throw Object.assign(new Error(`unexpected lookup ${rrtype} ${name}`), { code: 'ENOTFOUND' });
};
const key = {
  domainName: DOMAIN,
  keySelector: SELECTOR,
  privateKey: createPrivateKey(pair.privateKey.export({ type: 'pkcs8', format: 'pem' })),
};

const crlf = (lines: string[]) => Buffer.from(lines.join('\r\n'), 'latin1');

async function verify(raw: Buffer) {
  const { results } = await dkimVerify(raw, { resolver });
  return results.map((result) => result.status.result);
}

function signedNames(signed: Buffer): string {
  const field = signed
    .toString('latin1')
    .split(/\r\n(?![ \t])/)[0]
    .replace(/\s+/g, '');
  return /;h=([^;]*);/.exec(field)![1];
}

describe('dkimSign', () => {
  it('verifies with mailauth over awkward whitespace, folded fields and trailing empty lines', async () => {
    const raw = crlf([
      'From:   Ann <ann@mail.example.com>  ',
      'To: bob@example.net,',
      '\t carol@example.net',
      'Subject: a\t\tfolded',
      '  subject',
      'Date: Tue, 24 Nov 2026 10:00:00 +0000',
      'Message-ID: <m1@mail.example.com>',
      '',
      'line with trailing space   ',
      'two\t\tinner  runs',
      '',
      '',
      '',
    ]);
    const signed = await dkimSign(raw, key);
    expect(signed.subarray(0, 15).toString()).toBe('DKIM-Signature:');
    expect(signed.subarray(signed.length - raw.length).equals(raw)).toBe(true);
    expect(await verify(signed)).toEqual(['pass']);
  });

  it('signs every field but the trace fields, From once more than it occurs', async () => {
    const raw = crlf([
      'Received: from relay.example.net',
      'From: a@mail.example.com',
      'Subject: hello',
      'X-Custom: 1',
      '',
      'body',
      '',
    ]);
    const signed = await dkimSign(raw, key);
    expect(signedNames(signed)).toBe('from:subject:x-custom:from');
    expect(await verify(signed)).toEqual(['pass']);
    // A From added on the way breaks the signature (over-signing); a Received added on the way does not.
    const text = signed.toString('latin1');
    const addedFrom = Buffer.from(
      text.replace('From: a@', 'From: evil@mail.example.com\r\nFrom: a@'),
      'latin1',
    );
    expect(await verify(addedFrom)).toEqual(['fail']);
    expect(await verify(Buffer.concat([Buffer.from('Received: from x\r\n'), signed]))).toEqual(['pass']);
  });

  it('signs repeated fields bottom up, and a header of 40,000 fields in linear time', async () => {
    const repeated = crlf(['From: a@mail.example.com', 'X-A: 1', 'X-B: 2', 'X-A: 3', '', 'body', '']);
    const signedRepeated = await dkimSign(repeated, key);
    expect(signedNames(signedRepeated)).toBe('from:x-a:x-b:x-a:from');
    expect(await verify(signedRepeated)).toEqual(['pass']);

    // Selecting each field by a scan of all the others took about 5 s here; a submission may hold this many.
    const withFields = (count: number): Buffer => {
      const fields = Array.from({ length: count }, (_, i) => `X${i.toString(36)}: ${i % 3 === 0 ? '' : 'v'}`);
      return crlf(['From: a@mail.example.com', ...fields, '', 'body', '']);
    };
    expect(await cpuGrowth(withFields, (message) => dkimSign(message, key), 40_000)).toBeLessThan(
      GROWTH_BOUND,
    );
    const signed = await dkimSign(withFields(40_000), key);
    expect(signedNames(signed).split(':')).toHaveLength(40_002);
  });

  it('signs a message without a body', async () => {
    const signed = await dkimSign(crlf(['From: a@mail.example.com', 'Subject: empty', '', '']), key);
    expect(await verify(signed)).toEqual(['pass']);
  });

  it('canonicalizes a body as RFC 6376 3.4.4 reads it, line by line (generated)', () => {
    // The rule as the RFC words it: each line (ended by CRLF or a bare LF) with its runs of spaces and
    // tabs made one space and none at its end; the empty lines at the end dropped; CRLF after each line.
    const byLines = (body: string): string => {
      const lines = body.split(/\r?\n/).map((line) => line.replace(/[ \t]+/g, ' ').replace(/ $/, ''));
      while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
      return lines.length === 0 ? '' : `${lines.join('\r\n')}\r\n`;
    };
    const unit = fc.constantFrom('a', 'b', ' ', '  ', '\t', '\r', '\n', '\r\n', '\u00e9');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (body) => {
        expect(relaxedBody(body)).toBe(byLines(body));
      }),
      { numRuns: 2000 },
    );
    const manyEmptyLines = `x\r\n${'\r\n'.repeat(200_000)}y \r\n${'\r\n'.repeat(200_000)}`;
    expect(relaxedBody(manyEmptyLines)).toBe(byLines(manyEmptyLines));
  });
});
