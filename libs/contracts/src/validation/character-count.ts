import { maxLength } from 'class-validator';

// At most `limit` characters, counted as class-validator's MaxLength counts them (a character outside the
// Basic Multilingual Plane is one, as in the template and campaign rules); the UTF-16 length is an upper
// bound, so only a long value is counted.
export function withinCharacters(value: string, limit: number): boolean {
  return value.length <= limit || maxLength(value, limit);
}
