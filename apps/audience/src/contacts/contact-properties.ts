import { FieldErrors, PropertyValue, ServiceError } from '@mailroom/contracts';
import { PropertyDefinitions } from '../properties/property.repository';
import { propertyValueFromJson } from '../properties/property-values';

export interface PropertyChanges {
  set: Record<string, PropertyValue>;
  remove: string[];
}

// Every key must be a defined property and every value of its type; a null removes the key (on a change).
// One bad key refuses the whole write (422 naming each bad key), so nothing changes.
export function checkContactProperties(
  definitions: PropertyDefinitions,
  input: Record<string, unknown>,
  nullRemoves: boolean,
): PropertyChanges {
  const errors: FieldErrors = {};
  const changes: PropertyChanges = { set: {}, remove: [] };
  for (const [key, value] of Object.entries(input)) {
    const type = definitions.get(key);
    if (!type) {
      errors[`properties.${key}`] = [`The property ${key} is not defined; define it first.`];
      continue;
    }
    if (value === null && nullRemoves) {
      changes.remove.push(key);
      continue;
    }
    const parsed = propertyValueFromJson(type, value);
    if ('problem' in parsed) errors[`properties.${key}`] = [`The property ${key} ${parsed.problem}.`];
    else changes.set[key] = parsed.value;
  }
  if (Object.keys(errors).length > 0)
    throw ServiceError.validation(errors, 'The contact properties are invalid.');
  return changes;
}
