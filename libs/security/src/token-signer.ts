import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

const MAC_BYTES = 16;
const TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/;

// A key of its own for each purpose, derived from the one ENCRYPTION_KEY an operator configures: a token
// signed for one purpose never verifies for another, and no second secret has to be shared.
export function deriveKey(base64MasterKey: string, purpose: string): Buffer {
  const master = Buffer.from(base64MasterKey, 'base64');
  if (master.length !== 32) throw new Error('deriveKey needs a 32-byte master key');
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), purpose, 32));
}

// URL-safe tokens carrying a JSON payload with an HMAC-SHA256 tag: `<payload>.<tag>`, both base64url. The
// payload is readable by anyone holding the token; the tag makes it impossible to change or forge.
export class TokenSigner {
  constructor(private readonly key: Buffer) {
    if (key.length < 32) throw new Error('TokenSigner needs a key of at least 32 bytes');
  }

  sign(payload: unknown): string {
    const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
    return `${body}.${this.mac(body).toString('base64url')}`;
  }

  // The payload of a token this signer made, or undefined for anything else (edited, truncated, foreign).
  verify<T>(token: string): T | undefined {
    if (!TOKEN.test(token)) return undefined;
    const [body, tag] = token.split('.') as [string, string];
    const given = Buffer.from(tag, 'base64url');
    if (given.length !== MAC_BYTES || given.toString('base64url') !== tag) return undefined;
    if (!timingSafeEqual(given, this.mac(body))) return undefined;
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
    } catch {
      return undefined;
    }
  }

  private mac(body: string): Buffer {
    return createHmac('sha256', this.key).update(body).digest().subarray(0, MAC_BYTES);
  }
}
