import { Injectable } from '@nestjs/common';
import { Unsubscribed, UnsubscribeRequest } from '@mailroom/contracts';
import { trackingEvent, TrackingEventRecorder } from '../../tracking-events';
import { UnsubscribeLink } from '../../unsubscribe-link';
import { UnsubscribeRepository } from '../../unsubscribe.repository';

// POST /t/u/{token}: the recipient unsubscribes from the team's mail, by RFC 8058 one-click
// (list_unsubscribe) or by the page's form (link_unsubscribe). The first unsubscribe of an address from a
// team is an event; later ones record nothing.
@Injectable()
export class UnsubscribeUseCase {
  constructor(
    private readonly link: UnsubscribeLink,
    private readonly unsubscribes: UnsubscribeRepository,
    private readonly recorder: TrackingEventRecorder,
  ) {}

  async execute(request: UnsubscribeRequest, now = new Date()): Promise<Unsubscribed> {
    const message = await this.link.message(request.token);
    const event = trackingEvent(
      message,
      request.one_click ? 'list_unsubscribe' : 'link_unsubscribe',
      { user_agent: request.user_agent },
      now,
    );
    const recorded = await this.recorder.record(now, async (manager) => {
      const first = await this.unsubscribes.add(manager, {
        teamId: message.team_id,
        address: message.injection.rcpt_to,
        requestId: message.request_id,
        messageId: message.message_id,
        eventId: event.event_id,
      });
      return first ? [event] : [];
    });
    return { recorded: recorded.length > 0, sending_domain: message.injection.sending_domain };
  }
}
