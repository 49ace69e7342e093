import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import { addressRefusal, isLoopback } from './address-policy';

const group = fc.integer({ min: 0, max: 0xffff });
const groups = (count: number) => fc.array(group, { minLength: count, maxLength: count });
const v6 = (parts: number[]) => parts.map((part) => part.toString(16)).join(':');
const ipv4Octets = fc.array(fc.nat(255), { minLength: 4, maxLength: 4 });
const hexGroups = (octets: number[]) => [(octets[0] << 8) | octets[1], (octets[2] << 8) | octets[3]];
const compressed = (parts: number[]) => ipaddr.IPv6.parse(v6(parts)).toString();

// Verdicts on an address with private networks refused and allowed.
interface Verdict {
  refused: string | undefined;
  allowed: string | undefined;
}

const METADATA_IPV4 = [
  '169.254.169.254',
  '169.254.170.2',
  '169.254.170.23',
  '100.100.100.200',
  '192.0.0.192',
];

const inBlock = (cidr: string) => {
  const [base, bits] = cidr.split('/');
  const start = base.split('.').reduce((sum, octet) => sum * 256 + Number(octet), 0);
  return fc
    .integer({ min: 0, max: 2 ** (32 - Number(bits)) - 1 })
    .map((offset) => [24, 16, 8, 0].map((shift) => Math.floor((start + offset) / 2 ** shift) % 256))
    .filter((octets) => !METADATA_IPV4.includes(octets.join('.')));
};

const ofKind = (blocks: string[], refused: string | undefined) =>
  fc.oneof(...blocks.map(inBlock)).map((octets) => ({ octets, verdict: { refused, allowed: undefined } }));

// An IPv4 address of every kind the policy tells apart, with its verdicts.
const KIND_OF_IPV4: fc.Arbitrary<{ octets: number[]; verdict: Verdict }> = fc.oneof(
  ofKind(
    ['8.0.0.0/7', '11.0.0.0/8', '16.0.0.0/4', '64.0.0.0/3', '128.0.0.0/3', '193.0.0.0/8', '208.0.0.0/4'],
    undefined,
  ),
  ofKind(['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'], 'a private address'),
  ofKind(['127.0.0.0/8'], 'a loopback address'),
  ofKind(['169.254.0.0/16'], 'a link-local address'),
  ofKind(['100.64.0.0/10'], 'a shared (CGNAT) address'),
  ofKind(['224.0.0.0/4'], 'a multicast address'),
  ofKind(['255.255.255.255/32'], 'a broadcast address'),
  ofKind(['0.0.0.0/8'], 'an unspecified address'),
  ofKind(
    ['192.0.0.0/24', '192.0.2.0/24', '198.18.0.0/15', '203.0.113.0/24', '240.0.0.0/5'],
    'a reserved address',
  ),
  fc.constantFrom(...METADATA_IPV4).map((address) => ({
    octets: address.split('.').map(Number),
    verdict: { refused: 'a cloud metadata address', allowed: 'a cloud metadata address' },
  })),
);

// Teredo: either address carried being cloud metadata decides; otherwise the client's refusal, then the server's.
const metadataFirst = (client: string | undefined, server: string | undefined) =>
  [client, server].find((refusal) => refusal === 'a cloud metadata address') ?? client ?? server;

