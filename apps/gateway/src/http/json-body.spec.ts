import { jsonStructureProblem, MAX_BODY_DEPTH, MAX_BODY_VALUES } from './json-body';

function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

describe('jsonStructureProblem', () => {
  it(`takes ${MAX_BODY_DEPTH} levels of nesting and names the field where a deeper body goes over`, () => {
    expect(jsonStructureProblem(nested(MAX_BODY_DEPTH))).toBeUndefined();
    const problem = jsonStructureProblem({ to: nested(100_000) });
    expect(problem?.payload.status).toBe(422);
    expect(Object.keys(problem?.payload.errors ?? {})).toEqual([`to${'.a'.repeat(MAX_BODY_DEPTH - 1)}`]);
  });

  it(`takes ${MAX_BODY_VALUES} values in all`, () => {
    expect(jsonStructureProblem({ list: Array(MAX_BODY_VALUES - 2).fill(1) })).toBeUndefined();
    const problem = jsonStructureProblem({ list: Array(MAX_BODY_VALUES).fill(1) });
    expect(problem?.payload.error_code).toBe('validation_error');
  });
});
