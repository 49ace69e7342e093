import { Inject, Injectable } from '@nestjs/common';
import { SecretBox } from '@mailroom/security';
import { randomBytes } from 'node:crypto';
import { WEBHOOKS_CONFIG, WebhooksConfig } from '../config/webhooks.config';

// Secrets of endpoints at rest (signing secret, basic password, OAuth2 client secret).
@Injectable()
export class EndpointSecrets {
  private readonly box: SecretBox;

  constructor(@Inject(WEBHOOKS_CONFIG) config: WebhooksConfig) {
    this.box = new SecretBox(config.encryptionKey);
  }

  // Standard Webhooks: `whsec_` and the base64 of the key.
  newSigningSecret(): string {
    return `whsec_${randomBytes(32).toString('base64')}`;
  }

  seal(secret: string): string {
    return this.box.seal(secret);
  }

  open(sealed: string): string {
    return this.box.open(sealed);
  }
}
