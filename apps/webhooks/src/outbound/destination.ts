import { Inject, Injectable } from '@nestjs/common';
import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';
import { WEBHOOKS_CONFIG, WebhooksConfig } from '../config/webhooks.config';
import { addressRefusal, isLoopback } from './address-policy';

// A URL and the one address it was checked at: every connection for it goes there, with no second look-up
// (a DNS answer that changes between the check and the connection cannot move it).
export interface Destination {
  url: URL;
  address: string;
  family: 4 | 6;
}

// `refusal` completes a sentence about the URL ("The url must be an https URL", "The url names host h, which
// resolves to ..."). `unresolved`: the host has no address now (unknown name, no answer); the URL itself may
// be fine.
export type DestinationCheck = { destination: Destination } | { refusal: string; unresolved?: true };

// RFC 6761: these names are the loopback interface, whatever a resolver says.
const LOCALHOST = /^(.+\.)?localhost\.?$/i;

// Checks a webhook or token URL as it is used now: absolute https (http only to loopback where private
// networks are allowed), no credentials in it, and every address its host resolves to allowed.
@Injectable()
export class DestinationChecker {
  // DNS queries on the event loop (c-ares), the system's resolvers unless DNS_SERVERS names others, as the
  // domains and sending contexts do. Not dns.lookup: getaddrinfo holds one of libuv's four pool threads
  // until its resolvers answer or time out, so a few slow hosts of customers' URLs held up everything else
  // that pool runs (the DKIM signatures of standalone, file reads), and a webhook's creation waited behind
  // its own deliveries' look-ups past the request's timeout.
  private readonly resolver: Resolver;

  constructor(@Inject(WEBHOOKS_CONFIG) private readonly config: WebhooksConfig) {
    this.resolver = new Resolver({ timeout: config.dnsTimeoutMs, tries: 2 });
    if (config.dnsServers.length > 0) this.resolver.setServers(config.dnsServers);
  }

  // Refusals a user can act on without resolving anything (the create/update check runs this first).
  shapeRefusal(raw: string): string | undefined {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return 'must be an absolute URL';
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an https URL';
    if (url.protocol === 'http:' && !this.config.allowPrivateNetworks) return 'must be an https URL';
    if (url.username || url.password) return 'may not carry credentials; use auth_type basic';
    if (!url.hostname) return 'must name a host';
    if (url.port === '0') return 'may not name port 0, where no server can listen';
    return undefined;
  }

  async check(raw: string): Promise<DestinationCheck> {
    const shape = this.shapeRefusal(raw);
    if (shape) return { refusal: shape };
    const url = new URL(raw);
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    let addresses: string[];
    try {
      addresses = await this.addressesOf(host);
    } catch (error) {
      return {
        refusal: `names host ${host}, which could not be resolved (${codeOf(error)})`,
        unresolved: true,
      };
    }
    if (addresses.length === 0)
      return { refusal: `names host ${host}, which has no address`, unresolved: true };
    for (const address of addresses) {
      const refusal = addressRefusal(address, this.config.allowPrivateNetworks);
      if (refusal)
        return {
          refusal: isIP(host)
            ? `names address ${address}, ${refusal}`
            : `names host ${host}, which resolves to ${address}, ${refusal}`,
        };
    }
    if (url.protocol === 'http:' && !addresses.every(isLoopback)) return { refusal: 'must be an https URL' };
    const address = addresses[0];
    return { destination: { url, address, family: isIP(address) === 6 ? 6 : 4 } };
  }

  private async addressesOf(host: string): Promise<string[]> {
    if (isIP(host)) return [host];
    if (LOCALHOST.test(host)) return ['127.0.0.1'];
    const [v4, v6] = await Promise.allSettled([this.resolver.resolve4(host), this.resolver.resolve6(host)]);
    const found = [
      ...(v4.status === 'fulfilled' ? v4.value : []),
      ...(v6.status === 'fulfilled' ? v6.value : []),
    ];
    if (found.length === 0 && v4.status === 'rejected') throw v4.reason;
    return found;
  }
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' ? code : 'look-up failed';
}
