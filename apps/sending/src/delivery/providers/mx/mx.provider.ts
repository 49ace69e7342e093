import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import { InFlight } from '../../in-flight';
import { DeliveryEnvelope, DeliveryOutcome, MailProvider } from '../../mail-provider';
import {
  closedOutcome,
  createSmtpPool,
  dnsBounce,
  internalDeferral,
  PoolLimits,
  sendOverSmtp,
  SmtpPool,
} from '../../smtp-transport';
import { dnsTrouble, MxResolver } from './mx-resolver';

// Addresses tried for one message across all MX hosts: a domain listing twenty dead hosts must not hold a
// worker for twenty connection timeouts.
const MAX_ATTEMPTS = 5;
// Pools kept open at once, least recently used closed first.
const MAX_POOLS = 100;

// Direct delivery to the recipient domain's mail exchangers: by preference, on to the next address or host
// when one cannot be reached; a reply (accepted, 4xx or 5xx) ends the attempt.
export class MxProvider implements MailProvider {
  private readonly pools = new Map<string, SmtpPool>();
  private readonly inFlight = new InFlight();
  private closed = false;

  constructor(
    private readonly resolver: MxResolver,
    private readonly port: number,
    private readonly limits: PoolLimits,
  ) {}

  deliver(envelope: DeliveryEnvelope, raw: Buffer): Promise<DeliveryOutcome> {
    if (this.closed) return Promise.resolve(closedOutcome());
    return this.inFlight.track(this.attempt(envelope, raw));
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.inFlight.drain();
    for (const pool of this.pools.values()) pool.close();
    this.pools.clear();
  }

  private async attempt(envelope: DeliveryEnvelope, raw: Buffer): Promise<DeliveryOutcome> {
    const name = envelope.to.slice(envelope.to.lastIndexOf('@') + 1).toLowerCase();
    // DNS speaks A-labels: an internationalized domain is looked up as xn--...
    const domain = domainToASCII(name) || name;
    try {
      const route = await this.resolver.route(domain);
      if (route.kind === 'settled') return route.outcome;
      let unreachable: DeliveryOutcome | undefined;
      let lookUpFailure: string | undefined;
      let attempts = 0;
      hosts: for (const host of route.hosts) {
        const found = await this.resolver.addresses(host);
        if (found.kind === 'unavailable') lookUpFailure = found.reason;
        if (found.kind !== 'found') continue;
        for (const ip of found.addresses) {
          if (attempts++ >= MAX_ATTEMPTS) break hosts;
          const result = await sendOverSmtp(this.poolFor(host, ip), envelope, raw, { host, ip });
          if (!result.unreachable) return result.outcome;
          unreachable = result.outcome;
        }
      }
      if (unreachable) return unreachable;
      if (lookUpFailure) return dnsTrouble(lookUpFailure);
      return route.implicit
        ? dnsBounce(550, '5.1.2', `[internal] ${domain} has no MX and no address record: no mail exchanger`)
        : dnsBounce(550, '5.1.2', `[internal] no MX host of ${domain} has an address: no mail exchanger`);
    } catch (error) {
      // Not expected (the resolver and the transport map their failures); still an outcome, never a rejection.
      return internalDeferral(`delivery to ${domain} failed: ${(error as Error).message}`);
    }
  }

  private poolFor(host: string, ip: string): SmtpPool {
    const key = `${host} ${ip}`;
    let pool = this.pools.get(key);
    if (pool) {
      // Map order is insertion order: re-inserting makes it the most recently used.
      this.pools.delete(key);
    } else {
      pool = createSmtpPool(
        {
          host: ip,
          port: this.port,
          secure: false,
          servername: isIP(host) ? undefined : host,
          tls: 'opportunistic',
        },
        this.limits,
      );
      const oldest = this.pools.size >= MAX_POOLS ? this.pools.keys().next().value : undefined;
      if (oldest !== undefined) {
        this.pools.get(oldest)?.close();
        this.pools.delete(oldest);
      }
    }
    this.pools.set(key, pool);
    return pool;
  }
}
