import {
  CONTACT_STATUSES,
  FieldErrors,
  PropertyType,
  SegmentCondition,
  SegmentConditionGroupDto,
  SegmentOperator,
  ServiceError,
} from '@mailroom/contracts';
import { PropertyDefinitions } from '../properties/property.repository';
import { typedPropertySql } from '../properties/property-sql';
import { normalizeIsoDate, numberProblem, parseBoolean, parseNumber } from '../properties/property-values';

export interface ConditionGroups {
  conditions: SegmentCondition[];
}

type FieldKind = PropertyType | 'status';

const TEXT_OPERATORS: SegmentOperator[] = [
  'equals',
  'not_equals',
  'contains',
  'not_contains',
  'starts_with',
  'ends_with',
];
const ORDER_OPERATORS: SegmentOperator[] = ['gt', 'gte', 'lt', 'lte'];
const PRESENCE: SegmentOperator[] = ['is_set', 'is_not_set'];

// Which operators each kind of field takes.
export const OPERATORS_OF: Record<FieldKind, readonly SegmentOperator[]> = {
  string: [...TEXT_OPERATORS, ...PRESENCE],
  number: ['equals', 'not_equals', ...ORDER_OPERATORS, ...PRESENCE],
  date: ['equals', 'not_equals', 'before', 'after', ...ORDER_OPERATORS, ...PRESENCE],
  boolean: ['equals', 'not_equals', ...PRESENCE],
  status: ['equals', 'not_equals'],
};

const COMPARE: Partial<Record<SegmentOperator, string>> = {
  equals: '=',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  before: '<',
  after: '>',
};

interface Field {
  kind: FieldKind;
  // The SQL of the field's value for contact alias `c` (every key a bound parameter); null when unset.
  sql: string;
  // SQL true when the field has a value.
  present: string;
}

// Checks a segment's condition groups against the team's property definitions: every field known, every
// operator one its type takes, every value of the field's type. The values are stored as the client gave
// them (a date is normalised when the segment is compiled).
export function checkConditionGroups(
  groups: SegmentConditionGroupDto[],
  definitions: PropertyDefinitions,
): ConditionGroups[] {
  const errors: FieldErrors = {};
  const checked = groups.map((group, g) => ({
    conditions: group.conditions.map((condition, i) => {
      const path = `condition_groups.${g}.conditions.${i}`;
      const kind = kindOf(condition.field, definitions);
      const value = condition.value ?? '';
      if (!kind) {
        errors[`${path}.field`] = [
          `The field ${condition.field} is unknown: use email, status, created_at or properties.<defined key>.`,
        ];
      } else if (!OPERATORS_OF[kind].includes(condition.operator)) {
        errors[`${path}.operator`] = [
          `The operator ${condition.operator} does not apply to ${condition.field} (${kind}); use one of ${OPERATORS_OF[kind].join(', ')}.`,
        ];
      } else {
        const problem = valueProblem(kind, condition.operator, value);
        if (problem) errors[`${path}.value`] = [problem];
      }
      return { field: condition.field, operator: condition.operator, value };
    }),
  }));
  if (Object.keys(errors).length > 0)
    throw ServiceError.validation(errors, 'The segment conditions are invalid.');
  return checked;
}

function kindOf(field: string, definitions: PropertyDefinitions): FieldKind | undefined {
  if (field === 'email') return 'string';
  if (field === 'status') return 'status';
  if (field === 'created_at') return 'date';
  if (field.startsWith('properties.')) return definitions.get(field.slice('properties.'.length));
  return undefined;
}

function valueProblem(kind: FieldKind, operator: SegmentOperator, value: string): string | undefined {
  if (PRESENCE.includes(operator))
    return value === '' ? undefined : `The operator ${operator} takes no value.`;
  if (value === '') return 'The value is required for this operator.';
  // A number, a date or a status is written as itself, as in a JSON body: `" 5"` is no number there.
  if (kind !== 'string' && value.trim() !== value) return 'The value may not begin or end with white space.';
  switch (kind) {
    case 'string':
      return undefined;
    case 'number':
      return parseNumber(value) === undefined ? `The value ${numberProblem(value)}.` : undefined;
    case 'boolean':
      return parseBoolean(value) === undefined ? 'The value must be true or false.' : undefined;
    case 'date':
      return normalizeIsoDate(value) ? undefined : 'The value must be an ISO 8601 date or date-time.';
    case 'status':
      return (CONTACT_STATUSES as readonly string[]).includes(value)
        ? undefined
        : `The value must be one of ${CONTACT_STATUSES.join(', ')}.`;
  }
}

