import ipaddr from 'ipaddr.js';

// Instance metadata services of the clouds: refused even where private networks are allowed.
const METADATA_ADDRESSES = new Set([
  '169.254.169.254',
  '169.254.170.2',
  '169.254.170.23',
  '100.100.100.200',
  '192.0.0.192',
  'fd00:ec2::254',
  'fd00:ec2::23',
]);

const RANGE_NAMES: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  uniqueLocal: 'a private address',
  linkLocal: 'a link-local address',
  carrierGradeNat: 'a shared (CGNAT) address',
  multicast: 'a multicast address',
  broadcast: 'a broadcast address',
  unspecified: 'an unspecified address',
};

// Why a webhook may not connect to this address, or undefined when it may. Only public unicast addresses
// are allowed; an IPv6 address that carries an IPv4 one (IPv4-mapped, IPv4-translated, NAT64) is judged by
// the IPv4 address it reaches.
export function addressRefusal(address: string, allowPrivateNetworks: boolean): string | undefined {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(address.replace(/%.*$/, ''));
  } catch {
    return 'not an IP address';
  }
  const reached = embeddedIPv4(ip) ?? ip;
  if (METADATA_ADDRESSES.has(reached.toNormalizedString()) || METADATA_ADDRESSES.has(reached.toString()))
    return 'a cloud metadata address';
  if (allowPrivateNetworks) return undefined;
  const range = reached.range();
  if (range === 'unicast') return undefined;
  return RANGE_NAMES[range] ?? 'a reserved address';
}

export function isLoopback(address: string): boolean {
  try {
    const ip = ipaddr.parse(address.replace(/%.*$/, ''));
    return (embeddedIPv4(ip) ?? ip).range() === 'loopback';
  } catch {
    return false;
  }
}

function embeddedIPv4(ip: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | undefined {
  if (ip.kind() !== 'ipv6') return undefined;
  const v6 = ip as ipaddr.IPv6;
  const range = v6.range();
  if (range !== 'ipv4Mapped' && range !== 'rfc6145' && range !== 'rfc6052') return undefined;
  const bytes = v6.toByteArray();
  return new ipaddr.IPv4(bytes.slice(12, 16));
}
