import libmime from 'libmime';
import { isUtf8 } from 'node:buffer';

// A header value decoded for display (the subject and sender name that events show): RFC 2047 encoded words
// by libmime; `value` holds the header's bytes as latin1, so unencoded 8-bit text (SMTPUTF8) is read as UTF-8.
// Undefined when its bytes are no UTF-8 or an encoded word's are no text of the charset it names: decoding
// would put U+FFFD in their place, and the value shown would not be the one sent.
export function decodeHeaderValue(value: string): string | undefined {
  const bytes = Buffer.from(value, 'latin1');
  return isUtf8(bytes) ? decodeWords(bytes.toString('utf8')) : undefined;
}

// RFC 2047 encoded words of a text already decoded from its bytes; undefined when one of them is no text of
// its charset (or names a charset there is none of). libmime decodes what it cannot read as UTF-8 or Latin-1
// rather than failing (`=?x-unknown?q?abc?=` is "abc", `=?us-ascii?b?/w==?=` "ÿ"): each word is checked here
// first, and a U+FFFD that decoding adds still refuses the value.
export function decodeWords(text: string): string | undefined {
  for (const [, charset, encoding, payload] of text.matchAll(ENCODED_WORD_PARTS))
    if (!isTextOf(charset, wordBytes(encoding, payload))) return undefined;
  const decoded = libmime.decodeWords(text);
  return replacements(decoded) > replacements(text) ? undefined : decoded;
}

// A charset token (an RFC 2231 language after `*` aside), B or Q, and the encoded text.
const ENCODED_WORD_PARTS = /=\?([^?*]+)(?:\*[^?]*)?\?([BbQq])\?([^?]*)\?=/g;
// WHATWG's TextDecoder reads these names as windows-1252, where every byte is text; in mail they are ASCII.
const ASCII_NAMES = /^\s*(us-ascii|ascii|ansi_x3\.4-1968|iso646-us|us|646)\s*$/i;

// Whether the bytes are text of the charset, strictly: a charset no decoder knows is none.
function isTextOf(charset: string, bytes: Buffer): boolean {
  if (ASCII_NAMES.test(charset)) return bytes.every((byte) => byte < 0x80);
  try {
    new TextDecoder(charset, { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

// RFC 2047 4.1 and 4.2: base64, or quoted-printable with `_` for a space.
function wordBytes(encoding: string, payload: string): Buffer {
  if (encoding === 'B' || encoding === 'b') return Buffer.from(payload, 'base64');
  return Buffer.from(
    payload
      .replace(/_/g, ' ')
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
}

function replacements(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\ufffd'); at !== -1; at = text.indexOf('\ufffd', at + 1)) count += 1;
  return count;
}

// An encoded word as RFC 2047 allows one in a display name (2; 5 (3)): a charset token, B or Q, and text of
// letters, digits and `!*+-/=_`. No part can hold a `?`, so a search is linear.
export const ENCODED_WORDS = /=\?[A-Za-z0-9!#$%&'*+^_`{|}~-]+\?[BbQq]\?[A-Za-z0-9!*+/=_-]*\?=/g;
