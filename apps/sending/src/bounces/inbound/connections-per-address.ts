// Open connections counted per remote address, so that one client cannot take every connection of the
// listener (and so keep every other mail server's reports out) by opening them and sending nothing.
export class ConnectionsPerAddress {
  private readonly open = new Map<string, number>();

  constructor(private readonly limit: number) {}

  // false when the address already holds `limit` connections; the caller refuses this one.
  take(address: string): boolean {
    const held = this.open.get(address) ?? 0;
    if (held >= this.limit) return false;
    this.open.set(address, held + 1);
    return true;
  }

  release(address: string): void {
    const held = this.open.get(address) ?? 0;
    if (held <= 1) this.open.delete(address);
    else this.open.set(address, held - 1);
  }
}
