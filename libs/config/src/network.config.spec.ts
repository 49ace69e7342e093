import proxyaddr from '@fastify/proxy-addr';
import fc from 'fast-check';
import { configProblems, readConfigFrom } from '@mailroom/testing';

import { readDnsServers } from './dns.config';
import {
  isHeloName,
  isListenAddress,
  isProxyAddressOrCidr,
  readHeloName,
  readListenHost,
  readPublicUrl,
  readTrustedProxies,
} from './network.config';

const ipv4 = fc.ipV4();
const ipv6 = fc.ipV6();

describe('HOST', () => {
  it('takes addresses and localhost', () => {
    fc.assert(fc.property(fc.oneof(ipv4, ipv6), (address) => expect(isListenAddress(address)).toBe(true)));
    for (const host of ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'])
      expect(() => readConfigFrom(readListenHost, { HOST: host })).not.toThrow();
  });

  it('refuses a host name, which would fail as a DNS error only once the database has started', () => {
    expect(configProblems(readListenHost, { HOST: 'not-a-host' })).toBe(
      'HOST must be an IP address (such as 0.0.0.0, :: or 127.0.0.1) or localhost, got "not-a-host"',
    );
    for (const host of ['[::1]', '127.0.0.1:3000', '256.1.1.1', 'example.com'])
      expect(configProblems(readListenHost, { HOST: host })).toContain('HOST must be an IP address');
  });
});

describe('TRUST_PROXY', () => {
  const cidr = fc.oneof(
    fc.tuple(ipv4, fc.integer({ min: 1, max: 32 })).map(([ip, bits]) => `${ip}/${bits}`),
    fc.tuple(ipv6, fc.integer({ min: 1, max: 128 })).map(([ip, bits]) => `${ip}/${bits}`),
  );

  it('takes addresses and CIDR blocks, every one of which fastify compiles', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(ipv4, ipv6, cidr), { minLength: 1, maxLength: 5 }), (entries) => {
        expect(() => readConfigFrom(readTrustedProxies, { TRUST_PROXY: entries.join(', ') })).not.toThrow();
        expect(() => proxyaddr.compile(entries)).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses what fastify would refuse with a stack trace after the database started, naming the entry', () => {
    expect(configProblems(readTrustedProxies, { TRUST_PROXY: '10.0.0.1, garbage' })).toBe(
      'TRUST_PROXY entries must be IP addresses or CIDR blocks (such as 10.0.0.0/8), got "garbage"',
    );
    for (const entry of [
      '1.2.3.4/33',
      '::1/129',
      '10.0.0.0/',
      '10.0.0.0/8/8',
      'proxy.internal',
      '10.0.0.0/-1',
      '0.0.0.0/0',
    ])
      expect(isProxyAddressOrCidr(entry)).toBe(false);
    fc.assert(
      fc.property(fc.string(), (entry) => {
        if (isProxyAddressOrCidr(entry)) expect(() => proxyaddr.compile([entry])).not.toThrow();
      }),
    );
  });
});

describe('SMTP_HELO_NAME', () => {
  it('takes host names and address literals', () => {
    fc.assert(fc.property(fc.domain(), (name) => expect(isHeloName(name)).toBe(true)));
    fc.assert(fc.property(ipv4, (ip) => expect(isHeloName(`[${ip}]`)).toBe(true)));
    fc.assert(fc.property(ipv6, (ip) => expect(isHeloName(`[IPv6:${ip}]`)).toBe(true)));
    expect(() => readConfigFrom(readHeloName, {})).not.toThrow();
  });

  it('refuses what is no EHLO argument', () => {
    expect(configProblems(readHeloName, { SMTP_HELO_NAME: 'a b' })).toBe(
      'SMTP_HELO_NAME must be a host name (such as mail.example.com) or an address literal such as [192.0.2.1], got "a b"',
    );
    for (const name of [
      '192.0.2.1',
      '[::1]',
      '-mail.example.com',
      'mail_.example.com',
      'a..b',
      '[IPv6:1.2.3.4]',
    ])
      expect(isHeloName(name)).toBe(false);
  });
});

describe('DNS_SERVERS', () => {
  it('refuses a host name, which node:dns cannot use', () => {
    expect(configProblems(readDnsServers, { DNS_SERVERS: 'dns.google' })).toBe(
      'DNS_SERVERS entries must be ip or ip:port (IPv6 as [ip]:port), got "dns.google"',
    );
  });
});

describe('PUBLIC_URL', () => {
  const read = (env: Record<string, string>) =>
    readConfigFrom((reader) => readPublicUrl(reader, 'http://localhost:3000'), env);
  const problems = (env: Record<string, string>) =>
    configProblems((reader) => readPublicUrl(reader, 'http://localhost:3000'), env);
  const REFUSED =
    'PUBLIC_URL must be a base URL such as https://mail.example.com or https://example.com/mailroom: ' +
    'no user, password, query, fragment, white space or port 0';

  it('takes a base URL, with or without a path, and leaves its trailing slashes out', () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.constantFrom('', '/', '//'), (url, slashes) => {
        expect(read({ PUBLIC_URL: `${url}${slashes}` })).toBe(url.replace(/\/+$/, ''));
      }),
    );
    expect(read({})).toBe('http://localhost:3000');
  });

  // Tracking links are `$PUBLIC_URL/api/t/...`: each of these would put the path inside a query or fragment,
  // or send credentials to every recipient.
  it('refuses a query, a fragment, credentials, white space, port 0, and no // (every link would be broken)', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true, withFragments: true }).filter((url) => /[?#]/.test(url)),
        (url) => expect(problems({ PUBLIC_URL: url })).toBe(REFUSED),
      ),
    );
    for (const url of [
      'https://mail.example.com/?utm=1',
      'https://mail.example.com#top',
      'https://mail.example.com/?',
      'https://user:hunter2@mail.example.com',
      'https://@mail.example.com',
      'https://mail.example.com/a b',
      'https://mail.example.com:0',
      'http:mail.example.com',
      'https:/mail.example.com',
      'https://mail.example.com\\path',
    ])
      expect(`${url}: ${problems({ PUBLIC_URL: url })}`).toBe(`${url}: ${REFUSED}`);
  });

  it('names a PUBLIC_URL that is no http(s) URL once', () => {
    expect(problems({ PUBLIC_URL: 'notaurl' })).toBe('PUBLIC_URL must be a URL, got "notaurl"');
    expect(problems({ PUBLIC_URL: 'ftp://mail.example.com/?x' })).toBe(
      'PUBLIC_URL must be a http or https URL',
    );
  });
});
