import { parseMailbox, PropertyValue, UNPRINTABLE_TEXT } from '@mailroom/contracts';
import { PropertyDefinitions } from '../properties/property.repository';
import { propertyValueFromText } from '../properties/property-values';

export interface ImportColumns {
  emailIndex: number;
  // Every header cell, lower-cased and trimmed.
  names: string[];
}

export type CheckedRow =
  | { ok: true; email: string; properties: Record<string, PropertyValue> }
  | { ok: false; email: string | null; error: string };

// A cell is undefined when its bytes were no text (see CsvText).
export type Cells = (string | undefined)[];

// Why a cell cannot be taken as it is: a value is stored as written or refused, never altered, and
// PostgreSQL cannot store NUL or an unpaired surrogate; other control characters are refused as the JSON
// API refuses them.
function cellProblem(cell: string | undefined): string | undefined {
  if (cell === undefined) return 'is not valid UTF-8';
  if (UNPRINTABLE_TEXT.test(cell)) return 'contains a control character or an unpaired UTF-16 surrogate';
  return undefined;
}

// The header row: an `email` column and property keys. Undefined with the reason when it cannot be used.
export function readHeader(cells: Cells): ImportColumns | { problem: string } {
  const unreadable = cells.findIndex((cell) => cellProblem(cell) !== undefined);
  // The reason names the column by number: its text cannot be stored.
  if (unreadable >= 0)
    return { problem: `The header row's column ${unreadable + 1} ${cellProblem(cells[unreadable])}.` };
  const names = (cells as string[]).map((cell) => cell.trim().toLowerCase());
  const emailIndex = names.indexOf('email');
  if (emailIndex < 0) return { problem: 'The header row has no email column.' };
  const seen = new Set<string>();
  for (const name of names) {
    if (name === '') continue;
    if (seen.has(name)) return { problem: `The header row names the column ${name} twice.` };
    seen.add(name);
  }
  return { emailIndex, names };
}

// One data row: its address, and a value of the defined type for each non-empty property cell.
export function checkRow(cells: Cells, columns: ImportColumns, definitions: PropertyDefinitions): CheckedRow {
  const rawCell = cells[columns.emailIndex];
  // The address is reported with the error only when it can be stored. It is taken as written: one with
  // spaces around it is refused, as the API refuses it, not trimmed into another.
  const raw = cellProblem(rawCell) === undefined ? (rawCell ?? '') : '';
  const reported = raw.trim() === '' ? null : raw;
  for (let i = 0; i < cells.length; i++) {
    const problem = cellProblem(cells[i]);
    if (problem)
      return { ok: false, email: reported, error: `column ${columns.names[i] || i + 1} ${problem}` };
  }
  const email = parseMailbox(raw, { displayName: false })?.address;
  if (!email) return { ok: false, email: reported, error: 'invalid email address' };
  const text = cells as string[];
  if (
    text.length > columns.names.length &&
    text.slice(columns.names.length).some((cell) => cell.trim() !== '')
  )
    return { ok: false, email, error: 'the row has more fields than the header' };
  const properties: Record<string, PropertyValue> = {};
  for (let i = 0; i < columns.names.length; i++) {
    if (i === columns.emailIndex) continue;
    // A cell of spaces only is empty, as spreadsheets write blanks. Any other string is kept as written,
    // its spaces included (RFC 4180: they are part of the field); a number, date or boolean is read
    // without them.
    const cell = text[i] ?? '';
    if (cell.trim() === '') continue;
    const key = columns.names[i];
    const type = definitions.get(key);
    if (!type) return { ok: false, email, error: `unknown property ${key || '(unnamed column)'}` };
    const parsed = propertyValueFromText(type, type === 'string' ? cell : cell.trim());
    if ('problem' in parsed) return { ok: false, email, error: `property ${key} ${parsed.problem}` };
    properties[key] = parsed.value;
  }
  return { ok: true, email, properties };
}
