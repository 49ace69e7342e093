// Counts the bus requests this process is handling, so that shutdown can wait for them.
class InFlightRequests {
  private count = 0;

  started(): void {
    this.count++;
  }

  finished(): void {
    this.count--;
  }

  // Counts a request from its arrival until `handling` settles (its handler reports its own failures).
  track(handling: Promise<unknown>): void {
    this.started();
    const finished = (): void => this.finished();
    handling.then(finished, finished);
  }

  get size(): number {
    return this.count;
  }

  async drained(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.count > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const inFlightRequests = new InFlightRequests();
