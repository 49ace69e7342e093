import { Injectable } from '@nestjs/common';
import { TrackingHit, UnsubscribePage } from '@mailroom/contracts';
import { maskAddress, UnsubscribeLink } from '../../unsubscribe-link';
import { UnsubscribeRepository } from '../../unsubscribe.repository';

// GET /t/u/{token}: what the unsubscribe page shows. Showing it changes nothing (mail scanners open links).
@Injectable()
export class ShowUnsubscribePageUseCase {
  constructor(
    private readonly link: UnsubscribeLink,
    private readonly unsubscribes: UnsubscribeRepository,
  ) {}

  async execute(hit: TrackingHit): Promise<UnsubscribePage> {
    const message = await this.link.message(hit.token);
    return {
      masked_address: maskAddress(message.injection.rcpt_to),
      sending_domain: message.injection.sending_domain,
      already_unsubscribed: await this.unsubscribes.has(message.team_id, message.injection.rcpt_to),
    };
  }
}
