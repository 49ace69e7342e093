import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import { ConnectionSlots } from '../../connection-slots';
import { InFlight } from '../../in-flight';
import { DeliveryEnvelope, DeliveryOutcome, MailProvider, RecordOutcome } from '../../mail-provider';
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
// MX hosts whose addresses are looked up for one message: a domain may list thousands, each look-up that
// times out taking seconds, and one without an address is no attempt.
const MAX_HOSTS_LOOKED_UP = 10;
// Pools kept open at once, least recently used closed first.
const MAX_POOLS = 100;

// Direct delivery to the recipient domain's mail exchangers: by preference, on to the next address or host
// when one cannot be reached; a reply (accepted, 4xx or 5xx) ends the attempt.
interface HostPool {
  pool: SmtpPool;
  slots: ConnectionSlots;
}

export class MxProvider implements MailProvider {
  private readonly pools = new Map<string, HostPool>();
  private readonly inFlight = new InFlight();
  private closed = false;

  constructor(
    private readonly resolver: MxResolver,
    private readonly port: number,
    private readonly limits: PoolLimits,
  ) {}

  async deliver(envelope: DeliveryEnvelope, raw: Buffer, record: RecordOutcome): Promise<DeliveryOutcome> {
    if (this.closed) {
      const outcome = closedOutcome();
      await record(outcome);
      return outcome;
    }
    return this.inFlight.track(
      this.attempt(envelope, raw, record).then(async ({ outcome, recorded }) => {
        if (!recorded) await record(outcome);
        return outcome;
      }),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.inFlight.drain();
    for (const { pool } of this.pools.values()) pool.close();
    this.pools.clear();
  }

  // An answer from a host is recorded while its connection's slot is held (recorded: true); an outcome
  // reached without one (DNS, nobody reachable) is recorded by the caller.
  private async attempt(
    envelope: DeliveryEnvelope,
    raw: Buffer,
    record: RecordOutcome,
  ): Promise<{ outcome: DeliveryOutcome; recorded: boolean }> {
    const name = envelope.to.slice(envelope.to.lastIndexOf('@') + 1).toLowerCase();
    // DNS speaks A-labels: an internationalized domain is looked up as xn--...
    const domain = domainToASCII(name) || name;
    let recordFailure: { error: unknown } | undefined;
    try {
      const route = await this.resolver.route(domain);
      if (route.kind === 'settled') return { outcome: route.outcome, recorded: false };
      let unreachable: DeliveryOutcome | undefined;
      let lookUpFailure: string | undefined;
      let attempts = 0;
      hosts: for (const host of route.hosts.slice(0, MAX_HOSTS_LOOKED_UP)) {
        const found = await this.resolver.addresses(host);
        if (found.kind === 'unavailable') lookUpFailure = found.reason;
        if (found.kind !== 'found') continue;
        for (const ip of found.addresses) {
          if (attempts++ >= MAX_ATTEMPTS) break hosts;
          const { pool, slots } = this.poolFor(host, ip);
          const answered = await slots.hold(async () => {
            const result = await sendOverSmtp(pool, envelope, raw, { host, ip });
            if (result.unreachable) return { unreachable: result.outcome };
            await record(result.outcome).catch((error: unknown) => {
              recordFailure = { error };
              throw error;
            });
            return { outcome: result.outcome };
          });
          if (answered.outcome) return { outcome: answered.outcome, recorded: true };
          unreachable = answered.unreachable;
        }
      }
      const outcome =
        unreachable ??
        (lookUpFailure
          ? dnsTrouble(lookUpFailure)
          : route.implicit
            ? dnsBounce(
                550,
                '5.1.2',
                `[internal] ${domain} has no MX and no address record: no mail exchanger`,
              )
            : dnsBounce(
                550,
                '5.1.2',
                `[internal] no MX host of ${domain} has an address: no mail exchanger`,
              ));
      return { outcome, recorded: false };
    } catch (error) {
      // A failed record is the caller's to see.
      if (recordFailure) throw recordFailure.error;
      // Not expected (the resolver and the transport map their failures); still an outcome, never a rejection.
      return {
        outcome: internalDeferral(`delivery to ${domain} failed: ${(error as Error).message}`),
        recorded: false,
      };
    }
  }

  private poolFor(host: string, ip: string): HostPool {
    const key = `${host} ${ip}`;
    let pool = this.pools.get(key);
    if (pool) {
      // Map order is insertion order: re-inserting makes it the most recently used.
      this.pools.delete(key);
    } else {
      const transport = createSmtpPool(
        {
          host: ip,
          port: this.port,
          secure: false,
          servername: isIP(host) ? undefined : host,
          tls: 'opportunistic',
        },
        this.limits,
      );
      pool = { pool: transport, slots: new ConnectionSlots(this.limits.maxConnections) };
      const oldest = this.pools.size >= MAX_POOLS ? this.pools.keys().next().value : undefined;
      if (oldest !== undefined) {
        this.pools.get(oldest)?.pool.close();
        this.pools.delete(oldest);
      }
    }
    this.pools.set(key, pool);
    return pool;
  }
}
