import libmime from 'libmime';

// A header value decoded for display (the subject and sender name that events show): RFC 2047 encoded words
// by libmime; `value` holds the header's bytes as latin1, so unencoded 8-bit text (SMTPUTF8) is read as UTF-8.
export function decodeHeaderValue(value: string): string {
  return decodeWords(Buffer.from(value, 'latin1').toString('utf8'));
}

// RFC 2047 encoded words of a text already decoded from its bytes.
export function decodeWords(text: string): string {
  return libmime.decodeWords(text);
}

// An encoded word as RFC 2047 allows one in a display name (2; 5 (3)): a charset token, B or Q, and text of
// letters, digits and `!*+-/=_`. No part can hold a `?`, so a search is linear.
export const ENCODED_WORDS = /=\?[A-Za-z0-9!#$%&'*+^_`{|}~-]+\?[BbQq]\?[A-Za-z0-9!*+/=_-]*\?=/g;
