export interface RelayTarget {
  host: string;
  port: number;
  auth?: { user: string; pass: string };
  // true: implicit TLS (smtps://); false: plaintext, upgraded with STARTTLS when the server offers it.
  secure: boolean;
}

const DEFAULT_PORTS = { 'smtp:': 587, 'smtps:': 465 } as const;

// smtp://user:pass@host:port or smtps://user:pass@host:port. The user and password are percent-decoded, so
// a password holding '@' or ':' is written %40 or %3A. Throws on anything else, naming the URL as `name` and
// never quoting it (it holds the password): config validates RELAY_URL and SANDBOX_RELAY_URL with it.
export function parseRelayUrl(url: string, name = 'The relay URL'): RelayTarget {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${name} is not a URL (expected smtp://user:pass@host:port)`);
  }
  const protocol = parsed.protocol;
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new Error(`${name} must start with smtp:// or smtps://, not ${protocol}//`);
  }
  // IPv6 literals keep their brackets in URL.hostname.
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) throw new Error(`${name} has no host`);
  const port = parsed.port ? Number(parsed.port) : DEFAULT_PORTS[protocol];
  if (port === 0) throw new Error(`${name} has port 0 (expected 1 to 65535)`);
  const target: RelayTarget = { host, port, secure: protocol === 'smtps:' };
  if (parsed.username || parsed.password) {
    try {
      target.auth = { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) };
    } catch {
      throw new Error(`${name} has a user or password with a malformed %-escape (write % as %25)`);
    }
  }
  return target;
}
