import { Inject, Injectable } from '@nestjs/common';
import { ServiceError, TRACKING_TOKEN_PURPOSE, TrackingKind, TrackingToken } from '@mailroom/contracts';
import { deriveKey, TokenSigner } from '@mailroom/security';
import { EVENTS_CONFIG, EventsConfig } from '../config/events.config';

export type VerifiedToken = Omit<TrackingToken, 'u'>;
export type VerifiedClickToken = VerifiedToken & { u: string };

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

// The tokens of the public tracking links, signed by the sending context. A token that does not verify,
// or is of another kind than the link it came in, is answered 404 and records nothing.
@Injectable()
export class TrackingTokens {
  private readonly signer: TokenSigner;

  constructor(@Inject(EVENTS_CONFIG) config: EventsConfig) {
    this.signer = new TokenSigner(deriveKey(config.encryptionKey, TRACKING_TOKEN_PURPOSE));
  }

  verify(token: string, kind: TrackingKind): VerifiedToken {
    const { k, t, r, m } = this.payload(token, kind);
    return { k, t, r, m };
  }

  // A click token carries the link's original target: the redirect goes nowhere else.
  verifyClick(token: string): VerifiedClickToken {
    const { k, t, r, m, u } = this.payload(token, 'c');
    if (!isHttpUrl(u)) throw linkNotFound();
    return { k, t, r, m, u };
  }

  private payload(token: string, kind: TrackingKind): TrackingToken {
    const payload = typeof token === 'string' ? this.signer.verify<Partial<TrackingToken>>(token) : undefined;
    if (
      !payload ||
      payload.k !== kind ||
      typeof payload.t !== 'number' ||
      !Number.isInteger(payload.t) ||
      payload.t <= 0 ||
      typeof payload.r !== 'string' ||
      typeof payload.m !== 'string'
    )
      throw linkNotFound();
    return payload as TrackingToken;
  }
}

export function linkNotFound(): ServiceError {
  return ServiceError.notFound('This link is not valid.');
}
