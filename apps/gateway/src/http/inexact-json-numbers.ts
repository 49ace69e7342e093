import { numeralReadsAsWritten, ServiceError } from '@mailroom/contracts';

// JSON.parse reads every number as a double: 12345678901234567890 becomes 12345678901234567000, 1e400
// Infinity (and then null once stored), 0.1234567890123456789 0.12345678901234568. Such a number would be
// stored, rendered or compared as another one, so a body holding one is refused instead. Only a numeral of
// more than 15 significant digits (16 characters with its point), or with an exponent of three digits or
// more, can be read as another number: the body's text is scanned only when it holds such a run of
// characters (in a string or not). The scan reads characters in loops rather than regular expressions: a
// body may be 20 MiB, and an unbounded repetition over a run of millions overflowed the regular
// expression stack (a 500), where stripping a numeral's trailing zeros by one backtracked quadratically
// (a numeral of 80,000 zeros took 11 s, and bodies are parsed before the key is checked).
const MAY_BE_INEXACT = /[0-9.]{16}|[eE][+-]?[0-9]{3}/;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const MINUS = 0x2d;

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
    // A field of the request's own (template_version, monthly_limit) takes a number, not a string; a value
    // inside an object of the caller's (substitution_data, properties) may be sent as one.
    const advice = field.includes('.') ? ' Send it as a string.' : '';
    return ServiceError.validation({
      [field]: [
        `The number ${written.length > 40 ? `${written.slice(0, 40)}...` : written} in ${field} cannot be ` +
          'kept as written: JSON numbers are read as double-precision numbers (at most 15 significant digits ' +
          `kept exactly, up to about 1.8e308).${advice}`,
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
  for (const numeral of numerals(text)) {
    const read = Number(numeral);
    if (!inexact.has(read) && !numeralReadsAsWritten(numeral)) inexact.set(read, numeral);
  }
  return inexact;
}

// The numerals of a JSON text JSON.parse took: outside its strings, nothing else starts with a digit or a
// minus sign.
function* numerals(text: string): Generator<string> {
  let at = 0;
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (code === QUOTE) {
      at = stringEnd(text, at);
    } else if (code === MINUS || isDigit(code)) {
      const start = at;
      at += 1;
      while (at < text.length && isNumeralCharacter(text.charCodeAt(at))) at += 1;
      yield text.slice(start, at);
    } else {
      at += 1;
    }
  }
}

// Past the string whose quote is at `open`: its end is the first quote after an even run of backslashes.
// Each run is counted once, by the quote after it.
function stringEnd(text: string, open: number): number {
  for (let quote = text.indexOf('"', open + 1); quote !== -1; quote = text.indexOf('"', quote + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote + 1;
  }
  return text.length;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

// What may follow a numeral's first character: digits, its point, its exponent and the exponent's sign.
function isNumeralCharacter(code: number): boolean {
  return isDigit(code) || code === 0x2e || code === 0x65 || code === 0x45 || code === 0x2b || code === MINUS;
}
