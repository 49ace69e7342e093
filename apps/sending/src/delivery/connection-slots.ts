// One slot per connection a pool may open. A message holds its slot from the moment it is handed to the pool
// until its outcome is recorded, so a pool never has more messages than connections, and a connection
// starts its next message only after the outcome of its last one committed. A crash therefore redelivers
// at most one message per open connection: the one between the receiving server's 250 and that commit.
export class ConnectionSlots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(size: number) {
    this.free = Math.max(1, size);
  }

  async hold<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}
