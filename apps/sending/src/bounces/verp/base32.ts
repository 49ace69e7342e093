// RFC 4648 base32 without padding, in lower case. Case-insensitive on the way in: mail systems may change the
// case of a local part, and base64's case-sensitive alphabet would not survive that.
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

export function base32Encode(bytes: Buffer): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

// undefined for a character outside the alphabet or trailing bits that are not zero (a non-canonical form).
export function base32Decode(text: string): Buffer | undefined {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text.toLowerCase()) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) return undefined;
    value = ((value << 5) | index) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  if (bits >= 5 || (value & ((1 << bits) - 1)) !== 0) return undefined;
  return Buffer.from(bytes);
}
