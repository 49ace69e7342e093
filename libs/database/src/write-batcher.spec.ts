import { DatabaseUnavailableError } from './database-unavailable';
import { WriteBatcher } from './write-batcher';

// A write the test finishes by hand, recording the items of each call.
function heldWrites() {
  const calls: number[][] = [];
  const finish: (() => void)[] = [];
  const write = jest.fn(
    (items: number[]) =>
      new Promise<string[]>((resolve) => {
        calls.push(items);
        finish.push(() => resolve(items.map((item) => `wrote ${item}`)));
      }),
  );
  return { write, calls, finish };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('WriteBatcher', () => {
  it('writes a lone item at once, and answers it when its write is done', async () => {
    const { write, calls, finish } = heldWrites();
    const batcher = new WriteBatcher(write, 10);

    const answer = batcher.submit(1);
    await turn();
    expect(calls).toEqual([[1]]);
    finish[0]();
    await expect(answer).resolves.toBe('wrote 1');
  });

  it('writes what is submitted in one turn together, and what arrives during a write in the next one', async () => {
    const { write, calls, finish } = heldWrites();
    const batcher = new WriteBatcher(write, 10);

    const first = [1, 2].map((item) => batcher.submit(item));
    await turn();
    const second = [3, 4, 5].map((item) => batcher.submit(item));
    await turn();
    expect(calls).toEqual([[1, 2]]);

    finish[0]();
    await expect(Promise.all(first)).resolves.toEqual(['wrote 1', 'wrote 2']);
    await turn();
    expect(calls).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    finish[1]();
    await expect(Promise.all(second)).resolves.toEqual(['wrote 3', 'wrote 4', 'wrote 5']);
  });

  it('with a batch weight, writes items together while their weights fit, and a heavier one alone', async () => {
    const { write, calls, finish } = heldWrites();
    // Items weigh their value; a batch at most 10.
    const batcher = new WriteBatcher(write, 10, { weight: { weigh: (item: number) => item, most: 10 } });

    const answers = [3, 4, 3, 12, 2, 9].map((item) => batcher.submit(item));
    for (let write = 0; write < 4; write++) {
      await turn();
      finish[write]();
    }
    await expect(Promise.all(answers)).resolves.toEqual([
      'wrote 3',
      'wrote 4',
      'wrote 3',
      'wrote 12',
      'wrote 2',
      'wrote 9',
    ]);
    expect(calls).toEqual([[3, 4, 3], [12], [2], [9]]);
  });

  it('writes together the items of separate callbacks of one turn, as requests read from several sockets', async () => {
    const { write, calls, finish } = heldWrites();
    const batcher = new WriteBatcher(write, 10);

    const answers = await new Promise<Promise<string>[]>((resolve) => {
      const submitted: Promise<string>[] = [];
      setImmediate(() => submitted.push(batcher.submit(1)));
      setImmediate(() => resolve([...submitted, batcher.submit(2)]));
    });
    await turn();
    expect(calls).toEqual([[1, 2]]);
    finish[0]();
    await expect(Promise.all(answers)).resolves.toEqual(['wrote 1', 'wrote 2']);
  });

  it('writes at most maxBatch items at once', async () => {
    const { write, calls, finish } = heldWrites();
    const batcher = new WriteBatcher(write, 2);

    const answers = [1, 2, 3, 4, 5].map((item) => batcher.submit(item));
    for (let done = 0; done < 3; done++) {
      await turn();
      finish[done]();
    }
    await expect(Promise.all(answers)).resolves.toHaveLength(5);
    expect(calls).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('writes the items of a failed batch again one at a time, so that only a bad one fails', async () => {
    const write = jest.fn(async (items: number[]) => {
      if (items.includes(2)) throw new Error('item 2 is bad');
      return items.map((item) => `wrote ${item}`);
    });
    const batcher = new WriteBatcher(write, 10);

    const answers = await Promise.allSettled([1, 2, 3].map((item) => batcher.submit(item)));

    expect(answers).toEqual([
      { status: 'fulfilled', value: 'wrote 1' },
      { status: 'rejected', reason: new Error('item 2 is bad') },
      { status: 'fulfilled', value: 'wrote 3' },
    ]);
    expect(write.mock.calls).toEqual([[[1, 2, 3]], [[1]], [[2]], [[3]]]);
  });

  it('answers every item of a batch the database did not confirm with that failure, trying none alone', async () => {
    const unconfirmed = new DatabaseUnavailableError('The database did not answer', true);
    const write = jest.fn<Promise<string[]>, [number[]]>().mockRejectedValue(unconfirmed);
    const batcher = new WriteBatcher(write, 10);

    const answers = await Promise.allSettled([1, 2, 3].map((item) => batcher.submit(item)));

    expect(answers).toEqual([1, 2, 3].map(() => ({ status: 'rejected', reason: unconfirmed })));
    expect(write.mock.calls).toEqual([[[1, 2, 3]]]);
  });

  it('keeps writing after a failed write', async () => {
    const write = jest
      .fn<Promise<string[]>, [number[]]>()
      .mockRejectedValueOnce(new Error('the database is away'))
      .mockResolvedValue(['wrote 2']);
    const batcher = new WriteBatcher(write, 10);

    await expect(batcher.submit(1)).rejects.toThrow('the database is away');
    await expect(batcher.submit(2)).resolves.toBe('wrote 2');
  });

  describe('with lingerMs', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('waits lingerMs for company before writing, then writes what came together', async () => {
      const { write, calls, finish } = heldWrites();
      const batcher = new WriteBatcher(write, 10, { lingerMs: 50 });

      const answers = [batcher.submit(1)];
      await jest.advanceTimersByTimeAsync(30);
      answers.push(batcher.submit(2));
      await jest.advanceTimersByTimeAsync(19);
      expect(calls).toEqual([]);
      await jest.advanceTimersByTimeAsync(2);
      expect(calls).toEqual([[1, 2]]);
      finish[0]();
      await expect(Promise.all(answers)).resolves.toEqual(['wrote 1', 'wrote 2']);
    });

    it('ends a linger as soon as as many items as the last write after a linger took are in', async () => {
      const { write, calls, finish } = heldWrites();
      const batcher = new WriteBatcher(write, 10, { lingerMs: 50 });
      const first = [1, 2, 3].map((item) => batcher.submit(item));
      await jest.advanceTimersByTimeAsync(51);
      finish[0]();
      await Promise.all(first);

      const second = [batcher.submit(4), batcher.submit(5)];
      await jest.advanceTimersByTimeAsync(10);
      expect(calls).toEqual([[1, 2, 3]]);
      second.push(batcher.submit(6));
      await jest.advanceTimersByTimeAsync(1);
      expect(calls).toEqual([
        [1, 2, 3],
        [4, 5, 6],
      ]);
      finish[1]();
      await expect(Promise.all(second)).resolves.toHaveLength(3);
    });

    it('stops waiting for a client that submits one item at a time, and waits again once items queue up', async () => {
      const { write, calls, finish } = heldWrites();
      const batcher = new WriteBatcher(write, 10, { lingerMs: 50 });

      // The first lone item waits, finds no company: the next ones are written at once.
      const lone = batcher.submit(1);
      await jest.advanceTimersByTimeAsync(51);
      finish[0]();
      await lone;
      // The client's next item comes after its answer, once the batcher's write is over.
      await jest.advanceTimersByTimeAsync(1);
      for (const item of [2, 3]) {
        const answer = batcher.submit(item);
        await jest.advanceTimersByTimeAsync(1);
        expect(calls.at(-1)).toEqual([item]);
        finish[calls.length - 1]();
        await answer;
        await jest.advanceTimersByTimeAsync(1);
      }

      // Items queued behind a write: lingering pays again.
      const queued = [batcher.submit(4)];
      await jest.advanceTimersByTimeAsync(1);
      queued.push(batcher.submit(5), batcher.submit(6));
      finish[3]();
      await jest.advanceTimersByTimeAsync(1);
      finish[4]();
      await Promise.all(queued);
      await jest.advanceTimersByTimeAsync(1);
      expect(calls.slice(3)).toEqual([[4], [5, 6]]);
      const next = batcher.submit(7);
      await jest.advanceTimersByTimeAsync(49);
      expect(calls).toHaveLength(5);
      await jest.advanceTimersByTimeAsync(2);
      expect(calls.at(-1)).toEqual([7]);
      finish[5]();
      await next;
    });
  });
});
