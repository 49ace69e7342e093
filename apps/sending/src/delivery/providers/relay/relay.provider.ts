import { isIP } from 'node:net';
import { ConnectionSlots } from '../../connection-slots';
import { InFlight } from '../../in-flight';
import { DeliveryEnvelope, DeliveryOutcome, MailProvider, RecordOutcome } from '../../mail-provider';
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
  private readonly slots: ConnectionSlots;
  private readonly inFlight = new InFlight();
  private closed = false;

  constructor(
    private readonly target: RelayTarget & Pick<SmtpDestination, 'tls'>,
    limits: PoolLimits,
  ) {
    this.pool = createSmtpPool(target, limits);
    this.slots = new ConnectionSlots(limits.maxConnections);
  }

  async deliver(envelope: DeliveryEnvelope, raw: Buffer, record: RecordOutcome): Promise<DeliveryOutcome> {
    if (this.closed) {
      const outcome = closedOutcome();
      await record(outcome);
      return outcome;
    }
    const remote = { host: this.target.host, ip: isIP(this.target.host) ? this.target.host : undefined };
    return this.inFlight.track(
      this.slots.hold(async () => {
        const { outcome } = await sendOverSmtp(this.pool, envelope, raw, remote);
        await record(outcome);
        return outcome;
      }),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.inFlight.drain();
    this.pool.close();
  }
}
