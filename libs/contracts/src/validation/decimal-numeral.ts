const MINUS = 0x2d;
const PLUS = 0x2b;

// Whether a decimal numeral (`12`, `-1.50`, `+.5`, `1e3`) names the number that reading it as a double gives:
// 12345678901234567890 reads as 12345678901234567000, 0.1234567890123456789 as 0.12345678901234568, 1e-400
// as 0 and 1e400 as Infinity, and each would be stored, rendered or compared as another number. At most 15
// significant digits always read as written, within about 1e-308 to 1.8e308. False for what is no numeral.
export function numeralReadsAsWritten(numeral: string): boolean {
  const value = decimalValue(numeral);
  return value !== undefined && value === decimalValue(String(Number(numeral)));
}

// A numeral's value as digits and a power of ten, without leading or trailing zeros (`15e-1` for "1.50" as
// for "1.5"): two numerals with the same one name the same number. Undefined for what is no numeral
// (Infinity). Read in loops, not regular expressions: a numeral may be megabytes long.
function decimalValue(numeral: string): string | undefined {
  const sign = numeral.charCodeAt(0);
  let at = sign === MINUS || sign === PLUS ? 1 : 0;
  const negative = sign === MINUS;
  const wholeStart = at;
  while (isDigit(numeral.charCodeAt(at))) at += 1;
  const whole = numeral.slice(wholeStart, at);
  let fraction = '';
  if (numeral[at] === '.') {
    const fractionStart = (at += 1);
    while (isDigit(numeral.charCodeAt(at))) at += 1;
    fraction = numeral.slice(fractionStart, at);
  }
  if (whole === '' && fraction === '') return undefined;
  let exponent = 0;
  if (numeral[at] === 'e' || numeral[at] === 'E') {
    const exponentStart = (at += 1);
    if (numeral[at] === '+' || numeral[at] === '-') at += 1;
    const digitsStart = at;
    while (isDigit(numeral.charCodeAt(at))) at += 1;
    if (at === digitsStart) return undefined;
    // An exponent too long for a double is never that of a number read back: any value that is not one.
    exponent = Number(numeral.slice(exponentStart, at));
  }
  if (at !== numeral.length) return undefined;
  const digits = whole + fraction;
  let first = 0;
  while (first < digits.length && digits.charCodeAt(first) === 0x30) first += 1;
  if (first === digits.length) return '0';
  let end = digits.length;
  while (digits.charCodeAt(end - 1) === 0x30) end -= 1;
  const power = exponent - fraction.length + (digits.length - end);
  return `${negative ? '-' : ''}${digits.slice(first, end)}e${power}`;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}
