import { isIP } from 'node:net';
import { InFlight } from '../../in-flight';
import { DeliveryEnvelope, DeliveryOutcome, MailProvider } from '../../mail-provider';
import { RelayTarget } from '../../relay-url';
import {
  closedOutcome,
  createSmtpPool,
  PoolLimits,
  sendOverSmtp,
  SmtpDestination,
  SmtpPool,
} from '../../smtp-transport';

// Every message through one smarthost: the relay mode, and the capture mode (the smarthost is then the
// capture server). One pool, so connections are reused across messages and recipients.
export class RelayProvider implements MailProvider {
  private readonly pool: SmtpPool;
  private readonly inFlight = new InFlight();
  private closed = false;

  constructor(
    private readonly target: RelayTarget & Pick<SmtpDestination, 'tls'>,
    limits: PoolLimits,
  ) {
    this.pool = createSmtpPool(target, limits);
  }

  deliver(envelope: DeliveryEnvelope, raw: Buffer): Promise<DeliveryOutcome> {
    if (this.closed) return Promise.resolve(closedOutcome());
    const remote = { host: this.target.host, ip: isIP(this.target.host) ? this.target.host : undefined };
    return this.inFlight.track(
      sendOverSmtp(this.pool, envelope, raw, remote).then((attempt) => attempt.outcome),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.inFlight.drain();
    this.pool.close();
  }
}
