import { databaseUnavailability } from './database-unavailable';

interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

// What a batch may weigh (the memory its write holds): items are taken while their weights add up to at
// most `most`, and the first one whatever its weight.
export interface BatchWeight<T> {
  weigh(item: T): number;
  most: number;
}

export interface BatchOptions<T> {
  weight?: BatchWeight<T>;
  // An item submitted when no write runs waits this long for company, while that pays: see WriteBatcher.
  lingerMs?: number;
}

// Turns concurrent single writes into few multi-row ones: one write runs at a time, and the items submitted
// while it runs make up the next (up to maxBatch, and to the batch weight when one is given). Nothing waits
// for a timer: an item submitted when no write runs is written at the end of the event loop's turn (setImmediate), with whatever the turn's other
// callbacks submitted (requests read from other sockets at the same moment). Each submission settles when
// the write holding it did. A write that fails is done again one item at a time, so that a bad item fails
// alone (unless the database did not answer).
//
// With `lingerMs`, an item submitted when no write runs waits that long for others, as long as waiting
// pays: at a moderate rate (items a few milliseconds apart) each would otherwise be written alone, and a
// write costs nearly the same for one item as for several. Waiting pays while the last write that found
// no write running took more than one item, or items queued behind a write; a client that submits one
// item at a time, each after the last one settled, waits once, then no more.
export class WriteBatcher<T, R> {
  private readonly waiting: Waiting<T, R>[] = [];
  private writing = false;
  private lingerPays = true;
  private lingering?: NodeJS.Timeout;
  // As many items as the last write after a linger took: a linger ends once they are in.
  private company: number;
  private readonly weight?: BatchWeight<T>;
  private readonly lingerMs: number;

  constructor(
    // Answers one result per item, in order.
    private readonly write: (items: T[]) => Promise<R[]>,
    private readonly maxBatch: number,
    options: BatchOptions<T> = {},
  ) {
    this.weight = options.weight;
    this.lingerMs = options.lingerMs ?? 0;
    this.company = maxBatch;
  }

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (this.lingering && this.waiting.length >= this.company) return this.endLinger();
      if (this.writing) return;
      this.writing = true;
      if (this.lingerMs > 0 && this.lingerPays)
        this.lingering = setTimeout(() => this.endLinger(), this.lingerMs);
      else setImmediate(() => void this.drain());
    });
  }

  private endLinger(): void {
    clearTimeout(this.lingering);
    this.lingering = undefined;
    this.company = Math.min(this.waiting.length, this.maxBatch);
    setImmediate(() => void this.drain());
  }

  private async drain(): Promise<void> {
    let batches = 0;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.nextBatchSize());
      if (batches === 0) this.lingerPays = batch.length > 1;
      batches++;
      await this.settle(batch);
    }
    if (batches > 1) this.lingerPays = true;
    this.writing = false;
  }

  private nextBatchSize(): number {
    const most = Math.min(this.maxBatch, this.waiting.length);
    if (!this.weight) return most;
    let weight = this.weight.weigh(this.waiting[0].item);
    let size = 1;
    while (size < most) {
      weight += this.weight.weigh(this.waiting[size].item);
      if (weight > this.weight.most) break;
      size++;
    }
    return size;
  }

  private async settle(batch: Waiting<T, R>[]): Promise<void> {
    try {
      const results = await this.write(batch.map((entry) => entry.item));
      batch.forEach((entry, index) => entry.resolve(results[index]));
    } catch (error) {
      // A database that does not answer is no bad item: each is answered the batch's failure, which says
      // whether the batch's write may still take effect, rather than tried alone meanwhile.
      if (batch.length === 1 || databaseUnavailability(error)) {
        for (const entry of batch) entry.reject(error);
        return;
      }
      for (const entry of batch) {
        try {
          const [result] = await this.write([entry.item]);
          entry.resolve(result);
        } catch (alone) {
          entry.reject(alone);
        }
      }
    }
  }
}
