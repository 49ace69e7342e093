import {
  MAX_STRING_PROPERTY_LENGTH,
  numeralReadsAsWritten,
  PropertyType,
  PropertyValue,
  withinCharacters,
} from '@mailroom/contracts';

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

// An ISO 8601 date or date-time (no offset means UTC) as the normalised UTC string it is stored as:
// `YYYY-MM-DDTHH:mm:ss.sssZ`, whose text order is time order. Undefined when it is no real date.
export function normalizeIsoDate(value: string): string | undefined {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, offset] = match;
  if (Number(month) < 1 || Number(month) > 12 || Number(day) < 1) return undefined;
  if (hour !== undefined && (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59))
    return undefined;
  // A calendar day that does not exist (2026-02-30) would roll over: refuse it.
  const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  if (Number(day) > daysInMonth) return undefined;
  const text = hour === undefined ? `${year}-${month}-${day}T00:00:00Z` : value.trim() + (offset ? '' : 'Z');
  const time = Date.parse(text.replace(' ', 'T'));
  if (!Number.isFinite(time)) return undefined;
  const iso = new Date(time).toISOString();
  return /^\d{4}-/.test(iso) ? iso : undefined;
}

// A number written as text, read without the spaces around it; undefined when it is none, or when it would
// be kept as another number than written (more than 15 significant digits, beyond a double's range).
export function parseNumber(value: string): number | undefined {
  const numeral = value.trim();
  if (!DECIMAL.test(numeral) || !numeralReadsAsWritten(numeral)) return undefined;
  return Number(numeral);
}

// Why a text is no number parseNumber takes.
export function numberProblem(value: string): string {
  return DECIMAL.test(value.trim())
    ? 'cannot be kept as written: at most 15 significant digits are kept exactly, up to about 1.8e308'
    : 'must be a number';
}

export function parseBoolean(value: string): boolean | undefined {
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

export type Parsed = { value: PropertyValue } | { problem: string };

const TYPE_PROBLEM: Record<PropertyType, string> = {
  string: 'must be a string',
  number: 'must be a number',
  boolean: 'must be true or false',
  date: 'must be an ISO 8601 date or date-time',
};

// A value given in JSON must already be of the property's type (a date as an ISO 8601 string).
export function propertyValueFromJson(type: PropertyType, value: unknown): Parsed {
  let parsed: PropertyValue | undefined;
  if (type === 'string' && typeof value === 'string') {
    if (!withinCharacters(value, MAX_STRING_PROPERTY_LENGTH))
      return { problem: `may not be longer than ${MAX_STRING_PROPERTY_LENGTH} characters` };
    parsed = value;
  } else if (type === 'number' && typeof value === 'number' && Number.isFinite(value)) parsed = value;
  else if (type === 'boolean' && typeof value === 'boolean') parsed = value;
  else if (type === 'date' && typeof value === 'string') parsed = normalizeIsoDate(value);
  return parsed === undefined ? { problem: TYPE_PROBLEM[type] } : { value: parsed };
}

// A value written as text (a CSV cell, a segment condition's value) parsed as the property's type.
export function propertyValueFromText(type: PropertyType, text: string): Parsed {
  let parsed: PropertyValue | undefined;
  if (type === 'string') {
    if (!withinCharacters(text, MAX_STRING_PROPERTY_LENGTH))
      return { problem: `may not be longer than ${MAX_STRING_PROPERTY_LENGTH} characters` };
    parsed = text;
  } else if (type === 'number') {
    parsed = parseNumber(text);
    if (parsed === undefined) return { problem: numberProblem(text) };
  } else if (type === 'boolean') parsed = parseBoolean(text);
  else parsed = normalizeIsoDate(text);
  return parsed === undefined ? { problem: TYPE_PROBLEM[type] } : { value: parsed };
}
