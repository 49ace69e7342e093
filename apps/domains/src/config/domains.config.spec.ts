import fc from 'fast-check';
import { configProblems, readConfigFrom } from '@mailroom/testing';
import { readDomainsConfig } from './domains.config';

const KEY = Buffer.alloc(32, 1).toString('base64');

const read = (env: Record<string, string>) => readConfigFrom(readDomainsConfig, env);
const problemsOf = (env: Record<string, string>): string => configProblems(readDomainsConfig, env);

describe('readDomainsConfig', () => {
  it('derives the published names from PUBLIC_URL by default', () => {
    expect(read({ ENCRYPTION_KEY: KEY, PUBLIC_URL: 'https://Mail.Example.com' })).toEqual({
      dnsServers: [],
      sandboxDomain: 'sandbox.mailroom.test',
      trackingCnameTarget: 'mail.example.com',
      spfInclude: '_spf.mail.example.com',
      encryptionKey: KEY,
      dnsTimeoutMs: 2000,
      bounceDomain: 'bounces.mail.example.com',
    });
  });

  it('takes BOUNCE_DOMAIN, and names a bounce domain under localhost when PUBLIC_URL is an address', () => {
    expect(read({ ENCRYPTION_KEY: KEY, BOUNCE_DOMAIN: 'Bounces.Example.org.' }).bounceDomain).toBe(
      'bounces.example.org',
    );
    expect(read({ ENCRYPTION_KEY: KEY, PUBLIC_URL: 'http://127.0.0.1:3000' }).bounceDomain).toBe(
      'bounces.localhost',
    );
    expect(problemsOf({ ENCRYPTION_KEY: KEY, BOUNCE_DOMAIN: 'not a domain' })).toContain(
      'BOUNCE_DOMAIN must be a domain name',
    );
  });

  it('falls back to localhost when PUBLIC_URL is not set', () => {
    expect(read({ ENCRYPTION_KEY: KEY })).toMatchObject({
      trackingCnameTarget: 'localhost',
      spfInclude: '_spf.localhost',
    });
  });

  it('takes explicit values', () => {
    const config = read({
      ENCRYPTION_KEY: KEY,
      DNS_SERVERS: '127.0.0.1:5353, 10.0.0.2, [::1]:53',
      SANDBOX_DOMAIN: 'Sandbox.Example.org',
      TRACKING_CNAME_TARGET: 'links.example.org.',
      SPF_INCLUDE: '_spf.example.org',
      DNS_TIMEOUT_MS: '500',
    });

    expect(config).toMatchObject({
      dnsServers: ['127.0.0.1:5353', '10.0.0.2', '[::1]:53'],
      sandboxDomain: 'sandbox.example.org',
      trackingCnameTarget: 'links.example.org',
      spfInclude: '_spf.example.org',
      dnsTimeoutMs: 500,
    });
  });

  it('names every malformed value in one error', () => {
    const message = problemsOf({
      ENCRYPTION_KEY: 'short',
      DNS_SERVERS: 'dns.example.com:53,127.0.0.1:99999',
      SANDBOX_DOMAIN: 'not a domain',
      DNS_TIMEOUT_MS: 'soon',
    });

    expect(message).toContain('ENCRYPTION_KEY must be 32 bytes');
    expect(message).toContain('"dns.example.com:53"');
    expect(message).toContain('"127.0.0.1:99999"');
    expect(message).toContain('SANDBOX_DOMAIN must be a domain name');
    expect(message).toContain('DNS_TIMEOUT_MS must be an integer');
  });

  it('requires ENCRYPTION_KEY', () => {
    expect(() => read({})).toThrow(/ENCRYPTION_KEY is required/);
  });

  // The refusal is the one line an app prints: a value quoted as given would carry its line breaks into it.
  it.each(['SANDBOX_DOMAIN', 'TRACKING_CNAME_TARGET', 'SPF_INCLUDE'])(
    'quotes a refused %s on one line, and not at any length',
    (name) => {
      fc.assert(
        fc.property(
          fc.string(),
          fc.constantFrom('\n', '\r', '\u2028', '\x1b'),
          fc.string(),
          (a, control, b) => {
            const value = `x${a}${control}${b}x`;
            const message = problemsOf({ ENCRYPTION_KEY: KEY, [name]: value });
            expect(message).toContain(name);
            expect(message).not.toMatch(/[\n\r\u2028\x1b]/);
          },
        ),
      );
      expect(problemsOf({ ENCRYPTION_KEY: KEY, [name]: `a b${'c'.repeat(500)}` }).length).toBeLessThan(200);
    },
  );
});
