import { parseMailbox, PropertyValue } from '@mailroom/contracts';
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

// The header row: an `email` column and property keys. Undefined with the reason when it cannot be used.
export function readHeader(cells: string[]): ImportColumns | { problem: string } {
  const names = cells.map((cell) => cell.trim().toLowerCase());
  const emailIndex = names.indexOf('email');
  if (emailIndex < 0) return { problem: 'The header row has no email column.' };
  const duplicate = names.find((name, i) => name !== '' && names.indexOf(name) !== i);
  if (duplicate) return { problem: `The header row names the column ${duplicate} twice.` };
  return { emailIndex, names };
}

// One data row: its address, and a value of the defined type for each non-empty property cell.
export function checkRow(
  cells: string[],
  columns: ImportColumns,
  definitions: PropertyDefinitions,
): CheckedRow {
  const raw = cells[columns.emailIndex]?.trim() ?? '';
  const email = parseMailbox(raw, { displayName: false })?.address;
  if (!email) return { ok: false, email: raw || null, error: 'invalid email address' };
  if (
    cells.length > columns.names.length &&
    cells.slice(columns.names.length).some((cell) => cell.trim() !== '')
  )
    return { ok: false, email, error: 'the row has more fields than the header' };
  const properties: Record<string, PropertyValue> = {};
  for (let i = 0; i < columns.names.length; i++) {
    if (i === columns.emailIndex) continue;
    const cell = cells[i]?.trim() ?? '';
    if (cell === '') continue;
    const key = columns.names[i];
    const type = definitions.get(key);
    if (!type) return { ok: false, email, error: `unknown property ${key || '(unnamed column)'}` };
    const parsed = propertyValueFromText(type, cell);
    if ('problem' in parsed) return { ok: false, email, error: `property ${key} ${parsed.problem}` };
    properties[key] = parsed.value;
  }
  return { ok: true, email, properties };
}
