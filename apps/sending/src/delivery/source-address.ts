import { createSocket } from 'node:dgram';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

// How long a destination's source address is reused before the routing table is asked again.
const TTL_MS = 60_000;
const known = new Map<string, { address: string; until: number }>();

// The local address of our SMTP connections to `host` (an address, or a name resolved as the connection
// resolves it): the source address the system's routing gives that destination, which is the one a socket
// bound to no address gets. nodemailer reports a connection's local address only in its own logs; a UDP
// socket "connected" to the destination (no packet is sent) asks the routing table the same question.
// Undefined when the destination cannot be resolved or routed.
export async function sourceAddressFor(host: string): Promise<string | undefined> {
  const cached = known.get(host);
  if (cached && cached.until > Date.now()) return cached.address;
  try {
    const ip = isIP(host) ? host : (await lookup(host)).address;
    const socket = createSocket(isIP(ip) === 6 ? 'udp6' : 'udp4');
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('error', reject);
        socket.connect(9, ip, () => resolve());
      });
      const address = socket.address().address;
      known.set(host, { address, until: Date.now() + TTL_MS });
      return address;
    } finally {
      socket.close();
    }
  } catch {
    return undefined;
  }
}
