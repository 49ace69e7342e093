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

// The only IPv6 block in use on the internet (RFC 4291, 2.4). Addresses outside it that ipaddr.js calls
// plain unicast (the rest of ::/8, 4000::/3, ...) are not public.
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

// Deprecated IPv4-compatible addresses (RFC 4291, 2.5.5.1), `::a.b.c.d`: a stack that still honours them
// reaches the IPv4 address.
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');

const METADATA = 'a cloud metadata address';

// Why a webhook may not connect to this address, or undefined when it may. Only public unicast addresses
// are allowed, in IPv6 only global unicast ones; an IPv6 address that carries an IPv4 one (IPv4-mapped,
// IPv4-translated, NAT64) is judged by the IPv4 address it reaches, and one that is tunnelled over IPv4
// (6to4, Teredo) by the IPv4 addresses its packets are sent to, and is reserved when those are public. An IPv4-compatible one is never public,
// and a cloud metadata address when the IPv4 address it carries is one.
export function addressRefusal(address: string, allowPrivateNetworks: boolean): string | undefined {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = parseAddress(address);
  } catch {
    return 'not an IP address';
  }
  const tunnelled = tunnelEndpoints(ip);
  if (tunnelled) {
    const refusals = tunnelled.map((endpoint) => addressRefusal(endpoint.toString(), allowPrivateNetworks));
    const refusal = refusals.find((refusal) => refusal === METADATA) ?? refusals.find(Boolean);
    // The tunnels reach their hosts through relays nobody here vets (6to4's are deprecated, RFC 7526): only
    // with private networks allowed does a tunnel to public hosts pass.
    return refusal ?? (allowPrivateNetworks ? undefined : 'a reserved address');
  }
  const reached = embeddedIPv4(ip) ?? ip;
  const compatible = ipv4Compatible(ip);
  if (isMetadata(reached) || (compatible && isMetadata(compatible))) return METADATA;
  if (allowPrivateNetworks) return undefined;
  const range = reached.range();
  if (range !== 'unicast') return RANGE_NAMES[range] ?? 'a reserved address';
  if (reached.kind() === 'ipv4' || reached.match(GLOBAL_UNICAST)) return undefined;
  return compatible ? 'a deprecated IPv4-compatible address' : 'a reserved address';
}

function isMetadata(ip: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  return METADATA_ADDRESSES.has(ip.toNormalizedString()) || METADATA_ADDRESSES.has(ip.toString());
}

export function isLoopback(address: string): boolean {
  try {
    const ip = parseAddress(address);
    return (embeddedIPv4(ip) ?? ip).range() === 'loopback';
  } catch {
    return false;
  }
}

// ipaddr.js reads `::a.b.c.d` as the IPv4-mapped `::ffff:a.b.c.d`, while a socket given it connects to the
// IPv4-compatible ::a.b.c.d: a dotted tail is written as two hex groups first, so that every spelling parses
// to the address a connection reaches.
function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 {
  const bare = address.replace(/%.*$/, '');
  const dotted = /^(.*:)([^:]*)$/.exec(bare);
  if (!dotted || !ipaddr.IPv4.isValidFourPartDecimal(dotted[2])) return ipaddr.parse(bare);
  const [a, b, c, d] = ipaddr.IPv4.parse(dotted[2]).octets;
  return ipaddr.IPv6.parse(`${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`);
}

function embeddedIPv4(ip: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | undefined {
  if (ip.kind() !== 'ipv6') return undefined;
  const v6 = ip as ipaddr.IPv6;
  const range = v6.range();
  if (range !== 'ipv4Mapped' && range !== 'rfc6145' && range !== 'rfc6052') return undefined;
  return lowIPv4(v6);
}

// The IPv4 hosts an IPv6 address tunnelled over IPv4 is reached through: a 6to4 address (RFC 3056) the
// site's router, whose address is bits 16-47; a Teredo one (RFC 4380, section 4) the client's NAT, whose
// address is bits 96-127 inverted, and the Teredo server of bits 32-63, which relays the first packets.
function tunnelEndpoints(ip: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4[] | undefined {
  if (ip.kind() !== 'ipv6') return undefined;
  const bytes = ip.toByteArray();
  switch ((ip as ipaddr.IPv6).range()) {
    case '6to4':
      return [new ipaddr.IPv4(bytes.slice(2, 6))];
    case 'teredo':
      return [
        new ipaddr.IPv4(bytes.slice(12, 16).map((byte) => byte ^ 0xff)),
        new ipaddr.IPv4(bytes.slice(4, 8)),
      ];
    default:
      return undefined;
  }
}

function ipv4Compatible(ip: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | undefined {
  if (ip.kind() !== 'ipv6' || !ip.match(IPV4_COMPATIBLE)) return undefined;
  return lowIPv4(ip as ipaddr.IPv6);
}

function lowIPv4(ip: ipaddr.IPv6): ipaddr.IPv4 {
  return new ipaddr.IPv4(ip.toByteArray().slice(12, 16));
}
