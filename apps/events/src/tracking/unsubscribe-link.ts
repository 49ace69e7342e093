import { Injectable } from '@nestjs/common';
import { ServiceError } from '@mailroom/contracts';
import { TrackedMessage, TrackedMessageRepository } from './tracked-message.repository';
import { TrackingTokens } from './tracking-tokens';

// The message an unsubscribe link belongs to. Unlike opens and clicks, an unsubscribe needs its recipient:
// a link whose message is forgotten (older than TRACKING_RETENTION_DAYS) is 404.
@Injectable()
export class UnsubscribeLink {
  constructor(
    private readonly tokens: TrackingTokens,
    private readonly messages: TrackedMessageRepository,
  ) {}

  async message(token: string): Promise<TrackedMessage> {
    const verified = this.tokens.verify(token, 'u');
    const message = await this.messages.find(verified.t, verified.r, verified.m);
    if (!message) throw ServiceError.notFound('This unsubscribe link has expired.');
    return message;
  }
}

// j***@example.com: the page may be opened by anyone holding the link.
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  return `${local.slice(0, 1)}***${address.slice(at)}`;
}
