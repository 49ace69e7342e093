import { Injectable } from '@nestjs/common';
import {
  DomainSubject,
  Envelope,
  RequestContext,
  ResolvedSender,
  ResolveSenderRequest,
} from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';

// How long an answer of the domains context is used: a domain deleted, blocked or unverified stops sends
// within this time on every replica. A bounded lifetime rather than invalidation by events: the events
// reach a replica through the outbox relay and the stream, with no bound on the delay, and a reputation
// change publishes none.
export const SENDER_LIFETIME_MS = 1_000;
// Entries kept at most; past it the cache starts afresh (a burst of distinct domains, not the usual case).
const MOST_ENTRIES = 10_000;

interface Entry {
  sender: Promise<ResolvedSender>;
  expiresAt: number;
}

// The sender domains of a replica's sends (DomainSubject.resolveSender), each asked of the domains context
// at most once per SENDER_LIFETIME_MS, and once for all the sends that need it meanwhile. Only answers are
// kept: a refusal (an unconfigured domain) or a failure is asked again by the next send.
@Injectable()
export class ResolvedSenders {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly bus: BusClient) {}

  resolve(ctx: RequestContext, fromDomain: string): Promise<ResolvedSender> {
    const key = `${ctx.key_type} ${ctx.team_id} ${fromDomain.toLowerCase()}`;
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.sender;
    if (this.entries.size >= MOST_ENTRIES) this.entries.clear();
    const sender = this.bus.request<ResolvedSender>(DomainSubject.resolveSender, {
      ctx,
      data: { from_domain: fromDomain },
    } satisfies Envelope<ResolveSenderRequest>);
    const entry = { sender, expiresAt: now + SENDER_LIFETIME_MS };
    this.entries.set(key, entry);
    sender.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return sender;
  }
}
