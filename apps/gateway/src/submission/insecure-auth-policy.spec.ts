import { authAllowedWithoutTls, clientAddress } from './insecure-auth-policy';

describe('AUTH without TLS', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])(
    'is allowed from loopback %s',
    (address) => {
      expect(authAllowedWithoutTls(address)).toBe(true);
    },
  );

  it.each([
    '10.0.0.5',
    '192.168.1.2',
    '203.0.113.9',
    '::ffff:198.51.100.1',
    '2001:db8::1',
    'fe80::1',
    'nonsense',
    '',
  ])('is refused from %j', (address) => {
    expect(authAllowedWithoutTls(address)).toBe(false);
  });
});

describe('clientAddress', () => {
  it('counts an IPv4-mapped address as the IPv4 address, as the HTTP API does', () => {
    expect(clientAddress('::ffff:198.51.100.1')).toBe('198.51.100.1');
    expect(clientAddress('2001:db8::1')).toBe('2001:db8::1');
  });
});
