import { Logger } from '@nestjs/common';
import { ClaimLoop } from './claim-loop';

const quiet = { warn: jest.fn(), error: jest.fn() } as unknown as Logger;

function until(condition: () => boolean, ms = 2_000): Promise<void> {
  const deadline = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const check = (): void => {
      if (condition()) return resolve();
      if (Date.now() > deadline) return reject(new Error('condition not met in time'));
      setTimeout(check, 5);
    };
    check();
  });
}

describe('ClaimLoop', () => {
  it('works on at most `concurrency` items at once and takes the rest as slots free up', async () => {
    const queue = Array.from({ length: 10 }, (_, i) => i);
    let running = 0;
    let most = 0;
    const done: number[] = [];
    const loop = new ClaimLoop<number>({
      concurrency: 3,
      claim: async (room) => queue.splice(0, room),
      process: async (item) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running -= 1;
        done.push(item);
      },
      idleMs: async () => 10_000,
      logger: quiet,
    });
    loop.start();
    await until(() => done.length === 10);
    await loop.stop();
    expect(most).toBe(3);
    expect([...done].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('sleeps when nothing is due and wakes at once when kicked', async () => {
    const queue: number[] = [];
    const done: number[] = [];
    const loop = new ClaimLoop<number>({
      concurrency: 2,
      claim: async (room) => queue.splice(0, room),
      process: async (item) => {
        done.push(item);
      },
      idleMs: async () => 60_000,
      logger: quiet,
    });
    loop.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    queue.push(7);
    loop.kick();
    await until(() => done.length === 1, 500);
    await loop.stop();
    expect(done).toEqual([7]);
  });

  it('does not claim for fewer free slots than minClaim', async () => {
    const claims: number[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const queue = [1, 2, 3, 4, 5];
    const loop = new ClaimLoop<number>({
      concurrency: 4,
      minClaim: 2,
      claim: async (room) => {
        claims.push(room);
        return queue.splice(0, Math.min(room, 3));
      },
      process: (item) => (item <= 3 ? held : Promise.resolve()),
      idleMs: async () => 20,
      logger: quiet,
    });
    loop.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // 3 held in flight: one slot free, fewer than minClaim, so no second claim.
    expect(claims).toEqual([4]);
    release();
    await until(() => queue.length === 0);
    await loop.stop();
    expect(claims[1]).toBe(4);
  });

  it('with takesAllDue, claims again after a claim that took less than its room only when kicked', async () => {
    const queue = [1, 2];
    const claims: number[] = [];
    const done: number[] = [];
    const loop = new ClaimLoop<number>({
      concurrency: 4,
      claim: async (room) => {
        claims.push(room);
        return queue.splice(0, room);
      },
      process: async (item) => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        done.push(item);
      },
      idleMs: async () => 60_000,
      takesAllDue: true,
      logger: quiet,
    });
    loop.start();
    await until(() => done.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Two of four taken: nothing else was due, so neither the claim's end nor the items' ends claimed again.
    expect(claims).toEqual([4]);

    queue.push(3, 4, 5, 6, 7);
    loop.kick();
    await until(() => done.length === 7);
    await loop.stop();
    // The kicked claim filled its room, so the next one followed as items finished.
    expect(claims.slice(0, 2)).toEqual([4, 4]);
    expect(claims.length).toBeGreaterThan(2);
    expect([...done].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('with takesAllDue, a claim its own bound cut short waits for an item to finish, then claims the rest', async () => {
    // Items weigh their value; at most 10 in flight, the first whatever its weight when none is.
    const queue = [8, 5, 4, 1];
    let inFlight = 0;
    let most = 0;
    const claims: number[][] = [];
    const done: number[] = [];
    const loop = new ClaimLoop<number>({
      concurrency: 4,
      claim: async (room) => {
        const items: number[] = [];
        while (items.length < room && queue.length > 0) {
          const weight = inFlight + items.reduce((sum, item) => sum + item, 0) + queue[0];
          if (weight > 10 && (inFlight > 0 || items.length > 0)) break;
          items.push(queue.shift()!);
        }
        claims.push(items);
        return { items, cutShort: queue.length > 0 && items.length < room };
      },
      process: async (item) => {
        inFlight += item;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight -= item;
        done.push(item);
      },
      idleMs: async () => 60_000,
      takesAllDue: true,
      logger: quiet,
    });
    loop.start();
    await until(() => done.length === 4);
    await loop.stop();
    // No claim right after the cut-short one (it would have found no room): the first finish let the rest in.
    expect(claims).toEqual([[8], [5, 4, 1]]);
    expect(most).toBe(10);
    expect(done).toEqual([8, 5, 4, 1]);
  });

  it('with kickLingerMs, claims the work kicked in while it lingers after a kick together', async () => {
    const queue: number[] = [];
    const claims: { at: number; items: number[] }[] = [];
    const loop = new ClaimLoop<number>({
      concurrency: 8,
      claim: async (room) => {
        const items = queue.splice(0, room);
        claims.push({ at: Date.now(), items });
        return items;
      },
      process: async () => undefined,
      idleMs: async () => 60_000,
      takesAllDue: true,
      kickLingerMs: 200,
      logger: quiet,
    });
    loop.start();
    await until(() => claims.length === 1);
    // Asleep (a kick during the claim would be claimed again at once).
    await new Promise((resolve) => setTimeout(resolve, 20));
    const kickedAt = Date.now();
    queue.push(1);
    loop.kick();
    await new Promise((resolve) => setTimeout(resolve, 50));
    queue.push(2);
    loop.kick();
    await until(() => claims.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await loop.stop();
    expect(claims.map((claim) => claim.items)).toEqual([[], [1, 2]]);
    expect(claims[1].at - kickedAt).toBeGreaterThanOrEqual(195);
  });

  it('without takesAllDue, claims again whenever an item finishes', async () => {
    const claims: number[] = [];
    let done = 0;
    const loop = new ClaimLoop<number>({
      concurrency: 4,
      claim: async (room) => {
        claims.push(room);
        return claims.length === 1 ? [1, 2] : [];
      },
      process: async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        done += 1;
      },
      idleMs: async () => 60_000,
      logger: quiet,
    });
    loop.start();
    await until(() => done === 2);
    await until(() => claims.length >= 3);
    await loop.stop();
  });

  it('logs a failed item and goes on; stop() waits for the items in flight', async () => {
    const error = jest.fn();
    const queue = [1, 2];
    let finished = false;
    const loop = new ClaimLoop<number>({
      concurrency: 2,
      claim: async (room) => queue.splice(0, room),
      process: async (item) => {
        if (item === 1) throw new Error('boom');
        await new Promise((resolve) => setTimeout(resolve, 50));
        finished = true;
      },
      idleMs: async () => 60_000,
      logger: { warn: jest.fn(), error } as unknown as Logger,
    });
    loop.start();
    await until(() => queue.length === 0);
    await loop.stop();
    expect(finished).toBe(true);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
