import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { emailEventSubject, ResolvedSender, ServiceError } from '@mailroom/contracts';
import { InjectOutbox, InjectOutboxRelay, Outbox, OutboxRelay } from '@mailroom/messaging';
import { MessageComposer } from '../composition';
import { SENDING_CONFIG, SendingConfig } from '../config/sending.config';
import { SENDING_SCHEMA } from '../database/sending.schema';
import { BounceClass, DeliveryOutcome } from '../delivery';
import { SuppressionReason, SuppressionRepository } from '../suppression/suppression.repository';
import { emailEvent, EventDetails } from '../transmissions/email-event.factory';
import { ClaimedMessage, MessageQueueRepository } from './message-queue.repository';
import { MailProviders } from './mail-providers';
import { SenderKeys } from './sender-keys';

const IDLE_POLL_MS = 1_000;

// Takes due messages from the queue, signs and delivers each over SMTP, and records the outcome with its
// event in one transaction. A crash between delivery and that commit redelivers the message once its claim
// lapses: at least once, never lost.
@Injectable()
export class DeliveryWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(DeliveryWorker.name);
  private running = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    @Inject(SENDING_CONFIG) private readonly config: SendingConfig,
    private readonly queue: MessageQueueRepository,
    private readonly composer: MessageComposer,
    private readonly providers: MailProviders,
    private readonly senderKeys: SenderKeys,
    private readonly suppressions: SuppressionRepository,
    @InjectOutbox(SENDING_SCHEMA) private readonly outbox: Outbox,
    @InjectOutboxRelay(SENDING_SCHEMA) private readonly relay: OutboxRelay,
  ) {}

  onApplicationBootstrap(): void {
    this.running = true;
    this.loop = this.run();
  }

  // Before the bus and the database close: a delivery in flight still needs them to look up its key and to
  // record its outcome.
  async beforeApplicationShutdown(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    await Promise.allSettled(this.inFlight);
  }

  kick(): void {
    this.wake?.();
  }

  private async run(): Promise<void> {
    while (this.running) {
      let claimed: ClaimedMessage[] = [];
      const room = this.config.workerConcurrency - this.inFlight.size;
      if (room > 0) {
        try {
          claimed = await this.queue.claimDue(room);
        } catch (error) {
          this.logger.warn({ err: error }, 'Claiming due messages failed; retrying');
        }
      }
      for (const item of claimed) {
        const work = this.deliver(item).finally(() => {
          this.inFlight.delete(work);
          this.wake?.();
        });
        this.inFlight.add(work);
      }
      if (claimed.length === 0 || this.inFlight.size >= this.config.workerConcurrency) await this.idle();
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, IDLE_POLL_MS);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  private async deliver({ message, transmission }: ClaimedMessage): Promise<void> {
    let signing: ResolvedSender;
    try {
      signing = await this.senderKeys.forTransmission(transmission);
    } catch (error) {
      // The sending domain went away after acceptance (or the domains service is down: try again later).
      if (error instanceof ServiceError && error.status < 500) {
        return this.record({ message, transmission }, { kind: 'failed', reason: error.message });
      }
      return this.record(
        { message, transmission },
        { kind: 'retry-later', reason: 'The sending domain could not be looked up.' },
      );
    }
    const raw = await this.composer.compose({
      messageId: message.id,
      from: { address: transmission.from_address, name: transmission.from_name ?? undefined },
      to: transmission.to_addresses,
      cc: transmission.cc_addresses,
      subject: transmission.subject,
      html: transmission.html,
      text: transmission.text,
      attachments: transmission.attachments,
      headers: transmission.headers,
      date: new Date(),
      dkim: {
        domainName: signing.dkim.signing_domain,
        keySelector: signing.dkim.selector,
        privateKey: signing.dkim.private_key_pem,
        headerFieldNames: signing.dkim.headers,
      },
    });
    const provider = this.providers.for(transmission.key_type);
    const outcome = await provider.deliver({ from: transmission.from_address, to: message.rcpt_to }, raw);
    await this.record({ message, transmission }, { kind: 'smtp', outcome, size: raw.length });
  }

  private async record(
    { message, transmission }: ClaimedMessage,
    result:
      | { kind: 'smtp'; outcome: DeliveryOutcome; size: number }
      | { kind: 'failed'; reason: string }
      | { kind: 'retry-later'; reason: string },
  ): Promise<void> {
    const now = new Date();
    const queueTime = now.getTime() - new Date(transmission.created_at).getTime();
    await this.queue.transaction(async (manager) => {
      const event = async (type: Parameters<typeof emailEvent>[0], details: EventDetails): Promise<void> => {
        await this.outbox.add(
          manager,
          emailEventSubject(type),
          emailEvent(type, transmission, message, details, now),
        );
      };
      if (result.kind === 'failed') {
        await this.queue.settle(manager, message.id, 'bounced', result.reason);
        await event('generation_failure', { reason: result.reason, raw_reason: result.reason });
        return;
      }
      const outcome: DeliveryOutcome =
        result.kind === 'smtp' ? result.outcome : { kind: 'deferred', response: result.reason };
      const size = result.kind === 'smtp' ? result.size : undefined;
      if (outcome.kind === 'delivered') {
        await this.queue.settle(manager, message.id, 'delivered', outcome.response);
        await event('delivery', { queue_time: queueTime, msg_size: size });
      } else if (outcome.kind === 'bounced') {
        await this.queue.settle(manager, message.id, 'bounced', outcome.response);
        await event('bounce', {
          bounce_class: outcome.bounceClass,
          error_code: String(outcome.code),
          reason: outcome.enhancedCode ? `${outcome.enhancedCode} ${outcome.response}` : outcome.response,
          raw_reason: outcome.response,
          msg_size: size,
        });
        // An unknown address is suppressed for the team in the bounce's own transaction: once the bounce is
        // recorded, no later send of the team reaches the address (API.md, Emails).
        if (outcome.bounceClass === BounceClass.InvalidRecipient) {
          await this.suppressions.add(
            manager,
            transmission.team_id,
            message.rcpt_to,
            SuppressionReason.hardBounce,
            transmission.id,
          );
        }
      } else if (queueTime / 1000 >= this.config.retryLimitSeconds) {
        // Deferred for too long: a soft bounce (class 20).
        await this.queue.settle(manager, message.id, 'bounced', outcome.response);
        await event('bounce', {
          bounce_class: 20,
          error_code: outcome.code ? String(outcome.code) : null,
          reason: `Gave up after ${message.attempts} attempts: ${outcome.response}`,
          raw_reason: outcome.response,
        });
      } else {
        const delaySeconds = this.config.retryBaseSeconds * 2 ** Math.max(0, message.attempts - 1);
        await this.queue.settle(
          manager,
          message.id,
          'deferred',
          outcome.response,
          new Date(now.getTime() + delaySeconds * 1000),
        );
        await event('delay', {
          error_code: outcome.code ? String(outcome.code) : null,
          reason: outcome.response,
          raw_reason: outcome.response,
          queue_time: queueTime,
        });
      }
    });
    this.relay.kick();
  }
}
