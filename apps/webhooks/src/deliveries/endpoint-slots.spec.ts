import { EndpointSlots } from './endpoint-slots';

describe('EndpointSlots', () => {
  it('runs at most `size` at once per endpoint, and other endpoints alongside', async () => {
    const slots = new EndpointSlots(2);
    const running = new Map<string, number>();
    const peaks = new Map<string, number>();
    const releases: (() => void)[] = [];
    const work = (endpoint: string) =>
      slots.run(endpoint, async () => {
        running.set(endpoint, (running.get(endpoint) ?? 0) + 1);
        peaks.set(endpoint, Math.max(peaks.get(endpoint) ?? 0, running.get(endpoint)!));
        await new Promise<void>((resolve) => releases.push(resolve));
        running.set(endpoint, running.get(endpoint)! - 1);
      });
    const all = [...['a', 'a', 'a', 'a', 'a'].map(work), work('b')];
    while (releases.length > 0 || [...running.values()].some((n) => n > 0)) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    await Promise.all(all);
    expect(peaks).toEqual(
      new Map([
        ['a', 2],
        ['b', 1],
      ]),
    );
  });
});
