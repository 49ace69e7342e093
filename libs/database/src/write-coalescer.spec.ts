import { WriteCoalescer } from './write-coalescer';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('WriteCoalescer', () => {
  it('writes a lone item at once', async () => {
    const writes: number[][] = [];
    const coalescer = new WriteCoalescer<number>(async (items) => {
      writes.push(items);
    });
    await coalescer.add(1);
    expect(writes).toEqual([[1]]);
  });

  it('gathers the items added during a write into the next one, and settles each after its write', async () => {
    const writes: number[][] = [];
    const gate = deferred();
    const coalescer = new WriteCoalescer<number>(async (items) => {
      writes.push(items);
      if (writes.length === 1) await gate.promise;
    });
    const settled: number[] = [];
    const first = coalescer.add(1).then(() => settled.push(1));
    const rest = [2, 3, 4].map((n) => coalescer.add(n).then(() => settled.push(n)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([[1]]);
    expect(settled).toEqual([]);
    gate.resolve();
    await Promise.all([first, ...rest]);
    expect(writes).toEqual([[1], [2, 3, 4]]);
    expect(settled).toEqual([1, 2, 3, 4]);
  });

  it('splits a backlog into batches of at most maxBatch', async () => {
    const writes: number[][] = [];
    const gate = deferred();
    const coalescer = new WriteCoalescer<number>(async (items) => {
      writes.push(items);
      if (writes.length === 1) await gate.promise;
    }, 2);
    const all = [1, 2, 3, 4, 5].map((n) => coalescer.add(n));
    gate.resolve();
    await Promise.all(all);
    expect(writes).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('rejects the callers of a failed write only, and keeps writing', async () => {
    let calls = 0;
    const gate = deferred();
    const coalescer = new WriteCoalescer<number>(async () => {
      calls += 1;
      if (calls === 1) await gate.promise;
      if (calls === 2) throw new Error('connection lost');
    });
    const first = coalescer.add(1);
    const failed = [coalescer.add(2), coalescer.add(3)];
    gate.resolve();
    await expect(first).resolves.toBeUndefined();
    await Promise.all(failed.map((promise) => expect(promise).rejects.toThrow('connection lost')));
    await expect(coalescer.add(4)).resolves.toBeUndefined();
    expect(calls).toBe(3);
  });
});
