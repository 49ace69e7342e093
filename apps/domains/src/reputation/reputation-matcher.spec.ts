import { coveringDomains, isCoveredBy, ReputationEntry, statusFromReputation } from './reputation-matcher';

describe('reputation matching', () => {
  it('lists a domain and each of its parents down to two labels', () => {
    expect(coveringDomains('a.mail.evil.com')).toEqual(['a.mail.evil.com', 'mail.evil.com', 'evil.com']);
    expect(coveringDomains('evil.com')).toEqual(['evil.com']);
  });

  it('covers subdomains of a listed domain but not look-alikes or parents', () => {
    expect(isCoveredBy('mail.evil.com', 'evil.com')).toBe(true);
    expect(isCoveredBy('evil.com', 'evil.com')).toBe(true);
    expect(isCoveredBy('notevil.com', 'evil.com')).toBe(false);
    expect(isCoveredBy('evil.com', 'mail.evil.com')).toBe(false);
  });

  it('gives a subdomain the status of a listed parent', () => {
    const entries: ReputationEntry[] = [{ domain: 'evil.com', status: 'review' }];

    expect(statusFromReputation('mail.evil.com', entries)).toBe('review');
    expect(statusFromReputation('evil.com', entries)).toBe('review');
  });

  it('approves domains that nothing covers', () => {
    const entries: ReputationEntry[] = [
      { domain: 'evil.com', status: 'blacklisted' },
      { domain: 'mail.shady.org', status: 'review' },
    ];

    expect(statusFromReputation('notevil.com', entries)).toBe('approved');
    expect(statusFromReputation('shady.org', entries)).toBe('approved');
    expect(statusFromReputation('example.com', [])).toBe('approved');
  });

  it('lets blacklisted win over review whatever the order of the entries', () => {
    const review: ReputationEntry = { domain: 'mail.evil.com', status: 'review' };
    const blacklisted: ReputationEntry = { domain: 'evil.com', status: 'blacklisted' };

    expect(statusFromReputation('x.mail.evil.com', [review, blacklisted])).toBe('blacklisted');
    expect(statusFromReputation('x.mail.evil.com', [blacklisted, review])).toBe('blacklisted');
  });
});
