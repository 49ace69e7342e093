import { Inject, Injectable, Logger } from '@nestjs/common';
import { ResolvedSender, ServiceError } from '@mailroom/contracts';
import { BoundedClaim, ClaimLoop, ClaimLoopWorker } from '@mailroom/runtime';
import { VerpAddresses } from '../bounces/verp/verp-address';
import { DkimSigningKey, MessageComposer } from '../composition';
import { Message, Transmission } from '../transmissions/transmission';
import { SENDING_CONFIG, SendingConfig } from '../config/sending.config';
import { MessageTracking } from '../tracking/message-tracking';
import { DeliveryOutcomes } from './delivery-outcomes';
import { ClaimedMessage, MessageQueueRepository } from './message-queue.repository';
import { MailProviders } from './mail-providers';
import { SenderKeys } from './sender-keys';

const IDLE_POLL_MS = 1_000;

// Takes due messages from the queue; tracks, signs and delivers each over SMTP, and records the outcome with
// its event (DeliveryOutcomes) while its connection carries the next message. A crash between the receiving
// server's 250 and that commit redelivers the message once its claim lapses: at least once, never lost, and
// at most two duplicates per connection a pool may open (ConnectionSlots). While a delivery runs, its claim's
// lease is pushed back, so a slow SMTP conversation is never taken over by another worker; and settling is
// fenced by the claim's attempt, so a worker that lost its claim changes nothing.
@Injectable()
export class DeliveryWorker extends ClaimLoopWorker<ClaimedMessage> {
  protected readonly loop: ClaimLoop<ClaimedMessage>;
  private readonly inFlight = new Set<ClaimedMessage>();
  // The content of the messages in flight (their contentSize): what bounds the memory delivering holds.
  private contentInFlight = 0;
  private readonly logger = new Logger(DeliveryWorker.name);
  private leaseTimer?: NodeJS.Timeout;

  constructor(
    @Inject(SENDING_CONFIG) private readonly config: SendingConfig,
    private readonly queue: MessageQueueRepository,
    private readonly composer: MessageComposer,
    private readonly tracking: MessageTracking,
    private readonly providers: MailProviders,
    private readonly senderKeys: SenderKeys,
    private readonly outcomes: DeliveryOutcomes,
    private readonly verp: VerpAddresses,
  ) {
    super();
    this.loop = new ClaimLoop({
      concurrency: config.workerConcurrency,
      // A claim costs two queries whatever its size: under load, wait for half the slots to be free rather
      // than claiming one message per finished delivery (those left compose and wait for a connection).
      minClaim: Math.max(1, Math.floor(config.workerConcurrency / 2)),
      claim: (room) => this.claim(room),
      process: (claimed) => this.deliverClaimed(claimed),
      idleMs: () => Promise.resolve(IDLE_POLL_MS),
      takesAllDue: true,
      // Woken with nothing to do, it waits for the sends of the next milliseconds: see OutboxRelay's linger.
      kickLingerMs: 25,
      logger: this.logger,
    });
  }

  override onApplicationBootstrap(): void {
    if (this.config.workerConcurrency === 0) return;
    super.onApplicationBootstrap();
    this.leaseTimer = setInterval(() => void this.extendLeases(), (this.config.claimLeaseSeconds * 1000) / 3);
    this.leaseTimer.unref();
  }

  // Transmissions whose messages were just committed to the queue: kept for the claim that takes them (in
  // this replica, usually the next one), which then reads none of them back, and the loop kicked.
  queued(transmissions: readonly Transmission[]): void {
    this.queue.keep(transmissions);
    this.kick();
  }

  // Before the bus and the database close: a delivery in flight still needs them to look up its key and to
  // record its outcome.
  override async beforeApplicationShutdown(): Promise<void> {
    await super.beforeApplicationShutdown();
    clearInterval(this.leaseTimer);
  }

  // Due messages while their content fits beside what is in flight; a message larger than that alone goes
  // when nothing else is in flight.
  private async claim(room: number): Promise<BoundedClaim<ClaimedMessage>> {
    const { claimed, cutShort } = await this.queue.claimDue(room, {
      content: Math.max(0, this.config.deliveryContentInFlight - this.contentInFlight),
      firstWhateverItsSize: this.inFlight.size === 0,
    });
    return { items: claimed, cutShort };
  }

  private async deliverClaimed(claimed: ClaimedMessage): Promise<void> {
    this.inFlight.add(claimed);
    this.contentInFlight += claimed.contentSize;
    try {
      await this.deliver(claimed);
    } finally {
      this.inFlight.delete(claimed);
      this.contentInFlight -= claimed.contentSize;
    }
  }

  private async extendLeases(): Promise<void> {
    const claims = [...this.inFlight].map(({ message }) => ({
      messageId: message.id,
      attempt: message.attempts,
    }));
    await this.queue
      .extendLeases(claims)
      .catch((err: unknown) => this.logger.warn(`Extending delivery leases failed: ${String(err)}`));
  }

  private async deliver(claimed: ClaimedMessage): Promise<void> {
    const { message, transmission } = claimed;
    let signing: ResolvedSender;
    try {
      signing = await this.senderKeys.forTransmission(transmission);
    } catch (error) {
      // The sending domain went away after acceptance (or the domains service is down: try again later).
      if (error instanceof ServiceError && error.status < 500) {
        return this.outcomes.record(claimed, { kind: 'failed', reason: error.message });
      }
      return this.outcomes.record(claimed, {
        kind: 'retry-later',
        reason: 'The sending domain could not be looked up.',
      });
    }
    const dkim = {
      domainName: signing.dkim.signing_domain,
      keySelector: signing.dkim.selector,
      privateKey: signing.dkim.private_key_pem,
    };
    const raw = transmission.raw_mime
      ? // Submitted over SMTP: delivered as the client wrote it, signed, without tracking.
        await this.composer.signSubmitted(transmission.raw_mime, dkim, transmission.id)
      : await this.compose(transmission, message, dkim);
    const provider = this.providers.for(transmission.key_type);
    // The envelope sender names this message, so that a bounce or a complaint coming back later finds it: on
    // the sending domain's bounce subdomain once its CNAME is verified (SPF then aligns for DMARC), else on
    // the service's bounce domain.
    const envelopeFrom = this.verp.address(
      { teamId: transmission.team_id, messageId: message.id },
      signing.bounce_domain ?? this.config.bounceDomain,
    );
    // The message holds its connection slot until its outcome is recorded: a crash redelivers at most two
    // messages per connection.
    await provider.deliver({ from: envelopeFrom, to: message.rcpt_to }, raw, (outcome) =>
      this.outcomes.record(claimed, { kind: 'smtp', outcome, size: raw.length }),
    );
  }

  private compose(transmission: Transmission, message: Message, dkim: DkimSigningKey): Promise<Buffer> {
    const tracked = this.tracking.apply(transmission, message);
    return this.composer.compose({
      templateKey: transmission.id,
      messageId: message.id,
      from: { address: transmission.from_address, name: transmission.from_name ?? undefined },
      replyTo: transmission.reply_to ?? undefined,
      to: transmission.to_addresses,
      cc: transmission.cc_addresses,
      subject: transmission.subject,
      html: tracked.html,
      text: transmission.text,
      attachments: transmission.attachments,
      headers: transmission.headers,
      listUnsubscribeUrl: tracked.listUnsubscribeUrl,
      date: new Date(),
      dkim,
    });
  }
}
