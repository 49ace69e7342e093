import { encodeWord } from 'nodemailer/lib/mime-funcs';

// RFC 5322 lines hold at most 998 octets, and a field folds only before white space: a run of printable
// ASCII as long as that (a 998-character subject with no space) would end up on a line of its own, one octet
// too long. Such a value is written as RFC 2047 encoded words, which split anywhere and which readers decode
// back to the value. Non-ASCII values are written as encoded words already.
const UNFOLDABLE_RUN = /[^ \t]{998}/;
// nodemailer leaves out a field whose value is only white space (a blank subject); as an encoded word it is
// sent, and read back as written.
const BLANK = /^[ \t]+$/;

export function foldableHeaderValue(value: string): string {
  return UNFOLDABLE_RUN.test(value) || BLANK.test(value) ? encodeWord(value, 'Q', 52) : value;
}
