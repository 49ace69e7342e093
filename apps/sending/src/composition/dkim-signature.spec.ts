import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { prependDkimSignature } from './dkim-signature';

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
  headerFieldNames: 'from:to:subject:date:message-id:x-absent',
};

const crlf = (lines: string[]) => Buffer.from(lines.join('\r\n'), 'latin1');

async function verify(raw: Buffer) {
  const { results } = await dkimVerify(raw, { resolver });
  return results.map((result) => result.status.result);
}

describe('prependDkimSignature', () => {
  it('verifies with a second implementation over awkward whitespace, folded fields and trailing empty lines', async () => {
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
    const signed = prependDkimSignature(raw, key);
    expect(signed.subarray(0, 15).toString()).toBe('DKIM-Signature:');
    expect(signed.subarray(signed.length - raw.length).equals(raw)).toBe(true);
    expect(await verify(signed)).toEqual(['pass']);
  });

  it('names only the listed fields present, once each, and signs the last occurrence of a repeated one', async () => {
    const raw = crlf(['From: a@mail.example.com', 'Subject: first', 'Subject: second', '', 'body', '']);
    const signed = prependDkimSignature(raw, key);
    const field = signed
      .toString('latin1')
      .split(/\r\n(?![ \t])/)[0]
      .replace(/\s+/g, '');
    expect(field).toContain(';h=from:subject;');
    expect(await verify(signed)).toEqual(['pass']);
    // Changing the earlier, unsigned occurrence keeps the signature; changing the signed one breaks it.
    const earlier = Buffer.from(signed.toString('latin1').replace('first', 'fiRst'), 'latin1');
    expect(await verify(earlier)).toEqual(['pass']);
    const later = Buffer.from(signed.toString('latin1').replace('second', 'seCond'), 'latin1');
    expect(await verify(later)).toEqual(['fail']);
  });

  it('signs a message without a body', async () => {
    const signed = prependDkimSignature(crlf(['From: a@mail.example.com', 'Subject: empty', '', '']), key);
    expect(await verify(signed)).toEqual(['pass']);
  });
});
