// RFC 2047 encoded words (=?charset?B|Q?text?=) of a header value, decoded for display (the subject and
// sender name that events show). Neither nodemailer nor smtp-server, the runtime dependencies, decodes them.
const ENCODED_WORD = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;
// White space between two encoded words is not part of the text (RFC 2047 6.2).
const BETWEEN_WORDS = /(=\?[^?\s]+\?[BbQq]\?[^?\s]*\?=)[ \t]+(?==\?[^?\s]+\?[BbQq]\?[^?\s]*\?=)/g;

// `value` holds the header's bytes as latin1; unencoded 8-bit text (SMTPUTF8) is read as UTF-8.
export function decodeHeaderValue(value: string): string {
  return Buffer.from(value, 'latin1')
    .toString('utf8')
    .replace(BETWEEN_WORDS, '$1')
    .replace(ENCODED_WORD, (word: string, charset: string, kind: string, text: string) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-Fa-f]{2})/g, (_: string, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            );
      try {
        // RFC 2231 allows a language after '*': utf-8*en.
        return new TextDecoder(charset.split('*')[0]).decode(bytes);
      } catch {
        return word;
      }
    });
}
