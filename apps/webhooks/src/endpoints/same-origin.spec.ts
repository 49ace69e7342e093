import fc from 'fast-check';
import { sameOrigin } from './same-origin';

// Spellings of one host, each group another host. Case, IDNA and the spellings of one IP address fold; a
// trailing dot and an IPv4-mapped IPv6 address do not (the URL standard keeps them apart, and so do browsers).
const HOSTS = [
  ['hooks.example.com', 'HOOKS.Example.COM', 'hooks.EXAMPLE.com'],
  ['hooks.example.com.', 'HOOKS.EXAMPLE.COM.'],
  ['other.example.com', 'Other.Example.Com'],
  ['127.0.0.1', '2130706433', '0x7f.0.0.1', '127.1', '0177.0.0.1'],
  ['[::1]', '[0:0:0:0:0:0:0:1]', '[::0:1]'],
  ['[::ffff:7f00:1]', '[::ffff:127.0.0.1]'],
  ['xn--bcher-kva.example', 'bücher.example', 'BÜCHER.example'],
];
const SCHEMES = [
  ['http', 'HTTP', 'Http'],
  ['https', 'HTTPS', 'hTTps'],
];
const DEFAULT_PORT = [80, 443];
const PORTS = ['', ':80', ':080', ':443', ':0443', ':8443'];

interface Spelled {
  url: string;
  origin: [scheme: number, host: number, port: number];
}

// A URL spelled from its parts, with the origin it must have computed by hand, beside the parser.
const spelledUrl: fc.Arbitrary<Spelled> = fc
  .record({
    scheme: fc.nat(SCHEMES.length - 1),
    schemeSpelling: fc.nat(2),
    host: fc.nat(HOSTS.length - 1),
    hostSpelling: fc.nat(4),
    port: fc.constantFrom(...PORTS),
    path: fc.webPath(),
    query: fc.option(fc.webQueryParameters(), { nil: undefined }),
    fragment: fc.option(fc.webFragments(), { nil: undefined }),
  })
  .map((parts) => {
    const schemes = SCHEMES[parts.scheme];
    const hosts = HOSTS[parts.host];
    const url =
      `${schemes[parts.schemeSpelling % schemes.length]}://${hosts[parts.hostSpelling % hosts.length]}` +
      `${parts.port}${parts.path}` +
      (parts.query === undefined ? '' : `?${parts.query}`) +
      (parts.fragment === undefined ? '' : `#${parts.fragment}`);
    const port = parts.port ? Number(parts.port.slice(1)) : DEFAULT_PORT[parts.scheme];
    return { url, origin: [parts.scheme, parts.host, port] };
  });

describe('sameOrigin', () => {
  it('is true exactly when scheme, host and port are one, however they are spelled', () => {
    fc.assert(
      fc.property(spelledUrl, spelledUrl, (a, b) => {
        const expected = a.origin.every((part, i) => part === b.origin[i]);
        expect(sameOrigin(a.url, b.url)).toBe(expected);
        expect(sameOrigin(b.url, a.url)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('ignores the path, query and fragment of any web URL, and no more', () => {
    const rest = fc.tuple(fc.webPath(), fc.webQueryParameters(), fc.webFragments());
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['http', 'https'] }),
        rest,
        fc.nat(65535),
        (raw, [path, query, fragment], port) => {
          const url = new URL(raw);
          const moved = new URL(raw);
          moved.pathname = path;
          moved.search = query;
          moved.hash = fragment;
          expect(sameOrigin(url.href, moved.href)).toBe(true);
          expect(sameOrigin(url.href, url.href.toUpperCase())).toBe(true);
          const elsewhere = new URL(raw);
          elsewhere.port = String(port);
          expect(sameOrigin(url.href, elsewhere.href)).toBe(elsewhere.port === url.port);
        },
      ),
      { numRuns: 500 },
    );
  });

  it.each([
    ['not a url', 'not a url'],
    ['', ''],
    ['/relative/path', '/relative/path'],
    ['mailto:hooks@example.com', 'mailto:hooks@example.com'],
    ['data:,x', 'data:,x'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['https://hooks.example.com/', 'not a url'],
  ])('shares no origin between %j and %j: not a URL, or no origin of its own', (a, b) => {
    expect(sameOrigin(a, b)).toBe(false);
  });
});
