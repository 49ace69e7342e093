import fc from 'fast-check';
import { addressRefusal, isLoopback } from './address-policy';

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
