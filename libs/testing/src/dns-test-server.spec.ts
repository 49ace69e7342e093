import { Resolver } from 'node:dns/promises';
import { DnsTestServer } from './dns-test-server';

describe('DnsTestServer', () => {
  const server = new DnsTestServer();
  let resolver: Resolver;

  beforeAll(async () => {
    await server.start();
    resolver = new Resolver({ timeout: 1000, tries: 1 });
    resolver.setServers([server.address]);
  });

  afterAll(async () => {
    await server.stop();
  });

  beforeEach(() => server.clear());

  it('listens on a loopback port', () => {
    expect(server.address).toMatch(/^127\.0\.0\.1:\d+$/);
  });

  it('splits a long TXT value into 255-byte strings within one record', async () => {
    const value = `v=DKIM1; k=rsa; p=${'A'.repeat(600)}`;
    server.setTxt('mr202511._domainkey.example.com', [value]);

    const records = await resolver.resolveTxt('mr202511._domainkey.example.com');

    expect(records).toHaveLength(1);
    expect(records[0].map((chunk) => chunk.length)).toEqual([255, 255, value.length - 510]);
    expect(records[0].join('')).toBe(value);
  });

  it('keeps explicit chunks and serves answers too large for UDP over TCP', async () => {
    const big = Array.from({ length: 6 }, (_, i) => `record-${i}-${'x'.repeat(240)}`);
    server.setTxt('Big.Example.com.', [['first', 'second'], ...big]);

    const records = await resolver.resolveTxt('big.example.com');

    expect(records).toHaveLength(7);
    expect(records).toContainEqual(['first', 'second']);
  });

  it('answers CNAME, MX and A records', async () => {
    server.setCname('track.example.com', 'mailroom.test');
    server.setMx('example.com', [
      { exchange: 'mx2.example.com', priority: 20 },
      { exchange: 'mx1.example.com', priority: 10 },
    ]);
    server.setA('mx1.example.com', ['127.0.0.1', '127.0.0.2']);

    await expect(resolver.resolveCname('track.example.com')).resolves.toEqual(['mailroom.test']);
    await expect(resolver.resolveMx('example.com')).resolves.toEqual(
      expect.arrayContaining([
        { exchange: 'mx1.example.com', priority: 10 },
        { exchange: 'mx2.example.com', priority: 20 },
      ]),
    );
    await expect(resolver.resolve4('mx1.example.com')).resolves.toEqual(['127.0.0.1', '127.0.0.2']);
  });

  it('follows a CNAME to the records of its target, as a server holding both names does', async () => {
    server.setCname('bounces.example.com', 'bounces.mailroom.test');
    server.setTxt('bounces.mailroom.test', ['v=spf1 ip4:127.0.0.1 -all']);
    server.setMx('bounces.mailroom.test', [{ exchange: 'mx.mailroom.test', priority: 10 }]);

    await expect(resolver.resolveTxt('bounces.example.com')).resolves.toEqual([
      ['v=spf1 ip4:127.0.0.1 -all'],
    ]);
    await expect(resolver.resolveMx('bounces.example.com')).resolves.toEqual([
      { exchange: 'mx.mailroom.test', priority: 10 },
    ]);
    await expect(resolver.resolveCname('bounces.example.com')).resolves.toEqual(['bounces.mailroom.test']);
  });

  it('answers NXDOMAIN for unknown names and no data for a missing type', async () => {
    server.setA('host.example.com', '127.0.0.1');

    await expect(resolver.resolveTxt('unknown.example.com')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await expect(resolver.resolveTxt('host.example.com')).rejects.toMatchObject({ code: 'ENODATA' });
  });

  it('forgets removed names', async () => {
    server.setTxt('example.com', ['v=spf1 -all']);
    server.remove('example.com');

    await expect(resolver.resolveTxt('example.com')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });
});
