import { Inject, Injectable } from '@nestjs/common';
import {
  MAX_TRACKING_TOKEN_LENGTH,
  TRACKING_TOKEN_PURPOSE,
  TrackingKind,
  trackingPath,
  TrackingToken,
} from '@mailroom/contracts';
import { deriveKey, TokenSigner } from '@mailroom/security';
import { SENDING_CONFIG, SendingConfig } from '../config/sending.config';
import { Message, Transmission } from '../transmissions/transmission';
import { trackHtml } from './html-tracking';

export interface TrackedContent {
  html: string | null;
  // Non-transactional mail only: the one-click unsubscribe link of its List-Unsubscribe header.
  listUnsubscribeUrl?: string;
}

// The tracking step of one recipient's copy, run just before it is composed: the signed public links of
// API.md (Tracking) that lead back to this message. The text part is left as it is: a rewritten plain-text
// URL would show the reader a long opaque link instead of the one the sender wrote.
@Injectable()
export class MessageTracking {
  private readonly signer: TokenSigner;
  private readonly publicUrl: string;

  constructor(@Inject(SENDING_CONFIG) config: SendingConfig) {
    this.signer = new TokenSigner(deriveKey(config.encryptionKey, TRACKING_TOKEN_PURPOSE));
    this.publicUrl = config.publicUrl;
  }

  apply(transmission: Transmission, message: Pick<Message, 'id'>): TrackedContent {
    const { open_tracking, click_tracking, transactional } = transmission.options;
    const link = (k: TrackingKind, u?: string): string => {
      const token: TrackingToken = { k, t: transmission.team_id, r: transmission.id, m: message.id };
      if (u !== undefined) token.u = u;
      return `${this.publicUrl}${trackingPath(k)}${this.signer.sign(token)}`;
    };
    // A target that escapes into a token longer than the gateway takes stays as written.
    const clickLink = (target: string): string | undefined => {
      const url = link(TrackingKind.click, target);
      return url.length - this.publicUrl.length - trackingPath(TrackingKind.click).length <=
        MAX_TRACKING_TOKEN_LENGTH
        ? url
        : undefined;
    };
    let html = transmission.html;
    if (html !== null && (open_tracking || click_tracking)) {
      html = trackHtml(html, {
        openPixelUrl: open_tracking ? link(TrackingKind.open) : undefined,
        clickLink: click_tracking ? clickLink : undefined,
      });
    }
    return {
      html,
      listUnsubscribeUrl: transactional ? undefined : link(TrackingKind.unsubscribe),
    };
  }
}
