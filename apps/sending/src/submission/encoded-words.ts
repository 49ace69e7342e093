import libmime from 'libmime';

// A header value decoded for display (the subject and sender name that events show): RFC 2047 encoded words
// by libmime; `value` holds the header's bytes as latin1, so unencoded 8-bit text (SMTPUTF8) is read as UTF-8.
export function decodeHeaderValue(value: string): string {
  return libmime.decodeWords(Buffer.from(value, 'latin1').toString('utf8'));
}
