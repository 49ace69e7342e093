import { ConnectionSlots } from './connection-slots';

describe('ConnectionSlots', () => {
  it('lets two holders per connection run at once, and the next in line in as one finishes', async () => {
    // One connection: a message in its conversation and one whose outcome commits.
    const slots = new ConnectionSlots(1);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const finishers: (() => void)[] = [];
    const holds = [0, 1, 2, 3].map((n) =>
      slots.hold(async () => {
        running++;
        most = Math.max(most, running);
        order.push(n);
        await new Promise<void>((resolve) => finishers.push(resolve));
        running--;
        return n;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([0, 1]);
    finishers[0]();
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([0, 1, 2]);
    finishers[1]();
    await new Promise((resolve) => setImmediate(resolve));
    finishers[2]();
    await new Promise((resolve) => setImmediate(resolve));
    finishers[3]();
    await expect(Promise.all(holds)).resolves.toEqual([0, 1, 2, 3]);
    expect(most).toBe(2);
  });

  it('frees the slot of a holder that failed', async () => {
    const slots = new ConnectionSlots(1);
    await expect(slots.hold(() => Promise.reject(new Error('the commit failed')))).rejects.toThrow(
      'the commit failed',
    );
    await expect(slots.hold(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
