// Character references in an HTML attribute value, decoded as a browser's tokenizer does (HTML Living
// Standard, "character reference state" inside an attribute).
//
// Decoded exactly: numeric references, and the named references a browser also accepts without their
// trailing ';' (the "legacy" names: amp, lt, gt, quot, the Latin-1 letters and signs, and a few upper-case
// spellings), plus &apos;. Any other name followed by ';' may or may not be one of the standard's 2,000-odd
// names: the value is then reported undecidable, and the caller leaves the attribute alone.

// The Latin-1 names in code point order from U+00A0.
const LATIN1_NAMES =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 ' +
  'sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc ' +
  'Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve ' +
  'Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute ' +
  'acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ' +
  'ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml';

const LEGACY_NAMES = new Map<string, number>([
  ...LATIN1_NAMES.split(' ').map((name, index) => [name, 0xa0 + index] as const),
  ['amp', 0x26],
  ['AMP', 0x26],
  ['lt', 0x3c],
  ['LT', 0x3c],
  ['gt', 0x3e],
  ['GT', 0x3e],
  ['quot', 0x22],
  ['QUOT', 0x22],
  ['COPY', 0xa9],
  ['REG', 0xae],
]);

// Names that need their ';'.
const TERMINATED_NAMES = new Map<string, number>([['apos', 0x27]]);

const ALPHANUMERIC = /[A-Za-z0-9]/;
const NAME = /[A-Za-z0-9]+/y;
const DECIMAL = /[0-9]+/y;
const HEX = /[0-9A-Fa-f]+/y;

// The value with its character references decoded, or undefined when that cannot be told for sure.
export function decodeAttributeValue(raw: string): string | undefined {
  let amp = raw.indexOf('&');
  if (amp < 0) return raw;
  let decoded = '';
  let from = 0;
  while (amp >= 0) {
    decoded += raw.slice(from, amp);
    const reference = raw[amp + 1] === '#' ? numeric(raw, amp + 2) : named(raw, amp + 1);
    if (reference === 'undecidable') return undefined;
    if (reference) {
      decoded += reference.text;
      from = reference.end;
    } else {
      decoded += '&';
      from = amp + 1;
    }
    amp = raw.indexOf('&', from);
  }
  return decoded + raw.slice(from);
}

type Reference = { text: string; end: number } | null | 'undecidable';

function named(raw: string, start: number): Reference {
  NAME.lastIndex = start;
  const name = NAME.exec(raw)?.[0];
  if (!name) return null;
  const end = start + name.length;
  if (raw[end] === ';') {
    const codePoint = LEGACY_NAMES.get(name) ?? TERMINATED_NAMES.get(name);
    return codePoint === undefined ? 'undecidable' : { text: String.fromCodePoint(codePoint), end: end + 1 };
  }
  // Without ';' only a legacy name is a reference, and inside an attribute not when '=' follows it (a
  // query such as ?a=1&copy=2 stays as written). A longer run of letters is never one: the browser matches
  // a legacy prefix, sees an alphanumeric after it and keeps the text.
  const codePoint = LEGACY_NAMES.get(name);
  if (codePoint === undefined || raw[end] === '=' || ALPHANUMERIC.test(raw[end] ?? '')) return null;
  return { text: String.fromCodePoint(codePoint), end };
}

function numeric(raw: string, start: number): Reference {
  const hex = raw[start] === 'x' || raw[start] === 'X';
  const digitsAt = hex ? start + 1 : start;
  const pattern = hex ? HEX : DECIMAL;
  pattern.lastIndex = digitsAt;
  const digits = pattern.exec(raw)?.[0];
  // "&#" or "&#x" without digits is text.
  if (!digits) return null;
  let end = digitsAt + digits.length;
  if (raw[end] === ';') end += 1;
  // Long digit runs are out of range whatever they say; parseInt would lose precision on them.
  const value = digits.replace(/^0+/, '').length > 8 ? Infinity : parseInt(digits, hex ? 16 : 10);
  // C1 controls are read as windows-1252 characters by browsers: not worth a table in a link.
  if (value >= 0x80 && value <= 0x9f) return 'undecidable';
  const invalid = value === 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff);
  return { text: invalid ? '\uFFFD' : String.fromCodePoint(value), end };
}
