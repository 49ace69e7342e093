import { Injectable } from '@nestjs/common';
import { ClickTracked, TrackingHit } from '@mailroom/contracts';
import { PendingTrackingHitRepository } from '../../pending-tracking-hit.repository';
import { TrackedMessageRepository } from '../../tracked-message.repository';
import { trackingEvent, TrackingEventRecorder } from '../../tracking-events';
import { TrackingTokens } from '../../tracking-tokens';

// GET /t/c/{token}: a tracked link was followed. The reader goes to the link's signed target whether or
// not the message is known; an unsigned target is never redirected to. A click that comes before the
// message's injection was stored is kept and recorded with it (EarlyTrackingHits); one of a message no
// longer known stays unrecorded.
@Injectable()
export class TrackClickUseCase {
  constructor(
    private readonly tokens: TrackingTokens,
    private readonly messages: TrackedMessageRepository,
    private readonly pending: PendingTrackingHitRepository,
    private readonly recorder: TrackingEventRecorder,
  ) {}

  async execute(hit: TrackingHit, now = new Date()): Promise<ClickTracked> {
    const token = this.tokens.verifyClick(hit.token);
    const find = () => this.messages.find(token.t, token.r, token.m);
    const message =
      (await find()) ??
      ((await this.pending.keepUnlessKnown({
        message_id: token.m,
        team_id: token.t,
        request_id: token.r,
        kind: 'click',
        occurred_at: now,
        user_agent: hit.user_agent,
        target_link_url: token.u,
      }))
        ? undefined
        : // Its injection was stored in the meantime.
          await find());
    if (message) {
      const click = trackingEvent(
        message,
        'click',
        { user_agent: hit.user_agent, target_link_url: token.u },
        now,
      );
      await this.recorder.record(now, async () => [click]);
    }
    return { url: token.u };
  }
}
