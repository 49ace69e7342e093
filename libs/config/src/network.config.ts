import { isIP } from 'node:net';
import { EnvReader, quoteValue } from './env-reader';

// HOST: what the API (and, standalone, the ops server and the bounce MX listener) listens on. An address, so
// that a typo fails here and not as a DNS error after the embedded database has started.
export function isListenAddress(value: string): boolean {
  return value === 'localhost' || isIP(value) !== 0;
}

export function readListenHost(env: EnvReader): string {
  const host = env.string('HOST', { default: '0.0.0.0' });
  if (!isListenAddress(host)) {
    env.problem(
      `HOST must be an IP address (such as 0.0.0.0, :: or 127.0.0.1) or localhost, got ${quoteValue(host)}`,
    );
    return '0.0.0.0';
  }
  return host;
}

// One TRUST_PROXY entry: an address, or a CIDR block (`10.0.0.0/8`, `fd00::/8`), as fastify's proxy-addr
// compiles it.
export function isProxyAddressOrCidr(entry: string): boolean {
  const slash = entry.indexOf('/');
  if (slash === -1) return isIP(entry) !== 0;
  const family = isIP(entry.slice(0, slash));
  const prefix = entry.slice(slash + 1);
  if (family === 0 || !/^[0-9]{1,3}$/.test(prefix)) return false;
  // A /0 (every address) is refused by fastify's proxy-addr as well.
  return Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}

export function readTrustedProxies(env: EnvReader): string[] {
  const entries = env.list('TRUST_PROXY');
  const bad = entries.filter((entry) => !isProxyAddressOrCidr(entry));
  if (bad.length > 0) {
    env.problem(
      `TRUST_PROXY entries must be IP addresses or CIDR blocks (such as 10.0.0.0/8), got ${bad.map(quoteValue).join(', ')}`,
    );
    return [];
  }
  return entries;
}

// An EHLO argument (RFC 5321 4.1.1.1): a host name (a single label such as `localhost` included) or an
// address literal (`[192.0.2.1]`, `[IPv6:2001:db8::1]`). Nodemailer sends it as given.
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

export function isHeloName(value: string): boolean {
  // A bare address is no name: an address literal is written in brackets.
  if (isIP(value) !== 0) return false;
  if (HOST_NAME.test(value)) return true;
  const literal = /^\[(?:IPv6:(.+)|([0-9.]+))\]$/i.exec(value);
  if (!literal) return false;
  return literal[1] !== undefined ? isIP(literal[1]) === 6 : isIP(literal[2]) === 4;
}

export function readHeloName(env: EnvReader): string {
  const name = env.string('SMTP_HELO_NAME', { default: 'localhost' });
  if (!isHeloName(name)) {
    env.problem(
      `SMTP_HELO_NAME must be a host name (such as mail.example.com) or an address literal such as [192.0.2.1], got ${quoteValue(name)}`,
    );
  }
  return name;
}

// PUBLIC_URL: the base of the links in sent mail (`$PUBLIC_URL/api/t/...`) and of the console link; the
// tracking CNAME target and the bounce domain derive from its host. A user, a password, a query, a fragment or
// white space would land in the middle of every link, and `http:host` (no `//`) is no base to append a path to.
const BASE_URL = /^https?:\/\/[^/?#@\s\\]+(\/[^?#\s\\]*)?$/i;

export function readPublicUrl(env: EnvReader, defaultUrl: string): string {
  const url = env.url('PUBLIC_URL', ['http', 'https'], { default: defaultUrl });
  // What is no http(s) URL at all has been named by env.url.
  if (/^https?:/i.test(url) && URL.canParse(url) && (!BASE_URL.test(url) || new URL(url).port === '0')) {
    // Not quoted: the value may hold a password.
    env.problem(
      'PUBLIC_URL must be a base URL such as https://mail.example.com or https://example.com/mailroom: ' +
        'no user, password, query, fragment, white space or port 0',
    );
  }
  return url.replace(/\/+$/, '');
}

// The ports one process listens on, by variable (undefined or 0: none, or a free one): two alike would make
// the second listener fail at start with a message that names only one of them, or the wrong one.
export function refuseSharedPorts(env: EnvReader, ports: [name: string, port: number | undefined][]): void {
  const taken = new Map<number, string>();
  for (const [name, port] of ports) {
    if (!port) continue;
    const other = taken.get(port);
    if (other) env.problem(`${other} and ${name} are both ${port}: each listener needs a port of its own`);
    else taken.set(port, name);
  }
}
