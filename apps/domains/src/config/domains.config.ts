import { EnvReader, readEncryptionKey } from '@mailroom/config';
import { HOSTNAME_PATTERN } from '@mailroom/contracts';
import { isIP } from 'node:net';

export interface DomainsConfig {
  dnsServers: string[];
  sandboxDomain: string;
  trackingCnameTarget: string;
  spfInclude: string;
  encryptionKey: string;
  dnsTimeoutMs: number;
}

// Looser than HOSTNAME_PATTERN: SPF include targets start with an underscore label (`_spf.`) and a
// single-label host such as `localhost` is a legitimate local default.
const DNS_NAME_PATTERN =
  /^(?=.{1,253}$)[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*$/i;

export function readDomainsConfig(env: EnvReader): DomainsConfig {
  const publicUrl = env.url('PUBLIC_URL', ['http', 'https'], { default: 'http://localhost:3000' });
  const publicHost = hostnameOf(publicUrl);
  const sandboxDomain = env.string('SANDBOX_DOMAIN', { default: 'sandbox.mailroom.test' }).toLowerCase();
  if (!HOSTNAME_PATTERN.test(sandboxDomain)) {
    env.problem(`SANDBOX_DOMAIN must be a domain name such as sandbox.example.com, got "${sandboxDomain}"`);
  }
  return {
    dnsServers: readDnsServers(env),
    sandboxDomain,
    trackingCnameTarget: dnsName(env, 'TRACKING_CNAME_TARGET', publicHost),
    spfInclude: dnsName(env, 'SPF_INCLUDE', `_spf.${publicHost}`),
    encryptionKey: readEncryptionKey(env),
    dnsTimeoutMs: env.int('DNS_TIMEOUT_MS', { default: 2000, min: 100, max: 60_000 }),
  };
}

function readDnsServers(env: EnvReader): string[] {
  const servers = env.list('DNS_SERVERS');
  for (const server of servers) {
    if (!isResolverAddress(server)) {
      env.problem(`DNS_SERVERS entries must be ip or ip:port (IPv6 as [ip]:port), got "${server}"`);
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

function dnsName(env: EnvReader, name: string, fallback: string): string {
  const value = env.string(name, { default: fallback }).toLowerCase().replace(/\.$/, '');
  if (!DNS_NAME_PATTERN.test(value)) env.problem(`${name} must be a DNS name, got "${value}"`);
  return value;
}

function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    // EnvReader has already recorded the malformed URL; this placeholder never reaches a running process.
    return 'localhost';
  }
}
