import dns from 'node:dns/promises';
import { WebhooksConfig } from '../config/webhooks.config';
import { DestinationChecker } from './destination';

const config = {
  allowPrivateNetworks: false,
  dnsServers: [],
  dnsTimeoutMs: 2_000,
} as unknown as WebhooksConfig;

describe('DestinationChecker', () => {
  afterEach(() => jest.restoreAllMocks());

  // getaddrinfo holds one of libuv's four pool threads per look-up: sixty look-ups of a name whose resolver
  // drops some queries took 10 s here, and held up the DKIM signatures and the webhook creations queued
  // behind them. The DNS resolver (c-ares) asks on the event loop, with DNS_TIMEOUT_MS.
  it("resolves a URL's host with DNS queries, not getaddrinfo, when DNS_SERVERS names no resolver", async () => {
    const getaddrinfo = jest.spyOn(dns, 'lookup');
    const a = jest.spyOn(dns.Resolver.prototype, 'resolve4').mockResolvedValue(['93.184.215.14']);
    jest
      .spyOn(dns.Resolver.prototype, 'resolve6')
      .mockRejectedValue(Object.assign(new Error('none'), { code: 'ENODATA' }));

    const check = await new DestinationChecker(config).check('https://hooks.example.com/in');

    expect(check).toEqual({
      destination: { url: new URL('https://hooks.example.com/in'), address: '93.184.215.14', family: 4 },
    });
    expect(a).toHaveBeenCalledWith('hooks.example.com');
    expect(getaddrinfo).not.toHaveBeenCalled();
  });
});
