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
// its charset (or names a charset there is none of).
export function decodeWords(text: string): string | undefined {
  const decoded = libmime.decodeWords(text);
  return replacements(decoded) > replacements(text) ? undefined : decoded;
}

function replacements(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\ufffd'); at !== -1; at = text.indexOf('\ufffd', at + 1)) count += 1;
  return count;
}

// An encoded word as RFC 2047 allows one in a display name (2; 5 (3)): a charset token, B or Q, and text of
// letters, digits and `!*+-/=_`. No part can hold a `?`, so a search is linear.
export const ENCODED_WORDS = /=\?[A-Za-z0-9!#$%&'*+^_`{|}~-]+\?[BbQq]\?[A-Za-z0-9!*+/=_-]*\?=/g;
