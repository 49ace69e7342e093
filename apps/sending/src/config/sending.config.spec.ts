import fc from 'fast-check';
import { ConfigError, EnvReader } from '@mailroom/config';
import { configProblems } from '@mailroom/testing';
import { parseRelayUrl } from '../delivery/relay-url';
import { readSendingConfig } from './sending.config';

const KEY = Buffer.alloc(32, 7).toString('base64');

function read(env: Record<string, string>) {
  const reader = new EnvReader(env);
  const config = readSendingConfig(reader);
  reader.done();
  return config;
}

describe('readSendingConfig: tracking links', () => {
  it('builds links on PUBLIC_URL without its trailing slashes', () => {
    expect(read({ ENCRYPTION_KEY: KEY, PUBLIC_URL: 'https://mail.example.com/base//' })).toMatchObject({
      publicUrl: 'https://mail.example.com/base',
      encryptionKey: KEY,
    });
  });

  it('defaults PUBLIC_URL to http://localhost:3000', () => {
    expect(read({ ENCRYPTION_KEY: KEY }).publicUrl).toBe('http://localhost:3000');
  });

  it('refuses a PUBLIC_URL that is not http(s), and a missing or malformed ENCRYPTION_KEY', () => {
    expect(() => read({ ENCRYPTION_KEY: KEY, PUBLIC_URL: 'ftp://mail.example.com' })).toThrow(
      'PUBLIC_URL must be a http or https URL',
    );
    expect(() => read({})).toThrow('ENCRYPTION_KEY is required');
    expect(() => read({ ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow('ENCRYPTION_KEY must be 32 bytes');
  });
});

describe('readSendingConfig: retention', () => {
  it('keeps sent emails 30 days unless EMAIL_RETENTION_DAYS says otherwise, and at least 3', () => {
    expect(read({ ENCRYPTION_KEY: KEY }).retentionDays).toBe(30);
    expect(read({ ENCRYPTION_KEY: KEY, EMAIL_RETENTION_DAYS: '400' }).retentionDays).toBe(400);
    expect(() => read({ ENCRYPTION_KEY: KEY, EMAIL_RETENTION_DAYS: '2' })).toThrow(
      'EMAIL_RETENTION_DAYS must be an integer from 3 to 3650, got "2"',
    );
  });
});

describe('readSendingConfig: delivery', () => {
  it('delivers 32 messages at once and at most 32 MiB of their content unless told otherwise', () => {
    expect(read({ ENCRYPTION_KEY: KEY })).toMatchObject({
      workerConcurrency: 32,
      deliveryContentInFlight: 32 * 1024 * 1024,
    });
    expect(
      read({ ENCRYPTION_KEY: KEY, DELIVERY_CONCURRENCY: '0', DELIVERY_CONTENT_IN_FLIGHT_BYTES: '1048576' }),
    ).toMatchObject({ workerConcurrency: 0, deliveryContentInFlight: 1_048_576 });
  });

  it('refuses less than 1 MiB or more than 1 TiB of content in flight, and what is not a whole number', () => {
    expect(() => read({ ENCRYPTION_KEY: KEY, DELIVERY_CONTENT_IN_FLIGHT_BYTES: '1048575' })).toThrow(
      'DELIVERY_CONTENT_IN_FLIGHT_BYTES must be an integer from 1048576 to 1099511627776, got "1048575"',
    );
    expect(() => read({ ENCRYPTION_KEY: KEY, DELIVERY_CONTENT_IN_FLIGHT_BYTES: '1099511627777' })).toThrow(
      'DELIVERY_CONTENT_IN_FLIGHT_BYTES must be an integer from 1048576 to 1099511627776, got "1099511627777"',
    );
    expect(() => read({ ENCRYPTION_KEY: KEY, DELIVERY_CONTENT_IN_FLIGHT_BYTES: '32MiB' })).toThrow(
      'DELIVERY_CONTENT_IN_FLIGHT_BYTES must be an integer from 1048576 to 1099511627776, got "32MiB"',
    );
  });
});

describe('readSendingConfig: what distributed sending checks itself', () => {
  it('refuses a DNS_SERVERS host name and an SMTP_HELO_NAME that is no EHLO argument, in one line', () => {
    expect(() => read({ ENCRYPTION_KEY: KEY, DNS_SERVERS: 'dns.google', SMTP_HELO_NAME: 'a b' })).toThrow(
      'DNS_SERVERS entries must be ip or ip:port (IPv6 as [ip]:port), got "dns.google"; ' +
        'SMTP_HELO_NAME must be a host name (such as mail.example.com) or an address literal such as [192.0.2.1], got "a b"',
    );
    expect(
      read({ ENCRYPTION_KEY: KEY, DNS_SERVERS: '127.0.0.1:5353', SMTP_HELO_NAME: '[192.0.2.1]' }),
    ).toMatchObject({
      dnsServers: ['127.0.0.1:5353'],
      heloName: '[192.0.2.1]',
    });
  });

  it('names RELAY_URL alone when the sandbox relay only inherits it', () => {
    expect(() => read({ ENCRYPTION_KEY: KEY, RELAY_URL: 'http://x' })).toThrow(
      /^RELAY_URL must be an smtp:\/\/ or smtps:\/\/ URL$/,
    );
  });

  it.each([
    ['smtp://', 'RELAY_URL has no host'],
    ['smtp://relay.example.net:0', 'RELAY_URL has port 0 (expected 1 to 65535)'],
    ['smtp://relay.example.net:99999', 'RELAY_URL is not a URL (expected smtp://user:pass@host:port)'],
    ['smtp://relay example.net', 'RELAY_URL is not a URL (expected smtp://user:pass@host:port)'],
    [
      'smtp://user:100%secret@relay.example.net',
      'RELAY_URL has a user or password with a malformed %-escape (write % as %25)',
    ],
  ])('refuses the relay URL %j at start, naming RELAY_URL and not its password', (url, problem) => {
    const message = configProblems(readSendingConfig, {
      ENCRYPTION_KEY: KEY,
      DELIVERY_MODE: 'relay',
      RELAY_URL: url,
    });
    expect(message).toBe(problem);
    expect(message).not.toContain('secret');
  });

  it('names SANDBOX_RELAY_URL for a malformed sandbox relay', () => {
    expect(
      configProblems(readSendingConfig, {
        ENCRYPTION_KEY: KEY,
        RELAY_URL: 'smtp://relay.example.net',
        SANDBOX_RELAY_URL: 'smtps://:0',
      }),
    ).toMatch(/^SANDBOX_RELAY_URL (has no host|is not a URL)/);
  });

  // The mail providers are made from these URLs once the database is up: any URL the configuration took
  // must make one, or the process fails there with a stack trace instead of one line at start.
  it('takes only relay URLs a relay provider can be made from', () => {
    const relayish = fc.oneof(
      fc
        .webUrl({ withQueryParameters: true, withFragments: true })
        .map((url) => url.replace(/^https?/, 'smtp')),
      fc
        .tuple(
          fc.constantFrom('smtp://', 'smtps://'),
          fc.string(),
          fc.constantFrom('', ':0', ':25', ':99999'),
        )
        .map(([scheme, rest, port]) => `${scheme}${rest}${port}`),
    );
    fc.assert(
      fc.property(relayish, (url) => {
        let accepted = true;
        try {
          read({ ENCRYPTION_KEY: KEY, DELIVERY_MODE: 'relay', RELAY_URL: url });
        } catch (error) {
          expect(error).toBeInstanceOf(ConfigError);
          expect((error as Error).message).toMatch(/^RELAY_URL /);
          accepted = false;
        }
        if (accepted) expect(() => parseRelayUrl(url.trim())).not.toThrow();
      }),
    );
  });
});
