import { ServiceError } from '@mailroom/contracts';

// JSON.parse reads every number as a double: 12345678901234567890 becomes 12345678901234567000, 1e400
// Infinity (and then null once stored), 0.1234567890123456789 0.12345678901234568. Such a number would be
// stored, rendered or compared as another one, so a body holding one is refused instead. Only a numeral of
// more than 15 significant digits (16 characters with its point), or with an exponent of three digits or more, can be read as another
// number: the body's text is scanned only when it holds such a run of characters (in a string or not).
const MAY_BE_INEXACT = /[0-9.]{16,}|[eE][+-]?[0-9]{3}/;
// A string (skipped whole, escapes included) or a number; in a body JSON.parse took, nothing else starts
// with a digit or a minus sign.
const TOKENS = /"[^"\\]*(?:\\.[^"\\]*)*"|-?[0-9][0-9.eE+-]*/g;
const NUMERAL = /^(-?)([0-9]*)(?:\.([0-9]*))?(?:[eE]([+-]?[0-9]+))?$/;

// A 422 naming the first field of a parsed JSON body whose number was read as another one. Only a body that
// holds a number has its text scanned (a large body is mostly strings: attachments, HTML).
export function inexactNumberProblem(parsed: unknown, text: string): ServiceError | undefined {
  if (!holdsNumber(parsed)) return undefined;
  const inexact = inexactNumbers(text);
  if (inexact.size === 0) return undefined;
  for (const { path, value } of fieldsHoldingNumbers(parsed)) {
    const written = inexact.get(value);
    if (written === undefined) continue;
    const field = path || 'body';
    return ServiceError.validation({
      [field]: [
        `The number ${written.length > 40 ? `${written.slice(0, 40)}...` : written} in ${field} cannot be ` +
          'kept as written: JSON numbers are read as double-precision numbers (at most 15 significant digits ' +
          'kept exactly, up to about 1.8e308). Send it as a string.',
      ],
    });
  }
  return undefined;
}

function holdsNumber(parsed: unknown): boolean {
  const pending: unknown[] = [parsed];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'number') return true;
    if (typeof value !== 'object' || value === null) continue;
    for (const child of Object.values(value) as unknown[]) pending.push(child);
  }
  return false;
}

interface NumberField {
  path: string;
  value: number;
}

// Every number of a parsed body with its field path (`substitution_data.items.0.price`), in body order.
function fieldsHoldingNumbers(parsed: unknown): NumberField[] {
  const numbers: NumberField[] = [];
  const pending: { value: unknown; path: string }[] = [{ value: parsed, path: '' }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'number') numbers.push({ path, value });
    if (typeof value !== 'object' || value === null) continue;
    const entries: [string, unknown][] = Object.entries(value);
    for (let at = entries.length - 1; at >= 0; at -= 1) {
      const [key, child] = entries[at];
      pending.push({ value: child, path: path ? `${path}.${key}` : key });
    }
  }
  return numbers;
}

// The numbers of a JSON text that JSON.parse reads as another number: each value read, with the numeral as
// written. Linear in the text, and a single test of it for most bodies.
export function inexactNumbers(text: string): Map<number, string> {
  const inexact = new Map<number, string>();
  if (!MAY_BE_INEXACT.test(text)) return inexact;
  for (const [token] of text.matchAll(TOKENS)) {
    if (token.charCodeAt(0) === 0x22) continue;
    const read = Number(token);
    if (!inexact.has(read) && decimalValue(token) !== decimalValue(String(read))) inexact.set(read, token);
  }
  return inexact;
}

// A numeral's value as digits and a power of ten, without leading or trailing zeros (`15e-1` for "1.50" as
// for "1.5"): two numerals with the same one name the same number. Undefined for Infinity.
function decimalValue(numeral: string): string | undefined {
  const match = NUMERAL.exec(numeral);
  if (!match) return undefined;
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  const digits = whole + fraction;
  const first = digits.search(/[1-9]/);
  if (first === -1) return '0';
  const significant = digits.slice(first).replace(/0+$/, '');
  // An exponent too long for a double is never that of a number read back: any value that is not one.
  const power = Number(exponent) - fraction.length + (digits.length - first - significant.length);
  return `${sign}${significant}e${power}`;
}