// A 6to4 or Teredo address whose IPv4 hosts pass is still a tunnel: reserved unless private networks are allowed.
const tunnelVerdict = (refused: string | undefined, allowed: string | undefined) => ({
  refused: refused ?? 'a reserved address',
  allowed,
});

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
    ['2002:a9fe:a9fe::', 'a cloud metadata address'],
    ['2002:7f00:1::1', 'a loopback address'],
    ['2002:c0a8:101:5::1', 'a private address'],
    ['2002:c058:6301::', 'a reserved address'],
    ['2001:0:ce49:7601:0:dfff:5601:5601', 'a cloud metadata address'],
    ['2001:0:a9fe:a9fe:8000:dfff:62c3:fffe', 'a cloud metadata address'],
    ['2001:0:ce49:7601:0:dfff:80ff:fffe', 'a loopback address'],
    ['2001:0:a00:1:0:dfff:62c3:fffe', 'a private address'],
    // Tunnels to public hosts.
    ['2002:808:808::1', 'a reserved address'],
    ['2001:0:ce49:7601:0:dfff:62c3:fffe', 'a reserved address'],
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
    expect(addressRefusal('2002:7f00:1::', true)).toBeUndefined();
    expect(addressRefusal('2002:808:808::1', true)).toBeUndefined();
    expect(addressRefusal('2002:a9fe:a9fe::', true)).toBe('a cloud metadata address');
    expect(addressRefusal('2001:0:ce49:7601:0:dfff:5601:5601', true)).toBe('a cloud metadata address');
    expect(addressRefusal('2001:0:a9fe:a9fe:8000:dfff:62c3:fffe', true)).toBe('a cloud metadata address');
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

  it('judges an IPv6 address carrying an IPv4 one (mapped, translated, NAT64, 6to4, Teredo) by that IPv4 address, in both modes', () => {
    const embedded = fc.oneof(
      fc
        .tuple(
          fc.constantFrom('::ffff:', '::ffff:0:', '64:ff9b::', '64:ff9b:1::'),
          KIND_OF_IPV4,
          fc.boolean(),
        )
        .map(([prefix, carried, dotted]) => ({
          address: `${prefix}${dotted ? carried.octets.join('.') : v6(hexGroups(carried.octets))}`,
          expected: carried.verdict,
        })),
      fc.tuple(KIND_OF_IPV4, fc.oneof(fc.constant([0, 0, 0, 0, 0]), groups(5))).map(([router, site]) => ({
        address: compressed([0x2002, ...hexGroups(router.octets), ...site]),
        expected: tunnelVerdict(router.verdict.refused, router.verdict.allowed),
      })),
      fc.tuple(KIND_OF_IPV4, KIND_OF_IPV4, group, group).map(([client, server, flags, port]) => ({
        address: compressed([
          0x2001,
          0,
          ...hexGroups(server.octets),
          flags,
          port ^ 0xffff,
          ...hexGroups(client.octets).map((part) => part ^ 0xffff),
        ]),
        expected: tunnelVerdict(
          metadataFirst(client.verdict.refused, server.verdict.refused),
          metadataFirst(client.verdict.allowed, server.verdict.allowed),
        ),
      })),
    );
    fc.assert(
      fc.property(embedded, ({ address, expected }) => {
        expect({
          address,
          refused: addressRefusal(address, false),
          allowed: addressRefusal(address, true),
        }).toEqual({
          address,
          ...expected,
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('judges an IPv4-mapped, IPv4-translated, NAT64, 6to4 or Teredo address as the IPv4 address it carries, whatever that is', () => {
    fc.assert(
      fc.property(ipv4Octets, fc.boolean(), (octets, allowPrivateNetworks) => {
        const [high, low] = hexGroups(octets);
        const carrying = ['::ffff:', '::ffff:0:', '64:ff9b::', '64:ff9b:1::'].flatMap((prefix) => [
          `${prefix}${v6([high, low])}`,
          `${prefix}${octets.join('.')}`,
        ]);
        const tunnels = [
          v6([0x2002, high, low, 0, 0, 0, 0, 1]),
          // A Teredo client behind that address, with a public server (8.8.8.8).
          v6([0x2001, 0, 0x808, 0x808, 0, 0xffff, high ^ 0xffff, low ^ 0xffff]),
        ];
        const carried = addressRefusal(octets.join('.'), allowPrivateNetworks);
        const tunnelled = carried ?? (allowPrivateNetworks ? undefined : 'a reserved address');
        expect(
          [...carrying, ...tunnels].map((form) => [form, addressRefusal(form, allowPrivateNetworks)]),
        ).toEqual([...carrying.map((form) => [form, carried]), ...tunnels.map((form) => [form, tunnelled])]);
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
