import { randomBytes, randomUUID } from 'node:crypto';
import { base32Decode, base32Encode } from './base32';
import { VerpAddresses } from './verp-address';

const KEY = randomBytes(32).toString('base64');

describe('VerpAddresses', () => {
  const verp = new VerpAddresses(KEY);
  const target = { teamId: 42, messageId: randomUUID() };

  it('signs a bounce address that names the team and the message, within 64 octets of local part', () => {
    const address = verp.address(target, 'bounces.mail.example.com');
    const local = address.slice(0, address.lastIndexOf('@'));
    expect(local).toMatch(/^bounces\+[a-z2-7]{50}$/);
    expect(local.length).toBeLessThanOrEqual(64);
    expect(verp.parse(address)).toEqual({ ...target, domain: 'bounces.mail.example.com' });
  });

  it('reads an address whose case a mail system changed', () => {
    const address = verp.address(target, 'Bounces.Example.com');
    expect(verp.parse(address.toUpperCase())).toEqual({ ...target, domain: 'bounces.example.com' });
  });

  it('refuses edited, truncated, unsigned and foreign tokens', () => {
    const token = verp.token(target);
    const flipped = `${token.slice(0, 10)}${token[10] === 'a' ? 'b' : 'a'}${token.slice(11)}`;
    const otherTeam = verp.token({ ...target, teamId: 43 });
    expect(verp.parse(`bounces+${flipped}@b.example.com`)).toBeUndefined();
    expect(verp.parse(`bounces+${token.slice(0, -1)}@b.example.com`)).toBeUndefined();
    expect(verp.parse(`bounces+${otherTeam.slice(0, 30)}${token.slice(30)}@b.example.com`)).toBeUndefined();
    expect(verp.parse(`bounces@b.example.com`)).toBeUndefined();
    expect(verp.parse(`bounces+@b.example.com`)).toBeUndefined();
    expect(verp.parse(`someone+${token}@b.example.com`)).toBeUndefined();
    expect(
      new VerpAddresses(randomBytes(32).toString('base64')).parse(`bounces+${token}@b.example.com`),
    ).toBe(undefined);
  });

  it('refuses to sign what it could not read back', () => {
    expect(() => verp.token({ teamId: -1, messageId: target.messageId })).toThrow();
    expect(() => verp.token({ teamId: 1, messageId: 'not-a-uuid' })).toThrow();
  });
});

describe('base32', () => {
  it('round-trips any bytes, as RFC 4648 encodes them', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('mzxw6ytboi');
    for (let length = 0; length < 40; length++) {
      const bytes = randomBytes(length);
      expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    }
  });

  it('refuses characters outside the alphabet and non-canonical endings', () => {
    expect(base32Decode('mzxw6ytbo1')).toBeUndefined();
    expect(base32Decode('mzxw6ytboj')).toBeUndefined();
  });
});
