import { Inject, Injectable } from '@nestjs/common';
import { SENDING_CONFIG, SendingConfig } from '../../../config/sending.config';
import { BouncedMessage, BouncedMessageRepository } from '../../bounced-message.repository';
import { VerpAddresses } from '../../verp/verp-address';

// The bounce subdomain a sending domain may point at the service (the domains context's bounce record).
const BOUNCE_SUBDOMAIN_PREFIX = 'bounces.';
// The local part of the feedback-loop address at the bounce domain, for complaints sent to a fixed address.
export const FEEDBACK_LOOP_LOCAL_PART = 'fbl';

export type BounceRecipientCheck =
  | { accepted: true; bounced: BouncedMessage; address: string }
  | { accepted: true; feedbackLoop: true; address: string }
  | { accepted: false; code: number; message: string };

const relayDenied = (): BounceRecipientCheck => ({
  accepted: false,
  code: 550,
  message: '5.7.1 Relaying denied: this server only takes bounces for the messages it sent',
});
const unknownMailbox = (): BounceRecipientCheck => ({
  accepted: false,
  code: 550,
  message: '5.1.1 No such bounce address',
});

// RCPT TO at the inbound listener: only a bounce address this service signed, of a message it sent, on the
// service's bounce domain or on the bounce subdomain of that message's sending domain, or the feedback-loop
// address of the bounce domain. Anything else is refused before any data: no relaying, no mailbox to guess.
@Injectable()
export class CheckBounceRecipientUseCase {
  constructor(
    @Inject(SENDING_CONFIG) private readonly config: SendingConfig,
    private readonly verp: VerpAddresses,
    private readonly messages: BouncedMessageRepository,
  ) {}

  async execute(address: string): Promise<BounceRecipientCheck> {
    const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
    if (domain !== this.config.bounceDomain && !domain.startsWith(BOUNCE_SUBDOMAIN_PREFIX))
      return relayDenied();
    if (address.toLowerCase() === `${FEEDBACK_LOOP_LOCAL_PART}@${this.config.bounceDomain}`)
      return { accepted: true, feedbackLoop: true, address };
    if (!VerpAddresses.looksLikeVerp(address)) return unknownMailbox();
    const target = this.verp.parse(address);
    if (!target) {
      return { accepted: false, code: 550, message: '5.7.1 Bounce address signature is not valid' };
    }
    const bounced = await this.messages.find(target.teamId, target.messageId);
    if (!bounced) return unknownMailbox();
    const ownSubdomain = `${BOUNCE_SUBDOMAIN_PREFIX}${bounced.transmission.sending_domain.toLowerCase()}`;
    if (domain !== this.config.bounceDomain && domain !== ownSubdomain) return relayDenied();
    return { accepted: true, bounced, address };
  }
}
