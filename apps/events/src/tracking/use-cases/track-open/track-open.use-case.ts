import { Injectable } from '@nestjs/common';
import { OpenTracked, TrackingHit } from '@mailroom/contracts';
import { TrackedMessageRepository } from '../../tracked-message.repository';
import { trackingEvent, TrackingEventRecorder } from '../../tracking-events';
import { TrackingTokens } from '../../tracking-tokens';

// GET /t/o/{token}: the open pixel was loaded. Every load is an open event, and the first load of the
// message an initial_open too; a message no longer (or not yet) known records nothing, and the pixel is
// served all the same.
@Injectable()
export class TrackOpenUseCase {
  constructor(
    private readonly tokens: TrackingTokens,
    private readonly messages: TrackedMessageRepository,
    private readonly recorder: TrackingEventRecorder,
  ) {}

  async execute(hit: TrackingHit, now = new Date()): Promise<OpenTracked> {
    const token = this.tokens.verify(hit.token, 'o');
    const message = await this.messages.find(token.t, token.r, token.m);
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
