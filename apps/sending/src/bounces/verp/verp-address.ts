import { deriveKey } from '@mailroom/security';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { base32Decode, base32Encode } from './base32';

// The key of the signature is derived from ENCRYPTION_KEY for this purpose alone.
export const VERP_TOKEN_PURPOSE = 'mailroom/verp-token/v1';

export const VERP_LOCAL_PREFIX = 'bounces+';

const VERSION = 1;
const MAC_BYTES = 10;
// version, team id (uint32), message id (a UUID's 16 bytes)
const BODY_BYTES = 1 + 4 + 16;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// Which message a bounce address belongs to. The message row names its transmission (request_id) and
// recipient; carrying them in the token too would push the local part past RFC 5321's 64 octets.
export interface VerpTarget {
  teamId: number;
  messageId: string;
}

export interface ParsedVerpAddress extends VerpTarget {
  domain: string;
}

// Envelope senders of delivered mail: `bounces+<token>@<bounce domain>`, where the token is base32 of the
// team, the message and an HMAC-SHA256 tag (80 bits) over both. 50 characters of token: the local part is 58
// octets. A bounce or a complaint sent to it names the message it is about, and nobody can make one up.
export class VerpAddresses {
  private readonly key: Buffer;

  constructor(encryptionKey: string) {
    this.key = deriveKey(encryptionKey, VERP_TOKEN_PURPOSE);
  }

  address(target: VerpTarget, domain: string): string {
    return `${VERP_LOCAL_PREFIX}${this.token(target)}@${domain}`;
  }

  token({ teamId, messageId }: VerpTarget): string {
    if (!Number.isInteger(teamId) || teamId < 0 || teamId > 0xffffffff || !UUID.test(messageId)) {
      throw new Error('A VERP token needs a team id and a message UUID');
    }
    const body = Buffer.alloc(BODY_BYTES);
    body.writeUInt8(VERSION, 0);
    body.writeUInt32BE(teamId, 1);
    Buffer.from(messageId.replace(/-/g, ''), 'hex').copy(body, 5);
    return base32Encode(Buffer.concat([body, this.mac(body)]));
  }

  // The team, message and domain of a bounce address this service signed; undefined for anything else
  // (another local part, an edited or truncated token, a token signed with another key).
  parse(address: string): ParsedVerpAddress | undefined {
    const at = address.lastIndexOf('@');
    if (at < 0) return undefined;
    const local = address.slice(0, at);
    const domain = address.slice(at + 1).toLowerCase();
    if (local.slice(0, VERP_LOCAL_PREFIX.length).toLowerCase() !== VERP_LOCAL_PREFIX) return undefined;
    const bytes = base32Decode(local.slice(VERP_LOCAL_PREFIX.length));
    if (!bytes || bytes.length !== BODY_BYTES + MAC_BYTES) return undefined;
    const body = bytes.subarray(0, BODY_BYTES);
    if (!timingSafeEqual(bytes.subarray(BODY_BYTES), this.mac(body))) return undefined;
    if (body.readUInt8(0) !== VERSION) return undefined;
    const hex = body.subarray(5).toString('hex');
    return {
      teamId: body.readUInt32BE(1),
      messageId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
      domain,
    };
  }

  // Whether the address is a bounce address at all (signed or not): the listener's "unknown" from "forged".
  static looksLikeVerp(address: string): boolean {
    return address.toLowerCase().startsWith(VERP_LOCAL_PREFIX);
  }

  private mac(body: Buffer): Buffer {
    return createHmac('sha256', this.key).update(body).digest().subarray(0, MAC_BYTES);
  }
}
