import { isIP } from 'node:net';
import { EnvReader, quoteValue } from './env-reader';

// DNS_SERVERS: the resolvers of the look-ups a context makes itself (domain verification, webhook hosts),
// `ip` or `ip:port` (IPv6 as `[ip]:port`), comma separated; empty means the system's resolvers.
export function readDnsServers(env: EnvReader): string[] {
  const servers = env.list('DNS_SERVERS');
  for (const server of servers) {
    if (!isResolverAddress(server)) {
      env.problem(`DNS_SERVERS entries must be ip or ip:port (IPv6 as [ip]:port), got ${quoteValue(server)}`);
    }
  }
  return servers;
}

// node:dns accepts IP addresses only, never host names.
function isResolverAddress(entry: string): boolean {
  if (isIP(entry)) return true;
  const match = /^(?:\[([^\]]+)\]|([^:]+)):(\d{1,5})$/.exec(entry);
  if (!match) return false;
  const host = match[1] ?? match[2] ?? '';
  const port = Number(match[3]);
  const hostMatchesFamily = match[1] !== undefined ? isIP(host) === 6 : isIP(host) === 4;
  return hostMatchesFamily && port >= 1 && port <= 65_535;
}

const DOMAIN_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/;

// BOUNCE_DOMAIN: where bounces and complaints come back to (the MX of the inbound listener); the envelope
// sender of delivered mail is a VERP address on it, or on a sending domain's bounce subdomain that points to
// it. By default `bounces.` + the host of PUBLIC_URL (`bounces.localhost` when that host is an address).
// Read by sending (envelope senders, the listener) and domains (the bounce CNAME target): the same value.
export function readBounceDomain(env: EnvReader, publicUrl: string): string {
  let host = 'localhost';
  try {
    const hostname = new URL(publicUrl).hostname.toLowerCase();
    if (!isIP(hostname.replace(/^\[|\]$/g, ''))) host = hostname;
  } catch {
    // EnvReader has already recorded the malformed URL.
  }
  const domain = env
    .string('BOUNCE_DOMAIN', { default: `bounces.${host}` })
    .toLowerCase()
    .replace(/\.$/, '');
  if (!DOMAIN_NAME.test(domain)) {
    env.problem(`BOUNCE_DOMAIN must be a domain name such as bounces.example.com, got ${quoteValue(domain)}`);
  }
  return domain;
}
