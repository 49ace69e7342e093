import fc from 'fast-check';
import { ConnectionsPerAddress } from './connections-per-address';

describe('ConnectionsPerAddress', () => {
  it('lets no address hold more than the limit, and frees a place when a connection closes', () => {
    const addresses = fc.constantFrom('192.0.2.1', '192.0.2.2', '2001:db8::1');
    const step = fc.record({ address: addresses, open: fc.boolean() });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(step, { maxLength: 200 }), (limit, steps) => {
        const connections = new ConnectionsPerAddress(limit);
        const held = new Map<string, number>();
        for (const { address, open } of steps) {
          const count = held.get(address) ?? 0;
          if (open) {
            expect(connections.take(address)).toBe(count < limit);
            if (count < limit) held.set(address, count + 1);
          } else if (count > 0) {
            connections.release(address);
            held.set(address, count - 1);
          }
        }
      }),
    );
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as its IPv4 address', () => {
    const connections = new ConnectionsPerAddress(2);
    expect(connections.take('2001:db8:1:2::1')).toBe(true);
    expect(connections.take('2001:db8:1:2:ffff::9')).toBe(true);
    expect(connections.take('2001:db8:1:2:abcd::')).toBe(false);
    expect(connections.take('2001:db8:1:3::1')).toBe(true);
    connections.release('2001:db8:1:2::1');
    expect(connections.take('2001:db8:1:2::77')).toBe(true);

    expect(connections.take('192.0.2.7')).toBe(true);
    expect(connections.take('::ffff:192.0.2.7')).toBe(true);
    expect(connections.take('::ffff:c000:207')).toBe(false);
  });
});
