import { randomBytes } from 'node:crypto';
import { deriveKey, TokenSigner } from './token-signer';

describe('TokenSigner', () => {
  const master = randomBytes(32).toString('base64');
  const signer = new TokenSigner(deriveKey(master, 'purpose-a'));

  it('gives back the payload of a token it signed', () => {
    const token = signer.sign({ k: 'c', u: 'https://example.com/a?b=c' });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(signer.verify(token)).toEqual({ k: 'c', u: 'https://example.com/a?b=c' });
  });

  it('refuses an edited payload, an edited tag and a truncated token', () => {
    const token = signer.sign({ k: 'o', t: 1 });
    const [body, tag] = token.split('.') as [string, string];
    const edited = Buffer.from(JSON.stringify({ k: 'o', t: 2 })).toString('base64url');
    expect(signer.verify(`${edited}.${tag}`)).toBeUndefined();
    expect(signer.verify(`${body}.${tag.slice(0, -1)}${tag.endsWith('A') ? 'B' : 'A'}`)).toBeUndefined();
    expect(signer.verify(token.slice(0, -1))).toBeUndefined();
    expect(signer.verify('')).toBeUndefined();
    expect(signer.verify('not a token')).toBeUndefined();
  });

  it('refuses a token signed for another purpose or with another master key', () => {
    const token = signer.sign({ k: 'o' });
    expect(new TokenSigner(deriveKey(master, 'purpose-b')).verify(token)).toBeUndefined();
    const otherMaster = randomBytes(32).toString('base64');
    expect(new TokenSigner(deriveKey(otherMaster, 'purpose-a')).verify(token)).toBeUndefined();
  });
});
