import { createServer, Socket } from 'node:net';
import { sourceAddressFor } from './source-address';

describe('the source address of a connection', () => {
  it.each(['127.0.0.1', '::1'])('is the local address a TCP connection to %s gets', async (ip) => {
    const server = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, ip, resolve));
    const port = (server.address() as { port: number }).port;
    const socket = new Socket();
    await new Promise<void>((resolve) => socket.connect(port, ip, resolve));
    const local = socket.localAddress;
    socket.destroy();
    server.close();

    expect(await sourceAddressFor(ip)).toBe(local);
  });

  it('is unknown for a host that does not resolve', async () => {
    expect(await sourceAddressFor('no-such-host.invalid')).toBeUndefined();
  });
});
