import { isIP } from 'node:net';
import { EnvReader } from './env-reader';

// DNS_SERVERS: the resolvers of the look-ups a context makes itself (domain verification, webhook hosts),
// `ip` or `ip:port` (IPv6 as `[ip]:port`), comma separated; empty means the system's resolvers.
export function readDnsServers(env: EnvReader): string[] {
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
