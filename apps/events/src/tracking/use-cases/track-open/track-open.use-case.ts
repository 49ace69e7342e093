import { Injectable } from '@nestjs/common';
import { OpenTracked, TrackingHit } from '@mailroom/contracts';
import { PendingTrackingHitRepository } from '../../pending-tracking-hit.repository';
import { TrackedMessageRepository } from '../../tracked-message.repository';
import { trackingEvent, TrackingEventRecorder } from '../../tracking-events';
import { TrackingTokens } from '../../tracking-tokens';

// GET /t/o/{token}: the open pixel was loaded. Every load is an open event, and the first load of the
// message an initial_open too. A load that comes before the message's injection was stored is kept and
// recorded with it (EarlyTrackingHits); one of a message no longer known stays unrecorded. The pixel is
// served all the same.
@Injectable()
export class TrackOpenUseCase {
  constructor(
    private readonly tokens: TrackingTokens,
    private readonly messages: TrackedMessageRepository,
    private readonly pending: PendingTrackingHitRepository,
    private readonly recorder: TrackingEventRecorder,
  ) {}

  async execute(hit: TrackingHit, now = new Date()): Promise<OpenTracked> {
    const token = this.tokens.verify(hit.token, 'o');
    const find = () => this.messages.find(token.t, token.r, token.m);
    const message =
      (await find()) ??
      ((await this.pending.keepUnlessKnown({
        message_id: token.m,
        team_id: token.t,
        request_id: token.r,
        kind: 'open',
        occurred_at: now,
        user_agent: hit.user_agent,
      }))
        ? undefined
        : // Its injection was stored in the meantime.
          await find());
    if (!message) return { recorded: false };
    const event = (type: 'open' | 'initial_open') =>
      trackingEvent(message, type, { user_agent: hit.user_agent }, now);
    await this.recorder.record(now, async (manager) =>
      (await this.messages.markOpened(manager, message.team_id, message.message_id, now))
        ? [event('initial_open'), event('open')]
        : [event('open')],
    );
    return { recorded: true };
  }
}
