import { LruCache } from '@mailroom/rendering';

// Messages kept by key for the next copies of a transmission: up to `count` of at most `largeBytes` each
// (the least recently used dropped first), and the last larger one apart, one at a time, so that what is
// kept stays beside what delivering holds. A large one's copies are mostly delivered one after another (a
// send with a large attachment to many recipients), and making it again cost 150-350 ms of the event loop a
// copy at 10 MiB of attachments.
export class KeptMessages<V> {
  private readonly small: LruCache<string, V>;
  private large?: { key: string; value: V };

  constructor(
    count: number,
    private readonly largeBytes: number,
  ) {
    this.small = new LruCache(count);
  }

  get(key: string): V | undefined {
    return this.small.get(key) ?? (this.large?.key === key ? this.large.value : undefined);
  }

  set(key: string, value: V, bytes: number): void {
    if (bytes <= this.largeBytes) this.small.set(key, value);
    else this.large = { key, value };
  }

  // Forgets `value` if it is still what `key` keeps.
  forget(key: string, value: V): void {
    if (this.small.get(key) === value) this.small.delete(key);
    if (this.large?.key === key && this.large.value === value) this.large = undefined;
  }
}
