import { Inject, Injectable } from '@nestjs/common';
import { ServiceError, TRACKING_TOKEN_PURPOSE, TrackingKind, TrackingToken } from '@mailroom/contracts';
import { deriveKey, TokenSigner } from '@mailroom/security';
import { GatewayConfig } from '../config/gateway.config';
import { GATEWAY_CONFIG } from '../config/gateway.tokens';

// The gateway checks a tracking link's signature before it asks the events context (which checks it too):
// a forged, edited or misrouted token is answered 404 at the edge and never crosses the bus.
@Injectable()
export class TrackingTokens {
  private readonly signer: TokenSigner;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.signer = new TokenSigner(deriveKey(config.encryptionKey, TRACKING_TOKEN_PURPOSE));
  }

  assertSigned(kind: TrackingKind, token: string): TrackingToken {
    const payload = this.signer.verify<TrackingToken>(token);
    if (payload?.k !== kind) throw ServiceError.notFound('Link not found.');
    return payload;
  }
}
