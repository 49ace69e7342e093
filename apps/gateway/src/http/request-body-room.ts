// Ends an admission; calling it again does nothing.
export type Release = () => void;

interface Waiting {
  bytes: number;
  admitted: (release: Release | undefined) => void;
  timer?: NodeJS.Timeout;
}

// The bytes of request bodies a process holds at once. A parsed send holds several times its body (the
// bytes read, their text, the parsed object, what goes on to sending), so concurrent sends at the largest
// body would take more memory than a container has. A body is admitted while it fits beside those admitted,
// in the order they came; one larger than the whole room is admitted alone. Nothing is read from a body
// still waiting: its client is held back by TCP.
export class RequestBodyRoom {
  private admittedBytes = 0;
  private readonly waiting: Waiting[] = [];

  constructor(private readonly capacity: number) {}

  get bytesAdmitted(): number {
    return this.admittedBytes;
  }

  get bodiesWaiting(): number {
    return this.waiting.length;
  }

  // Resolves once `bytes` are admitted, with the release that gives them back, or with undefined when they
  // were not admitted within `waitMs`.
  admit(bytes: number, waitMs: number): Promise<Release | undefined> {
    if (this.waiting.length === 0 && this.fits(bytes)) return Promise.resolve(this.take(bytes));
    return new Promise((admitted) => {
      const entry: Waiting = { bytes, admitted };
      entry.timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(entry), 1);
        admitted(undefined);
        // The first in line gave up: those behind it may fit now.
        this.admitWaiting();
      }, waitMs);
      this.waiting.push(entry);
    });
  }

  private fits(bytes: number): boolean {
    return this.admittedBytes === 0 || this.admittedBytes + bytes <= this.capacity;
  }

  private take(bytes: number): Release {
    this.admittedBytes += bytes;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.admittedBytes -= bytes;
      this.admitWaiting();
    };
  }

  private admitWaiting(): void {
    while (this.waiting.length > 0 && this.fits(this.waiting[0].bytes)) {
      const next = this.waiting.shift()!;
      clearTimeout(next.timer);
      next.admitted(this.take(next.bytes));
    }
  }
}
