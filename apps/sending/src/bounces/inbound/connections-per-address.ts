import ipaddr from 'ipaddr.js';

// Open connections counted per client, so that one client cannot take every connection of the listener (and
// so keep every other mail server's reports out) by opening them and sending nothing. An IPv6 client is its
// /64: one host is routinely given a whole /64 and may connect from any address of it.
export class ConnectionsPerAddress {
  private readonly open = new Map<string, number>();

  constructor(private readonly limit: number) {}

  // false when the client already holds `limit` connections; the caller refuses this one.
  take(address: string): boolean {
    const client = clientOf(address);
    const held = this.open.get(client) ?? 0;
    if (held >= this.limit) return false;
    this.open.set(client, held + 1);
    return true;
  }

  release(address: string): void {
    const client = clientOf(address);
    const held = this.open.get(client) ?? 0;
    if (held <= 1) this.open.delete(client);
    else this.open.set(client, held - 1);
  }
}

function clientOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${(parsed as ipaddr.IPv6).parts.slice(0, 4).join(':')}::/64`;
}
