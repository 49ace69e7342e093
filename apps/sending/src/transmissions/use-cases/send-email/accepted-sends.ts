import { Inject, Injectable } from '@nestjs/common';
import { RequestContext, SendResult } from '@mailroom/contracts';
import { ClaimedKey, GenericPlanPool, InjectGenericPlanPool, WriteBatcher } from '@mailroom/database';
import { InjectOutbox, InjectOutboxRelay, Outbox, OutboxEntry, OutboxRelay } from '@mailroom/messaging';
import { SENDING_SCHEMA } from '../../../database/sending.schema';
import { DeliveryWorker } from '../../../delivery-queue/delivery-worker';
import { FreeTierUsage } from '../../../usage/quota';
import { SendingQuota } from '../../../usage/sending-quota';
import { UsageRepository } from '../../../usage/usage.repository';
import { IdempotencyRepository } from '../../idempotency.repository';
import { ACCEPT_LINGER_MS } from '../../accept-linger';
import { contentSize, Message, Transmission } from '../../transmission';
import { TransmissionRepository } from '../../transmission.repository';

// A send that passed every check, with everything its commit writes.
export interface AcceptedSend {
  ctx: RequestContext;
  transmission: Transmission;
  messages: Message[];
  // Its injection and policy_rejection events.
  events: OutboxEntry[];
  // Its Idempotency-Key, completed with `result` in the same commit.
  claimed?: ClaimedKey;
  result: SendResult;
  // Recipients that count against the team's quota (0: none, as for a sandbox send).
  counted: number;
  now: Date;
  // The team's standing before the send (free teams): what a send that counts nothing answers.
  usage: FreeTierUsage | undefined;
}

// Sends accepted in the same few milliseconds share the cost of a transaction, up to this many and this much
// content (the commit's statement carries it all as one JSON text): concurrent sends at the largest body
// are committed one after another instead of held in memory together.
const MOST_SENDS_PER_COMMIT = 64;
const MOST_CONTENT_PER_COMMIT = 4 * 1024 * 1024;

// Group commit of accepted sends: concurrent sends are recorded together (their transmissions, messages,
// outbox events and quota usage in one statement; with Idempotency-Keys or a free team's sends, in one
// transaction with their keys and the free teams' checked usage), and each caller is answered only after
// that commit. A send that finds no commit under way waits up to ACCEPT_LINGER_MS for others while that
// pays (WriteBatcher's linger); those that arrive during a commit make up the next. A commit that fails is done again one send at a time, so that a
// refused or broken send (a free team's quota raced away, a claim taken over) fails alone. A send's rows,
// events and key are therefore always in the same commit.
@Injectable()
export class AcceptedSends {
  private readonly writer = new WriteBatcher<AcceptedSend, FreeTierUsage | undefined>(
    (sends) => this.write(sends),
    MOST_SENDS_PER_COMMIT,
    {
      weight: { weigh: (send) => contentSize(send.transmission), most: MOST_CONTENT_PER_COMMIT },
      lingerMs: ACCEPT_LINGER_MS,
    },
  );

  constructor(
    @InjectGenericPlanPool(SENDING_SCHEMA) private readonly genericPlans: GenericPlanPool,
    @InjectOutbox(SENDING_SCHEMA) private readonly outbox: Outbox,
    @InjectOutboxRelay(SENDING_SCHEMA) private readonly relay: OutboxRelay,
    private readonly transmissions: TransmissionRepository,
    private readonly idempotency: IdempotencyRepository,
    private readonly quota: SendingQuota,
    private readonly usage: UsageRepository,
    @Inject(DeliveryWorker) private readonly worker: DeliveryWorker,
  ) {}

  // Answers the team's standing after the send once it is committed (free teams; undefined otherwise).
  record(send: AcceptedSend): Promise<FreeTierUsage | undefined> {
    return this.writer.submit(send);
  }

  private async write(sends: AcceptedSend[]): Promise<(FreeTierUsage | undefined)[]> {
    const usages = await this.commit(sends);
    this.relay.kick();
    const queued = sends.filter((send) => send.messages.length > 0);
    if (queued.length > 0) this.worker.queued(queued.map((send) => send.transmission));
    return usages;
  }

  private async commit(sends: AcceptedSend[]): Promise<(FreeTierUsage | undefined)[]> {
    const transmissions = sends.map((send) => send.transmission);
    const messages = sends.flatMap((send) => send.messages);
    const announcements = this.outbox.alongside(sends.flatMap((send) => send.events));
    const counting = sends.filter((send) => send.counted > 0);
    const usage = (send: AcceptedSend): { ctx: RequestContext; count: number; at: Date } => ({
      ctx: send.ctx,
      count: send.counted,
      at: send.now,
    });
    const paid = this.quota.paidAdditions(counting.map(usage));
    const claims = sends.flatMap((send) =>
      send.claimed ? [{ claimed: send.claimed, response: send.result }] : [],
    );
    // A paid team's send answers no usage.
    const answers = () => sends.map((send) => (send.counted > 0 ? undefined : send.usage));
    if (paid && claims.length === 0) {
      // The common case (no Idempotency-Key, no free team): everything in one statement, one round trip.
      await this.transmissions.insert(this.genericPlans, transmissions, messages, [
        announcements,
        this.usage.softAdditions(paid),
      ]);
      return answers();
    }
    return this.genericPlans.transaction(async (runner) => {
      await this.transmissions.insert(runner, transmissions, messages, [
        announcements,
        ...(paid ? [this.usage.softAdditions(paid)] : []),
      ]);
      await this.idempotency.completeMany(runner, claims);
      if (paid) return answers();
      // Last, so that the teams' usage rows stay locked only until the commit that follows.
      const consumed = await this.quota.consumeMany(runner, counting.map(usage));
      const after = new Map(counting.map((send, index) => [send, consumed[index]]));
      return sends.map((send) => (after.has(send) ? after.get(send) : send.usage));
    });
  }
}
