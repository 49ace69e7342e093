import { PropertyType } from '@mailroom/contracts';

// A property's value as SQL of its type, null when the contact has none or one of another JSON type.
// `properties` is the jsonb column, `key` the key's SQL (a bound parameter in a segment query, a literal in
// an index definition). The segment compiler and the property indexes build the same text from here: the
// planner uses an index only for an expression equal to its own.
export function typedPropertySql(properties: string, key: string, type: PropertyType): string {
  const typed = (jsonType: string, cast: string): string =>
    `(CASE WHEN jsonb_typeof(${properties} -> ${key}) = '${jsonType}' THEN (${properties} ->> ${key})${cast} END)`;
  if (type === 'number') return typed('number', '::numeric');
  if (type === 'boolean') return typed('boolean', '::boolean');
  return typed('string', '');
}

// What a segment compares, for the types an index serves: strings case-insensitively, numbers as numbers,
// dates (normalised UTC ISO strings) in byte order. Booleans take no index (two values).
export function comparedPropertySql(properties: string, key: string, type: PropertyType): string | undefined {
  const value = typedPropertySql(properties, key, type);
  if (type === 'string') return `lower(${value})`;
  if (type === 'number') return value;
  if (type === 'date') return `${value} COLLATE "C"`;
  return undefined;
}
