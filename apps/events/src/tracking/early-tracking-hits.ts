import { Injectable } from '@nestjs/common';
import { EmailEventRecord, emailEventSubject } from '@mailroom/contracts';
import { InjectOutbox, Outbox } from '@mailroom/messaging';
import { QueryRunnerLike } from '@mailroom/database';
import { EVENTS_SCHEMA } from '../database/events.schema';
import { EmailEventRepository } from '../email-events/email-event.repository';
import { PendingTrackingHitRepository } from './pending-tracking-hit.repository';
import { TrackedMessage, TrackedMessageRepository } from './tracked-message.repository';
import { trackingEvent } from './tracking-events';

// The opens and clicks that came before their message's injection was stored, recorded when it is: in the
// transaction that stores the injections, with the hits' own times, and published on EMAIL_EVENTS through
// the outbox like every tracking event. The first open of a message is its initial_open too, as in
// TrackOpenUseCase.
@Injectable()
export class EarlyTrackingHits {
  constructor(
    private readonly pending: PendingTrackingHitRepository,
    private readonly messages: TrackedMessageRepository,
    private readonly events: EmailEventRepository,
    @InjectOutbox(EVENTS_SCHEMA) private readonly outbox: Outbox,
  ) {}

  // `injections` were just stored (a redelivered one is not among them: its hits were recorded already).
  // Hits older than `windowStart` are dropped as any expired event is. Answers the events recorded.
  async record(
    manager: QueryRunnerLike,
    injections: readonly EmailEventRecord[],
    windowStart: Date,
  ): Promise<EmailEventRecord[]> {
    const messages = new Map<string, TrackedMessage>(
      injections.map((injection) => [
        injection.message_id,
        {
          message_id: injection.message_id,
          team_id: injection.team_id,
          request_id: injection.request_id,
          injection,
        },
      ]),
    );
    const hits = (await this.pending.take(manager, [...messages.values()])).filter(
      (hit) => hit.occurred_at >= windowStart,
    );
    if (hits.length === 0) return [];

    // Hits are oldest first: a message's first open is the first of its opens here.
    const firstOpens = new Map<string, (typeof hits)[number]>();
    for (const hit of hits)
      if (hit.kind === 'open' && !firstOpens.has(hit.message_id)) firstOpens.set(hit.message_id, hit);
    const initial = await this.messages.markFirstOpens(
      manager,
      [...firstOpens.values()].map((hit) => ({
        team_id: hit.team_id,
        message_id: hit.message_id,
        at: hit.occurred_at,
      })),
    );

    const recorded = hits.flatMap((hit) => {
      const message = messages.get(hit.message_id)!;
      const details = { user_agent: hit.user_agent, target_link_url: hit.target_link_url };
      const event = trackingEvent(message, hit.kind, details, hit.occurred_at);
      return firstOpens.get(hit.message_id) === hit && initial.has(hit.message_id)
        ? [trackingEvent(message, 'initial_open', details, hit.occurred_at), event]
        : [event];
    });
    await this.events.insert(manager, recorded);
    await this.outbox.addMany(
      manager,
      recorded.map((event) => ({ subject: emailEventSubject(event.type), data: event })),
    );
    return recorded;
  }
}
