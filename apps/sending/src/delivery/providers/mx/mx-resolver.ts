import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';
import { DeliveryOutcome } from '../../mail-provider';
import { dnsBounce } from '../../smtp-transport';

export type Route =
  { kind: 'hosts'; hosts: string[]; implicit: boolean } | { kind: 'settled'; outcome: DeliveryOutcome };

export type HostAddresses =
  { kind: 'found'; addresses: string[] } | { kind: 'none' } | { kind: 'unavailable'; reason: string };

// Answers that will not change on a retry: the name does not exist, or has no record of that type.
const PERMANENT = new Set(['ENOTFOUND', 'ENODATA', 'EBADNAME']);
const MAX_TRY_MS = 5_000;

// Where mail for a domain goes (RFC 5321 section 5.1), through the configured resolvers.
export class MxResolver {
  private readonly resolver: Resolver;

  constructor(dnsServers: readonly string[], timeoutMs: number) {
    this.resolver = new Resolver({ timeout: Math.min(timeoutMs, MAX_TRY_MS), tries: 2 });
    if (dnsServers.length > 0) this.resolver.setServers([...dnsServers]);
  }

  // The MX hosts by preference (equal preferences shuffled, to spread the load), or the domain itself when
  // it has no MX record (the implicit MX), or an outcome when DNS already decides it.
  async route(domain: string): Promise<Route> {
    let records: { exchange: string; priority: number }[];
    try {
      records = await this.resolver.resolveMx(domain);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'ENODATA') return { kind: 'hosts', hosts: [domain], implicit: true };
      if (PERMANENT.has(code)) {
        return settled(
          dnsBounce(550, '5.1.2', `[internal] ${domain}: domain not found (${code}), no mail exchanger`),
        );
      }
      return settled(dnsTrouble(`MX look-up of ${domain} failed (${code})`));
    }
    if (records.length === 0) return { kind: 'hosts', hosts: [domain], implicit: true };
    // RFC 7505: a single MX of "." says the domain takes no mail at all.
    const exchanges = records.filter((record) => record.exchange !== '' && record.exchange !== '.');
    if (exchanges.length === 0) {
      return settled(
        dnsBounce(556, '5.1.10', `[internal] ${domain} publishes a null MX: it accepts no mail`),
      );
    }
    const hosts = shuffle(exchanges)
      .sort((a, b) => a.priority - b.priority)
      .map((record) => record.exchange.replace(/\.$/, ''));
    return { kind: 'hosts', hosts: [...new Set(hosts)], implicit: false };
  }

  // IPv4 first: many hosts that send mail have no working IPv6 route.
  async addresses(host: string): Promise<HostAddresses> {
    if (isIP(host)) return { kind: 'found', addresses: [host] };
    const [v4, v6] = await Promise.allSettled([this.resolver.resolve4(host), this.resolver.resolve6(host)]);
    const addresses = [v4, v6].flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
    if (addresses.length > 0) return { kind: 'found', addresses };
    const transient = [v4, v6]
      .map((result) => (result.status === 'rejected' ? errorCode(result.reason) : 'ENODATA'))
      .find((code) => !PERMANENT.has(code));
    return transient
      ? { kind: 'unavailable', reason: `address look-up of ${host} failed (${transient})` }
      : { kind: 'none' };
  }
}

export function dnsTrouble(reason: string): DeliveryOutcome {
  return { kind: 'deferred', response: `4.4.3 [internal] ${reason}`, enhancedCode: '4.4.3' };
}

function settled(outcome: DeliveryOutcome): Route {
  return { kind: 'settled', outcome };
}

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException | undefined)?.code ?? 'EUNKNOWN';
}

// Fisher-Yates; the stable sort afterwards keeps the random order only among equal preferences.
function shuffle<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
