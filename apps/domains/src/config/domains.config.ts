import {
  EnvReader,
  quoteValue,
  readBounceDomain,
  readDnsServers,
  readEncryptionKey,
  readPublicUrl,
} from '@mailroom/config';
import { HOSTNAME_PATTERN } from '@mailroom/contracts/domains/hostname';

export interface DomainsConfig {
  dnsServers: string[];
  sandboxDomain: string;
  trackingCnameTarget: string;
  spfInclude: string;
  encryptionKey: string;
  dnsTimeoutMs: number;
  // What a domain's bounce CNAME must point to (BOUNCE_DOMAIN, the MX of the inbound listener).
  bounceDomain: string;
}

// Looser than HOSTNAME_PATTERN: SPF include targets start with an underscore label (`_spf.`) and a
// single-label host such as `localhost` is a legitimate local default.
const DNS_NAME_PATTERN =
  /^(?=.{1,253}$)[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*$/i;

export function readDomainsConfig(env: EnvReader): DomainsConfig {
  const publicUrl = readPublicUrl(env, 'http://localhost:3000');
  const publicHost = hostnameOf(publicUrl);
  const sandboxDomain = env.string('SANDBOX_DOMAIN', { default: 'sandbox.mailroom.test' }).toLowerCase();
  if (!HOSTNAME_PATTERN.test(sandboxDomain)) {
    env.problem(
      `SANDBOX_DOMAIN must be a domain name such as sandbox.example.com, got ${quoteValue(sandboxDomain)}`,
    );
  }
  return {
    dnsServers: readDnsServers(env),
    sandboxDomain,
    trackingCnameTarget: dnsName(env, 'TRACKING_CNAME_TARGET', publicHost),
    spfInclude: dnsName(env, 'SPF_INCLUDE', `_spf.${publicHost}`),
    encryptionKey: readEncryptionKey(env),
    dnsTimeoutMs: env.int('DNS_TIMEOUT_MS', { default: 2000, min: 100, max: 60_000 }),
    bounceDomain: readBounceDomain(env, publicUrl),
  };
}

function dnsName(env: EnvReader, name: string, fallback: string): string {
  const value = env.string(name, { default: fallback }).toLowerCase().replace(/\.$/, '');
  if (!DNS_NAME_PATTERN.test(value)) env.problem(`${name} must be a DNS name, got ${quoteValue(value)}`);
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
