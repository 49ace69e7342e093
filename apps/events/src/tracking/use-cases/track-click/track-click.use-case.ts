import { Injectable } from '@nestjs/common';
import { ClickTracked, TrackingHit } from '@mailroom/contracts';
import { TrackedMessageRepository } from '../../tracked-message.repository';
import { trackingEvent, TrackingEventRecorder } from '../../tracking-events';
import { TrackingTokens } from '../../tracking-tokens';

// GET /t/c/{token}: a tracked link was followed. The reader goes to the link's signed target whether or
// not the message is still known (then nothing is recorded); an unsigned target is never redirected to.
@Injectable()
export class TrackClickUseCase {
  constructor(
    private readonly tokens: TrackingTokens,
    private readonly messages: TrackedMessageRepository,
    private readonly recorder: TrackingEventRecorder,
  ) {}

  async execute(hit: TrackingHit, now = new Date()): Promise<ClickTracked> {
    const token = this.tokens.verifyClick(hit.token);
    const message = await this.messages.find(token.t, token.r, token.m);
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
