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
    const problem = jsonStructureProblem({ list: Array(MAX_BODY_VALUES - 1).fill(1) });
    expect(problem?.payload.errors).toEqual({
      list: [`The request may hold at most ${MAX_BODY_VALUES} JSON values.`],
    });
  });

  // Counted before they are listed: the field named is the array, not its 20,001st value.
  it('refuses an array or object of a million values by its size, naming it', () => {
    expect(jsonStructureProblem([1, { rows: Array(1_000_000).fill(0) }])?.payload.errors).toEqual({
      '1.rows': [`The request may hold at most ${MAX_BODY_VALUES} JSON values.`],
    });
    const wide = Object.fromEntries(Array.from({ length: 1_000_000 }, (_, i) => [`k${i}`, i]));
    expect(Object.keys(jsonStructureProblem(wide)?.payload.errors ?? {})).toEqual(['body']);
  });
});