// One SQL boolean expression over contact alias `c` for checked condition groups: groups OR-ed, conditions
// AND-ed. Every value and every property key is a bound parameter appended to `params`; nothing a client
// wrote is ever part of the SQL text.
export function compileConditionGroups(
  groups: ConditionGroups[],
  definitions: PropertyDefinitions,
  params: unknown[],
): string {
  const bind = (value: unknown, cast: string): string => {
    params.push(value);
    return `$${params.length}::${cast}`;
  };
  const sqlGroups = groups.map(
    (group) =>
      `(${group.conditions
        .map((condition) => {
          const field = fieldSql(condition.field, definitions, bind);
          return conditionSql(field, condition.operator, condition.value, bind);
        })
        .join(' AND ')})`,
  );
  return `(${sqlGroups.join(' OR ')})`;
}

type Bind = (value: unknown, cast: string) => string;

function fieldSql(name: string, definitions: PropertyDefinitions, bind: Bind): Field {
  if (name === 'email') return { kind: 'string', sql: 'c.email', present: 'true' };
  if (name === 'status') return { kind: 'status', sql: 'c.status', present: 'true' };
  if (name === 'created_at') return { kind: 'date', sql: 'c.created_at', present: 'true' };
  const key = name.slice('properties.'.length);
  const kind = definitions.get(key);
  // Checked at write; a definition deleted since is refused there too (409 property_in_use).
  if (!kind) throw new Error(`segment field ${name} has no definition`);
  const k = bind(key, 'text');
  const sql = typedPropertySql('c.properties', k, kind);
  return { kind, sql, present: `(c.properties ? ${k})` };
}

function conditionSql(field: Field, operator: SegmentOperator, value: string, bind: Bind): string {
  if (operator === 'is_set') return field.present;
  if (operator === 'is_not_set') return `NOT ${field.present}`;
  if (field.kind === 'string') {
    const x = `lower(${field.sql})`;
    const v = `lower(${bind(value, 'text')})`;
    switch (operator) {
      case 'equals':
        return `${x} = ${v}`;
      case 'not_equals':
        return `${x} IS DISTINCT FROM ${v}`;
      case 'contains':
        return `strpos(${x}, ${v}) > 0`;
      case 'not_contains':
        return `COALESCE(strpos(${x}, ${v}) = 0, true)`;
      case 'starts_with':
        return `left(${x}, length(${v})) = ${v}`;
      case 'ends_with':
        return `right(${x}, length(${v})) = ${v}`;
      default:
        throw new Error(`operator ${operator} on text`);
    }
  }
  const v =
    field.kind === 'number'
      ? // A segment stored before numbers were held to what they read as (12345678901234567890) compares
        // as it did then, as the double it reads as, not as null.
        bind(parseNumber(value) ?? Number(value.trim()), 'numeric')
      : field.kind === 'boolean'
        ? bind(parseBoolean(value), 'boolean')
        : field.kind === 'status'
          ? bind(value, 'text')
          : // A date without an offset is UTC, whatever the session's time zone.
            field.sql === 'c.created_at'
            ? bind(normalizeIsoDate(value) ?? value, 'timestamptz')
            : // Property dates are stored as normalised UTC ISO strings: byte order is time order.
              `${bind(normalizeIsoDate(value) ?? value, 'text')} COLLATE "C"`;
  const x = field.kind === 'date' && field.sql !== 'c.created_at' ? `${field.sql} COLLATE "C"` : field.sql;
  if (operator === 'not_equals') return `${x} IS DISTINCT FROM ${v}`;
  const comparison = COMPARE[operator];
  if (!comparison) throw new Error(`operator ${operator} on ${field.kind}`);
  return `${x} ${comparison} ${v}`;
}
