import { InMemoryCaptureStore } from './in-memory-capture.store';

function message(n: number) {
  return {
    mailFrom: `sender${n}@example.test`,
    rcptTo: [`rcpt${n}@example.test`],
    raw: Buffer.from(`Subject: ${n}\r\n\r\nbody ${n}\r\n`),
    receivedAt: new Date(Date.UTC(2025, 0, 1, 0, 0, n)),
  };
}

describe('InMemoryCaptureStore', () => {
  it('gives each message an id and its size', async () => {
    const store = new InMemoryCaptureStore();
    const stored = await store.add(message(1));
    expect(stored).toMatchObject({ mailFrom: 'sender1@example.test', size: stored.raw.length });
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    await expect(store.get(stored.id)).resolves.toBe(stored);
    await expect(store.get('unknown')).resolves.toBeUndefined();
  });

  it('lists newest first, up to the limit', async () => {
    const store = new InMemoryCaptureStore();
    for (const n of [1, 2, 3]) await store.add(message(n));
    expect((await store.list(10)).map((m) => m.mailFrom)).toEqual([
      'sender3@example.test',
      'sender2@example.test',
      'sender1@example.test',
    ]);
    expect((await store.list(2)).map((m) => m.mailFrom)).toEqual([
      'sender3@example.test',
      'sender2@example.test',
    ]);
    await expect(store.list(0)).resolves.toEqual([]);
  });

  it('keeps only the newest maxMessages', async () => {
    const store = new InMemoryCaptureStore(2);
    const first = await store.add(message(1));
    await store.add(message(2));
    await store.add(message(3));
    expect((await store.list(10)).map((m) => m.mailFrom)).toEqual([
      'sender3@example.test',
      'sender2@example.test',
    ]);
    await expect(store.get(first.id)).resolves.toBeUndefined();
  });

  it('keeps the newest messages within maxBytes together, and the newest whatever its size', async () => {
    const store = new InMemoryCaptureStore(1000, 100);
    const sized = (n: number, bytes: number) => ({ ...message(n), raw: Buffer.alloc(bytes, 'a') });
    await store.add(sized(1, 40));
    await store.add(sized(2, 40));
    await store.add(sized(3, 20));
    expect((await store.list(10)).map((m) => m.size)).toEqual([20, 40, 40]);
    // 60 more pass 100: the oldest two go, not only the first.
    await store.add(sized(4, 60));
    expect((await store.list(10)).map((m) => m.mailFrom)).toEqual([
      'sender4@example.test',
      'sender3@example.test',
    ]);
    await store.add(sized(5, 500));
    expect((await store.list(10)).map((m) => m.mailFrom)).toEqual(['sender5@example.test']);
    await store.add(sized(6, 10));
    expect((await store.list(10)).map((m) => m.mailFrom)).toEqual(['sender6@example.test']);
  });

  it('refuses a capacity below one', () => {
    expect(() => new InMemoryCaptureStore(0)).toThrow();
    expect(() => new InMemoryCaptureStore(10, 0)).toThrow();
  });
});
