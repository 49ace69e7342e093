import { PropertyDefinitions } from '../properties/property.repository';
import { checkConditionGroups, compileConditionGroups } from './segment-compiler';

const definitions: PropertyDefinitions = new Map([['renewal', 'date']]);

describe('segment conditions', () => {
  it('keeps a date value as the client gave it, and compares it as its UTC time', () => {
    const given = [
      { field: 'created_at', operator: 'before' as const, value: '2030-01-01' },
      { field: 'properties.renewal', operator: 'after' as const, value: '2030-01-01T02:00:00+02:00' },
    ];
    const checked = checkConditionGroups([{ conditions: given }], definitions);
    expect(checked).toEqual([{ conditions: given }]);
    const params: unknown[] = [];
    compileConditionGroups(checked, definitions, params);
    expect(params).toContain('2030-01-01T00:00:00.000Z');
    expect(params.filter((value) => value === '2030-01-01T00:00:00.000Z')).toHaveLength(2);
  });
});
