import { Injectable } from '@nestjs/common';
import { SecretBox } from '@mailroom/security';
import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { DomainsConfig } from '../config/domains.config';
import { InjectDomainsConfig } from '../config/domains-config.token';

const generateKeyPairAsync = promisify(generateKeyPair);

export interface DkimKeyMaterial {
  // Base64 SPKI DER: the `p=` value of the DKIM record.
  publicKey: string;
  sealedPrivateKey: string;
}

// The private key is sealed as soon as it exists and opened only to hand it to the signer.
@Injectable()
export class DkimKeys {
  private readonly box: SecretBox;

  constructor(@InjectDomainsConfig() config: DomainsConfig) {
    this.box = new SecretBox(config.encryptionKey);
  }

  // Async on purpose: an RSA-2048 key takes tens of milliseconds that must not block the event loop.
  async generate(): Promise<DkimKeyMaterial> {
    const { publicKey, privateKey } = await generateKeyPairAsync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'der' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    return { publicKey: publicKey.toString('base64'), sealedPrivateKey: this.box.seal(privateKey) };
  }

  openPrivateKey(sealed: string): string {
    return this.box.open(sealed);
  }
}
