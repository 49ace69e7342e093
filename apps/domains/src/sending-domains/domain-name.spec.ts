import { isValidDomainName, normalizeDomainName } from './domain-name';

describe('normalizeDomainName', () => {
  it('names the same domain in lowercase and without its root dot', () => {
    expect(normalizeDomainName('Mail.Example.COM.')).toBe('mail.example.com');
    expect(isValidDomainName(normalizeDomainName('Mail.Example.COM.'))).toBe(true);
  });

  it('keeps spaces, so that a name holding one is refused rather than read as another domain', () => {
    for (const raw of [' example.com', 'example.com ', 'example.com\t'])
      expect(isValidDomainName(normalizeDomainName(raw))).toBe(false);
  });
});
