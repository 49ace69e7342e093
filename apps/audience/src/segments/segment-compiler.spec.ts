import { PropertyDefinitions } from '../properties/property.repository';
import { checkConditionGroups, compileConditionGroups } from './segment-compiler';

const definitions: PropertyDefinitions = new Map([
  ['renewal', 'date'],
  ['age', 'number'],
]);

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

  it('refuses a number that reads as another, and compares one a segment stored before as it did then', () => {
    const inexact = { field: 'properties.age', operator: 'gte' as const, value: '12345678901234567890' };
    expect(() => checkConditionGroups([{ conditions: [inexact] }], definitions)).toThrow(
      expect.objectContaining({
        payload: expect.objectContaining({
          errors: {
            'condition_groups.0.conditions.0.value': [
              'The value cannot be kept as written: at most 15 significant digits are kept exactly, up to about 1.8e308.',
            ],
          },
        }),
      }),
    );
    const params: unknown[] = [];
    compileConditionGroups([{ conditions: [inexact, { ...inexact, value: ' 1.50 ' }] }], definitions, params);
    expect(params.filter((value) => typeof value === 'number')).toEqual([12345678901234567000, 1.5]);
  });
});
