import fc from 'fast-check';
import { Release, RequestBodyRoom } from './request-body-room';

const NEVER_MS = 3_600_000;

// Lets the admissions already decided reach their awaiting callers.
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('RequestBodyRoom', () => {
  afterEach(() => jest.useRealTimers());

  it('admits bodies at once while they fit, then in order as room frees up', async () => {
    const room = new RequestBodyRoom(100);
    const first = (await room.admit(60, NEVER_MS))!;
    const second = (await room.admit(40, NEVER_MS))!;
    const admitted: string[] = [];
    const third = room.admit(50, NEVER_MS).then((release) => (admitted.push('third'), release));
    const fourth = room.admit(10, NEVER_MS).then((release) => (admitted.push('fourth'), release));
    await settled();
    // The fourth would fit in no room at all, but it came after the third: it waits its turn.
    expect(admitted).toEqual([]);
    expect(room.bodiesWaiting).toBe(2);

    first();
    await settled();
    expect(admitted).toEqual(['third', 'fourth']);
    expect(room.bytesAdmitted).toBe(100);
    second();
    (await third)!();
    (await fourth)!();
    expect(room.bytesAdmitted).toBe(0);
  });

  it('admits a body larger than the whole room when nothing else is admitted', async () => {
    const room = new RequestBodyRoom(100);
    const small = (await room.admit(10, NEVER_MS))!;
    let large: Release | undefined;
    void room.admit(500, NEVER_MS).then((release) => (large = release));
    await settled();
    expect(large).toBeUndefined();
    small();
    await settled();
    expect(room.bytesAdmitted).toBe(500);
    large!();
    expect(room.bytesAdmitted).toBe(0);
  });

  it('gives up on a body after its wait, and lets the ones behind it in', async () => {
    jest.useFakeTimers();
    const room = new RequestBodyRoom(100);
    const held = (await room.admit(90, NEVER_MS))!;
    const impatient = room.admit(50, 1_000);
    let behind: Release | undefined;
    void room.admit(10, NEVER_MS).then((release) => (behind = release));

    jest.advanceTimersByTime(1_000);
    expect(await impatient).toBeUndefined();
    await Promise.resolve();
    expect(behind).toBeDefined();
    expect(room.bytesAdmitted).toBe(100);
    held();
    behind!();
    expect(room.bodiesWaiting).toBe(0);
  });

  it('gives bytes back once, however often a release is called', async () => {
    const room = new RequestBodyRoom(100);
    const a = (await room.admit(30, NEVER_MS))!;
    const b = (await room.admit(30, NEVER_MS))!;
    a();
    a();
    expect(room.bytesAdmitted).toBe(30);
    b();
    expect(room.bytesAdmitted).toBe(0);
  });

  it('never holds more than its room but for one body alone, and admits in arrival order (generated)', async () => {
    const step = fc.oneof(
      fc.record({ admit: fc.integer({ min: 1, max: 300 }) }),
      fc.record({ release: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 200 }),
        fc.array(step, { maxLength: 60 }),
        async (capacity, steps) => {
          const room = new RequestBodyRoom(capacity);
          const admitted: { n: number; release: Release }[] = [];
          const order: number[] = [];
          let arrivals = 0;
          const check = () => {
            if (admitted.length > 1) expect(room.bytesAdmitted).toBeLessThanOrEqual(capacity);
            // Nothing waits while nothing is admitted.
            if (admitted.length === 0) expect(room.bodiesWaiting).toBe(0);
          };
          for (const s of steps) {
            if ('admit' in s) {
              const n = arrivals++;
              void room.admit(s.admit, NEVER_MS).then((release) => {
                order.push(n);
                admitted.push({ n, release: release! });
              });
            } else if (admitted.length > 0) {
              admitted.splice(s.release % admitted.length, 1)[0].release();
            }
            await settled();
            check();
          }
          while (admitted.length > 0) {
            admitted.shift()!.release();
            await settled();
            check();
          }
          expect(order).toEqual([...order].sort((x, y) => x - y));
          expect(order).toHaveLength(arrivals);
          expect(room.bytesAdmitted).toBe(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});
