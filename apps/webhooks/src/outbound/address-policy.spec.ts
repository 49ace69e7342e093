import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import { addressRefusal, isLoopback } from './address-policy';

const group = fc.integer({ min: 0, max: 0xffff });
const groups = (count: number) => fc.array(group, { minLength: count, maxLength: count });
const v6 = (parts: number[]) => parts.map((part) => part.toString(16)).join(':');
const ipv4Octets = fc.array(fc.nat(255), { minLength: 4, maxLength: 4 });

// Spellings an IPv6 address reaches an IPv4 one by: these are judged by the IPv4 address.
const CARRYING_IPV4 = ['::ffff:0:0/96', '::ffff:0:0:0/96', '64:ff9b::/96', '64:ff9b:1::/48'].map((cidr) =>
  ipaddr.IPv6.parseCIDR(cidr),
);

describe('addressRefusal', () => {
  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['127.255.0.9', 'a loopback address'],
    ['::1', 'a loopback address'],
    ['10.1.2.3', 'a private address'],
    ['172.16.0.1', 'a private address'],
    ['192.168.1.1', 'a private address'],
    ['fc00::1', 'a private address'],
    ['fd12:3456::1', 'a private address'],
    ['169.254.1.1', 'a link-local address'],
    ['fe80::1', 'a link-local address'],
    ['fe80::1%eth0', 'a link-local address'],
    ['100.64.0.1', 'a shared (CGNAT) address'],
    ['224.0.0.1', 'a multicast address'],
    ['ff02::1', 'a multicast address'],
    ['0.0.0.0', 'an unspecified address'],
    ['::', 'an unspecified address'],
    ['255.255.255.255', 'a broadcast address'],
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['::ffff:10.0.0.1', 'a private address'],
    ['::ffff:7f00:1', 'a loopback address'],
    ['::ffff:0:a00:1', 'a private address'],
    ['64:ff9b::7f00:1', 'a loopback address'],
    ['64:ff9b::a9fe:a9fe', 'a cloud metadata address'],
    ['64:ff9b:1::c0a8:101', 'a private address'],
    ['169.254.169.254', 'a cloud metadata address'],
    ['::ffff:169.254.169.254', 'a cloud metadata address'],
    ['fd00:ec2::254', 'a cloud metadata address'],
    ['100.100.100.200', 'a cloud metadata address'],
    ['192.0.2.1', 'a reserved address'],
    ['240.0.0.1', 'a reserved address'],
    ['2001:db8::1', 'a reserved address'],
    ['::a9fe:a9fe', 'a cloud metadata address'],
    ['::169.254.169.254', 'a cloud metadata address'],
    ['::10.0.0.1', 'a deprecated IPv4-compatible address'],
    ['::127.0.0.1', 'a deprecated IPv4-compatible address'],
    ['::7f00:1', 'a deprecated IPv4-compatible address'],
    ['::8.8.8.8', 'a deprecated IPv4-compatible address'],
    ['::1:2:3:4', 'a reserved address'],
    ['1::1', 'a reserved address'],
    ['100::1', 'a reserved address'],
    ['4000::1', 'a reserved address'],
    ['fec0::1', 'a reserved address'],
  ])('refuses %s as %s', (address, reason) => {
    expect(addressRefusal(address, false)).toBe(reason);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    'allows the public address %s',
    (address) => {
      expect(addressRefusal(address, false)).toBeUndefined();
    },
  );

  it('allows private networks when configured, never cloud metadata', () => {
    expect(addressRefusal('127.0.0.1', true)).toBeUndefined();
    expect(addressRefusal('10.0.0.1', true)).toBeUndefined();
    expect(addressRefusal('169.254.169.254', true)).toBe('a cloud metadata address');
    expect(addressRefusal('::169.254.169.254', true)).toBe('a cloud metadata address');
    expect(addressRefusal('::100.100.100.200', true)).toBe('a cloud metadata address');
  });

  it('refuses every IPv6 address outside global unicast 2000::/3, or judges the IPv4 address it carries', () => {
    const outside = fc.oneof(
      fc.tuple(fc.integer({ min: 0, max: 0x1fff }), groups(7)),
      fc.tuple(fc.integer({ min: 0x4000, max: 0xffff }), groups(7)),
      fc.tuple(fc.integer({ min: 0, max: 0xff }), groups(7)),
      fc.tuple(
        fc.constant(0),
        fc.tuple(fc.constant([0, 0, 0, 0, 0]), groups(2)).map(([z, low]) => [...z, ...low]),
      ),
    );
    fc.assert(
      fc.property(outside, ([first, rest]) => {
        const address = v6([first, ...rest]);
        const ip = ipaddr.IPv6.parse(address);
        if (CARRYING_IPV4.some((cidr) => ip.match(cidr))) {
          const carried = ip.toByteArray().slice(12, 16).join('.');
          return addressRefusal(address, false) === addressRefusal(carried, false);
        }
        return addressRefusal(address, false) !== undefined;
      }),
    );
  });

  it('judges an IPv4-mapped, IPv4-translated or NAT64 address by the IPv4 address it carries', () => {
    const prefix = fc.constantFrom('::ffff:', '::ffff:0:', '64:ff9b::', '64:ff9b:1::');
    fc.assert(
      fc.property(prefix, ipv4Octets, (start, octets) => {
        const high = ((octets[0] << 8) | octets[1]).toString(16);
        const low = ((octets[2] << 8) | octets[3]).toString(16);
        const carried = addressRefusal(octets.join('.'), false);
        return (
          addressRefusal(`${start}${high}:${low}`, false) === carried &&
          addressRefusal(`${start}${octets.join('.')}`, false) === carried
        );
      }),
    );
  });

  it('refuses every IPv4-compatible address, in either spelling, whatever IPv4 address it carries', () => {
    fc.assert(
      fc.property(ipv4Octets, (octets) => {
        const high = (octets[0] << 8) | octets[1];
        const low = (octets[2] << 8) | octets[3];
        return (
          addressRefusal(`::${octets.join('.')}`, false) !== undefined &&
          addressRefusal(`::${high.toString(16)}:${low.toString(16)}`, false) !== undefined &&
          addressRefusal(`0:0:0:0:0:0:${octets.join('.')}`, false) !== undefined
        );
      }),
    );
  });

  it('refuses every IPv4-mapped form of a private IPv4 address', () => {
    const privateV4 = fc.oneof(
      fc.tuple(fc.constant(10), fc.nat(255), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(127), fc.nat(255), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(192), fc.constant(168), fc.nat(255), fc.nat(255)),
    );
    fc.assert(
      fc.property(privateV4, (octets) => {
        const v4 = octets.join('.');
        return (
          addressRefusal(v4, false) !== undefined &&
          addressRefusal(`::ffff:${v4}`, false) !== undefined &&
          addressRefusal(`64:ff9b::${v4}`, false) !== undefined
        );
      }),
    );
  });

  it('tells loopback addresses', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('10.0.0.1')).toBe(false);
  });
});
