import { DnsTestServer } from '@mailroom/testing';
import { createTeam, TestTeam } from './support/factories';
import { waitFor } from './support/processes';
import { startStandalone, Standalone } from './support/standalone';

// A public address no test ever connects to: it is only ever resolved, and refused before any connection
// once the name points elsewhere.
const PUBLIC_ADDRESS = '93.184.215.14';

// WEBHOOK_ALLOW_PRIVATE_NETWORKS unset: endpoints and token URLs that reach loopback, private, link-local,
// CGNAT, multicast, unspecified, reserved or cloud metadata addresses (in any IPv6 spelling, 6to4 and Teredo
// addresses carrying one included, and any IPv6 address outside global unicast) are refused when they are
// set and again at every attempt.
describe('webhooks: addresses refused without WEBHOOK_ALLOW_PRIVATE_NETWORKS (standalone)', () => {
  let app: Standalone;
  let dns: DnsTestServer;
  let team: TestTeam;

  beforeAll(async () => {
    dns = new DnsTestServer();
    await dns.start();
    dns.setA('loopback.hooks.example.test', '127.0.0.1');
    dns.setA('mixed.hooks.example.test', [PUBLIC_ADDRESS, '10.0.0.7']);
    dns.setA('rebind.hooks.example.test', PUBLIC_ADDRESS);
    app = await startStandalone({ DNS_SERVERS: dns.address });
    team = await createTeam(app.admin);
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
    await dns?.stop();
  });

  const refusedUrls = [
    'https://127.0.0.1/hook',
    'https://127.1/hook',
    'https://2130706433/hook',
    'https://[::1]/hook',
    'https://localhost/hook',
    'https://10.0.0.1/hook',
    'https://172.16.5.4/hook',
    'https://192.168.0.10/hook',
    'https://[fd00::1]/hook',
    'https://169.254.10.10/hook',
    'https://[fe80::1]/hook',
    'https://100.64.1.1/hook',
    'https://224.0.0.251/hook',
    'https://[ff02::1]/hook',
    'https://0.0.0.0/hook',
    'https://[::]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://[::ffff:a00:1]/hook',
    'https://[64:ff9b::7f00:1]/hook',
    'https://[64:ff9b::a9fe:a9fe]/hook',
    'https://[::169.254.169.254]/hook',
    'https://[::10.0.0.1]/hook',
    'https://[::127.0.0.1]/hook',
    'https://[::1:2:3:4]/hook',
    'https://[4000::1]/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://[fd00:ec2::254]/latest/meta-data',
    'https://100.100.100.200/latest/meta-data',
    'https://loopback.hooks.example.test/hook',
    'https://mixed.hooks.example.test/hook',
    'http://rebind.hooks.example.test/hook',
    `http://${PUBLIC_ADDRESS}/hook`,
  ];

  it.each(refusedUrls)('refuses %s at creation with 422 errors.url', async (url) => {
    const response = await team.api.post('/webhooks', { name: 'Hook', url });
    expect(response.status).toBe(422);
    expect(response.body.error_code).toBe('validation_error');
    expect(Object.keys(response.body.errors)).toEqual(['url']);
  });

  // 6to4 (2002:<IPv4>::/48) and Teredo (2001:0:<server>:<flags>:<port>:<client inverted>) addresses are
  // reached over IPv4: they are refused as the IPv4 address they are tunnelled to.
  it.each([
    ['2002:a9fe:a9fe::', 'a cloud metadata address'],
    ['2002:7f00:1::1', 'a loopback address'],
    ['2002:a00:1::1', 'a private address'],
    ['2001:0:ce49:7601:0:dfff:5601:5601', 'a cloud metadata address'],
    ['2001:0:ce49:7601:0:dfff:80ff:fffe', 'a loopback address'],
    ['2001:0:a00:1:0:dfff:62c3:fffe', 'a private address'],
  ])('refuses https://[%s]/hook at creation as %s', async (address, reason) => {
    const response = await team.api.post('/webhooks', { name: 'Hook', url: `https://[${address}]/hook` });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ url: [expect.stringContaining(`${address}, ${reason}`)] });
  });

  it('takes a host that does not resolve yet, and fails its attempts until it does', async () => {
    const created = await team.api.post('/webhooks', {
      name: 'Later',
      url: 'https://later.hooks.example.test/h',
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    expect((await team.api.post(`/webhooks/${id}/test`)).status).toBe(202);
    const attempt = await waitFor('the failed attempt', async () => {
      const attempts: { status: string; error: string }[] = (await team.api.get(`/webhooks/${id}/deliveries`))
        .body.data.deliveries;
      return attempts.find((a) => a.status === 'failed');
    });
    expect(attempt.error).toContain('names host later.hooks.example.test, which could not be resolved');
    await team.api.delete(`/webhooks/${id}`);
  });

  it('refuses a token_url of a private address, and stores nothing', async () => {
    const response = await team.api.post('/webhooks', {
      name: 'Hook',
      url: 'https://rebind.hooks.example.test/hook',
      auth_type: 'oauth2',
      oauth2: { token_url: 'https://[::ffff:192.168.1.1]/token', client_id: 'c', client_secret: 's' },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual(['oauth2.token_url']);
    expect((await team.api.get('/webhooks')).body.data.webhooks).toHaveLength(0);
  });

  it('refuses an update to a private address', async () => {
    const created = await team.api.post('/webhooks', {
      name: 'Hook',
      url: 'https://rebind.hooks.example.test/a',
    });
    expect(created.status).toBe(201);
    for (const url of ['https://10.1.1.1/', 'https://[::169.254.169.254]/', 'https://[::a00:1]/']) {
      const response = await team.api.patch(`/webhooks/${created.body.data.id}`, { url });
      expect([url, response.status, Object.keys(response.body.errors ?? {})]).toEqual([url, 422, ['url']]);
    }
    expect((await team.api.get(`/webhooks/${created.body.data.id}`)).body.data.url).toBe(
      'https://rebind.hooks.example.test/a',
    );
    await team.api.delete(`/webhooks/${created.body.data.id}`);
  });

  it('checks the address again at every attempt: a name rebound to loopback is a failed attempt', async () => {
    const created = await team.api.post('/webhooks', {
      name: 'Rebind',
      url: 'https://rebind.hooks.example.test/b',
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    dns.setA('rebind.hooks.example.test', '127.0.0.1');
    expect((await team.api.post(`/webhooks/${id}/test`)).status).toBe(202);
    const attempt = await waitFor('the refused attempt', async () => {
      const attempts: { status: string; error: string; next_attempt_at: string }[] = (
        await team.api.get(`/webhooks/${id}/deliveries`)
      ).body.data.deliveries;
      return attempts.find((a) => a.status === 'failed');
    });
    expect(attempt).toMatchObject({ attempt: 1, status: 'failed', response_status: null });
    expect(attempt.error).toContain('127.0.0.1, a loopback address');
    expect(attempt.next_attempt_at).not.toBeNull();
    const [retry] = (await team.api.get(`/webhooks/${id}/deliveries`)).body.data.deliveries;
    expect(retry).toMatchObject({ attempt: 2, status: 'pending', next_attempt_at: attempt.next_attempt_at });
  });
});
